import { isPostgresUrl } from './database-url.js';
import type { Database, OpenOptions } from './database.js';
import { openSqlite } from './sqlite.js';

/**
 * Opens the shop's database: a SQLite file path (or file: URL), or a postgresql:// URL. The one place that chooses
 * between them; PostgreSQL's module is loaded only for its URL, so a SQLite shop never loads the PostgreSQL client,
 * pg or its adapter (about 10 MB resident at start).
 */
export async function openDatabase(location: string, options: OpenOptions = {}): Promise<Database> {
  if (isPostgresUrl(location)) return (await import('./postgres.js')).openPostgres(location, options);
  return openSqlite(location, options);
}
