import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const prismaCli = resolve(projectRoot, 'node_modules/prisma/build/index.js');

/**
 * Applies the committed migrations with `prisma migrate deploy` (through the driver adapter set in
 * prisma.config.ts, so no engine is downloaded). Safe to run at every start: applied ones are skipped.
 */
export async function applyMigrations(databaseFile: string): Promise<void> {
  mkdirSync(dirname(databaseFile), { recursive: true });
  await promisify(execFile)(process.execPath, [prismaCli, 'migrate', 'deploy'], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: `file:${databaseFile}`, CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { loadConfig } = await import('../config.js');
  const config = loadConfig();
  await applyMigrations(config.databaseFile);
  console.log(`migrations applied to ${config.databaseFile}`);
}
