/**
 * Pieces the benchmarks share: percentiles, the shop's production server (and the raw baseline server) in a child
 * process of their own, so the load generator never shares their thread, and the resident memory of such a child.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/** The value below which `p` percent of the sorted samples lie. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Durations in ms of `rounds` sequential runs, sorted, after `warmUps` uncounted ones (the JIT, the database's caches). */
export async function sampleDurations(run: () => Promise<unknown>, rounds: number, warmUps = 5): Promise<number[]> {
  for (let warm = 0; warm < warmUps; warm += 1) await run();
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

/** Whether a module is the script node was started with (so each bench still runs alone). */
export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(new URL(moduleUrl).pathname);
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status), or null once it is gone. */
export function residentMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's resident memory every `everyMs` until stopped; the peak is what a load run costs. */
export function watchResident(pid: number, everyMs = 100): { stop: () => { peakMb: number; samples: number } } {
  let peakMb = 0;
  let samples = 0;
  const timer = setInterval(() => {
    const mb = residentMb(pid);
    if (mb === null) return;
    samples += 1;
    peakMb = Math.max(peakMb, mb);
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return { peakMb, samples };
    },
  };
}

/** Builds the web app and the server bundle when missing or stale (as `npm start` does), once before the servers start. */
export function ensureProductionBuild(): void {
  execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

export interface ChildServer {
  origin: string;
  pid: number;
  /** Milliseconds from spawning the process to the first 200 from /healthz (or the given path). */
  readyMs: number;
  stop: () => Promise<void>;
}

/** The environment of the shop in production mode on a given database file (paths relative to the project root). */
export function productionEnvironment(databaseFile: string, workDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${databaseFile}`,
    UPLOAD_DIR: resolve(workDir, 'uploads'),
    MAIL_DIR: resolve(workDir, 'mail'),
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ADMIN_PASSWORD: 'Bench#Admin2026',
    ARGON2_MEMORY_KIB: '4096',
    ARGON2_TIME_COST: '1',
    CHECKPOINT_DISABLE: '1',
    ...extra,
  };
}

/**
 * Starts a server process (`node <args>`) and waits until `readyPath` answers 200. The shop itself is started
 * exactly as `npm start` starts it: `node [its node options] scripts/start.mjs`, which imports the bundle in the same
 * process, so the child's pid is the server's.
 */
export async function startChild(args: string[], port: number, env: NodeJS.ProcessEnv, readyPath = '/healthz', timeoutMs = 180_000): Promise<ChildServer> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, PORT: String(port) } });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(forced);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`node ${args.join(' ')} exited with code ${child.exitCode} before answering ${readyPath}`);
    try {
      const response = await fetch(origin + readyPath, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return { origin, pid: child.pid!, readyMs: performance.now() - started, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`node ${args.join(' ')} did not answer ${readyPath} within ${timeoutMs / 1000} s`);
    }
    // Polled often: start-up time is one of the figures.
    await new Promise((wait) => setTimeout(wait, 10));
  }
}

/**
 * How `npm start` runs node: the environment it sets before the command (as MALLOC_ARENA_MAX) and the options it
 * gives node itself (those between `node` and `scripts/start.mjs` in package.json's start script, such as the young
 * generation's size), so a benchmark's server runs with the same.
 */
export function startCommand(): { env: Record<string, string>; nodeOptions: string[] } {
  const { scripts } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = scripts.start.split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  const script = words.indexOf('scripts/start.mjs');
  if (words[0] !== 'node' || script < 0) throw new Error(`package.json's start script is not "[NAME=value ...] node [options] scripts/start.mjs ...": ${scripts.start}`);
  return { env, nodeOptions: words.slice(1, script) };
}

/** The shop's production server (scripts/start.mjs, with its options such as `--seed-if-empty`) in a child process. */
export function startShop(port: number, env: NodeJS.ProcessEnv, options: string[] = []): Promise<ChildServer> {
  const command = startCommand();
  return startChild([...command.nodeOptions, 'scripts/start.mjs', ...options], port, { ...command.env, ...env });
}

/**
 * The shop twice on one database file, each in its own child process: RESPONSE_CACHE=off (every answer computed)
 * and RESPONSE_CACHE=on (anonymous answers from the cache). If the second fails to start, the first is stopped.
 */
export async function startShopsCacheOffAndOn(databaseFile: string, workDir: string, ports: [number, number], extra: Record<string, string> = {}): Promise<{ uncached: ChildServer; cached: ChildServer }> {
  const environment = (cache: 'on' | 'off') => productionEnvironment(databaseFile, resolve(workDir, cache), { ...extra, RESPONSE_CACHE: cache });
  const uncached = await startShop(ports[0], environment('off'));
  try {
    return { uncached, cached: await startShop(ports[1], environment('on')) };
  } catch (error) {
    await uncached.stop();
    throw error;
  }
}

/** One row of the summary table every bench adds to. */
export interface TargetRow {
  target: string;
  figure: string;
  baseline: string;
  ratio: string;
  met: boolean | null;
}

export function printSummary(rows: TargetRow[]): void {
  const widths = [
    Math.max(6, ...rows.map((row) => row.target.length)),
    Math.max(6, ...rows.map((row) => row.figure.length)),
    Math.max(8, ...rows.map((row) => row.baseline.length)),
    Math.max(5, ...rows.map((row) => row.ratio.length)),
  ];
  const line = (cells: string[]) => cells.map((cell, index) => (index < 4 ? cell.padEnd(widths[index]!) : cell)).join(' | ');
  console.log(line(['target', 'figure', 'baseline', 'ratio', 'met']));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-') + '-|-----');
  for (const row of rows) console.log(line([row.target, row.figure, row.baseline, row.ratio, row.met === null ? 'n/a' : row.met ? 'met' : 'NOT MET']));
}
