import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { openDatabase } from '../server/db.js';
import { applyMigrations } from '../server/database/migrate.js';
import { printedSchema } from '../server/graphql/print-schema.js';

/**
 * Fails when a committed generated file is stale: schema.graphql against the Pothos schema, and the
 * migrations against prisma/schema.prisma (applied to one fresh database, `db push`ed to another, then
 * their tables and indexes compared; no shadow database needed).
 */
const problems: string[] = [];

if (readFileSync('schema.graphql', 'utf8') !== printedSchema()) {
  problems.push('schema.graphql is stale: run `npm run schema:print` and commit it.');
}

const workDir = resolve('var/drift');
rmSync(workDir, { recursive: true, force: true });
const migrated = join(workDir, 'migrated.db');
const pushed = join(workDir, 'pushed.db');
await applyMigrations(migrated);
await pushSchema(pushed);

/** `prisma db push` into a fresh file. The CLI lingers for a minute after finishing here, so it is stopped once done. */
function pushSchema(file: string): Promise<void> {
  return new Promise((resolvePush, rejectPush) => {
    const child = spawn(process.execPath, ['node_modules/prisma/build/index.js', 'db', 'push', '--skip-generate', '--accept-data-loss'], {
      env: { ...process.env, DATABASE_URL: `file:${file}`, CHECKPOINT_DISABLE: '1' },
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (/in sync with your Prisma schema/.test(output)) {
        child.kill();
        resolvePush();
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => (code === 0 ? resolvePush() : rejectPush(new Error(`prisma db push failed:\n${output}`))));
  });
}

type SchemaObject = { type: string; name: string; sql: string | null };
async function objects(file: string): Promise<Map<string, string>> {
  const db = await openDatabase(file);
  const rows = await db.$queryRawUnsafe<SchemaObject[]>(
    "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma_migrations%'",
  );
  await db.$disconnect();
  return new Map(rows.map((row) => [`${row.type} ${row.name}`, (row.sql ?? '').replace(/\s+/g, ' ').replace(/"/g, '').trim()]));
}
const fromMigrations = await objects(migrated);
const fromSchema = await objects(pushed);
for (const [name, sql] of fromSchema) {
  const migratedSql = fromMigrations.get(name);
  if (migratedSql === undefined) problems.push(`${name} is in prisma/schema.prisma but no migration creates it.`);
  else if (migratedSql !== sql) problems.push(`${name} differs between the migrations and prisma/schema.prisma:\n  migrations: ${migratedSql}\n  schema:     ${sql}`);
}
for (const [name, sql] of fromMigrations) {
  // Hand-written SQL the Prisma schema cannot express (full-text tables, triggers) is expected only in migrations.
  const handWritten = name.startsWith('trigger ') || /VIRTUAL TABLE/i.test(sql) || /_fts(_|$)/.test(name);
  if (!fromSchema.has(name) && !handWritten) problems.push(`${name} is created by a migration but is not in prisma/schema.prisma.`);
}
// A later migration that redefines a table silently drops its triggers; every trigger a migration creates
// (and none drops) must still exist once all migrations have run.
const migrationSql = readdirSync('prisma/migrations', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => readFileSync(join('prisma/migrations', entry.name, 'migration.sql'), 'utf8'))
  .join('\n');
const created = new Set([...migrationSql.matchAll(/CREATE TRIGGER "?([\w]+)"?/gi)].map((match) => match[1]!));
for (const dropped of migrationSql.matchAll(/DROP TRIGGER (?:IF EXISTS )?"?([\w]+)"?/gi)) created.delete(dropped[1]!);
for (const trigger of created) {
  if (!fromMigrations.has(`trigger ${trigger}`)) problems.push(`trigger ${trigger} was lost: a later migration redefined its table without re-creating it.`);
}
rmSync(workDir, { recursive: true, force: true });

if (problems.length > 0) {
  console.error(`Generated files are out of date:\n- ${problems.join('\n- ')}`);
  console.error('For the database: write a migration with `npx prisma migrate diff --from-schema-datamodel <HEAD schema> --to-schema-datamodel prisma/schema.prisma --script`.');
  process.exit(1);
}
console.log('schema.graphql and migrations are current');
