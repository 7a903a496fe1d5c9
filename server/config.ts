import { resolve } from 'node:path';
import { z } from 'zod';
import type { ProviderName } from './modules/payment/providers/provider.js';

/** Reads a boolean the way people write it in environment variables. */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const positiveInteger = z.coerce.number().int().positive();

/** An http(s) address without query or fragment, kept without its trailing slash (https://shop.example.rw). */
const publicUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as https://shop.example.rw' })
  .refine((url) => !url.includes('?') && !url.includes('#'), { error: 'must not have a query or fragment' })
  .transform((url) => url.replace(/\/+$/, ''));

/** Where the local payment simulator listens; mobile-money base URLs left at this address use it. */
export const PAYMENT_SIMULATOR_URL = 'http://127.0.0.1:4100';

/**
 * The mobile-money credentials a shop outside production uses when none are set: the ones the local payment simulator
 * (devtools/payment-simulator) accepts. Production never falls back to them: a provider it is pointed at needs its own.
 */
export const DEVELOPMENT_PAYMENT_CREDENTIALS = {
  mtn: {
    targetEnvironment: 'sandbox',
    collection: { apiUser: '0c9a1f4e-5d2b-4a8c-9e3f-7b6d5c4a3b21', apiKey: 'simulator-collection-api-key', subscriptionKey: 'simulator-collection-subscription' },
    disbursement: { apiUser: '5e8d7c6b-4a39-4281-8f7e-6d5c4b3a2f10', apiKey: 'simulator-disbursement-api-key', subscriptionKey: 'simulator-disbursement-subscription' },
  },
  airtel: { clientId: 'simulator-airtel-client', clientSecret: 'simulator-airtel-secret' },
} as const;

