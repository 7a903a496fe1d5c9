/**
 * Start-up and idle memory: `node scripts/start.mjs` (what `npm start` runs) on an already built, migrated and
 * seeded database, from spawning the process to the first 200 of /healthz, median of 3 starts (target <= 1.5 s);
 * and the resident memory of the idle server 5 s after each start (target <= 200 MB). The baseline is the bare
 * cost of a Node process answering HTTP on this machine at this moment: node:http answering /healthz, started
 * the same way, so a busy machine shows in both figures. The first start, which migrates and seeds a fresh database,
 * is measured too: its resident memory 10 s after it answered (target <= 250 MB).
 *
 *   npx tsx bench/startup.ts [starts]
 */
import { rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureProductionBuild, isMain, median, productionEnvironment, residentMb, startChild, startShop } from './support.js';

export interface StartupFigures {
  /** Resident memory 5 s after the first start, which migrated and seeded the demo shop (MB). */
  seededMb: number;
  startMs: number[];
  idleMb: number[];
  /** A bare node:http process: spawn to first answer, and its resident memory at the same moment. */
  bareStartMs: number[];
  bareIdleMb: number[];
}

const IDLE_WAIT_MS = 5_000;
/** After the seeding start: settled, past the server's idle collection (IDLE_GC_SECONDS, 5 s after the last request). */
const SEEDED_WAIT_MS = 10_000;

export async function benchStartup(options: { starts?: number; port?: number; log?: (line: string) => void } = {}): Promise<StartupFigures> {
  const { starts = 3, port = 4314, log = console.log } = options;
  const workDir = resolve('var/bench-startup');
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const environment = productionEnvironment(join(workDir, 'isoko.db'), workDir);
  ensureProductionBuild();
  const bareServer = join(workDir, 'bare.mjs');
  writeFileSync(bareServer, `import { createServer } from 'node:http';\ncreateServer((request, response) => response.end('{"ok":true}')).listen(Number(process.env.PORT), '127.0.0.1');\n`);
  const figures: StartupFigures = { seededMb: Number.NaN, startMs: [], idleMb: [], bareStartMs: [], bareIdleMb: [] };
  try {
    // The first start migrates and seeds the demo shop; the measured ones find it ready.
    const first = await startShop(port, environment, ['--seed-if-empty']);
    await new Promise((wait) => setTimeout(wait, SEEDED_WAIT_MS));
    figures.seededMb = residentMb(first.pid) ?? Number.NaN;
    log(`  first start (migrate + seed): ${(first.readyMs / 1000).toFixed(2)} s, ${figures.seededMb.toFixed(0)} MB resident after ${SEEDED_WAIT_MS / 1000} s idle`);
    await first.stop();
    for (let start = 1; start <= starts; start += 1) {
      const bare = await startChild([bareServer], port, process.env);
      await new Promise((wait) => setTimeout(wait, IDLE_WAIT_MS));
      figures.bareStartMs.push(bare.readyMs);
      figures.bareIdleMb.push(residentMb(bare.pid) ?? Number.NaN);
      await bare.stop();

      const shop = await startShop(port, environment, ['--seed-if-empty']);
      await new Promise((wait) => setTimeout(wait, IDLE_WAIT_MS));
      figures.startMs.push(shop.readyMs);
      figures.idleMb.push(residentMb(shop.pid) ?? Number.NaN);
      await shop.stop();
      log(`  start ${start}: ${(shop.readyMs / 1000).toFixed(2)} s to /healthz, ${figures.idleMb.at(-1)!.toFixed(0)} MB resident after 5 s idle (bare node:http ${(bare.readyMs / 1000).toFixed(2)} s, ${figures.bareIdleMb.at(-1)!.toFixed(0)} MB)`);
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return figures;
}

if (isMain(import.meta.url)) {
  const figures = await benchStartup({ starts: Number(process.argv[2] ?? 3) });
  console.log(`start to /healthz: median ${(median(figures.startMs) / 1000).toFixed(2)} s (target <= 1.5 s); idle resident ${median(figures.idleMb).toFixed(0)} MB (target <= 200 MB); after the seeding start ${figures.seededMb.toFixed(0)} MB (target <= 250 MB)`);
}
