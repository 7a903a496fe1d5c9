import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { type DocumentNode, GraphQLError } from 'graphql';
import { createYoga, type GraphQLParams, type Plugin } from 'graphql-yoga';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Logger } from 'pino';
import { type Config, loadConfig } from './config.js';
import { type AppServices, bearerToken, createRequestContext } from './context.js';
import type { Database } from './database/database.js';
import { openDatabase } from './database/open.js';
import { databaseFeatures } from './database-features.js';
import { DomainError, type ErrorCode } from './errors.js';
import { tokenSecret } from './database/secret.js';
import { recoveryKeys } from './modules/account/recovery-secrets.js';
import { exportKey } from './modules/order/order-export.service.js';
import { graphqlProtections, loadPersistedOperations } from './graphql/protections.js';
import { graphqlCors } from './graphql/cors.js';
import { documentCache } from './graphql/document-cache.js';
import { graphqlResponseCache } from './cache/graphql-response-cache.js';
import { catalogueVersion } from './database/catalogue-version.js';
import { ResponseCache } from './cache/response-cache.js';
import { requestLanguage } from './lib/request-language.js';
import { schema } from './graphql/schema.js';
import { memoryRateLimitStore, redisRateLimitStore } from './lib/rate-limit-stores.js';
import { RateLimits } from './lib/rate-limits.js';
import { type BodyRefusal, checkedJsonBody, requestLimits } from './lib/request-limits.js';
import { allowedMethods, structuredErrors } from './lib/http-guards.js';
import { createLogger } from './logger.js';
import { graphqlLogging } from './graphql/logging.js';
import { projectRoot } from './lib/project-root.js';
import { Mailer } from './mail/mailer.js';
import { MailOutbox } from './modules/outbox/mail-outbox.js';
import type { MessageComposers } from './modules/outbox/outbox-compose.js';
import { accountMessageComposers } from './modules/account/account-mail.js';
import { orderMessageComposers } from './modules/order/order-mail.js';
import { orderPort } from './modules/order/order-port.js';
import { TokenService } from './modules/auth/tokens.js';
import { imageVariants } from './modules/upload/image-variants.js';
import { configureImageCache } from './modules/upload/sharp.js';
import { ORDER_EXPORT_PATH, orderExportDownload } from './modules/order/order-export.route.js';
import { apiDocsPage, openApiDocument } from './rest/openapi.js';
import { createRestRouter, restMethodGuard } from './rest/router.js';
import { PaymentProviders } from './modules/payment/providers/registry.js';
import { PAYMENT_CALLBACK_ROUTES, paymentCallbackRoutes } from './modules/payment/payment-callback.route.js';
import { restRoutes } from './rest/routes.js';
import { seoFiles } from './modules/seo/seo.route.js';
import { pageOperations } from './pages/page-operations.js';
import { pageRoute } from './pages/page-route.js';
import { clientPage, offlineFileHeaders } from './static-client.js';

export interface BuildOptions {
  config?: Config;
  db?: Database;
  logger?: Logger;
}

export interface App {
  /** Answers one HTTP request; the same entry point serves the network and in-process tests. */
  fetch: (request: Request, env?: unknown) => Promise<Response>;
  services: AppServices;
  /** Anonymous catalogue answers kept in memory; null when RESPONSE_CACHE=off. */
  responseCache: ResponseCache | null;
  close: () => Promise<void>;
}

/** The notification routes as the /api method guard matches them (under /api). */
const callbackRoutes = PAYMENT_CALLBACK_ROUTES.map(({ method, path }) => ({ method, path: path.replace(/^\/api(?=\/)/, '') }));

interface ServerContext {
  clientAddress: string;
  /** The body requestLimits read, checked and parsed, when it is a JSON object; Yoga reads it instead of the stream. */
  checkedJsonBody: object | undefined;
}

/**
 * Assembles the shop: GraphQL at /graphql (GraphiQL outside production), /healthz, uploaded images
 * at /uploads (resized with ?w=) and the web client at /. It opens the database but does not listen, migrate or seed.
 */
