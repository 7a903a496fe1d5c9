import { type DocumentNode, execute, parse, validate } from 'graphql';
import { type AppServices, createRequestContext } from '../context.js';
import { schema } from '../graphql/schema.js';
import type { ShopLanguage } from '../lib/request-language.js';
import type { OperationAnswer, PageOperation } from './renderer.js';

/**
 * Answers the operations of the pages the server renders, in process: the web app's own persisted queries (by id),
 * run on the schema directly with a visitor's context in the page's language. No HTTP request is made up and no
 * JSON written and read back: a rendered page asks two or three of them, and that framing cost as much as a small
 * query. Each document is parsed and validated once; the persisted set is the web app's, so the map stays small.
 */
export function pageOperations(services: AppServices, persisted: ReadonlyMap<string, string>): (operation: PageOperation, locale: ShopLanguage) => Promise<OperationAnswer> {
  const documents = new Map<string, DocumentNode>();
  const documentOf = ({ id, name }: PageOperation): DocumentNode => {
    let document = documents.get(id);
    if (!document) {
      const text = persisted.get(id);
      if (text === undefined) throw new Error(`${name} is not a persisted operation (${id}); run npm run relay`);
      document = parse(text);
      const [problem] = validate(schema, document);
      if (problem) throw new Error(`${name} does not fit the schema: ${problem.message}`);
      documents.set(id, document);
    }
    return document;
  };
  return async (operation, locale) => {
    const document = documentOf(operation);
    const contextValue = await createRequestContext(services, { accessToken: null, clientAddress: 'local', userAgent: null, language: locale });
    const result = await execute({ schema, document, variableValues: operation.variables, contextValue });
    return { data: asReceived(result.data), errors: result.errors ? [...result.errors] : undefined };
  };
}

/**
 * The answer as the browser's app receives it from /graphql, where the page is hydrated from: a DateTime is there
 * the ISO text of its JSON, here a Date. Rendered from a Date, a page would differ from the browser's first render
 * (`Date.parse` of a Date drops its milliseconds, moving a countdown by a second; `<time dateTime>` would get the
 * Date's long text). Changed in place: the answer is this request's own.
 */
function asReceived<T>(value: T): T {
  if (value instanceof Date) return value.toJSON() as T;
  if (value !== null && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    for (const key of Object.keys(fields)) fields[key] = asReceived(fields[key]);
  }
  return value;
}
