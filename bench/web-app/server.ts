/**
 * The real shop server for a benchmark: built web app and server bundle (scripts/start.mjs builds them only when
 * missing or stale), a fresh database and upload folder of its own, started the way `npm start` starts it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

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
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:./${join(relativeWork, 'isoko.db')}`,
      UPLOAD_DIR: join(relativeWork, 'uploads'),
      MAIL_DIR: join(relativeWork, 'mail'),
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '4096',
      ARGON2_TIME_COST: '1',
    },
  });
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const origin = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    // The server closes its database cleanly within a few seconds; a stuck one is killed.
    const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(forced);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering /healthz`);
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { origin, stop };
    } catch {
      // Not listening yet (migrating and seeding take a while on a fresh database).
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
}
