import { createHash, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { InvalidTokenError } from '../../errors.js';

const ISSUER = 'isoko';
const AUDIENCE = 'isoko';

export interface TokenSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface RefreshClaims extends AccessClaims {
  tokenId: string;
  expiresAt: Date;
}

type TokenKind = 'access' | 'refresh';

/**
 * Signs and checks the shop's JWTs. Access and refresh tokens are signed with different keys derived from
 * one secret and carry their kind, so neither can stand in for the other; only HS256 is accepted, which
 * shuts out `alg: none` and key-confusion tricks.
 */
export class TokenService {
  private readonly keys: Record<TokenKind, Uint8Array>;

  constructor(private readonly settings: TokenSettings) {
    this.keys = { access: deriveKey(settings.secret, 'access'), refresh: deriveKey(settings.secret, 'refresh') };
  }

  /**
   * A short-lived token for `Authorization: Bearer`. Signing is deterministic: the same claims, time and id give
   * the same token, which is how a refresh repeated within its grace window gets the very pair it got before.
   */
  async signAccessToken(claims: AccessClaims, now = new Date(), tokenId: string = randomUUID()): Promise<string> {
    return this.sign('access', { sid: claims.sessionId }, claims.userId, tokenId, now, this.settings.accessTtlSeconds);
  }

  /** A long-lived token that can be exchanged once for a new pair. */
  async signRefreshToken(claims: AccessClaims & { tokenId: string }, now = new Date()): Promise<string> {
    return this.sign('refresh', { sid: claims.sessionId }, claims.userId, claims.tokenId, now, this.settings.refreshTtlSeconds);
  }

  refreshExpiry(now = new Date()): Date {
    return new Date(now.getTime() + this.settings.refreshTtlSeconds * 1000);
  }

  async verifyAccessToken(token: string, now = new Date()): Promise<AccessClaims> {
    const payload = await this.verify('access', token, now);
    return { userId: payload.sub, sessionId: payload.sid };
  }

  async verifyRefreshToken(token: string, now = new Date()): Promise<RefreshClaims> {
    const payload = await this.verify('refresh', token, now);
    return { userId: payload.sub, sessionId: payload.sid, tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  }

  private async sign(kind: TokenKind, extra: Record<string, string>, subject: string, tokenId: string, now: Date, ttlSeconds: number) {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ ...extra, typ: kind })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(subject)
      .setJti(tokenId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(this.keys[kind]);
  }

  private async verify(kind: TokenKind, token: string, now: Date) {
    // A token is a few hundred bytes; anything far larger is not one of ours and is not parsed.
    if (typeof token !== 'string' || token.length === 0 || token.length > 4096) throw new InvalidTokenError();
    try {
      const { payload } = await jwtVerify(token, this.keys[kind], {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'jti', 'exp', 'iat'],
      });
      if (payload.typ !== kind || typeof payload.sid !== 'string') throw new InvalidTokenError();
      return payload as typeof payload & { sub: string; jti: string; exp: number; sid: string };
    } catch (error) {
      if (error instanceof InvalidTokenError || error instanceof joseErrors.JOSEError) throw new InvalidTokenError();
      throw error;
    }
  }
}

function deriveKey(secret: string, purpose: TokenKind): Uint8Array {
  return new Uint8Array(createHash('sha256').update(`isoko:${purpose}:${secret}`).digest());
}
