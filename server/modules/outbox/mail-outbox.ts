import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database } from '../../database/database.js';
import type { Mailer } from '../../mail/mailer.js';
import { composeMessage, type MessageComposers } from './outbox-compose.js';
import { storedMessage } from './outbox-messages.js';

/**
 * How long a worker's claim on a message holds. Longer than a send can take (the Mailer's SMTP timeouts), so a
 * message is claimed again only when its worker died holding it: then another process (or this one restarted) sends it.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** Messages claimed at once by one pass. */
const PASS_SIZE = 20;

export interface RetryPolicy {
  /** The wait after the first failure, doubled at each further one, at most maxMs. */
  initialMs: number;
  maxMs: number;
  /** Tries before the message is given up. */
  maxAttempts: number;
}

export interface MailOutboxOptions {
  db: Database;
  mailer: Mailer;
  /** How each kind of message is worded (by the modules that send them). */
  composers: MessageComposers;
  logger: Logger;
  retry: RetryPolicy;
  /** How often the worker looks for messages due (retries, and those another process left); 0: only when woken. */
  tickMs: number;
}

/** What one pass did. */
export interface DeliveryPass {
  claimed: number;
  sent: number;
  /** Failed this time: tried again later, or given up. */
  failed: number;
}

type ClaimedRow = { id: string; kind: string; userId: string; toAddress: string; payload: string; secret: string | null; attempts: number; expiresAt: Date | null };

/**
 * The mail outbox's worker: every process runs one. Messages are written in the transactions of what they announce
 * (outbox-messages.ts); a pass claims those due with one conditional update (their time has come and nobody holds
 * them), so two passes, in one process or in several, never claim the same message; then composes and sends each,
 * marking it sent at once. A failure is tried again later, each wait twice the last; a worker that dies holding a
 * message lets it go when its lease ends. A request that wrote a message wakes the worker, so it goes out at once.
 */
export class MailOutbox {
  private running: Promise<void> | null = null;
  private wokenWhileRunning = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: MailOutboxOptions) {}

  /** Starts looking for due messages every tickMs. */
  start(): void {
    if (this.options.tickMs <= 0 || this.timer || this.stopped) return;
    this.timer = setInterval(() => this.wake(), this.options.tickMs);
    this.timer.unref();
  }

  /**
   * Sends what is due, after the answers already waiting (call it once the transaction that wrote a message has
   * committed). A wake while a pass runs makes one more pass after it.
   */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    this.running = this.passesUntilQuiet().finally(() => {
      this.running = null;
    });
  }

  private async passesUntilQuiet(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    do {
      this.wokenWhileRunning = false;
      try {
        // A full pass means more may be due: the next pass takes them.
        while ((await this.deliverDue()).claimed === PASS_SIZE && !this.stopped);
      } catch (error) {
        this.options.logger.error({ err: error }, 'mail outbox pass failed');
      }
    } while (this.wokenWhileRunning && !this.stopped);
  }

  /** One pass now, as at `now`: claims up to 20 due messages and sends each. Tests run it to send deterministically. */
  async deliverDue(now = new Date()): Promise<DeliveryPass> {
    const db = this.options.db.prisma;
    const due = await db.outboxMessage.findMany({
      where: { state: 'PENDING', availableAt: { lte: now } },
      orderBy: { availableAt: 'asc' },
      take: PASS_SIZE,
      select: { id: true },
    });
    if (due.length === 0) return { claimed: 0, sent: 0, failed: 0 };
    const claim = randomUUID();
    // The condition is in the update: of two workers that read the same messages, each message goes to one of them.
    await db.outboxMessage.updateMany({
      where: { id: { in: due.map((row) => row.id) }, state: 'PENDING', availableAt: { lte: now } },
      data: { claim, availableAt: new Date(now.getTime() + CLAIM_LEASE_MS), attempts: { increment: 1 } },
    });
    const claimed: ClaimedRow[] = await db.outboxMessage.findMany({
      where: { claim, state: 'PENDING' },
      orderBy: { createdAt: 'asc' },
      select: { id: true, kind: true, userId: true, toAddress: true, payload: true, secret: true, attempts: true, expiresAt: true },
    });
    const pass: DeliveryPass = { claimed: claimed.length, sent: 0, failed: 0 };
    for (const row of claimed) {
      if (await this.deliver(row, claim, now)) pass.sent += 1;
      else pass.failed += 1;
    }
    return pass;
  }

  /** Composes and sends one claimed message, and records the outcome; true when it was sent. */
  private async deliver(row: ClaimedRow, claim: string, now: Date): Promise<boolean> {
    const db = this.options.db.prisma;
    const { logger } = this.options;
    const mine = { id: row.id, claim };
    if (row.expiresAt && row.expiresAt <= now) {
      await db.outboxMessage.updateMany({ where: mine, data: { state: 'FAILED', claim: null, secret: null, lastError: 'expired before it could be sent' } });
      logger.warn({ messageId: row.id, kind: row.kind }, 'mail given up: it expired before it could be sent');
      return false;
    }
    try {
      const mail = await composeMessage(db, this.options.composers, row, storedMessage(row));
      if (!mail) {
        await db.outboxMessage.updateMany({ where: mine, data: { state: 'FAILED', claim: null, secret: null, lastError: 'its user or order is gone' } });
        logger.warn({ messageId: row.id, kind: row.kind }, 'mail given up: its user or order is gone');
        return false;
      }
      await this.options.mailer.send(mail);
    } catch (error) {
      await this.retryLater(row, claim, now, error);
      return false;
    }
    // Marked at once: a crash from here on is the only way a message goes out twice.
    await db.outboxMessage.updateMany({ where: mine, data: { state: 'SENT', sentAt: new Date(), claim: null, secret: null, lastError: null } });
    return true;
  }

  private async retryLater(row: ClaimedRow, claim: string, now: Date, error: unknown): Promise<void> {
    const { retry, logger } = this.options;
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const mine = { id: row.id, claim };
    if (row.attempts >= retry.maxAttempts) {
      await this.options.db.prisma.outboxMessage.updateMany({ where: mine, data: { state: 'FAILED', claim: null, secret: null, lastError } });
      logger.error({ err: error, messageId: row.id, kind: row.kind, to: row.toAddress, attempts: row.attempts }, 'mail given up after every try failed');
      return;
    }
    const waitMs = Math.min(retry.maxMs, retry.initialMs * 2 ** Math.min(row.attempts - 1, 20));
    await this.options.db.prisma.outboxMessage.updateMany({ where: mine, data: { claim: null, availableAt: new Date(now.getTime() + waitMs), lastError } });
    logger.warn({ err: error, messageId: row.id, kind: row.kind, to: row.toAddress, attempts: row.attempts, retryInMs: waitMs }, 'mail could not be sent; tried again later');
  }

  /**
   * Resolves once every message due (as at `now`) has been sent or has failed: the pass under way, then passes
   * until none is due. Tests read the outbox folder after it.
   */
  async settled(now?: Date): Promise<void> {
    while (this.running) await this.running;
    while ((await this.deliverDue(now)).claimed > 0);
  }

  /** Stops looking and waits for the pass under way; what is still due waits in the database for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await this.running;
    this.options.mailer.close();
  }
}
