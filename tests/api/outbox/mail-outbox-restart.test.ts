import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLocation } from '../../../server/database/migrate.js';
import type { ShopPrisma } from '../../../server/database/database.js';
import { openDatabase } from '../../../server/database/open.js';
import { type OutboxMail, outboxFolder } from '../../helpers/outbox.js';
import { freePort, type ServerProcess, startServerProcess } from '../../helpers/server-process.js';
import { documentText } from '../../helpers/graphql.js';
import { startTestApp } from '../../helpers/test-app.js';
import { TEST_ROOT } from '../../helpers/test-env.js';
import { addToCart, createProduct, PLACE_ORDER, placeOrderInput, shopperWithAddress } from '../../helpers/shop-fixtures.js';

// Real server processes, killed and started again: slow by nature, so generous timeouts.
const PROCESS_TIMEOUT = 180_000;
/** The folder startServerProcess gives every server process as its MAIL_DIR. */
const PROCESS_MAIL_DIR = join(TEST_ROOT, 'mail-faults');

let database: string;
let shopper: Awaited<ReturnType<typeof shopperWithAddress>>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  // The data is written in process on a copy of the seeded template; the server processes then open that database.
  const prep = await startTestApp();
  database = databaseLocation(prep.app.services.config);
  shopper = await shopperWithAddress(prep);
  const product = await createProduct(prep, { name: 'Restart rice', price: 1200, stock: 50 });
  await addToCart(prep, shopper.accessToken, product.id, 1);
  await prep.close();
}, PROCESS_TIMEOUT);

afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
});

async function start(overrides: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(database, overrides);
  running.push(server);
  return server;
}

/** Opens the shared database in this process for a look, and closes it again. */
async function withDatabase<T>(work: (db: ShopPrisma) => Promise<T>): Promise<T> {
  const db = await openDatabase(database);
  try {
    return await work(db.prisma);
  } finally {
    await db.close();
  }
}

/** Waits until `check` gives something other than null, or fails after `timeoutMs`. */
async function eventually<T>(what: string, check: () => Promise<T | null>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const mailsToShopper = (): OutboxMail[] => outboxFolder(PROCESS_MAIL_DIR).filter((mail) => mail.headers.includes(`<${shopper.email}>`));

describe('mail outbox across a crash', () => {
  it('mails an order placed while the mail server was unreachable once, after the process is killed and started again', async () => {
    // Nothing listens on this port: every send fails at once, as with an SMTP server that is down.
    const closedPort = await freePort();
    const first = await start({ SMTP_URL: `smtp://127.0.0.1:${closedPort}`, MAIL_RETRY_INITIAL_MS: '1000', MAIL_TICK_MS: '200' });
    const response = await fetch(`${first.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.accessToken}` },
      body: JSON.stringify({ query: documentText(PLACE_ORDER), variables: { input: placeOrderInput({ addressId: shopper.addressId, subtotal: 1200, total: 1200 }) } }),
    });
    const placed = (await response.json()) as { data: { placeOrder: { __typename: string; order: { databaseId: string; orderNumber: string } } } };
    expect(placed.data.placeOrder.__typename).toBe('PlaceOrderPayload');
    const { orderNumber } = placed.data.placeOrder.order;

    // The confirmation failed at least once and waits to be tried again; then the process dies without warning.
    await eventually('a failed try', () =>
      withDatabase(async (db) => {
        const row = await db.outboxMessage.findFirst({ where: { userId: shopper.userId, kind: 'order-placed' } });
        return row && row.attempts >= 1 && row.claim === null && row.lastError ? row : null;
      }),
    );
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    expect(mailsToShopper()).toEqual([]);

    // Started again, with mail working (the outbox folder): the confirmation goes out, once.
    const second = await start({ MAIL_RETRY_INITIAL_MS: '1000', MAIL_TICK_MS: '200' });
    const [mail] = await eventually('the confirmation in the outbox folder', async () => {
      const mails = mailsToShopper();
      return mails.length > 0 ? mails : null;
    });
    expect(mail!.decoded).toContain(`Thank you for your order ${orderNumber}.`);
    // A few more rounds of the worker send nothing more.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsToShopper()).toHaveLength(1);
    await withDatabase(async (db) => {
      expect(await db.outboxMessage.findFirstOrThrow({ where: { userId: shopper.userId, kind: 'order-placed' } })).toMatchObject({ state: 'SENT', claim: null });
    });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, PROCESS_TIMEOUT);
});
