import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'isoko';
const AUDIENCE = 'isoko:password-reset';

/** Keys of password recovery, derived from the token secret but distinct from every sign-in key. */
export interface RecoveryKeys {
  /** Server-side pepper: a leaked database alone does not let anyone test a code against its hash. */
  codePepper: Buffer;
  grantKey: Uint8Array;
}

/** The recovery keys of the token secret; made once at start-up (buildApp). */
export function recoveryKeys(secret: string): RecoveryKeys {
  return {
    codePepper: createHash('sha256').update(`isoko:otp-pepper:${secret}`).digest(),
    grantKey: new Uint8Array(createHash('sha256').update(`isoko:password-reset:${secret}`).digest()),
  };
}

/** A 6-digit one-time code from the operating system's secure random source, leading zeros kept. */
export function newRecoveryCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of a code: an HMAC bound to its account, so one account's code means nothing for another. */
export function hashRecoveryCode(keys: RecoveryKeys, userId: string, code: string): string {
  return createHmac('sha256', keys.codePepper).update(`${userId}:${code}`).digest('hex');
}

/** Compares a typed code with a stored hash in constant time. */
export function recoveryCodeMatches(keys: RecoveryKeys, userId: string, code: string, storedHash: string): boolean {
  const typed = Buffer.from(hashRecoveryCode(keys, userId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return typed.length === stored.length && timingSafeEqual(typed, stored);
}

export interface ResetGrant {
  userId: string;
  codeId: string;
}

/**
 * A short-lived grant to set a new password, given once a code is verified. It names the verified code, whose
 * row stands behind it: resetting deletes the row, which is what makes the grant single use.
 */
export function signResetGrant(keys: RecoveryKeys, grant: ResetGrant, now: Date, ttlSeconds: number): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'reset' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(grant.userId)
    .setJti(grant.codeId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(keys.grantKey);
}

/** The grant a token carries, or null when it is malformed, expired, forged or of another kind. */
export async function readResetGrant(keys: RecoveryKeys, token: string, now = new Date()): Promise<ResetGrant | null> {
  try {
    const { payload } = await jwtVerify(token, keys.grantKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'jti', 'exp', 'iat'],
    });
    if (payload.typ !== 'reset' || !payload.sub || !payload.jti) return null;
    return { userId: payload.sub, codeId: payload.jti };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
