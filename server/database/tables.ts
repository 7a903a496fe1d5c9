import type { DB } from '../generated/kysely/tables.js';

/**
 * The tables SQL programs read and write, as the query builder sees them. They are generated from
 * prisma/schema.prisma at `prisma generate` (its `kysely` generator): a column reads back as either database
 * answers it (SQLite ISO text and 0/1, PostgreSQL a Date and a boolean) and the programs normalise it
 * (sql-program.ts: dateOf, flagOf, jsonOf). Written here by hand: only what no Prisma model describes.
 */

/** A count or sum: SQLite answers a number, PostgreSQL may answer a bigint or numeric text. */
export type Tally = number | bigint | string;

export interface ShopTables extends Omit<DB, 'CatalogueVersion'> {
  /** Which categories a product is listed in: a view over Prisma's link table, with named columns. */
  ProductCategory: { productId: string; categoryId: string };
  /** Which sub-categories a product is listed in: a view over Prisma's link table, with named columns. */
  ProductSubCategory: { productId: string; subCategoryId: string };
  /** The catalogue's version counter, a BIGINT on PostgreSQL. */
  CatalogueVersion: { id: number; version: Tally };
}
