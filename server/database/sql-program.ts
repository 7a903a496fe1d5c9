import {
  type CompiledQuery,
  createQueryId,
  DummyDriver,
  type Expression,
  Kysely,
  type QueryCompiler,
  type RawBuilder,
  type RootOperationNode,
  ValueNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { ShopTables } from './tables.js';

/**
 * A hot path written once for every database the shop runs on. A program is a generator that yields statements
 * and receives their results; it never awaits anything else. A runner drives it: on SQLite synchronously in one
 * transaction on a dedicated connection (so the write lock is held for no longer than the statements take), on a
 * pooled PostgreSQL client with an await per statement.
 *
 * Statements are built with `query` (Kysely's typed builder over ShopTables), or Kysely's `sql` template for what
 * the builder cannot say; never from strings. Each runner compiles them with its own database's compiler, so
 * placeholders and quoting are that database's own. Values go in as JavaScript values (a Date, a boolean) and the
 * runner stores them the way the ORM does on that database.
 */
export const query = new Kysely<ShopTables>({
  // Builds statements only: runners compile and run them (a DummyDriver never connects).
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/** A statement a program yields: a builder's query or an `sql` template, answering rows of type Row. */
export type Statement<Row> = { toOperationNode(): RootOperationNode } & ({ compile(): CompiledQuery<Row> } | RawBuilder<Row>);

/** What `rows`, `firstRow` and `run` take: a statement, or a prepared one with its values. */
type Yieldable<Row> = Statement<Row> | BoundStatement<Row>;

export type SqlValue = string | number | boolean | Date | null;

/** One statement of a program: `rows` answers its result rows, `run` the number of rows it changed. */
export interface SqlStep {
  readonly kind: 'rows' | 'run';
  readonly statement: { toOperationNode(): RootOperationNode } | BoundStatement<unknown>;
}

/**
 * Stands for a value in a prepared statement while it is built and compiled: an expression of any type to the
 * builder, which compiles it as one parameter, found again by its name when values are bound.
 */
class Slot implements Expression<never> {
  constructor(readonly name: string) {}

  get expressionType(): undefined {
    return undefined;
  }

  toOperationNode(): ValueNode {
    return ValueNode.create(this);
  }
}

/** A prepared statement's arguments while it is built: one typed expression per value it will take. */
export type Slots<Args> = { readonly [Name in keyof Args]: Expression<Exclude<Args[Name], undefined>> };

/** One slot per argument name. */
function slotsOf<Args>(names: readonly (keyof Args & string)[]): Slots<Args>;
function slotsOf(names: readonly string[]): Record<string, Slot> {
  return Object.fromEntries(names.map((name) => [name, new Slot(name)]));
}

/**
 * A statement of fixed shape on a hot path (the session check, the steps of an order), built and compiled once per
 * database; each use binds its own values to the compiled text. `names` are the arguments the statement takes.
 */
export class PreparedStatement<Args extends Record<string, SqlValue>, Row> {
  /** By the compiler's class: one text per database. */
  readonly #compiled = new Map<string, CompiledQuery>();

  constructor(
    private readonly names: readonly (keyof Args & string)[],
    private readonly build: (slots: Slots<Args>) => Statement<Row>,
  ) {}

  /** This statement with these values, for a program to yield. */
  bind(args: Args): BoundStatement<Row> {
    return new BoundStatement<Row>((compiler) => this.compileFor(compiler, args));
  }

  /** The statement's text for one database, and its values in order. */
  compileFor(compiler: QueryCompiler, args: Args): CompiledQuery {
    let compiled = this.#compiled.get(compiler.constructor.name);
    if (!compiled) {
      const node = this.build(slotsOf<Args>(this.names)).toOperationNode();
      compiled = compiler.compileQuery(node, createQueryId());
      this.#compiled.set(compiler.constructor.name, compiled);
    }
    const parameters = compiled.parameters.map((value) => (value instanceof Slot ? args[value.name] : value));
    return { ...compiled, parameters };
  }
}

/** A prepared statement with its values. */
export class BoundStatement<Row> {
  declare readonly row?: Row;

  constructor(readonly compileFor: (compiler: QueryCompiler) => CompiledQuery) {}
}

/** A statement compiled once per database (see PreparedStatement). */
export function prepared<Args extends Record<string, SqlValue>, Row>(names: readonly (keyof Args & string)[], build: (slots: Slots<Args>) => Statement<Row>) {
  return new PreparedStatement<Args, Row>(names, build);
}

export type SqlProgram<T> = Generator<SqlStep, T, unknown>;

/** What a program function answers. */
export type ProgramResult<P extends (...args: never[]) => SqlProgram<unknown>> = ReturnType<P> extends SqlProgram<infer T> ? T : never;

/** The rows a statement answers (a SELECT, or a write with RETURNING). */
export function* rows<Row>(statement: Yieldable<Row>): Generator<SqlStep, Row[], unknown> {
  return (yield { kind: 'rows', statement }) as Row[];
}

/** The first row a statement answers, or null. */
export function* firstRow<Row>(statement: Yieldable<Row>): Generator<SqlStep, Row | null, unknown> {
  const answer = yield* rows(statement);
  return answer[0] ?? null;
}

/** Runs a write and answers how many rows it changed. */
export function* run(statement: Yieldable<unknown>): Generator<SqlStep, number, unknown> {
  return (yield { kind: 'run', statement }) as number;
}

/** A statement's text and values for one database (the runner's compiler). */
export function compileStep(compiler: QueryCompiler, step: SqlStep): CompiledQuery {
  const { statement } = step;
  if (statement instanceof BoundStatement) return statement.compileFor(compiler);
  return compiler.compileQuery(statement.toOperationNode(), createQueryId());
}

/** A DateTime column's value as read back: SQLite answers text, PostgreSQL a Date. */
export function dateOf(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value);
}

/** A Boolean column's value as read back: SQLite answers 0 or 1, PostgreSQL a boolean. */
export function flagOf(value: boolean | number): boolean {
  return Boolean(value);
}

/** A Json column's value as read back: SQLite answers text, PostgreSQL the parsed value. */
export function jsonOf(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

/** A count or sum as read back (SQLite: a number; PostgreSQL: a bigint, or numeric as text). */
export function tallyOf(value: number | bigint | string | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
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
