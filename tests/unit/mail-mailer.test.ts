import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { Mailer } from '../../server/mail/mailer.js';
import { passwordResetCodeMail } from '../../server/mail/templates.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function setup(outboxDir?: string) {
  const root = mkdtempSync(join(tmpdir(), 'isoko-mail-'));
  folders.push(root);
  const logLines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  const outbox = outboxDir ?? join(root, 'outbox');
  const mailer = new Mailer({ from: 'Isoko <no-reply@isoko.rw>', outboxDir: outbox, logger });
  return { root, outbox, mailer, logLines };
}

const mail = { to: { name: 'Aline Uwase', address: 'aline@example.rw' }, ...passwordResetCodeMail({ name: 'Aline Uwase', code: '583014', validMinutes: 10, language: 'en' }) };

describe('Mailer without SMTP', () => {
  it('writes each message to the outbox as an .eml file with a name of its own', async () => {
    const { outbox, mailer } = setup();
    await mailer.send(mail);
    await mailer.send(mail);
    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{12}\.eml$/);
    const raw = readFileSync(join(outbox, files[0]!), 'utf8');
    expect(raw).toContain('From: Isoko <no-reply@isoko.rw>');
    expect(raw).toContain('To: Aline Uwase <aline@example.rw>');
    expect(raw).toContain('Subject: Your Isoko password reset code');
    expect(raw).toMatch(/^583014$/m);
  });

  it('logs the recipient and subject, never the code', async () => {
    const { mailer, logLines } = setup();
    await mailer.send(mail);
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatchObject({ to: 'aline@example.rw', subject: 'Your Isoko password reset code', msg: 'mail written to the outbox' });
    expect(JSON.stringify(logLines)).not.toContain('583014');
  });

  it('throws when a message could not be written, so the outbox tries it again later', async () => {
    const { root, logLines } = setup();
    const blocked = join(root, 'not-a-folder');
    writeFileSync(blocked, 'a file where the outbox should be');
    const failing = new Mailer({ from: 'Isoko <no-reply@isoko.rw>', outboxDir: blocked, logger: pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) }) });
    await expect(failing.send(mail)).rejects.toThrow();
    expect(JSON.stringify(logLines)).not.toContain('583014');
  });
});