/** The README's demo admin password: fine on a laptop, an open door in production. */
export const DEFAULT_ADMIN_PASSWORD = 'Admin@12345';

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Public address of the shop: links, absolute image URLs in REST answers, an always-allowed CORS origin. */
  PUBLIC_URL: publicUrl.optional(),
  /** A SQLite file (file:./var/isoko.db, the embedded default) or a PostgreSQL server (postgresql://user@host/db). */
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, 'must be a SQLite file URL such as file:./var/isoko.db or a PostgreSQL URL such as postgresql://isoko@db.example.rw/isoko')
    .default('file:./var/isoko.db'),
  /** Connections each process keeps to PostgreSQL (ignored on SQLite). */
  DATABASE_POOL_SIZE: positiveInteger.default(10),
  /** Signing secret for tokens; without one a random secret is made and kept in var/. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: positiveInteger.default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: positiveInteger.default(30 * 24 * 60 * 60),
  /**
   * How long after its exchange a refresh token presented again gets the same new pair instead of revoking its
   * sign-in: tabs and parallel requests that found the same expired session at once. 0 treats every repeat as theft.
   */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  /** argon2id cost. The defaults are OWASP's minimum (19 MiB, 2 passes); tests may lower them. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19 * 1024),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  ADMIN_EMAIL: z.email().default('admin@isoko.rw'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').default(DEFAULT_ADMIN_PASSWORD),
  ADMIN_NAME: z.string().min(1).default('Isoko Admin'),
  /** With the demo seed (a start with --seed-if-empty, `npm run seed`): three months of orders, reviews and statuses by demo shoppers, so the shop looks lived-in. */
  DEMO_HISTORY: booleanFlag.default(true),
  UPLOAD_DIR: z.string().min(1).default('var/uploads'),
  MAIL_DIR: z.string().min(1).default('var/mail'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('Isoko <no-reply@isoko.rw>'),
  /**
   * The mail outbox (README "Mail"): how often each process looks for messages due (a message written by a request
   * is sent at once; this finds retries and what another process left); 0 leaves the look-ups off.
   */
  MAIL_TICK_MS: z.coerce.number().int().min(0).default(2000),
  /** A message that could not be sent is tried again after MAIL_RETRY_INITIAL_MS, then twice as long each time, at most MAIL_RETRY_MAX_MS apart. */
  MAIL_RETRY_INITIAL_MS: positiveInteger.default(30_000),
  MAIL_RETRY_MAX_MS: positiveInteger.default(60 * 60_000),
  /** Tries before a message is given up (logged as an error): 20 spans about 15 hours with the defaults. */
  MAIL_MAX_ATTEMPTS: positiveInteger.default(20),
  CORS_ORIGINS: z.string().default(''),
  /** SameSite of the session cookies: lax; none (sent with Secure) only for a configured cross-site client. */
  COOKIE_SAMESITE: z.enum(['lax', 'strict', 'none']).default('lax'),
  /** Trust X-Forwarded-For for the client address (only behind a proxy you run). */
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_PER_MINUTE: positiveInteger.default(20),
  RATE_LIMIT_REGISTER_PER_MINUTE: positiveInteger.default(10),
  RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE: positiveInteger.default(5),
  RATE_LIMIT_OTP_PER_MINUTE: positiveInteger.default(10),
  /** Per e-mail address, whoever asks: codes requested and codes checked in an hour. */
  RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT_PER_HOUR: positiveInteger.default(5),
  RATE_LIMIT_OTP_PER_ACCOUNT_PER_HOUR: positiveInteger.default(20),
  /** Orders placed per account and minute (each alias or retry counts). */
  RATE_LIMIT_ORDERS_PER_MINUTE: positiveInteger.default(10),
  /** Image uploads (avatar or catalogue) per account and minute. */
  RATE_LIMIT_UPLOADS_PER_MINUTE: positiveInteger.default(20),
  /** Promo-code checks per client address and minute, and per account and hour. */
  RATE_LIMIT_PROMO_CODE_PER_MINUTE: positiveInteger.default(10),
  RATE_LIMIT_PROMO_CODE_PER_ACCOUNT_PER_HOUR: positiveInteger.default(60),
  /** Shared rate-limit store for several processes (redis://...); unset keeps the counters in memory. */
  RATE_LIMIT_REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  /** First part of the shop's Redis keys: every process of one shop uses the same, another shop on that Redis another. */
  RATE_LIMIT_REDIS_PREFIX: z.string().regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores').default('isoko'),
  /** Largest accepted image upload in bytes (5 MiB). */
  UPLOAD_MAX_BYTES: positiveInteger.default(5 * 1024 * 1024),
  /**
   * Largest non-upload request body on /graphql and /api (2 MiB: a 1 MB password must still reach validation
   * and get its own message). Multipart bodies may be UPLOAD_MAX_BYTES plus 1 MiB.
   */
  REQUEST_MAX_JSON_BYTES: positiveInteger.default(2 * 1024 * 1024),
  /** Deepest nesting of arrays and objects accepted in a JSON body. */
  REQUEST_MAX_JSON_DEPTH: positiveInteger.default(32),
  /** GraphQL operation limits (graphql-armor); see README "Request limits". */
  GRAPHQL_MAX_DEPTH: positiveInteger.default(12),
  GRAPHQL_MAX_ALIASES: positiveInteger.default(15),
  GRAPHQL_MAX_TOKENS: positiveInteger.default(2000),
  GRAPHQL_MAX_COST: positiveInteger.default(20_000),
  GRAPHQL_MAX_DIRECTIVES: positiveInteger.default(20),
  /** Most items in one list argument (nodes(ids:)); the expected size of a list field without a size argument. */
  GRAPHQL_MAX_LIST_ARGUMENT: positiveInteger.default(100),
  GRAPHQL_DEFAULT_LIST_SIZE: positiveInteger.default(10),
  /** Refuse GraphQL documents that are not in the persisted-operation manifest (the web app sends only those). */
  PERSISTED_OPERATIONS_ONLY: booleanFlag.default(false),
  /** The manifest relay-compiler writes: { "<id>": "<operation text>" }. */
  PERSISTED_OPERATIONS_FILE: z.string().min(1).default('client/persisted-operations.json'),
  /**
   * Sign-in throttling (README "Sign-in throttling"). Failed sign-ins count per account and client address pair:
   * from the LOGIN_FAILURES_BEFORE_LOCKth failure on, that pair waits LOGIN_LOCK_SECONDS, doubled at each further
   * failure up to LOGIN_LOCK_MAX_SECONDS. The same account from another address is not slowed down.
   */
  LOGIN_FAILURES_BEFORE_LOCK: positiveInteger.default(5),
  LOGIN_LOCK_SECONDS: positiveInteger.default(60),
  LOGIN_LOCK_MAX_SECONDS: positiveInteger.default(60 * 60),
  /** Failed sign-ins from one client address, whatever the accounts, within an hour before it waits (spraying). */
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: positiveInteger.default(100),
  LOGIN_ADDRESS_LOCK_SECONDS: positiveInteger.default(15 * 60),
  /**
   * Anonymous catalogue answers (GraphQL and REST) kept in memory until a catalogue write or a promotion's start
   * or end makes them stale; off serves every request uncached (the benchmark measures both).
   */
  RESPONSE_CACHE: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  /** The cache's bounds: answers kept, and their bytes (the least recently used go first). */
  RESPONSE_CACHE_MAX_ENTRIES: positiveInteger.default(5000),
  RESPONSE_CACHE_MAX_BYTES: positiveInteger.default(16 * 1024 * 1024),
  /**
   * Bytes each parsed-document cache may hold: Yoga's parsed documents, its parse errors, and the response cache's
   * classified documents. Clients may send any text, so entries are sized by their text (an AST with locations
   * takes about 40 bytes a character), not counted.
   */
  GRAPHQL_DOCUMENT_CACHE_MAX_BYTES: positiveInteger.default(8 * 1024 * 1024),
  /**
   * libvips' operation cache (decoded images sharp may reuse), in bytes, whole MiB. Off by default: each resized
   * variant is made once and then served from disk, so a cached decode is hardly ever used again.
   */
  IMAGE_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(0),
  /**
   * Opt-in: seconds without a request after which the server collects its garbage once, when node runs with
   * --expose-gc (0, the default: never; V8 collects as it sees fit).
   */
  IDLE_GC_SECONDS: z.coerce.number().int().min(0).default(0),
  PROMOTION_CLEANUP_INTERVAL_SECONDS: positiveInteger.default(300),
  /**
   * Mobile money (README "Mobile money"). The default address is the local payment simulator's, which the development
   * start runs while both base URLs are left at it; outside production the credentials default to the simulator's.
   */
  MOMO_BASE_URL: publicUrl.default(PAYMENT_SIMULATOR_URL),
  MOMO_API_USER: z.string().min(1).optional(),
  MOMO_API_KEY: z.string().min(1).optional(),
  MOMO_SUBSCRIPTION_KEY: z.string().min(1).optional(),
  /** 'sandbox', or MTN Rwanda's production environment ('mtnrwanda'). */
  MOMO_TARGET_ENVIRONMENT: z.string().min(1).default(DEVELOPMENT_PAYMENT_CREDENTIALS.mtn.targetEnvironment),
  /** MTN refunds go through the Disbursement product: without these three, refunds wait for an admin (REFUND_DUE). */
  MOMO_DISBURSEMENT_API_USER: z.string().min(1).optional(),
  MOMO_DISBURSEMENT_API_KEY: z.string().min(1).optional(),
  MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: z.string().min(1).optional(),
  AIRTEL_BASE_URL: publicUrl.default(PAYMENT_SIMULATOR_URL),
  AIRTEL_CLIENT_ID: z.string().min(1).optional(),
  AIRTEL_CLIENT_SECRET: z.string().min(1).optional(),
  /** The shop's public address as the providers reach it for callbacks (default: PUBLIC_URL, else this server on localhost). */
  PAYMENT_CALLBACK_URL: publicUrl.optional(),
  /** A mobile-money order not paid this long after its payment started is cancelled (fractions allowed). */
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().positive().max(24 * 60).default(15),
  /** A pending payment's status is read after PAYMENT_POLL_INITIAL_MS, then twice as long each time, at most PAYMENT_POLL_MAX_MS apart. */
  PAYMENT_POLL_INITIAL_MS: positiveInteger.default(5000),
  PAYMENT_POLL_MAX_MS: positiveInteger.default(60_000),
  /** While a prompt waits, how long before the shopper may have the same number asked again (one phone, one prompt at a time). */
  PAYMENT_PROMPT_AGAIN_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** How often the payment worker looks for payments to read and orders to cancel; 0 leaves the worker off. */
  PAYMENT_POLL_TICK_MS: z.coerce.number().int().min(0).default(1000),
});

