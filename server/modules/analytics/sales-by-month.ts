import { sql } from 'kysely';
import { rows, type SqlRunner } from '../../database/sql-program.js';
import type { Tally } from '../../database/tables.js';
import { KIGALI_UTC_OFFSET_HOURS } from '../../lib/kigali-time.js';

export interface MonthlySales {
  year: number;
  month: number;
  totalSales: number;
  orderCount: number;
}

/** Sales per calendar month in Kigali, newest first; cancelled orders are left out. */
export type SalesByMonth = () => Promise<MonthlySales[]>;

type Row = { year: Tally; month: Tally; totalSales: Tally; orderCount: Tally };

function monthlySales(rows: Row[]): MonthlySales[] {
  return rows.map((row) => ({ year: Number(row.year), month: Number(row.month), totalSales: Number(row.totalSales), orderCount: Number(row.orderCount) }));
}

/** SQLite stores instants as ISO text in UTC: shifted by Kigali's fixed offset (UTC+2, no daylight saving) first. */
export function sqliteSalesByMonth(runner: SqlRunner): SalesByMonth {
  const shift = `+${KIGALI_UTC_OFFSET_HOURS} hours`;
  return async () =>
    monthlySales(
      await runner.read(() =>
        rows(
          sql<Row>`
        SELECT CAST(strftime('%Y', "createdAt", ${shift}) AS INTEGER) AS "year",
               CAST(strftime('%m', "createdAt", ${shift}) AS INTEGER) AS "month",
               SUM("total") AS "totalSales",
               COUNT(*) AS "orderCount"
        FROM "Order"
        WHERE "status" <> 'CANCELLED'
        GROUP BY 1, 2
        ORDER BY 1 DESC, 2 DESC`,
        ),
      ),
    );
}

/** PostgreSQL holds instants (timestamptz): read in Kigali's zone. */
export function postgresSalesByMonth(runner: SqlRunner): SalesByMonth {
  return async () =>
    monthlySales(
      await runner.read(() =>
        rows(
          sql<Row>`
        SELECT CAST(EXTRACT(YEAR FROM "createdAt" AT TIME ZONE 'Africa/Kigali') AS INTEGER) AS "year",
               CAST(EXTRACT(MONTH FROM "createdAt" AT TIME ZONE 'Africa/Kigali') AS INTEGER) AS "month",
               SUM("total") AS "totalSales",
               COUNT(*) AS "orderCount"
        FROM "Order"
        WHERE "status" <> 'CANCELLED'
        GROUP BY 1, 2
        ORDER BY 1 DESC, 2 DESC`,
        ),
      ),
    );
}
