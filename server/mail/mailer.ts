import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { RenderedMail } from './templates.js';

export interface MailerOptions {
  /** An SMTP connection URL (smtp://user:pass@host:587, smtps://...); without one mail goes to the outbox. */
  smtpUrl?: string | undefined;
  from: string;
  /** The development outbox: each message becomes one .eml file here when there is no SMTP server. */
  outboxDir: string;
  logger: Logger;
}

export interface OutgoingMail extends RenderedMail {
  to: { name: string; address: string };
}

/**
 * Sends the shop's e-mail with nodemailer: over SMTP when SMTP_URL is set, otherwise as .eml files in the
 * outbox folder, where a developer or a test reads them. Logs name the recipient and subject only, never
 * the body, which may hold a one-time code.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outboxDir: string | null;
  private readonly pending = new Set<Promise<void>>();
  /** The background message being composed: the next one is composed after it. */
  private composing: Promise<void> = Promise.resolve();

  constructor(private readonly options: MailerOptions) {
    if (options.smtpUrl) {
      this.transport = nodemailer.createTransport(options.smtpUrl);
      this.outboxDir = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outboxDir = resolve(options.outboxDir);
    }
  }

  /** Delivers one message (or writes it to the outbox) and resolves once that is done. */
  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    if (this.outboxDir) {
      await mkdir(this.outboxDir, { recursive: true });
      // The name is ours alone: a timestamp that sorts in sending order and a random suffix.
      const fileName = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}.eml`;
      await writeFile(join(this.outboxDir, fileName), info.message as Buffer, { flag: 'wx' });
      this.options.logger.info({ to: mail.to.address, subject: mail.subject, outboxFile: fileName }, 'mail written to the outbox');
    } else {
      this.options.logger.info({ to: mail.to.address, subject: mail.subject }, 'mail sent');
    }
  }

  /**
   * Sends after the current request has answered, so an answer never waits for (or reveals the timing of)
   * a mail server; a failure is logged, not thrown.
   */
  sendInBackground(mail: OutgoingMail): void {
    this.composeInBackground(() => Promise.resolve(mail));
  }

  /**
   * sendInBackground for a message that takes reading to write (an order's lines): composed and sent after the
   * answer; nothing is sent when `compose` gives null. A failure in either is logged, not thrown.
   */
  composeInBackground(compose: () => Promise<OutgoingMail | null>): void {
    let composed: OutgoingMail | null = null;
    // Composed one at a time, each after the answers already waiting (a rush of orders answers its shoppers first);
    // handed to the transport as each is ready, so a slow mail server never holds the next one back.
    const written = this.composing.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(compose);
    this.composing = written.then(
      () => undefined,
      () => undefined,
    );
    const delivery: Promise<void> = written
      .then((mail) => {
        composed = mail;
        return mail ? this.send(mail) : undefined;
      })
      .catch((error: unknown) => {
        const about: { to?: string; subject?: string } = composed ? { to: composed.to.address, subject: composed.subject } : {};
        this.options.logger.error({ err: error, ...about }, 'mail could not be sent');
      })
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Resolves once every background message has been handed over or has failed. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Waits for background messages, then closes the SMTP connections. */
  async close(): Promise<void> {
    await this.settled();
    this.transport.close();
  }
}
