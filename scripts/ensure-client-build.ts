/**
 * `npm start` runs this first: it builds the web app when client/dist is missing or older than any of its sources,
 * so a fresh checkout (or a pulled change) serves the current app with no separate build step.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const stamp = join(root, 'client/dist/index.html');
const sources = ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'client/lingui.config.ts', 'relay.config.json', 'package-lock.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs);
}

export function clientBuildIsStale(): boolean {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return sources.some((source) => newestChange(join(root, source)) > built);
}

if (process.env.SKIP_CLIENT_BUILD === '1') {
  console.log('web app: build skipped (SKIP_CLIENT_BUILD=1)');
} else if (clientBuildIsStale()) {
  console.log('web app: building (client/dist is missing or older than its sources)...');
  const started = Date.now();
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  console.log(`web app: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  console.log('web app: build is current');
}
