import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { openDatabase } from '../server/database/open.js';
import { applyMigrations } from '../server/database/migrate.js';
import { printedSchema } from '../server/graphql/print-schema.js';
import pg from 'pg';
import { POSTGRES_SCHEMA, postgresSchema, SOURCE_SCHEMA } from './postgres-schema.js';

/**
 * Fails when a committed generated file is stale: schema.graphql against the Pothos schema, the PostgreSQL copy
 * of the data model against prisma/schema.prisma, and each database's migrations against its schema (applied to
 * one fresh database, `db push`ed to another, then their tables and indexes compared; no shadow database
 * needed). PostgreSQL's migrations are compared on the server ISOKO_TEST_POSTGRES_URL names (`npm run test:pg`
 * sets it); without one this says so.
 */
const problems: string[] = [];

if (readFileSync('schema.graphql', 'utf8') !== printedSchema()) {
  problems.push('schema.graphql is stale: run `npm run schema:print` and commit it.');
}

if (readFileSync(POSTGRES_SCHEMA, 'utf8') !== postgresSchema(readFileSync(SOURCE_SCHEMA, 'utf8'))) {
  problems.push('prisma/postgresql/schema.prisma is stale: run `npm run schema:postgres` and write a PostgreSQL migration.');
}

const workDir = resolve('var/drift');
rmSync(workDir, { recursive: true, force: true });
const migrated = join(workDir, 'migrated.db');
const pushed = join(workDir, 'pushed.db');
await applyMigrations(migrated);
await pushSchema(pushed);

/** `prisma db push` into a fresh file. The CLI lingers for a minute after finishing here, so it is stopped once done. */
function pushSchema(location: string): Promise<void> {
  return new Promise((resolvePush, rejectPush) => {
    const child = spawn(process.execPath, ['node_modules/prisma/build/index.js', 'db', 'push', '--skip-generate', '--accept-data-loss'], {
      env: { ...process.env, DATABASE_URL: location.startsWith('postgres') ? location : `file:${location}`, CHECKPOINT_DISABLE: '1' },
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
  const rows = await db.prisma.$queryRawUnsafe<SchemaObject[]>(
    "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma_migrations%'",
  );
  await db.close();
  // Spacing around commas and brackets is not compared: a column added with ALTER TABLE is stored as "..., x" after
  // a " ," where a table created whole has ", x".
  const normalised = (sql: string) => sql.replace(/\s+/g, ' ').replace(/"/g, '').replace(/\s*([,()])\s*/g, '$1').trim();
  return new Map(rows.map((row) => [`${row.type} ${row.name}`, normalised(row.sql ?? '')]));
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
  const handWritten = name.startsWith('trigger ') || name.startsWith('view ') || /VIRTUAL TABLE/i.test(sql) || /_fts(_|$)/.test(name);
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

const postgresServer = process.env.ISOKO_TEST_POSTGRES_URL;
if (postgresServer) await checkPostgresMigrations(postgresServer);
else console.log('PostgreSQL migrations not compared: no server (npm run test:pg compares them)');

/**
 * The PostgreSQL migrations against prisma/postgresql/schema.prisma, as for SQLite: one database migrated, one
 * pushed, their tables, columns, indexes, constraints and enums compared from the catalogue. The hand-written
 * search table and its objects exist only in migrations; every trigger a migration creates must exist at the end.
 */
async function checkPostgresMigrations(serverUrl: string): Promise<void> {
  const urlOf = (database: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const names = { migrated: `isoko_drift_migrated_${process.pid}`, pushed: `isoko_drift_pushed_${process.pid}` };
  const server = new pg.Client({ connectionString: urlOf('postgres') });
  await server.connect();
  try {
    for (const name of Object.values(names)) {
      await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await server.query(`CREATE DATABASE "${name}"`);
    }
    await applyMigrations(urlOf(names.migrated));
    await pushSchema(urlOf(names.pushed));
    const fromMigrations = await postgresObjects(urlOf(names.migrated));
    const fromSchema = await postgresObjects(urlOf(names.pushed));
    // Views (named columns over Prisma's link tables) list their columns like tables do.
    const handWritten = (name: string) => /product_search|^trigger |^function |^column Product(Sub)?Category\./.test(name);
    for (const [name, definition] of fromSchema) {
      const migrated = fromMigrations.get(name);
      if (migrated === undefined) problems.push(`PostgreSQL: ${name} is in prisma/schema.prisma but no PostgreSQL migration creates it.`);
      else if (migrated !== definition) problems.push(`PostgreSQL: ${name} differs between the migrations and the schema:\n  migrations: ${migrated}\n  schema:     ${definition}`);
    }
    for (const name of fromMigrations.keys()) {
      if (!fromSchema.has(name) && !handWritten(name)) problems.push(`PostgreSQL: ${name} is created by a migration but is not in prisma/schema.prisma.`);
    }
    const sql = readdirSync('prisma/postgresql/migrations', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => readFileSync(join('prisma/postgresql/migrations', entry.name, 'migration.sql'), 'utf8'))
      .join('\n');
    const triggers = new Set([...sql.matchAll(/CREATE TRIGGER "?(\w+)"?/gi)].map((match) => match[1]!));
    for (const dropped of sql.matchAll(/DROP TRIGGER (?:IF EXISTS )?"?(\w+)"?/gi)) triggers.delete(dropped[1]!);
    for (const trigger of triggers) {
      if (!fromMigrations.has(`trigger ${trigger}`)) problems.push(`PostgreSQL: trigger ${trigger} was lost by a later migration.`);
    }
  } finally {
    for (const name of Object.values(names)) await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await server.end();
  }
}

/** A PostgreSQL database's schema objects, by kind and name, with a normalised definition. */
async function postgresObjects(url: string): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; definition: string }>(`
      SELECT 'column ' || table_name || '.' || column_name AS name,
             concat_ws(' ', udt_name, datetime_precision, character_maximum_length, is_nullable, column_default, is_generated) AS definition
        FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
      UNION ALL
      SELECT 'index ' || indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
      UNION ALL
      SELECT 'constraint ' || c.conrelid::regclass::text || '.' || c.conname, pg_get_constraintdef(c.oid)
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
       WHERE n.nspname = 'public' AND c.conrelid <> 0 AND c.conrelid::regclass::text <> '_prisma_migrations'
      UNION ALL
      SELECT 'enum ' || t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname
      UNION ALL
      SELECT 'trigger ' || tgname, pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL
      SELECT 'function ' || p.proname, pg_get_function_identity_arguments(p.oid)
        FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = 'public' AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`);
    return new Map(rows.map((row) => [row.name, (row.definition ?? '').replace(/\s+/g, ' ').trim()]));
  } finally {
    await client.end();
  }
}

if (problems.length > 0) {
  console.error(`Generated files are out of date:\n- ${problems.join('\n- ')}`);
  console.error('For the database: write a migration with `npx prisma migrate diff --from-schema-datamodel <HEAD schema> --to-schema-datamodel prisma/schema.prisma --script`,');
  console.error('and for PostgreSQL the same from and to prisma/postgresql/schema.prisma with DATABASE_URL=postgresql://... into prisma/postgresql/migrations.');
  process.exit(1);
}
console.log(`schema.graphql, the PostgreSQL schema and the migrations${postgresServer ? ' (both databases)' : ''} are current`);
