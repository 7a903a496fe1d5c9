/**
 * `npm run relay`: compiles the web app's GraphQL (artifacts in client/src/__generated__) and leaves in the
 * persisted-operation manifest only the operations the app still sends (relay-compiler only ever adds to it).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
// --repersist: after a merge the manifest may miss operations whose artifacts did not change.
execFileSync(join(root, 'node_modules/.bin/relay-compiler'), ['--repersist', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });

const generated = join(root, 'client/src/__generated__');
const ids = new Set(
  readdirSync(generated)
    .map((file) => /"id": "([0-9a-f]{64})"/.exec(readFileSync(join(generated, file), 'utf8'))?.[1])
    .filter((id): id is string => id !== undefined),
);
const manifestPath = join(root, 'client/persisted-operations.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>;
const kept = Object.fromEntries(Object.entries(manifest).filter(([id]) => ids.has(id)));
writeFileSync(manifestPath, `${JSON.stringify(kept, null, 2)}\n`);
const dropped = Object.keys(manifest).length - Object.keys(kept).length;
if (dropped > 0) console.log(`persisted operations: dropped ${dropped} no longer sent`);
