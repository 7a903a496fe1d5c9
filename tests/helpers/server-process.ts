import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { TEST_ROOT, testEnvironment } from './test-env.js';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the real server (`node --import tsx server/index.ts`) on 127.0.0.1 and a free port, on the given
 * database (a SQLite file or a postgresql:// URL), with cheap argon2 and this run's upload folder; resolves once /healthz answers.
 */
export async function startServerProcess(database: string, overrides: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const environment = testEnvironment(database, { LOG_LEVEL: 'warn', ...overrides });
  // --expose-gc lets a test opt in to the idle collection (IDLE_GC_SECONDS), as a host may.
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'server/index.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, ...environment, PORT: String(port), HOST: '127.0.0.1', MAIL_DIR: join(TEST_ROOT, 'mail-faults') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`the server exited during start:\n${output}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, port, origin, output: () => output, exited };
}
