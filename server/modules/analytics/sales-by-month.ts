import type { Database, ShopPrisma } from '../../database/database.js';
import { KIGALI_UTC_OFFSET_HOURS } from '../../lib/kigali-time.js';

export interface MonthlySales {
  year: number;
  month: number;
  totalSales: number;
  orderCount: number;
}

/** Sales per calendar month in Kigali, newest first; cancelled orders are left out. */
export type SalesByMonth = () => Promise<MonthlySales[]>;

type Row = { year: number | bigint; month: number | bigint; totalSales: number | bigint; orderCount: number | bigint };

function monthlySales(rows: Row[]): MonthlySales[] {
  return rows.map((row) => ({ year: Number(row.year), month: Number(row.month), totalSales: Number(row.totalSales), orderCount: Number(row.orderCount) }));
}

/** SQLite stores instants as ISO text in UTC: shifted by Kigali's fixed offset (UTC+2, no daylight saving) first. */
function sqliteSalesByMonth(prisma: ShopPrisma): SalesByMonth {
  const shift = `+${KIGALI_UTC_OFFSET_HOURS} hours`;
  return async () =>
    monthlySales(
      await prisma.$queryRaw<Row[]>`
        SELECT CAST(strftime('%Y', "createdAt", ${shift}) AS INTEGER) AS "year",
               CAST(strftime('%m', "createdAt", ${shift}) AS INTEGER) AS "month",
               SUM("total") AS "totalSales",
               COUNT(*) AS "orderCount"
        FROM "Order"
        WHERE "status" <> 'CANCELLED'
        GROUP BY 1, 2
        ORDER BY 1 DESC, 2 DESC`,
    );
}

/** PostgreSQL holds instants (timestamptz): read in Kigali's zone. */
function postgresSalesByMonth(prisma: ShopPrisma): SalesByMonth {
  return async () =>
    monthlySales(
      await prisma.$queryRaw<Row[]>`
        SELECT CAST(EXTRACT(YEAR FROM "createdAt" AT TIME ZONE 'Africa/Kigali') AS INTEGER) AS "year",
               CAST(EXTRACT(MONTH FROM "createdAt" AT TIME ZONE 'Africa/Kigali') AS INTEGER) AS "month",
               SUM("total") AS "totalSales",
               COUNT(*) AS "orderCount"
        FROM "Order"
        WHERE "status" <> 'CANCELLED'
        GROUP BY 1, 2
        ORDER BY 1 DESC, 2 DESC`,
    );
}

/** The monthly sales query of the database chosen at start-up. */
export function salesByMonthQuery(db: Database): SalesByMonth {
  switch (db.dialect) {
    case 'sqlite':
      return sqliteSalesByMonth(db.prisma);
    case 'postgresql':
      return postgresSalesByMonth(db.prisma);
  }
}
