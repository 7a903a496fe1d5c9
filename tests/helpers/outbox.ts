import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './test-app.js';

export interface OutboxMail {
  file: string;
  raw: string;
  headers: string;
  /** The whole message with quoted-printable undone, as UTF-8. */
  decoded: string;
}

function decodeQuotedPrintable(raw: string): string {
  const latin1 = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

/** A test app's dev outbox folder (its MAIL_DIR) as written so far, oldest first, once every message due has gone out. */
export async function outbox(t: TestApp, mailDir: string): Promise<OutboxMail[]> {
  await t.app.services.outbox.settled();
  return outboxFolder(mailDir);
}

/** A dev outbox folder as written so far, oldest first (a server process's, which the test cannot settle). */
export function outboxFolder(mailDir: string): OutboxMail[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .sort()
    .map((file) => {
      const raw = readFileSync(join(mailDir, file), 'utf8');
      return { file, raw, headers: raw.slice(0, raw.indexOf('\n\n')), decoded: decodeQuotedPrintable(raw) };
    });
}

/** The outbox's messages to one address, oldest first. */
export async function mailsTo(t: TestApp, mailDir: string, address: string): Promise<OutboxMail[]> {
  return (await outbox(t, mailDir)).filter((mail) => mail.headers.includes(`<${address}>`));
}
