/**
 * Fails when the web app's generated files are stale or its translations incomplete: Relay artifacts
 * (`relay-compiler --validate`), the persisted-operation manifest against the artifacts, and every message of the
 * English catalogues present and translated in Kinyarwanda and French (`lingui extract` run on a copy), and a
 * message shared by several features translated the same way in each (the runtime merges a language's catalogues,
 * so only one of the translations would ever be shown).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const problems: string[] = [];

try {
  execFileSync(join(root, 'node_modules/.bin/relay-compiler'), ['--validate'], { cwd: root, stdio: 'pipe' });
} catch (error) {
  problems.push(`Relay artifacts are stale: run \`npm run relay\` and commit client/src/__generated__.\n${String((error as { stdout?: Buffer }).stdout ?? '')}`);
}

// Every operation the app can send must be in the manifest the server reads, and nothing else.
const generated = join(root, 'client/src/__generated__');
const ids = new Set<string>();
for (const file of existsSync(generated) ? readdirSync(generated) : []) {
  const id = /"id": "([0-9a-f]{64})"/.exec(readFileSync(join(generated, file), 'utf8'))?.[1];
  if (id) ids.add(id);
}
const manifest = JSON.parse(readFileSync(join(root, 'client/persisted-operations.json'), 'utf8')) as Record<string, string>;
const missing = [...ids].filter((id) => !(id in manifest));
const extra = Object.keys(manifest).filter((id) => !ids.has(id));
if (missing.length > 0 || extra.length > 0) {
  problems.push(`client/persisted-operations.json does not match the artifacts (${missing.length} missing, ${extra.length} extra): run \`npm run relay\`.`);
}

// Catalogues: extract on a copy of the client, then compare with the committed ones. `--clean` drops obsolete
// entries: the runtime would load one with an empty translation and show its English over the live message's.
// Inside the project, so the copied configuration resolves the project's packages.
const scratch = mkdtempSync(join(root, 'var/i18n-check-'));
try {
  cpSync(join(root, 'client/src'), join(scratch, 'src'), { recursive: true });
  cpSync(join(root, 'client/lingui.config.ts'), join(scratch, 'lingui.config.ts'));
  execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--clean', '--config', join(scratch, 'lingui.config.ts')], { cwd: root, stdio: 'pipe' });
  for (const file of catalogueFiles(join(scratch, 'src'))) {
    const committed = join(root, 'client/src', relative(join(scratch, 'src'), file));
    const fresh = readFileSync(file, 'utf8');
    if (!existsSync(committed) || readFileSync(committed, 'utf8') !== fresh) {
      problems.push(`${relative(root, committed)} is stale: run \`npm run i18n:extract\`, translate and commit.`);
    }
    if (/\/(rw|fr)\.po$/.test(file)) {
      for (const id of untranslated(fresh)) problems.push(`${relative(root, committed)}: no translation for "${id}"`);
    }
  }
  for (const locale of ['rw', 'fr']) {
    const seen = new Map<string, { translation: string; file: string }>();
    for (const file of catalogueFiles(join(root, 'client/src')).filter((path) => path.endsWith(`/${locale}.po`))) {
      for (const [key, translation] of translations(readFileSync(file, 'utf8'))) {
        const first = seen.get(key);
        if (!first) seen.set(key, { translation, file: relative(root, file) });
        else if (first.translation !== translation) {
          problems.push(`"${key}" reads "${first.translation}" in ${first.file} but "${translation}" in ${relative(root, file)}: use one, or give one a context.`);
        }
      }
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

function catalogueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.po'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The source messages of a .po file whose translation is empty. */
function untranslated(po: string): string[] {
  const entries = po.split(/\n\n+/);
  const result: string[] = [];
  for (const entry of entries) {
    const msgid = /^msgid "(.*)"$/m.exec(entry)?.[1];
    if (!msgid) continue;
    if (/^msgstr ""$/m.test(entry) && !/^msgstr ""\n"/m.test(entry)) result.push(msgid);
  }
  return result;
}

/** Each message of a .po file (its context, if any, before a separator) with its translation. */
function translations(po: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const entry of po.split(/\n\n+/)) {
    const msgid = /^msgid "(.*)"$/m.exec(entry)?.[1];
    if (!msgid) continue;
    const context = /^msgctxt "(.*)"$/m.exec(entry)?.[1];
    const translation = /^msgstr "(.*)"$/m.exec(entry)?.[1] ?? '';
    result.set(context ? `${context}\u0004${msgid}` : msgid, translation);
  }
  return result;
}

if (problems.length > 0) {
  console.error(`The web app's generated files or translations are out of date:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Relay artifacts, persisted operations and translations are current');
