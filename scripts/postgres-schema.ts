import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * prisma/schema.prisma is the shop's one data model. PostgreSQL gets a generated copy of it
 * (prisma/postgresql/schema.prisma, committed, checked by scripts/check-drift.ts) with only what differs:
 * - the datasource's provider;
 * - the client's output folder (server/generated/prisma-pg), so both clients exist side by side;
 * - no Pothos generator: its types are generated once from the SQLite schema and fit both clients (same models);
 * - every DateTime as timestamptz(3): milliseconds, as a JavaScript Date and SQLite's ISO text hold them, and an
 *   absolute instant whatever the session's TimeZone, so raw SQL comparing with now() or a parameter is right.
 * Money stays Int (whole RWF, 32-bit on both), ids stay cuid() made by the client: both behave identically.
 */
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE_SCHEMA = resolve(projectRoot, 'prisma/schema.prisma');
export const POSTGRES_SCHEMA = resolve(projectRoot, 'prisma/postgresql/schema.prisma');

const HEADER = `// GENERATED from prisma/schema.prisma by scripts/postgres-schema.ts: edit that file, then run
// \`npx tsx scripts/postgres-schema.ts\` (scripts/check-drift.ts fails while this copy is stale).
`;

function replaceBlock(schema: string, kind: string, name: string, transform: (body: string) => string | null): string {
  const pattern = new RegExp(`(^|\\n)${kind} ${name} \\{\\n([\\s\\S]*?)\\n\\}\\n`);
  const match = pattern.exec(schema);
  if (!match) throw new Error(`prisma/schema.prisma has no ${kind} ${name} block`);
  const body = transform(match[2]!);
  return schema.replace(pattern, body === null ? '$1' : `$1${kind} ${name} {\n${body}\n}\n`);
}

/** The PostgreSQL schema for a given SQLite schema text. */
export function postgresSchema(source: string): string {
  let schema = source;
  schema = replaceBlock(schema, 'datasource', 'db', (body) => {
    if (!/provider\s*=\s*"sqlite"/.test(body)) throw new Error('prisma/schema.prisma: the datasource provider must be "sqlite"');
    return body.replace(/provider(\s*)=\s*"sqlite"/, 'provider$1= "postgresql"');
  });
  schema = replaceBlock(schema, 'generator', 'client', (body) => {
    if (!/output\s*=\s*"..\/server\/generated\/prisma"/.test(body)) throw new Error('prisma/schema.prisma: the client output must be ../server/generated/prisma');
    return body.replace(/output(\s*)=\s*"..\/server\/generated\/prisma"/, 'output$1= "../../server/generated/prisma-pg"');
  });
  // The GraphQL types and the SQL programs' table types are generated once, from the SQLite schema.
  schema = replaceBlock(schema, 'generator', 'pothos', () => null);
  schema = replaceBlock(schema, 'generator', 'kysely', () => null);
  // A field line: name, type DateTime (optionally ?), attributes. A native type already given is kept.
  schema = schema.replace(/^(\s+\w+\s+DateTime\??)([^\n]*)$/gm, (line, head: string, rest: string) =>
    /@db\./.test(rest) ? line : `${head}${rest.replace(/\s+$/, '')} @db.Timestamptz(3)`,
  );
  return HEADER + schema;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(dirname(POSTGRES_SCHEMA), { recursive: true });
  writeFileSync(POSTGRES_SCHEMA, postgresSchema(readFileSync(SOURCE_SCHEMA, 'utf8')));
  console.log(`wrote ${POSTGRES_SCHEMA}`);
}
