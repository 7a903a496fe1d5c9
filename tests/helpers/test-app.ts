import { randomUUID } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { buildApp, type App } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { ShopPrisma } from '../../server/database/database.js';
import { openDatabase } from '../../server/database/open.js';
import { runPaymentWork } from '../../server/modules/payment/payment.service.js';
import { type PaymentSimulator, type PaymentSimulatorOptions, startPaymentSimulator } from '../../devtools/payment-simulator/payment-simulator.js';
import { documentText, type TadaDocumentNode } from './graphql.js';
import { copyPostgresDatabase, TEMPLATE_DATABASE, TEST_POSTGRES_URL, TEST_ROOT, testEnvironment } from './test-env.js';

export interface GraphQLOptions {
  token?: string | null;
  headers?: Record<string, string>;
  /** Client address seen by the server (X-Forwarded-For; tests trust the proxy header). */
  clientAddress?: string;
}

export interface GraphQLResponse<Data> {
  status: number;
  data: Data | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface TestApp {
  app: App;
  /** Its database: a SQLite file or a PostgreSQL URL. */
  database: string;
  /** The app's Prisma client, for arranging and checking rows. */
  db: ShopPrisma;
  /** Sends a GraphQL operation (a `graphql()` document) as a POST to /graphql, as a client would. */
  graphql<Data, Variables>(
    document: TadaDocumentNode<Data, Variables>,
    ...rest: {} extends Variables ? [variables?: Variables, options?: GraphQLOptions] : [variables: Variables, options?: GraphQLOptions]
  ): Promise<GraphQLResponse<Data>>;
  /**
   * Sends GraphQL text as it is, unchecked against the schema: only for requests made to be refused or built at run
   * time (syntax errors, unknown fields or values, depth, cost and alias attacks, introspection). Nothing types the
   * answer: `Data` is what the caller expects back, `unknown` unless it says.
   */
  graphqlText<Data = unknown>(query: string, variables?: unknown, options?: GraphQLOptions): Promise<GraphQLResponse<Data>>;
  /** Sends any request to the app, relative to http://isoko.test. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** The payment simulator the app pays through, when started with the paymentSimulator option. */
  simulator: PaymentSimulator | null;
  /** One round of the payment worker (status reads due, unpaid orders past their deadline) as at `now`. */
  runPaymentWork(now?: Date): Promise<{ read: number; cancelled: number }>;
  close(): Promise<void>;
}

/** A private copy of the seeded template database: a SQLite file, or a PostgreSQL database (its URL). */
export async function copyTemplate(): Promise<string> {
  if (TEST_POSTGRES_URL) return copyPostgresDatabase();
  const databaseFile = join(TEST_ROOT, `api-${randomUUID()}.db`);
  copyFileSync(TEMPLATE_DATABASE, databaseFile);
  return databaseFile;
}

/** Starts the real app in process on a private copy of the seeded template database. */
export async function startTestApp(
  overrides: Record<string, string> = {},
  options: {
    onQuery?: (sql: string) => void;
    logger?: Logger;
    /** Starts a payment simulator on a free port for this app (MTN and Airtel both point at it). */
    paymentSimulator?: PaymentSimulatorOptions | boolean;
    /** Another test app's database (its `database`), as a second host of the same shop; a fresh copy otherwise. */
    database?: string;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await copyTemplate());
  const db = options.onQuery ? await openDatabase(database, { onQuery: options.onQuery, poolSize: 4 }) : undefined;
  const simulator = options.paymentSimulator ? await startPaymentSimulator({ ...(options.paymentSimulator === true ? {} : options.paymentSimulator), port: 0 }) : null;
  const paymentOverrides: Record<string, string> = simulator ? { MOMO_BASE_URL: simulator.url, AIRTEL_BASE_URL: simulator.url } : {};
  const app = await buildApp({ config: loadConfig(testEnvironment(database, { ...paymentOverrides, ...overrides })), db, logger: options.logger });
  const request = (path: string, init?: RequestInit) => app.fetch(new Request(new URL(path, 'http://isoko.test'), init));
  /** Posts GraphQL text to /graphql as a client would, from the address the options give (or a default one). */
  const sendGraphQL = async (query: string, variables: unknown = {}, options: GraphQLOptions = {}): Promise<GraphQLResponse<any>> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    headers['x-forwarded-for'] = options.clientAddress ?? '203.0.113.10';
    const response = await request('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as GraphQLResponse<any>;
    return { status: response.status, data: body.data ?? null, errors: body.errors };
  };
  return {
    app,
    database,
    db: app.services.db.prisma,
    request,
    graphql: (document, ...[variables, options]) => sendGraphQL(documentText(document), variables, options),
    graphqlText: sendGraphQL,
    simulator,
    runPaymentWork: (now) => runPaymentWork(app.services, now),
    close: async () => {
      await app.close();
      await simulator?.close();
    },
  };
}
