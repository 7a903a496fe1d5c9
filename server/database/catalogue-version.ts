import { firstRow, prepared, query, rows, type SqlProgram, tallyOf, type Slots } from './sql-program.js';

/**
 * What the response cache asks the database: has the catalogue changed, and when does the clock next change
 * what shoppers see. The CatalogueVersion row and its triggers (migration 20261124000000_catalogue_version) say
 * the first; promotion and promo-code times the second.
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
}

/** Runs read-only SQL programs: the direct SQLite connection (database/direct-sqlite.ts), or a pooled runner elsewhere. */
export interface SqlReader {
  read<T>(program: () => SqlProgram<T>): Promise<T>;
}

const VERSION = prepared(['id'], ({ id }: Slots<{ id: number }>) => query.selectFrom('CatalogueVersion').select('version').where('id', '=', id));

function* versionProgram(): SqlProgram<number | null> {
  const row = yield* firstRow(VERSION.bind({ id: 1 }));
  return row ? tallyOf(row.version) : null;
}

/**
 * The stored times that can change an answer: of products flagged on promotion (an index leads with onPromotion)
 * and of promo codes with an expiry; few rows. Compared in JavaScript rather than in SQL, so any stored form
 * (Prisma's ISO text, a script's CURRENT_TIMESTAMP, milliseconds, a PostgreSQL timestamp) counts.
 */
function* storedTimesProgram(): SqlProgram<unknown[]> {
  const promotions = yield* rows(
    query
      .selectFrom('Product')
      .select(['promotionStartTime as startsAt', 'promotionEndTime as endsAt'])
      .where('onPromotion', '=', true)
      .where('deletedAt', 'is', null),
  );
  const codes = yield* rows(query.selectFrom('PromoCode').select('expiresAt').where('expiresAt', 'is not', null));
  return [...promotions.flatMap((row) => [row.startsAt, row.endsAt]), ...codes.map((row) => row.expiresAt)];
}

/**
 * The version source over a reader of its own. On SQLite that is the direct connection: its statements are
 * prepared once and its reads skip the Prisma client's lock (held for the whole of an interactive transaction);
 * in WAL mode it reads the last commit while a writer works, never an uncommitted version. On PostgreSQL
 * the same programs run on a pooled connection, and the same row and triggers tell of writes.
 */
export function catalogueVersion(reader: SqlReader): CatalogueVersionSource {
  return {
    current: () => reader.read(versionProgram),
    async nextTimeChange(now) {
      let next: number | null = null;
      for (const value of await reader.read(storedTimesProgram)) {
        const time = storedTime(value);
        if (time !== null && time > now.getTime() && (next === null || time < next)) next = time;
      }
      return next === null ? null : new Date(next);
    },
  };
}

/** A DateTime as a database may hold it, in milliseconds: a Date, ISO text (Prisma), 'YYYY-MM-DD HH:MM:SS' (UTC, SQLite's own) or a number. */
export function storedTime(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string' || value === '') return null;
  const sqliteForm = /^\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d(\.\d+)?)?$/.test(value);
  const time = Date.parse(sqliteForm ? `${value.replace(' ', 'T')}Z` : value);
  return Number.isNaN(time) ? null : time;
}
