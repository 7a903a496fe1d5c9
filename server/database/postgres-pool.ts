import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';

/**
 * PostgreSQL's catalogue types the Prisma pg adapter (6.19) cannot read: it refuses the whole answer with
 * "Column type 'name' could not be deserialized" (prisma/orm#27403), which breaks `prisma migrate deploy`,
 * `migrate status` and `db push`, since the schema engine reads information_schema and pg_catalog. Their text
 * form is all anyone here needs, so they are reported as text; the shop's own tables never use them.
 */
const CATALOGUE_TYPES_AS_TEXT = new Set([
  18, // "char" (pg_class.relkind, pg_constraint.contype)
  19, // name (every identifier in the catalogue)
  22, // int2vector (pg_index.indkey)
  24, // regproc
  30, // oidvector
  194, // pg_node_tree (pg_attrdef.adbin)
  2205, // regclass
  2206, // regtype
]);
const TEXT = 25;

type QueryResultLike = { fields?: { dataTypeID: number }[] } | { fields?: { dataTypeID: number }[] }[];

function catalogueTypesAsText<T>(result: T): T {
  for (const part of Array.isArray(result) ? (result as QueryResultLike[]) : [result as QueryResultLike]) {
    const fields = (part as { fields?: { dataTypeID: number }[] } | null)?.fields;
    if (!fields) continue;
    for (const field of fields) if (CATALOGUE_TYPES_AS_TEXT.has(field.dataTypeID)) field.dataTypeID = TEXT;
  }
  return result;
}

/** A pg client whose answers name catalogue types as text (see CATALOGUE_TYPES_AS_TEXT). */
class CatalogueReadingClient extends pg.Client {
  override query(...args: unknown[]): never {
    // The pool calls with a callback, the adapter's transactions without one (a promise); streams are left alone.
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => (last as (e: unknown, r: unknown) => void)(error, error ? result : catalogueTypesAsText(result));
    }
    const answer = (super.query as (...a: unknown[]) => unknown)(...args);
    if (answer instanceof Promise) return answer.then(catalogueTypesAsText) as never;
    return answer as never;
  }
}

/** A pg pool for the Prisma adapter and the shop's own SQL programs. */
export function postgresPool(connectionString: string, options: { max?: number } = {}): pg.Pool {
  return new pg.Pool({ connectionString, Client: CatalogueReadingClient, max: options.max ?? 10 });
}

type PgAdapter = Awaited<ReturnType<PrismaPg['connect']>>;

/**
 * The Prisma pg adapter, with migrations sent whole. The stock adapter splits a migration script at every `;`
 * (6.19), which cuts PL/pgSQL function bodies and comments apart and runs each piece in its own transaction.
 * Sent in one simple-protocol query, PostgreSQL runs the script as one implicit transaction: a migration applies
 * completely or not at all.
 */
export class ShopPrismaPg extends PrismaPg {
  override async connect(): Promise<PgAdapter> {
    const adapter = await super.connect();
    const driver = adapter.underlyingDriver();
    adapter.executeScript = async (script: string) => {
      try {
        await driver.query(script);
      } catch (error) {
        // The adapter's own mapping to Prisma's errors: a private method in its types, reached by name.
        const onError: unknown = Reflect.get(adapter, 'onError');
        if (typeof onError === 'function') onError.call(adapter, error);
        throw error;
      }
    };
    return adapter;
  }
}
