import { randomUUID } from 'node:crypto';
import { type RequestContext, requireViewer } from '../../context.js';
import { ConflictError, ForbiddenError, InvalidCredentialsError, InvalidTokenError } from '../../errors.js';
import type { User } from '../../generated/prisma/client.js';
import { parseInput } from '../../lib/validation.js';
import { isUniqueViolation } from '../../database/prisma-errors.js';
import { type LoginInput, loginInput, type RefreshInput, refreshInput, type RegisterInput, registerInput } from './auth.inputs.js';
import { assertStrongPassword } from './password-strength.js';
import { hashPassword, verifyPassword } from './passwords.js';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface SignInResult extends TokenPair {
  user: User;
}

/** Creates a shopper account. E-mails are unique whatever their case or surrounding spaces. */
export async function register(context: RequestContext, rawInput: RegisterInput): Promise<User> {
  const input = parseInput(registerInput, rawInput);
  await context.rateLimits.consume(context.rateLimits.registerPerAddress, context.clientAddress);
  const existing = await context.db.prisma.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw new ConflictError('User already exists with this email', 'email');
  // No account (and so no language) yet: the message is English.
  await assertStrongPassword(input.password, input, { field: 'password' });
  // Hash outside any transaction: argon2 takes tens of milliseconds and must not hold the database.
  const passwordHash = await hashPassword(input.password, passwordCost(context));
  try {
    const user = await context.db.prisma.user.create({ data: { name: input.name, email: input.email, passwordHash, ...(input.language ? { language: input.language } : {}) } });
    context.introducedUserId = user.id;
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('User already exists with this email', 'email');
    throw error;
  }
}

/**
 * Creates a shopper account and signs it in at once (the web app's register page on the way back to the cart): a
 * new session, as a login opens. Plain `register` opens none; the REST adapter keeps it, as the old client signs in
 * itself.
 */
export async function registerAndSignIn(context: RequestContext, rawInput: RegisterInput): Promise<SignInResult> {
  const user = await register(context, rawInput);
  const now = new Date();
  const signedIn = await context.db.prisma.user.update({ where: { id: user.id }, data: { lastLoginDate: now } });
  return { ...(await openSession(context, user.id, now)), user: signedIn };
}

/**
 * Signs a user in: checks the password with argon2id, records the sign-in (and the language the shopper is using
 * the shop in, when sent: the last one chosen is the one their messages use) and opens a session (a refresh token
 * family). Limited per client address and, after repeated failures, per account and address (SignInThrottle).
 */
export async function login(context: RequestContext, rawInput: LoginInput): Promise<SignInResult> {
  const input = parseInput(loginInput, rawInput);
  const { rateLimits } = context;
  await rateLimits.consume(rateLimits.loginPerAddress, context.clientAddress);
  await rateLimits.signIn.assertAllowed(input.email, context.clientAddress);

  const user = await context.db.prisma.user.findUnique({ where: { email: input.email } });
  // Verify against a real hash even for unknown e-mails, so timing does not reveal who has an account.
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await unknownUserHash(context)), input.password);
  if (!user || !passwordMatches) {
    await rateLimits.signIn.recordFailure(input.email, context.clientAddress);
    throw new InvalidCredentialsError();
  }
  if (user.status !== 'ACTIVE') throw new ForbiddenError('Your account is not active. Please contact support.');
  await rateLimits.signIn.recordSuccess(input.email, context.clientAddress);

  const now = new Date();
  const signedIn = await context.db.prisma.user.update({
    where: { id: user.id },
    data: { lastLoginDate: now, ...(input.language ? { language: input.language } : {}) },
  });
  const tokens = await openSession(context, user.id, now);
  context.introducedUserId = user.id;
  return { ...tokens, user: signedIn };
}

/**
 * Exchanges a refresh token for a new pair (rotation). A token that was already exchanged means it leaked: its
 * whole family is revoked and every token of that sign-in stops working. Except within the grace window
 * (REFRESH_REUSE_GRACE_SECONDS) after its exchange: tabs restored together and a page's parallel requests find the
 * same expired session at once and all present the same token, so each repeat gets the pair the first one got.
 * This is the one rule for every transport (GraphQL, /user/refresh-token, REST cookie renewal) and every process.
 */