export async function buildApp(options: BuildOptions = {}): Promise<App> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger(config);
  const db = options.db ?? (await openConfiguredDatabase(config));
  const services = await appServices(config, db, logger);
  const responseCache = configuredResponseCache(services);
  const persistedOperations = loadPersistedOperations(config.PERSISTED_OPERATIONS_FILE);
  configureImageCache(config.IMAGE_CACHE_MAX_BYTES);
  // An upload's form fields and multipart framing fit easily in the extra mebibyte.
  const maxMultipartBytes = config.UPLOAD_MAX_BYTES + 1024 * 1024;

  const app = new Hono();
  app.onError(structuredErrors(logger));
  app.use('*', securityHeaders(config.isProduction));
  // Before the app-wide guard, so that a wrong method on a known /api path names that path's own methods.
  app.use('/api/*', restMethodGuard([...restRoutes, ...callbackRoutes], ['/openapi.json', '/docs']));
  app.use('*', allowedMethods);
  app.get('/healthz', (c) => healthCheck(c, services));
  // Mobile-money providers' notifications: not legacy REST, answered alike whatever they hold, with their own
  // small body limit instead of the JSON checks below.
  app.route('/', paymentCallbackRoutes(services, (c) => clientAddress(c, config), restRefusal));
  const limits = { maxJsonBytes: config.REQUEST_MAX_JSON_BYTES, maxMultipartBytes, maxJsonDepth: config.REQUEST_MAX_JSON_DEPTH };
  app.use('/graphql', requestLimits({ ...limits, bufferMultipart: false, answer: graphqlRefusal, textFields: graphqlVariables }));
  app.use('/api/*', requestLimits({ ...limits, bufferMultipart: true, answer: restRefusal }));
  mountGraphQL(app, services, { responseCache, persistedOperations, maxMultipartBytes });
  mountUploads(app, resolve(config.UPLOAD_DIR), logger);
  // Monthly order report: the link from the orderExport query carries a 5-minute signed token.
  app.get(ORDER_EXPORT_PATH, (c) => orderExportDownload(services, c.req.raw));
  app.get('/api/openapi.json', (c) => c.json(openApiDocument(restRoutes)));
  app.get('/api/docs', (c) => c.html(apiDocsPage(restRoutes)));
  app.route('/api', createRestRouter(services, restRoutes, (c) => clientAddress(c, config), responseCache));
  app.route('/', seoFiles(services));
  mountWebApp(
    app,
    pageRoute({
      config,
      clientDist: join(projectRoot, 'client/dist'),
      rendererDir: join(projectRoot, 'client/dist-server'),
      responseCache,
      logger,
      operation: pageOperations(services, persistedOperations),
    }),
    join(projectRoot, 'client/dist'),
  );

  return {
    fetch: (request, env) => Promise.resolve(app.fetch(request, env)),
    services,
    responseCache,
    close: async () => {
      responseCache?.clear();
      // The pass under way finishes; mail still due waits in the database for the next start (of any process).
      await services.outbox.stop();
      await services.rateLimits.close();
      await db.close().catch((error: unknown) => logger.warn({ err: error }, 'the database did not close cleanly'));
    },
  };
}

/** Every message the outbox sends, each worded by the module it speaks for. */
export const messageComposers: MessageComposers = { ...orderMessageComposers, ...accountMessageComposers };

/** What every request's context shares: configuration, database, tokens and keys, rate limits, logger and mail outbox. */
async function appServices(config: Config, db: Database, logger: Logger): Promise<AppServices> {
  const secret = tokenSecret(config.JWT_SECRET, config.databaseFile);
  const tokens = new TokenService({
    secret,
    accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
  });
  const mailer = new Mailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.MAIL_DIR, logger });
  const retry = { initialMs: config.MAIL_RETRY_INITIAL_MS, maxMs: config.MAIL_RETRY_MAX_MS, maxAttempts: config.MAIL_MAX_ATTEMPTS };
  const rateLimitStore = config.RATE_LIMIT_REDIS_URL ? await redisRateLimitStore(config.RATE_LIMIT_REDIS_URL, config.RATE_LIMIT_REDIS_PREFIX) : memoryRateLimitStore;
  return {
    config,
    db,
    ...databaseFeatures(db),
    tokens,
    keys: { recovery: recoveryKeys(secret), exportLinks: exportKey(secret) },
    rateLimits: new RateLimits(config, rateLimitStore),
    logger,
    outbox: new MailOutbox({ db, mailer, composers: messageComposers, logger, retry, tickMs: config.MAIL_TICK_MS }),
    payments: new PaymentProviders(config),
    orderPort,
  };
}

/** Anonymous catalogue answers kept in memory, or null when RESPONSE_CACHE=off. */
function configuredResponseCache({ config, db, logger }: AppServices): ResponseCache | null {
  if (config.RESPONSE_CACHE !== 'on') return null;
  return new ResponseCache(catalogueVersion(db.sql), {
    maxEntries: config.RESPONSE_CACHE_MAX_ENTRIES,
    maxBytes: config.RESPONSE_CACHE_MAX_BYTES,
    onError: (error) => logger.warn({ err: error }, 'response cache: catalogue version unreadable, answering uncached'),
  });
}

/** GET /healthz: { ok: true } once the database answers. */
async function healthCheck(c: Context, { db, logger }: AppServices): Promise<Response> {
  try {
    await db.ping();
    return c.json({ ok: true });
  } catch (error) {
    logger.error({ err: error }, 'health check failed');
    return c.json({ ok: false }, 503);
  }
}

