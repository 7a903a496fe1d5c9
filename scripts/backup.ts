// `npm run backup`: an online backup of the shop's SQLite database into var/backups/ (BACKUP_DIR), taken
// with VACUUM INTO while the server keeps serving, then checked with PRAGMA integrity_check.
// Restoring is described in README.md ("Backups and restore").
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PrismaLibSQL } from '@prisma/adapter-libsql';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/database/open.js';
import { PrismaClient } from '../server/generated/prisma/client.js';

const config = loadConfig();
if (config.database.kind === 'postgresql') {
  // A PostgreSQL server has its own online backups; this one copies a SQLite file.
  console.error('npm run backup copies a SQLite database. Back up PostgreSQL with pg_dump --format=custom (or base backups with WAL archiving).');
  process.exit(1);
}
const backupDir = resolve(process.env.BACKUP_DIR ?? 'var/backups');
mkdirSync(backupDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = join(backupDir, `isoko-${stamp}.db`);

const live = await openDatabase(config.databaseFile);
try {
  // VACUUM INTO reads one consistent snapshot (a read transaction), so writers carry on meanwhile and the
  // copy is compact and complete without the WAL file beside it.
  await live.prisma.$executeRawUnsafe(`VACUUM INTO '${target.replaceAll("'", "''")}'`);
} finally {
  await live.close();
}

// The copy is opened without openDatabase's pragmas, so checking it does not switch it to WAL mode.
const copy = new PrismaClient({ adapter: new PrismaLibSQL({ url: `file:${target}` }) });
try {
  const check = await copy.$queryRawUnsafe<{ integrity_check: string }[]>('PRAGMA integrity_check');
  const verdict = check.map((row) => row.integrity_check).join('; ');
  if (verdict !== 'ok') {
    console.error(`Backup ${target} failed its integrity check: ${verdict}`);
    process.exitCode = 1;
  } else {
    const [orders, products] = await Promise.all([copy.order.count(), copy.product.count()]);
    console.log(`Backup written to ${target} (integrity ok; ${orders} orders, ${products} products).`);
  }
} finally {
  await copy.$disconnect();
}
