/**
 * Resident memory after a mixed day: the production server (`node scripts/start.mjs --seed-if-empty`, NODE_ENV=
 * production, a fresh demo shop) answers 2,000 requests of every kind a shop sees, ten at a time: server-rendered
 * pages (home and product pages), searches with distinct words, sign-ins, cart additions and cash-on-delivery
 * orders, plus the registrations and addresses of the shoppers they need. Its resident memory is read once the
 * requests have ended and the server has been idle for SETTLE_MS (target <= 250 MB), with the peak on the way.
 *
 *   npx tsx bench/memory.ts [requests] [port]
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureProductionBuild, isMain, productionEnvironment, residentMb, startShop, watchResident } from './support.js';

export interface MemoryFigures {
  /** Requests answered, and how many were not 2xx (a refused sign-in or order still counts as answered). */
  requests: number;
  failed: number;
  /** Resident memory right after the seeding start settled, at the peak of the requests, and settled after them (MB). */
  startMb: number;
  peakMb: number;
  settledMb: number;
}

/** How long the server rests after the requests before its resident memory is read. */
const SETTLE_MS = 10_000;
const CONCURRENCY = 10;
const WORDS = ['rice', 'beans', 'milk', 'sugar', 'soap', 'juice', 'bread', 'oil', 'tea', 'flour', 'ibishyimbo', 'umuceri', 'lait', 'savon', 'amata', 'isukari', 'water', 'eggs', 'salt', 'coffee'];

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on LoginPayload { accessToken } ... on Error { message } } }';
const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { __typename ... on Error { message } } }';
const ADDRESS = 'mutation ($input: CreateAddressInput!) { createAddress(input: $input) { __typename ... on CreateAddressPayload { address { id } } ... on Error { message } } }';
const ADD_TO_CART = 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { __typename ... on Error { message } } }';
const PLACE_ORDER =
  'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PriceChangedError { subtotal total } ... on Error { message } } }';
const SEARCH = 'query ($query: String!) { searchProducts(query: $query, first: 20) { totalCount edges { node { id name slug price effectivePrice images } } } }';

interface Shopper {
  email: string;
  password: string;
  token: string;
  addressId: string;
}

export async function benchMemory(options: { requests?: number; port?: number; log?: (line: string) => void } = {}): Promise<MemoryFigures> {
  const { requests = 2_000, port = 4316, log = console.log } = options;
  const workDir = resolve(`var/bench-memory-${port}`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  ensureProductionBuild();
  const environment = productionEnvironment(join(workDir, 'isoko.db'), workDir, {
    TRUST_PROXY: 'true',
    // One machine plays many shoppers: the limits are proved by the API tests, not here.
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    RATE_LIMIT_REGISTER_PER_MINUTE: '100000',
    RATE_LIMIT_ORDERS_PER_MINUTE: '100000',
    LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: '100000',
  });
  const shop = await startShop(port, environment, ['--seed-if-empty']);
  const figures: MemoryFigures = { requests: 0, failed: 0, startMb: Number.NaN, peakMb: Number.NaN, settledMb: Number.NaN };
  try {
    await new Promise((wait) => setTimeout(wait, SETTLE_MS));
    figures.startMb = residentMb(shop.pid) ?? Number.NaN;
    let counter = 0;
    const clientAddress = () => `198.51.100.${(counter % 250) + 1}`;
    const send = async (path: string, init: RequestInit = {}): Promise<Response> => {
      counter += 1;
      figures.requests += 1;
      const request = () => fetch(shop.origin + path, { ...init, headers: { 'x-forwarded-for': clientAddress(), ...init.headers } });
      // A kept-alive connection the server closed as it was reused is reset: the request goes again on a new one.
      const response = await request().catch(request);
      if (!response.ok) figures.failed += 1;
      return response;
    };
    const graphql = async (query: string, variables: Record<string, unknown>, token?: string): Promise<any> => {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const body = await (await send('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) })).json();
      return body.data;
    };

    // The catalogue the pages and carts use.
    const catalogue = await graphql(SEARCH, { query: '' });
    const products: { id: string; path: string }[] = catalogue.searchProducts.edges.map(({ node }: any) => ({ id: node.id, path: `/product/${node.slug}-${Buffer.from(node.id, 'base64').toString().split(':')[1]}` }));

    const shoppers: Shopper[] = [];
    const newShopper = async (): Promise<Shopper> => {
      const email = `memory-${randomUUID()}@example.rw`;
      const password = `Umuhanda-${randomUUID().slice(0, 8)}-Kigali!`;
      await graphql(REGISTER, { input: { name: 'Bench Shopper', email, password, confirmPassword: password } });
      const { login } = await graphql(LOGIN, { input: { email, password } });
      const { createAddress } = await graphql(ADDRESS, { input: { district: 'Gasabo', sector: 'Kimironko', village: 'Urumuri', street: 'KG 11 Ave', mobile: '0788123456' } }, login.accessToken);
      return { email, password, token: login.accessToken, addressId: createAddress.address.id };
    };

    /** One step of a shopper's visit; each is one request or a few. */
    const steps: ((index: number) => Promise<unknown>)[] = [
      () => send('/'),
      (index) => send(products[index % products.length]!.path),
      (index) => graphql(SEARCH, { query: `${WORDS[index % WORDS.length]}${index % 3 === 0 ? '' : ` ${index}`}` }),
      (index) => send(`${products[(index * 7) % products.length]!.path}?lang=${['en', 'rw', 'fr'][index % 3]}`),
      async (index) => {
        if (shoppers.length < 40) shoppers.push(await newShopper());
        const shopper = shoppers[index % shoppers.length]!;
        const { login } = await graphql(LOGIN, { input: { email: shopper.email, password: shopper.password } });
        shopper.token = login.accessToken;
      },
      async (index) => {
        if (shoppers.length === 0) return;
        const shopper = shoppers[index % shoppers.length]!;
        await graphql(ADD_TO_CART, { input: { productId: products[index % products.length]!.id } }, shopper.token);
        const input = { addressId: shopper.addressId, subtotal: 0, total: 0, idempotencyKey: randomUUID() };
        const first = await graphql(PLACE_ORDER, { input }, shopper.token);
        if (first.placeOrder.__typename === 'PriceChangedError') {
          await graphql(PLACE_ORDER, { input: { ...input, subtotal: first.placeOrder.subtotal, total: first.placeOrder.total } }, shopper.token);
        }
      },
    ];

    const watch = watchResident(shop.pid, 50);
    let step = 0;
    const worker = async () => {
      while (figures.requests < requests) {
        const index = step;
        step += 1;
        await steps[index % steps.length]!(index);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    figures.peakMb = watch.stop().peakMb;
    log(`  ${figures.requests} requests (${figures.failed} not 2xx), ${shoppers.length} shoppers; peak ${figures.peakMb.toFixed(0)} MB resident`);
    await new Promise((wait) => setTimeout(wait, SETTLE_MS));
    figures.settledMb = residentMb(shop.pid) ?? Number.NaN;
  } finally {
    await shop.stop();
  }
  return figures;
}

if (isMain(import.meta.url)) {
  const figures = await benchMemory({ requests: Number(process.argv[2] ?? 2_000), port: Number(process.argv[3] ?? 4316) });
  console.log(
    `resident memory: ${figures.startMb.toFixed(0)} MB after the seeding start, ${figures.peakMb.toFixed(0)} MB at the peak, ${figures.settledMb.toFixed(0)} MB ${SETTLE_MS / 1000} s after ${figures.requests} mixed requests (target <= 250 MB)`,
  );
}
