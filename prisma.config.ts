import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PrismaLibSQL } from '@prisma/adapter-libsql';
import { defineConfig } from 'prisma/config';

// The CLI talks to SQLite through the same driver adapter as the server (engine 'js'),
// so nothing is downloaded and migrations run with the libsql client.
process.env.DATABASE_URL ??= 'file:./var/isoko.db';
process.env.CHECKPOINT_DISABLE ??= '1';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  experimental: { adapter: true },
  engine: 'js',
  async adapter() {
    const url = process.env.DATABASE_URL!;
    mkdirSync(dirname(resolve(url.slice('file:'.length))), { recursive: true });
    return new PrismaLibSQL({ url });
  },
});
