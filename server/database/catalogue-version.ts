import { PrismaLibSQL } from '@prisma/adapter-libsql';

/**
 * What the response cache asks the database: has the catalogue changed, and when does the clock next change
 * what shoppers see. The one seam to write again for PostgreSQL (issue 18): the same CatalogueVersion row and
 * triggers, read through a pool connection of its own.
 */
export interface CatalogueVersionSource {
  /**
   * The catalogue's version as committed now, read from the database on every call (never remembered, so a
   * write by another connection or process counts at once). Null when the database has no version row:
   * then nothing may be cached, since no trigger would tell of a change.
   */
  current(): Promise<number | null>;
  /**
   * The first moment after `now` at which a stored time changes a public answer (a promotion starting or
   * ending, a promo code expiring), or null when none is ahead.
   */
  nextTimeChange(now: Date): Promise<Date | null>;
  close(): Promise<void>;
}

/**
 * The SQLite version source. It has its own libsql connection: reads through Prisma wait behind the adapter's
 * one mutex (held for the whole of an interactive transaction), and cost about 130 us against 26 us here
 * (bench/response-cache.ts prints the figure). In WAL mode this connection reads the last committed state
 * while a writer works, so it never waits for a transaction and never sees an uncommitted version.
 */
export function sqliteCatalogueVersion(databaseFile: string): CatalogueVersionSource {
  const url = `file:${databaseFile}`;
  const client = new PrismaLibSQL({ url }).createClient({ url });
  let ready: Promise<void> | null = null;
  const prepare = () =>
    (ready ??= (async () => {
      // A reader can still meet SQLITE_BUSY while another connection recovers or restarts the WAL; wait instead.
      await client.execute('PRAGMA busy_timeout = 5000');
      // This connection only ever reads: a bug here must not be able to write the shop's data.
      await client.execute('PRAGMA query_only = ON');
    })());

  return {
    async current() {
      await prepare();
      const result = await client.execute('SELECT "version" FROM "CatalogueVersion" WHERE "id" = 1');
      const value = result.rows[0]?.[0];
      return value === undefined || value === null ? null : Number(value);
    },
    async nextTimeChange(now) {
      await prepare();
      // Few rows: products flagged on promotion (an index leads with onPromotion) and promo codes with an expiry.
      // The times are compared here rather than in SQL, so any stored form (Prisma's ISO text, a script's
      // CURRENT_TIMESTAMP, milliseconds) counts.
      const results = [
        await client.execute('SELECT "promotionStartTime", "promotionEndTime" FROM "Product" WHERE "onPromotion" = 1 AND "deletedAt" IS NULL'),
        await client.execute('SELECT "expiresAt" FROM "PromoCode" WHERE "expiresAt" IS NOT NULL'),
      ];
      let next: number | null = null;
      for (const { rows } of results) {
        for (const row of rows) {
          for (const value of Object.values(row)) {
            const time = storedTime(value);
            if (time !== null && time > now.getTime() && (next === null || time < next)) next = time;
          }
        }
      }
      return next === null ? null : new Date(next);
    },
    close() {
      client.close();
      return Promise.resolve();
    },
  };
}

/** A DateTime as SQLite may hold it, in milliseconds: ISO text (Prisma), 'YYYY-MM-DD HH:MM:SS' (UTC, SQLite's own) or a number. */
export function storedTime(value: unknown): number | null {
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string' || value === '') return null;
  const sqliteForm = /^\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d(\.\d+)?)?$/.test(value);
  const time = Date.parse(sqliteForm ? `${value.replace(' ', 'T')}Z` : value);
  return Number.isNaN(time) ? null : time;
}
