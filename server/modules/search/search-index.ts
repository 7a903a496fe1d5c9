import type { Database } from '../../database/database.js';
import { PostgresProductSearch } from './postgres-product-search.js';
import type { ProductSearchIndex } from './product-search.js';
import { SqliteProductSearch } from './sqlite-product-search.js';

/** The search index for the database chosen at start-up: FTS5 on SQLite, a weighted tsvector on PostgreSQL. */
export function productSearchIndex(db: Database, rankWindow?: number): ProductSearchIndex {
  switch (db.dialect) {
    case 'sqlite':
      return new SqliteProductSearch(db.sql, db.prisma, rankWindow);
    case 'postgresql':
      return new PostgresProductSearch(db.sql, rankWindow);
  }
}