interface GraphQLMountOptions {
  responseCache: ResponseCache | null;
  persistedOperations: Map<string, string>;
  maxMultipartBytes: number;
}

/** /graphql: compressed, answered from the response cache when it may be, else by Yoga. */
function mountGraphQL(app: Hono, services: AppServices, { responseCache, persistedOperations, maxMultipartBytes }: GraphQLMountOptions): void {
  const { config } = services;
  const yoga = graphqlServer(services, persistedOperations, maxMultipartBytes);
  // GraphQL answers are JSON that compresses 5-10x: it matters on slow mobile data.
  app.use('/graphql', compress());
  // Inside compression and the security headers, so a hit gets them exactly as a fresh answer does.
  if (responseCache) {
    app.use(
      '/graphql',
      graphqlResponseCache(responseCache, {
        schema,
        persisted: persistedOperations,
        persistedOnly: config.PERSISTED_OPERATIONS_ONLY,
        maxTokens: config.GRAPHQL_MAX_TOKENS,
        maxDocumentBytes: config.GRAPHQL_DOCUMENT_CACHE_MAX_BYTES,
      }),
    );
  }
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', async (c) => {
    const body = checkedJsonBody(c);
    // A checked JSON body goes to Yoga already parsed, with the request's line and headers (its stream is read).
    const request = body === undefined ? c.req.raw : new yoga.fetchAPI.Request(c.req.url, { method: c.req.method, headers: c.req.raw.headers });
    const answer = await yoga.fetch(request, { clientAddress: clientAddress(c, config), checkedJsonBody: body });
    // Yoga answers with its fetch ponyfill's Response, whose body is a stream of its own. Hono copies an answer when a
    // header is set after it (compression, the cache's X-Cache), and a foreign stream inside Node's Response is
    // wrapped in one whose close, when the client has gone at the wrong moment, throws outside any request and ends
    // the process. So the answer (always whole: the schema has no subscriptions or streamed fields) goes on as text.
    return new Response(answer.body === null ? null : await answer.text(), { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  });
}

/** Yoga's parser for a body requestLimits already read and parsed: the parsed value, as Yoga's own JSON parser gives it. */
const readsCheckedBody: Plugin<object, ServerContext> = {
  onRequestParse({ serverContext, requestParser, setRequestParser }) {
    const body = serverContext.checkedJsonBody;
    // Only where Yoga chose its JSON parser by the headers: any other request is answered as Yoga answers it.
    if (body !== undefined && requestParser !== undefined) setRequestParser(() => body as GraphQLParams);
  },
};

/** The Yoga server: the schema with its protections, GraphiQL outside production, and the request context. */
function graphqlServer(services: AppServices, persistedOperations: Map<string, string>, maxMultipartBytes: number) {
  const { config, logger } = services;
  return createYoga<ServerContext>({
    schema,
    graphqlEndpoint: '/graphql',
    plugins: [readsCheckedBody, ...graphqlProtections(config, persistedOperations)],
    // Multipart bodies stream straight to Yoga's parser, which stops reading at this size.
    maxRequestBodySize: maxMultipartBytes,
    batching: false,
    // Yoga's own caches of parsed documents and parse errors, bounded by bytes instead of its 1,024 entries of any size.
    parserAndValidationCache: {
      documentCache: documentCache<DocumentNode>(config.GRAPHQL_DOCUMENT_CACHE_MAX_BYTES),
      errorCache: documentCache<Error>(config.GRAPHQL_DOCUMENT_CACHE_MAX_BYTES),
    },
    cors: graphqlCors(config),
    graphiql: !config.isProduction && { title: 'Isoko GraphQL' },
    // GraphiQL's assets are bundled, so it works offline instead of loading them from a CDN. Loaded on the first
    // GraphiQL page only: the bundle holds about 35 MB resident, and production never serves GraphiQL.
    renderGraphiQL: async (options) => (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(options),
    landingPage: false,
    maskedErrors: { maskError: maskGraphQLError },
    logging: graphqlLogging(logger),
    context: ({ request, clientAddress }) =>
      createRequestContext(services, {
        accessToken: bearerToken(request.headers.get('authorization')),
        clientAddress,
        userAgent: request.headers.get('user-agent'),
        language: requestLanguage(request.headers.get('accept-language')),
      }),
  });
}

/** Expected failures outside a typed result (e.g. on queries) keep their message and code; anything unexpected stays masked. */
function maskGraphQLError(error: unknown, message: string): Error {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, { extensions: { code: original.code, http: { status: 200 } } });
  }
  // GraphQL's own errors (syntax, validation, variable coercion) are safe and useful to show.
  if (error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError)) return error;
  return new GraphQLError(message);
}

