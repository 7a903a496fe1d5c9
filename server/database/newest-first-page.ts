import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type BoundStatement, prepared, type PreparedStatement, type Slots, type SqlValue } from './sql-program.js';

/**
 * A page as the GraphQL connections ask for it (Pothos' cursor arguments): `take` rows after the cursor row, or
 * before it when negative; `skip: 1` leaves the cursor row itself out, and without a cursor skips that many rows.
 */
export interface PageWindow {
  take?: number;
  skip?: number;
  cursor?: { id?: string };
}

/** What a page's statement depends on beyond its values: one prepared statement per shape. */
interface PageShape {
  backward: boolean;
  cursor: boolean;
  /** With a cursor: whether the cursor row itself is on the page; without: whether rows are skipped. */
  skip: boolean;
}

/** The values every page statement takes besides its own. */
export interface PageArgs {
  cursorId: string;
  take: number;
  skip: number;
}

/**
 * One page of a list ordered newest first (createdAt, then id, both descending), read from the table `alias`
 * names (its rows hold `createdAt` and `id`). It answers what the ORM answers for `orderBy: [{ createdAt: 'desc' },
 * { id: 'desc' }]` with the same window: a backward page is read in the opposite order and turned round by
 * `inOrder`. The cursor row's place is read inside the statement, so a cursor to a row that is gone gives no rows.
 */
function newestFirst<DB, TB extends keyof DB, O>(
  builder: SelectQueryBuilder<DB, TB, O>,
  table: string,
  alias: string,
  shape: PageShape,
  { cursorId, take, skip }: Slots<PageArgs>,
): SelectQueryBuilder<DB, TB, O> {
  const createdAt = sql.ref(`${alias}.createdAt`);
  const id = sql.ref(`${alias}.id`);
  let page = builder;
  if (shape.cursor) {
    const cursorAt = sql`(select ${sql.ref('createdAt')} from ${sql.table(table)} where ${sql.ref('id')} = ${cursorId})`;
    const beyond = sql.raw(shape.backward ? '>' : '<');
    const idBeyond = shape.skip ? beyond : sql.raw(shape.backward ? '>=' : '<=');
    page = page.where(sql<SqlBool>`(${createdAt} ${beyond} ${cursorAt} or (${createdAt} = ${cursorAt} and ${id} ${idBeyond} ${cursorId}))`);
  }
  const direction = shape.backward ? 'asc' : 'desc';
  const limited = page.orderBy(createdAt, direction).orderBy(id, direction).limit(take);
  return !shape.cursor && shape.skip ? limited.offset(skip) : limited;
}

/**
 * The newest-first pages of one list, each shape of page prepared once: `build` gives the list's statement (its
 * filters, from its own slots), `table` and `alias` name the rows it orders.
 */
export function newestFirstPages<Args extends Record<string, SqlValue>, DB, TB extends keyof DB, Row>(
  names: readonly (keyof Args & string)[],
  table: string,
  alias: string,
  build: (slots: Slots<Args>) => SelectQueryBuilder<DB, TB, Row>,
): (args: Args, window: PageWindow) => BoundStatement<Row> {
  const statements = new Map<string, PreparedStatement<Args & PageArgs, Row>>();
  return (args, window) => {
    const take = window.take ?? Number.MAX_SAFE_INTEGER;
    const cursorId = window.cursor?.id;
    const shape: PageShape = { backward: take < 0, cursor: cursorId !== undefined, skip: (window.skip ?? 0) > 0 };
    const key = `${shape.backward}:${shape.cursor}:${shape.skip}`;
    let statement = statements.get(key);
    if (!statement) {
      statement = prepared<Args & PageArgs, Row>([...names, 'cursorId', 'take', 'skip'], (slots) => newestFirst(build(slots), table, alias, shape, slots));
      statements.set(key, statement);
    }
    return statement.bind({ ...args, cursorId: cursorId ?? '', take: Math.abs(take), skip: window.skip ?? 0 });
  };
}

/** A page's rows in the list's own order (a backward page was read the other way round). */
export function inOrder<Row>(rows: Row[], window: PageWindow): Row[] {
  return (window.take ?? 0) < 0 ? rows.reverse() : rows;
}

