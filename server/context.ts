import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './database/database.js';
import type { SalesByMonth } from './modules/analytics/sales-by-month.js';
import type { ProductSearchIndex } from './modules/search/product-search.js';
import type { Role } from './generated/prisma/enums.js';
import type { ShopLanguage } from './lib/request-language.js';
import { ForbiddenError, InvalidTokenError, UnauthenticatedError } from './errors.js';
import type { RateLimits } from './lib/rate-limits.js';
import { sessionWithUser } from './modules/auth/session.sql.js';
import type { RecoveryKeys } from './modules/account/recovery-secrets.js';
import type { MailOutbox } from './modules/outbox/mail-outbox.js';
import type { TokenService } from './modules/auth/tokens.js';
import type { PaymentProviders } from './modules/payment/providers/registry.js';
import type { OrderPort } from './modules/payment/order-port.js';

/** Long-lived parts shared by every request, made once by buildApp(). */
export interface AppServices {
  config: Config;
  /** The database chosen at start-up: Prisma for most work, `sql` for the hot paths written as SQL programs. */
  db: Database;
  /** The database's own ways of answering what portable SQL cannot, chosen with it at start-up. */
  searchIndex: ProductSearchIndex;
  salesByMonth: SalesByMonth;
  tokens: TokenService;
  /** Keys derived once from the token secret: password recovery's, and the export links'. */
  keys: { recovery: RecoveryKeys; exportLinks: Uint8Array };
  rateLimits: RateLimits;
  logger: Logger;
  /** Sends the messages written to the outbox table; wake it once a transaction that wrote one has committed. */
  outbox: MailOutbox;
  /** The mobile-money providers, by name. */
  payments: PaymentProviders;
  /** The orders as payments reach them (payments never import the order module). */
  orderPort: OrderPort;
}

/** The signed-in user of a request. */
export interface Viewer {
  id: string;
  sessionId: string;
  role: Role;
  name: string;
  email: string;
}

/** What services receive: the app's parts plus who is asking and from where. */
export interface RequestContext extends AppServices {
  viewer: Viewer | null;
  /** Why a token that was sent did not give a viewer; protected operations report it instead of 'Please Login'. */
  authError: InvalidTokenError | null;
  clientAddress: string;
  userAgent: string | null;
  /** A user this request has just registered or signed in: the answer may show them their own details. */
  introducedUserId: string | null;
  /** The language catalogue names are shown in (GraphQL's Accept-Language); the REST adapter's is always English. */
  language: ShopLanguage;
  /** Reads one request needs in many places (the delivery zones of every card and the bill), made once. */
  memo: RequestMemo;
}

/** Values a request reads once and uses in many resolvers; it ends with the request. */
export class RequestMemo {
  private readonly values = new Map<string, Promise<unknown>>();

  /** The value under `key`, made by `make` the first time it is asked for in this request. */
  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let value = this.values.get(key) as Promise<T> | undefined;
    if (!value) {
      value = make();
      this.values.set(key, value);
    }
    return value;
  }

  /** Drops what the request remembered under these keys (a write in the request changed it). */
  forget(...keys: string[]): void {
    for (const key of keys) this.values.delete(key);
  }
}

export interface RequestInfo {
  /** The access token from `Authorization: Bearer` (or, for legacy clients, the accessToken cookie). */
  accessToken: string | null;
  clientAddress: string;
  userAgent: string | null;
  /** The language asked for; English when absent. */
  language?: ShopLanguage;
}

/**
 * Builds the context of one request, for GraphQL, REST and tests alike. A token that is invalid, expired
 * or revoked gives no viewer: public operations still answer, protected ones report the token's problem
 * so the client knows to refresh or sign in again.
 */
export async function createRequestContext(services: AppServices, info: RequestInfo): Promise<RequestContext> {
  let viewer: Viewer | null = null;
  let authError: InvalidTokenError | null = null;
  if (info.accessToken) {
    try {
      viewer = await resolveViewer(services, info.accessToken);
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
      authError = error;
    }
  }
  return { ...services, viewer, authError, clientAddress: info.clientAddress, userAgent: info.userAgent, introducedUserId: null, language: info.language ?? 'en', memo: new RequestMemo() };
}

/** The viewer, or the reason there is none: an invalid token's error, else 'Please Login'. */
export function requireViewer(context: RequestContext): Viewer {
  if (context.viewer) return context.viewer;
  throw context.authError ?? new UnauthenticatedError();
}

/** The viewer if they are an admin; refuses everyone else. */
export function requireAdmin(context: RequestContext): Viewer {
  const viewer = requireViewer(context);
  if (viewer.role !== 'ADMIN') throw new ForbiddenError();
  return viewer;
}

async function resolveViewer(services: AppServices, accessToken: string): Promise<Viewer> {
  const claims = await services.tokens.verifyAccessToken(accessToken);
  return viewerOfOpenSession(services, claims.sessionId, claims.userId);
}

/**
 * The viewer a sign-in stands for while it is open: the session neither revoked nor expired, it belongs to
 * `userId`, and that account is still active. Every signed request (tokens, download links) is checked by it.
 */
export async function viewerOfOpenSession(services: AppServices, sessionId: string, userId: string): Promise<Viewer> {
  const session = await services.db.sql.read(() => sessionWithUser(sessionId));
  if (!session || session.revokedAt || session.expiresAt <= new Date() || session.user.id !== userId) {
    throw new InvalidTokenError();
  }
  if (session.user.status !== 'ACTIVE') throw new InvalidTokenError('Your account is not active. Please contact support.');
  const { id, role, name, email } = session.user;
  return { id, role, name, email, sessionId };
}

/** Reads a bearer token from an Authorization header value. */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
