import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { RenderedMail } from './templates.js';

export interface MailerOptions {
  /** An SMTP connection URL (smtp://user:pass@host:587, smtps://...); without one mail goes to the outbox folder. */
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
 * The longest a send may take over SMTP, every step included: well inside the outbox worker's lease
 * (server/modules/outbox/outbox-delivery.ts), so a message still being sent is never claimed by another worker.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000, dnsTimeout: 10_000 } as const;

/**
 * Sends the shop's e-mail with nodemailer: over SMTP when SMTP_URL is set, otherwise as .eml files in the
 * outbox folder, where a developer or a test reads them. Logs name the recipient and subject only, never
 * the body, which may hold a one-time code. Messages reach it through the outbox (server/modules/outbox), which
 * keeps them in the database until they are sent.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly outboxDir: string | null;

  constructor(private readonly options: MailerOptions) {
    if (options.smtpUrl) {
      this.transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS_MS });
      this.outboxDir = null;
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outboxDir = resolve(options.outboxDir);
    }
  }

  /** Delivers one message (or writes it to the outbox folder) and resolves once that is done; throws when it could not. */
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

  /** Closes the SMTP connections. */
  close(): void {
    this.transport.close();
  }
}