export type Config = z.infer<typeof environmentSchema> & {
  isProduction: boolean;
  /**
   * The SQLite file; on PostgreSQL, a name in var/ beside which local state is kept (a token secret made at
   * first start when JWT_SECRET is unset: one process only, so several processes must set JWT_SECRET).
   */
  databaseFile: string;
  /** Where the data is: `file` is SQLite's file, `url` the PostgreSQL server. */
  database: { kind: 'sqlite'; file: string } | { kind: 'postgresql'; url: string; poolSize: number };
  corsOrigins: string[];
  /** MTN's collection credentials: as set, else the simulator's outside production; null when production has none. */
  momoCollection: { apiUser: string; apiKey: string; subscriptionKey: string } | null;
  /** Airtel's client credentials, likewise. */
  airtelClient: { clientId: string; clientSecret: string } | null;
  /** The payment simulator's credentials for MTN refunds when both providers are left at the simulator. */
  momoDisbursement: { apiUser: string; apiKey: string; subscriptionKey: string } | null;
  /** Both providers are the local simulator: the development starts run it beside the server. */
  paymentSimulatorInUse: boolean;
  /**
   * The mobile-money providers shoppers may pay with. In production a provider left at the simulator's address is
   * not offered (nothing answers there): a shop goes live with mobile money by setting the provider's base URL.
   */
  mobileMoneyProviders: ProviderName[];
  /** The shop's public address for provider callbacks. */
  paymentCallbackBase: string;
};

