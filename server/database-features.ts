import type { Database } from './database/database.js';
import { postgresSalesByMonth, type SalesByMonth, sqliteSalesByMonth } from './modules/analytics/sales-by-month.js';
import { PostgresProductSearch } from './modules/search/postgres-product-search.js';
import type { ProductSearchIndex } from './modules/search/product-search.js';
import { SqliteProductSearch } from './modules/search/sqlite-product-search.js';

/** The parts of the shop written once per database; the feature modules hold both versions and never ask which runs. */
export interface DatabaseFeatures {
  /** FTS5 on SQLite, a weighted tsvector on PostgreSQL. */
  searchIndex: ProductSearchIndex;
  /** Sales per month in Kigali time, in each database's date arithmetic. */
  salesByMonth: SalesByMonth;
}

/**
 * The one place that reads the database's kind: the versions chosen once at start. `rankWindow` narrows how many
 * search matches are ranked (tests make a small catalogue behave like a large one).
 */
export function databaseFeatures(db: Database, options: { rankWindow?: number } = {}): DatabaseFeatures {
  switch (db.dialect) {
    case 'sqlite':
      return { searchIndex: new SqliteProductSearch(db.sql, db.prisma, options.rankWindow), salesByMonth: sqliteSalesByMonth(db.sql) };
    case 'postgresql':
      return { searchIndex: new PostgresProductSearch(db.sql, options.rankWindow), salesByMonth: postgresSalesByMonth(db.sql) };
  }
}
