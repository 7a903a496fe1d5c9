/**
 * The real shop server for a benchmark: built web app and server bundle (scripts/start.mjs builds them only when
 * missing or stale), a fresh database and upload folder of its own, started the way `npm start` starts it.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { startChild, startCommand } from '../support.js';

const root = resolve(import.meta.dirname, '../..');

export interface BenchServer {
  origin: string;
  stop: () => Promise<void>;
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Builds the web app and the server bundle when missing or older than their sources (as `npm start` does). */
export function ensureClientBuild(): void {
  execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' });
}

/** Starts the server bundle on a fresh database under `workDir` and waits until /healthz answers. */
export async function startServer(workDir: string, port: number, timeoutMs = 180_000): Promise<BenchServer> {
  rmSync(workDir, { recursive: true, force: true });
  const relativeWork = workDir.startsWith(root) ? workDir.slice(root.length + 1) : workDir;
  const command = startCommand();
  const server = await startChild(
    [...command.nodeOptions, 'scripts/start.mjs', '--seed-if-empty'],
    port,
    {
      ...command.env,
      ...process.env,
      HOST: '127.0.0.1',
      DATABASE_URL: `file:./${join(relativeWork, 'isoko.db')}`,
      UPLOAD_DIR: join(relativeWork, 'uploads'),
      MAIL_DIR: join(relativeWork, 'mail'),
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '4096',
      ARGON2_TIME_COST: '1',
    },
    '/healthz',
    timeoutMs,
  );
  return { origin: server.origin, stop: server.stop };
}
