import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLocation } from '../../../server/database/migrate.js';
import { openDatabase } from '../../../server/database/open.js';
import { LOGIN } from '../../helpers/auth.js';
import { type ServerProcess, startServerProcess } from '../../helpers/server-process.js';
import { PLACE_ORDER, bulkShoppers, createProduct, placeOrderInput } from '../../helpers/shop-fixtures.js';
import { documentText, type TadaDocumentNode } from '../../helpers/graphql.js';
import { startTestApp } from '../../helpers/test-app.js';
import { TEST_POSTGRES_URL, TEST_REDIS_URL } from '../../helpers/test-env.js';

// Several processes share one database and one Redis only on PostgreSQL: a SQLite file belongs to one machine's
// processes and its rate limits to one process's memory, so this runs under `npm run test:pg` alone.
const SCALE_OUT_TIMEOUT = 180_000;

type Buyer = Awaited<ReturnType<typeof bulkShoppers>>[number];

describe.skipIf(!TEST_POSTGRES_URL || !TEST_REDIS_URL)('two server processes on one PostgreSQL and one Redis', () => {
  let database: string;
  let productId: string;
  let buyers: Buyer[];
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    const prep = await startTestApp();
    database = databaseLocation(prep.app.services.config);
    productId = (await createProduct(prep, { name: 'Shared umuceri', price: 1000, stock: 50 })).id;
    buyers = await bulkShoppers(prep, 200, productId);
    await prep.close();
    // One shop: the same database and the same Redis keys for both processes.
    const shared = { RATE_LIMIT_REDIS_PREFIX: `scale-out-${randomUUID()}` };
    servers = await Promise.all([startServerProcess(database, shared), startServerProcess(database, shared)]);
  }, SCALE_OUT_TIMEOUT);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
  });

  const post = async <Variables,>(server: ServerProcess, document: TadaDocumentNode<unknown, Variables>, variables: Variables, headers: Record<string, string>) => {
    const response = await fetch(`${server.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: documentText(document), variables }),
    });
    return (await response.json()) as { data?: Record<string, { __typename: string } | null>; errors?: { message: string }[] };
  };

  it(
    'sells the last 50 units to exactly 50 of 200 buyers racing on both processes',
    async () => {
      const started = performance.now();
      const answers = await Promise.all(
        buyers.map(async (buyer, index) => {
          const server = servers[index % 2]!;
          const body = await post(server, PLACE_ORDER, { input: placeOrderInput({ addressId: buyer.addressId, subtotal: 1000, total: 1000 }) }, { authorization: `Bearer ${buyer.accessToken}` });
          return { server: index % 2, kind: body.data?.placeOrder?.__typename ?? `errors: ${body.errors?.[0]?.message}` };
        }),
      );
      const elapsed = performance.now() - started;
      const count = (kind: string, server?: number) => answers.filter((answer) => answer.kind === kind && (server === undefined || answer.server === server)).length;
      expect({ placed: count('PlaceOrderPayload'), outOfStock: count('OutOfStockError') }).toEqual({ placed: 50, outOfStock: 150 });
      // Both processes sold: the race really was between them.
      expect(count('PlaceOrderPayload', 0)).toBeGreaterThan(0);
      expect(count('PlaceOrderPayload', 1)).toBeGreaterThan(0);

      const opened = await openDatabase(database);
      const db = opened.prisma;
      try {
        expect((await db.product.findUniqueOrThrow({ where: { id: productId } })).stock).toBe(0);
        expect(await db.orderLine.count({ where: { productId } })).toBe(50);
        // Every unit left the shelf once: the ledger counts down 49, 48, ..., 0 without gaps or repeats.
        const ledger = await db.stockMovement.findMany({ where: { productId, reason: 'ORDER_PLACED' }, select: { stockAfter: true } });
        expect(ledger.map((movement) => movement.stockAfter).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index));
      } finally {
        await opened.close();
      }
      // The figures README quotes.
      console.log(
        `scale-out: 200 buyers, 50 units, 2 processes: ${count('PlaceOrderPayload')} orders (${count('PlaceOrderPayload', 0)} + ${count('PlaceOrderPayload', 1)}), ` +
          `${count('OutOfStockError')} out of stock, ${Math.round(elapsed)} ms`,
      );
    },
    SCALE_OUT_TIMEOUT,
  );

  it(
    'counts sign-in attempts from one address across both processes',
    async () => {
      // RATE_LIMIT_LOGIN_PER_MINUTE is 20 per client address: 20 attempts spread over both processes are answered,
      // the 21st is refused by whichever process it reaches, since both count in the same Redis keys.
      // Each attempt names another account, so the account-and-address lock (LOGIN_FAILURES_BEFORE_LOCK) stays out of it.
      const headers = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` };
      const run = randomUUID().slice(0, 8);
      const attempt = (index: number) => post(servers[index % 2]!, LOGIN, { input: { email: `nobody${index}-${run}@example.rw`, password: 'Wrong#password1' } }, headers);
      for (let index = 0; index < 20; index += 1) {
        const answer = await attempt(index);
        expect(answer.data?.login?.__typename, JSON.stringify(answer)).not.toBe('RateLimitedError');
      }
      expect((await attempt(20)).data?.login?.__typename).toBe('RateLimitedError');
      expect((await attempt(21)).data?.login?.__typename).toBe('RateLimitedError');
    },
    SCALE_OUT_TIMEOUT,
  );

  it(
    "locks an account for one address after five failures spread over both processes, and never for the owner's address",
    async () => {
      const run = randomUUID().slice(0, 8);
      // An address of its own range: one the test above drove to its limit (198.51.100.x) would refuse at once.
      const attacker = { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 200) + 1}` };
      const owner = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 1}` };
      // Any account will do: an unknown e-mail counts exactly like a wrong password.
      const email = `victim-${run}@example.rw`;
      const attempt = (index: number, headers: Record<string, string>) => post(servers[index % 2]!, LOGIN, { input: { email, password: 'Wrong#password1' } }, headers);
      for (let index = 0; index < 5; index += 1) expect((await attempt(index, attacker)).data?.login?.__typename).toBe('InvalidCredentialsError');
      for (const index of [0, 1]) expect((await attempt(index, attacker)).data?.login).toMatchObject({ __typename: 'RateLimitedError', retryAfterSeconds: 60 });
      for (const index of [0, 1]) expect((await attempt(index, owner)).data?.login?.__typename).toBe('InvalidCredentialsError');
    },
    SCALE_OUT_TIMEOUT,
  );
});