/** /uploads: the stored images, resized on request, cached for good, never sniffed; a missing one is a 404. */
function mountUploads(app: Hono, uploadDir: string, logger: Logger): void {
  mkdirSync(uploadDir, { recursive: true });
  app.use(
    '/uploads/*',
    async (c, next) => {
      await next();
      // Uploaded files are re-encoded images; never let a browser sniff them into anything else.
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      // Images may be shown by the legacy client on another origin.
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
      // Names never change content, so a found image is cached for good; a refusal or a miss is not.
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    // ?w=<width> answers with a resized WebP made once and cached under UPLOAD_DIR/.variants.
    imageVariants(uploadDir, logger),
    serveStatic({ root: uploadDir, rewriteRequestPath: (path) => path.slice('/uploads'.length) }),
  );
  // A missing upload is a 404, not the web app's page.
  app.all('/uploads/*', (c) => c.text('Not found', 404));
}

/**
 * The web app at /: its built assets, precompressed and cached for a year, and its pages (server-rendered or the
 * app's shell, server/pages) for every other path.
 */
function mountWebApp(app: Hono, pages: (c: Context) => Promise<Response>, clientDist: string): void {
  app.use('*', webAppPolicy);
  // The build writes .br/.gz beside each text file (client/vite.config.ts); shoppers on mobile data get those.
  // Built assets have content-hashed names: a phone keeps them for a year and never asks again.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', offlineFileHeaders);
  // The build's manifest is for the server's renderer, not for browsers.
  app.all('/.vite/*', (c) => c.text('Not found', 404));
  if (existsSync(clientDist)) {
    // The home page is a page like the others, before the built files: their index.html stays the app's shell.
    app.get('/', compress(), pages);
    app.use('/*', serveStatic({ root: clientDist, precompressed: true }));
  }
  // A missing chunk (a page of an older build asking after a deployment) is a 404, not the web app's page: its
  // import fails at once, the page recovers (features/offline/staleCode.ts) and the service worker keeps nothing.
  app.all('/assets/*', (c) => c.text('Not found', 404));
  // Rendered pages are HTML that compresses several times over; the built files above come precompressed.
  app.get('*', compress(), (c) => (existsSync(clientDist) ? pages(c) : c.html(clientPage(null))));
}

/** Opens the configured database: the SQLite file, or the PostgreSQL server with the configured pool size. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.database.kind === 'postgresql'
    ? openDatabase(config.database.url, { poolSize: config.database.poolSize })
    : openDatabase(config.database.file);
}

/** The caller's address: the socket's, or the first X-Forwarded-For hop when a trusted proxy sets it. */
function clientAddress(c: Parameters<typeof getConnInfo>[0], config: Config): string {
  if (config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  // In-process requests (tests, the order benchmark) have no socket: asked for it, getConnInfo would throw.
  const env = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  if (!(env?.server ?? env)?.incoming) return 'local';
  return getConnInfo(c).remote.address ?? 'unknown';
}

/**
 * Headers for every answer (Hono's secure-headers): no sniffing, no framing, no referrer, HTTPS-only in
 * production. Handlers that set their own policy (uploads, the web app) keep it.
 */
function securityHeaders(production: boolean): MiddlewareHandler {
  return secureHeaders({
    overwrite: false,
    xFrameOptions: 'DENY',
    strictTransportSecurity: production ? 'max-age=31536000; includeSubDomains' : false,
    // GraphiQL and the JSON answers get only the framing rule; the web app's full policy is set below.
    contentSecurityPolicy: { frameAncestors: ["'none'"] },
  });
}

/** The web app's Content-Security-Policy: its own scripts only, inline styles for React's style props. */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  // The service worker (client/src/features/offline/sw.ts) and the web app manifest, from this origin only.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const webAppPolicy: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Content-Security-Policy', WEB_APP_CSP);
};

/** The client's text in a GraphQL body: its variables (string literals in the document are checked by a plugin). */
function graphqlVariables(body: unknown): unknown {
  return body && typeof body === 'object' ? (body as { variables?: unknown }).variables : undefined;
}

/** A refused /graphql body, in the shape GraphQL clients read, with its code from the ErrorCode enum. */
function graphqlRefusal(c: Context, refusal: BodyRefusal): Response {
  // Text that is not valid UTF-8 or holds control characters is bad input.
  const code: ErrorCode = refusal.code === 'PAYLOAD_TOO_LARGE' ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION';
  return c.json({ errors: [{ message: refusal.message, extensions: { code } }] }, refusal.status);
}

/** A refused /api body, in the legacy envelope. */
function restRefusal(c: Context, refusal: BodyRefusal): Response {
  return c.json({ message: refusal.message, error: true, success: false, code: refusal.code }, refusal.status);
}
