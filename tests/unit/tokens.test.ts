import { describe, expect, it } from 'vitest';
import { InvalidTokenError } from '../../server/errors.js';
import { TokenService } from '../../server/modules/auth/tokens.js';

const tokens = new TokenService({ secret: 'unit-test-secret-unit-test-secret-0123', accessTtlSeconds: 900, refreshTtlSeconds: 30 * 86400 });
const claims = { userId: 'user-1', sessionId: 'session-1' };

describe('TokenService', () => {
  it('round-trips an access token', async () => {
    const token = await tokens.signAccessToken(claims);
    expect(await tokens.verifyAccessToken(token)).toEqual(claims);
  });

  it('round-trips a refresh token with its id and expiry', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const token = await tokens.signRefreshToken({ ...claims, tokenId: 'token-1' }, now);
    const verified = await tokens.verifyRefreshToken(token, now);
    expect(verified).toEqual({ ...claims, tokenId: 'token-1', expiresAt: new Date('2026-12-22T10:00:00Z') });
  });

  it('expires access tokens after 15 minutes', async () => {
    const issued = new Date('2026-11-22T10:00:00Z');
    const token = await tokens.signAccessToken(claims, issued);
    await expect(tokens.verifyAccessToken(token, new Date('2026-11-22T10:14:59Z'))).resolves.toEqual(claims);
    await expect(tokens.verifyAccessToken(token, new Date('2026-11-22T10:15:01Z'))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('keeps the two kinds apart', async () => {
    const access = await tokens.signAccessToken(claims);
    const refresh = await tokens.signRefreshToken({ ...claims, tokenId: 't' });
    await expect(tokens.verifyRefreshToken(access)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(tokens.verifyAccessToken(refresh)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses tokens from another secret, tampered tokens and oversized input', async () => {
    const other = new TokenService({ secret: 'another-secret-another-secret-0123456', accessTtlSeconds: 900, refreshTtlSeconds: 60 });
    await expect(tokens.verifyAccessToken(await other.signAccessToken(claims))).rejects.toBeInstanceOf(InvalidTokenError);
    const token = await tokens.signAccessToken(claims);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'admin' })).toString('base64url');
    await expect(tokens.verifyAccessToken(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(tokens.verifyAccessToken('x'.repeat(5000))).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(tokens.verifyAccessToken('')).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
