import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PrismaLibSQL } from '@prisma/adapter-libsql';
import { defineConfig } from 'prisma/config';
import { isPostgresUrl } from './server/database/database-url.js';
import { postgresPool, ShopPrismaPg } from './server/database/postgres-pool.js';

// The CLI talks to the database through the same driver adapter as the server (engine 'js'), so nothing is
// downloaded. DATABASE_URL chooses the database: a file: URL is SQLite (prisma/schema.prisma and its
// migrations), a postgresql:// URL is PostgreSQL (the generated prisma/postgresql/schema.prisma and its own
// migrations, see scripts/postgres-schema.ts).
process.env.DATABASE_URL ??= 'file:./var/isoko.db';
process.env.CHECKPOINT_DISABLE ??= '1';
const url = process.env.DATABASE_URL;
const postgres = isPostgresUrl(url);

export default defineConfig({
  schema: postgres ? 'prisma/postgresql/schema.prisma' : 'prisma/schema.prisma',
  migrations: { path: postgres ? 'prisma/postgresql/migrations' : 'prisma/migrations' },
  experimental: { adapter: true },
  engine: 'js',
  async adapter() {
    // The pool reads catalogue types as text and migrations run whole (see postgres-pool.ts).
    if (postgres) return new ShopPrismaPg(postgresPool(url, { max: 2 }), { disposeExternalPool: true });
    mkdirSync(dirname(resolve(url.slice('file:'.length))), { recursive: true });
    return new PrismaLibSQL({ url });
  },
});