export async function refresh(context: RequestContext, rawInput: RefreshInput): Promise<TokenPair> {
  const { refreshToken } = parseInput(refreshInput, rawInput);
  const claims = await context.tokens.verifyRefreshToken(refreshToken);
  const now = new Date();
  const stored = await context.db.prisma.refreshToken.findUnique({
    where: { id: claims.tokenId },
    include: { session: { include: { user: { select: { status: true } } } } },
  });
  if (!stored || stored.sessionId !== claims.sessionId || stored.session.userId !== claims.userId) throw new InvalidTokenError();
  const { session } = stored;
  if (session.revokedAt || session.expiresAt <= now || session.user.status !== 'ACTIVE') throw new InvalidTokenError();

  if (!stored.rotatedAt) {
    const exchanged = await rotate(context, stored.id, session, now);
    if (exchanged) return exchanged;
  }
  // Exchanged already, earlier or by a request racing with this one: the same pair again, or theft.
  const rotation = await context.db.prisma.refreshToken.findUnique({ where: { id: stored.id }, select: { rotatedAt: true, successorId: true } });
  const graceMs = context.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
  if (rotation?.rotatedAt && rotation.successorId && Math.max(0, now.getTime() - rotation.rotatedAt.getTime()) < graceMs) {
    return signPair(context, { userId: session.userId, sessionId: session.id, tokenId: rotation.successorId }, rotation.rotatedAt);
  }
  await revokeSession(context, session.id, 'refresh-token-reuse');
  context.logger.warn({ sessionId: session.id, userId: session.userId }, 'refresh token reused; session revoked');
  throw new InvalidTokenError();
}

/**
 * Exchanges one refresh token for its successor, or null when another request claimed the exchange first. The
 * successor is written before the claim, so a request that loses the race finds everything its pair needs.
 */
async function rotate(context: RequestContext, tokenId: string, session: { id: string; userId: string }, now: Date): Promise<TokenPair | null> {
  const successorId = randomUUID();
  const expiresAt = context.tokens.refreshExpiry(now);
  await context.db.prisma.refreshToken.create({ data: { id: successorId, sessionId: session.id, createdAt: now, expiresAt } });
  // Conditional update: of two requests racing with one token, exactly one claims the exchange.
  const claimed = await context.db.prisma.refreshToken.updateMany({ where: { id: tokenId, rotatedAt: null }, data: { rotatedAt: now, successorId } });
  if (claimed.count !== 1) {
    await context.db.prisma.refreshToken.delete({ where: { id: successorId } });
    return null;
  }
  await context.db.prisma.session.update({ where: { id: session.id }, data: { lastUsedAt: now, expiresAt } });
  return signPair(context, { userId: session.userId, sessionId: session.id, tokenId: successorId }, now);
}

/** Ends the viewer's current session: its access and refresh tokens stop working. */
export async function logout(context: RequestContext): Promise<{ userId: string }> {
  const viewer = requireViewer(context);
  await revokeSession(context, viewer.sessionId, 'logout');
  return { userId: viewer.id };
}

/** Revokes every open session of a user (password reset, account changes). */
export async function revokeAllSessions(context: RequestContext, userId: string, reason: string): Promise<number> {
  const result = await context.db.prisma.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date(), revokedReason: reason } });
  return result.count;
}

async function revokeSession(context: RequestContext, sessionId: string, reason: string): Promise<void> {
  await context.db.prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date(), revokedReason: reason } });
}

async function openSession(context: RequestContext, userId: string, now: Date): Promise<TokenPair> {
  const session = await context.db.prisma.session.create({
    data: {
      userId,
      expiresAt: context.tokens.refreshExpiry(now),
      userAgent: context.userAgent?.slice(0, 512) ?? null,
      clientAddress: context.clientAddress,
    },
  });
  return issueTokens(context, userId, session.id, now);
}

async function issueTokens(context: RequestContext, userId: string, sessionId: string, now: Date): Promise<TokenPair> {
  const tokenId = randomUUID();
  await context.db.prisma.$transaction([
    context.db.prisma.refreshToken.create({ data: { id: tokenId, sessionId, expiresAt: context.tokens.refreshExpiry(now) } }),
    context.db.prisma.session.update({ where: { id: sessionId }, data: { lastUsedAt: now, expiresAt: context.tokens.refreshExpiry(now) } }),
  ]);
  return signPair(context, { userId, sessionId, tokenId }, now);
}

/**
 * The pair of one refresh token, signed as at `issuedAt`. The access token shares the refresh token's id, so the
 * same token and time always give the same two strings.
 */
async function signPair(context: RequestContext, claims: { userId: string; sessionId: string; tokenId: string }, issuedAt: Date): Promise<TokenPair> {
  const [accessToken, refreshToken] = await Promise.all([
    context.tokens.signAccessToken(claims, issuedAt, claims.tokenId),
    context.tokens.signRefreshToken(claims, issuedAt),
  ]);
  return { accessToken, refreshToken };
}

/** argon2id cost from the configuration. */
export function passwordCost(context: Pick<RequestContext, 'config'>) {
  return { memoryKib: context.config.ARGON2_MEMORY_KIB, timeCost: context.config.ARGON2_TIME_COST };
}

let dummyHash: Promise<string> | null = null;
function unknownUserHash(context: RequestContext): Promise<string> {
  dummyHash ??= hashPassword(randomUUID(), passwordCost(context));
  return dummyHash;
}