/** Parses the environment once, with a readable message naming each bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const values = parsed.data;
  const postgres = !values.DATABASE_URL.startsWith('file:');
  const unsafe = productionProblems(values);
  if (unsafe.length > 0) throw new Error(`Unsafe production configuration:\n${unsafe.map((problem) => `  ${problem}`).join('\n')}`);
  return {
    ...values,
    isProduction: values.NODE_ENV === 'production',
    databaseFile: postgres ? resolve('var/postgresql') : resolve(values.DATABASE_URL.slice('file:'.length)),
    database: postgres
      ? { kind: 'postgresql', url: values.DATABASE_URL, poolSize: values.DATABASE_POOL_SIZE }
      : { kind: 'sqlite', file: resolve(values.DATABASE_URL.slice('file:'.length)) },
    corsOrigins: values.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    ...providerCredentials(values),
    momoDisbursement: momoDisbursement(values),
    paymentSimulatorInUse: values.MOMO_BASE_URL === values.AIRTEL_BASE_URL && isLocalSimulator(values.MOMO_BASE_URL),
    mobileMoneyProviders: mobileMoneyProviders(values),
    paymentCallbackBase: values.PAYMENT_CALLBACK_URL ?? values.PUBLIC_URL ?? `http://127.0.0.1:${values.PORT}`,
  };
}

/**
 * A provider address on this machine over plain http is the payment simulator (the default, or another port: the
 * browser tests give theirs its own): no provider is reached that way.
 */
function isLocalSimulator(baseUrl: string): boolean {
  const url = new URL(baseUrl);
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
}

