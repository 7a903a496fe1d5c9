/**
 * A hot write path written as raw SQL once, for every database the shop runs on. A program is a generator
 * that yields statements and receives their results; it never awaits anything else. A runner drives it:
 * on SQLite synchronously in one transaction on a dedicated connection (so the write lock is held for no
 * longer than the statements take), on a pooled database client with an await per statement.
 *
 * Portable SQL only: quoted identifiers, `?` placeholders (a runner rewrites them for its driver),
 * INSERT ... RETURNING and ON CONFLICT, no driver-specific functions. Values go in as JavaScript values (a
 * Date, a boolean) and the runner stores them the way the ORM does on that database.
 */
export type SqlValue = string | number | boolean | Date | null;

/** One statement of a program: `rows` answers its result rows, `run` the number of rows it changed. */
export interface SqlStep {
  readonly kind: 'rows' | 'run';
  readonly sql: string;
  readonly args: readonly SqlValue[];
}

export type SqlProgram<T> = Generator<SqlStep, T, unknown>;

/** The rows a statement answers (a SELECT, or a write with RETURNING). */
export function* rows<Row>(sql: string, ...args: SqlValue[]): Generator<SqlStep, Row[], unknown> {
  return (yield { kind: 'rows', sql, args }) as Row[];
}

/** The first row a statement answers, or null. */
export function* firstRow<Row>(sql: string, ...args: SqlValue[]): Generator<SqlStep, Row | null, unknown> {
  const answer = yield* rows<Row>(sql, ...args);
  return answer[0] ?? null;
}

/** Runs a write and answers how many rows it changed. */
export function* run(sql: string, ...args: SqlValue[]): Generator<SqlStep, number, unknown> {
  return (yield { kind: 'run', sql, args }) as number;
}

/** `?, ?, ?` for n values. */
export function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

/** A DateTime column's value as read back: SQLite answers text, other databases a Date. */
export function dateOf(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value as string | number);
}

/** A Json column's value as read back: SQLite answers text, other databases the parsed value. */
export function jsonOf(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

/**
 * Runs SQL programs on the shop's database: DirectSqlite (a dedicated SQLite connection) or PostgresSql (a pool).
 * `write` runs a program in one transaction (a throw rolls all of it back); `read` runs a read-only program,
 * each statement seeing the latest commit.
 */
export interface SqlRunner {
  read<T>(program: () => SqlProgram<T>): Promise<T>;
  write<T>(program: () => SqlProgram<T>): Promise<T>;
  close(): void | Promise<void>;
}

/**
 * Thrown by a write program that lost a race to a concurrent transaction: a conditional update found the row
 * changed since the program read it (a promo code used up meanwhile, cart lines already ordered). Run again from
 * the start, the program reads the committed state and gives the answer it would have given had it run after the
 * other one, which is what SQLite (one program at a time) always gives. Past its attempts a runner throws `answer`.
 */
export class ProgramRaceLost extends Error {
  constructor(readonly answer: Error) {
    super(answer.message);
    this.name = 'ProgramRaceLost';
  }
}