function mobileMoneyProviders(values: z.infer<typeof environmentSchema>): ProviderName[] {
  const baseUrls: Record<ProviderName, string> = { 'mtn-momo': values.MOMO_BASE_URL, 'airtel-money': values.AIRTEL_BASE_URL };
  const names = Object.keys(baseUrls) as ProviderName[];
  return values.NODE_ENV === 'production' ? names.filter((name) => !isLocalSimulator(baseUrls[name])) : names;
}

/**
 * The providers' credentials as set; outside production a missing one is the payment simulator's, so a laptop pays
 * against the simulator with nothing set. Production falls back to nothing (productionProblems names what is missing).
 */
function providerCredentials(values: z.infer<typeof environmentSchema>): Pick<Config, 'momoCollection' | 'airtelClient'> {
  const fallback = values.NODE_ENV === 'production' ? null : DEVELOPMENT_PAYMENT_CREDENTIALS;
  const apiUser = values.MOMO_API_USER ?? fallback?.mtn.collection.apiUser;
  const apiKey = values.MOMO_API_KEY ?? fallback?.mtn.collection.apiKey;
  const subscriptionKey = values.MOMO_SUBSCRIPTION_KEY ?? fallback?.mtn.collection.subscriptionKey;
  const clientId = values.AIRTEL_CLIENT_ID ?? fallback?.airtel.clientId;
  const clientSecret = values.AIRTEL_CLIENT_SECRET ?? fallback?.airtel.clientSecret;
  return {
    momoCollection: apiUser && apiKey && subscriptionKey ? { apiUser, apiKey, subscriptionKey } : null,
    airtelClient: clientId && clientSecret ? { clientId, clientSecret } : null,
  };
}

/** MTN's refund credentials: all three set, or the simulator's while the server runs it itself (development), or none (refunds by hand). */
function momoDisbursement(values: z.infer<typeof environmentSchema>): Config['momoDisbursement'] {
  const { MOMO_DISBURSEMENT_API_USER: apiUser, MOMO_DISBURSEMENT_API_KEY: apiKey, MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: subscriptionKey } = values;
  if (apiUser && apiKey && subscriptionKey) return { apiUser, apiKey, subscriptionKey };
  if (apiUser || apiKey || subscriptionKey) throw new Error('Invalid configuration:\n  MOMO_DISBURSEMENT_*: set all three of API_USER, API_KEY and SUBSCRIPTION_KEY, or none');
  // The simulator a development start runs beside the server takes its own credentials; tests pass theirs.
  return values.NODE_ENV === 'development' && isLocalSimulator(values.MOMO_BASE_URL) ? { ...DEVELOPMENT_PAYMENT_CREDENTIALS.mtn.disbursement } : null;
}

/**
 * What production must not start with: the demo admin password anyone can read in the README, a token secret made
 * up at start-up (kept in var/, so it silently changes with a new disk or a second process), or a mobile-money
 * provider it is pointed at without the credentials to sign its requests.
 */
function productionProblems(values: z.infer<typeof environmentSchema>): string[] {
  if (values.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (values.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD: must be set to something other than the demo password in production');
  if (values.JWT_SECRET === undefined) problems.push('JWT_SECRET: must be set explicitly in production (at least 32 characters)');
  if (!isLocalSimulator(values.MOMO_BASE_URL)) {
    const missing = (['MOMO_API_USER', 'MOMO_API_KEY', 'MOMO_SUBSCRIPTION_KEY'] as const).filter((name) => values[name] === undefined);
    if (missing.length > 0) problems.push(`${missing.join(', ')}: must be set in production with MOMO_BASE_URL (MTN's API user, key and subscription key)`);
  }
  if (!isLocalSimulator(values.AIRTEL_BASE_URL)) {
    const missing = (['AIRTEL_CLIENT_ID', 'AIRTEL_CLIENT_SECRET'] as const).filter((name) => values[name] === undefined);
    if (missing.length > 0) problems.push(`${missing.join(', ')}: must be set in production with AIRTEL_BASE_URL (Airtel's client id and secret)`);
  }
  return problems;
}
