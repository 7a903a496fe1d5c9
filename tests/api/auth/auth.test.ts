import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, LOGOUT, REFRESH, REGISTER, VIEWER, signUpAndLogin } from '../../helpers/auth.js';
import { member, type VariablesOf } from '../../helpers/graphql.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const register = (input: VariablesOf<typeof REGISTER>['input'], clientAddress = '192.0.2.1') => t.graphql(REGISTER, { input }, { clientAddress });
const login = (email: string, password: string, clientAddress = '192.0.2.2') =>
  t.graphql(LOGIN, { input: { email, password } }, { clientAddress });

describe('register', () => {
  it('creates a shopper with a trimmed, lower-cased e-mail and a hashed password', async () => {
    const result = await register({ name: '  Aline Uwase ', email: '  Aline.Uwase@Example.RW ', password: 'Kigali#2026', confirmPassword: 'Kigali#2026' });
    expect(result.data?.register).toMatchObject({
      __typename: 'RegisterPayload',
      user: { name: 'Aline Uwase', email: 'aline.uwase@example.rw', role: 'USER' },
    });
    const stored = await t.db.user.findUniqueOrThrow({ where: { email: 'aline.uwase@example.rw' } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain('Kigali#2026');
  });

  it("refuses mismatched passwords with the specification's message and creates nothing", async () => {
    const before = await t.db.user.count();
    const result = await register({ name: 'Eric', email: 'eric@example.rw', password: 'Kigali#2026', confirmPassword: 'Kigali#2027' });
    expect(result.data?.register).toEqual({
      __typename: 'ValidationError',
      message: 'password and confirm password must be same',
      code: 'VALIDATION',
      field: 'confirmPassword',
    });
    expect(await t.db.user.count()).toBe(before);
  });

  it('refuses an e-mail already registered in another case or with spaces around it', async () => {
    await register({ name: 'Jean', email: 'jean@example.rw', password: 'Kigali#2026', confirmPassword: 'Kigali#2026' });
    const before = await t.db.user.count();
    for (const email of ['JEAN@example.rw', '  jean@EXAMPLE.rw  ']) {
      const result = await register({ name: 'Jean Again', email, password: 'Kigali#2026', confirmPassword: 'Kigali#2026' });
      expect(result.data?.register).toMatchObject({ __typename: 'ConflictError', field: 'email' });
    }
    expect(await t.db.user.count()).toBe(before);
  });

  it.each([
    [{ name: '', email: 'a@example.rw', password: 'Kigali#2026', confirmPassword: 'Kigali#2026' }, 'name', 'Name is required'],
    [{ name: 'A', email: 'not-an-email', password: 'Kigali#2026', confirmPassword: 'Kigali#2026' }, 'email', 'Provide a valid email address'],
    [{ name: 'A', email: 'a@example.rw', password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters'],
  ])('refuses bad input %# with a message naming the field', async (input, field, message) => {
    const before = await t.db.user.count();
    const result = await register(input);
    expect(result.data?.register).toMatchObject({ __typename: 'ValidationError', field, message });
    expect(await t.db.user.count()).toBe(before);
  });

  it('accepts a 64-character password and signs in with it', async () => {
    // Long but not repetitive: a repeated chunk is refused as easily guessed.
    const password = 'Inkoko&Ihene-2027/Ubuki&Amata-Inka7/Ikawa&Icyayi#Umuceri+Ibishyimbo'.slice(0, 64);
    expect(password).toHaveLength(64);
    const registered = await register({ name: 'Long', email: 'long@example.rw', password, confirmPassword: password });
    expect(registered.data?.register.__typename).toBe('RegisterPayload');
    const signedIn = await login('long@example.rw', password);
    expect(signedIn.data?.login.__typename).toBe('LoginPayload');
  });
});

describe('login', () => {
  it('returns tokens, records the sign-in time and resolves the viewer from the bearer token', async () => {
    const { accessToken, refreshToken, email } = await signUpAndLogin(t);
    expect(accessToken.split('.')).toHaveLength(3);
    expect(refreshToken).not.toBe(accessToken);
    const user = await t.db.user.findUniqueOrThrow({ where: { email } });
    expect(user.lastLoginDate).toBeInstanceOf(Date);
    const viewer = await t.graphql(VIEWER, {}, { token: accessToken });
    expect(viewer.data?.viewer).toMatchObject({ email, role: 'USER' });
  });

  it('answers the signed-in user as the payload\'s viewer, so the client store has it at once', async () => {
    const { email, password, userId } = await signUpAndLogin(t);
    const result = await login(email, password);
    expect(result.data?.login).toMatchObject({ __typename: 'LoginPayload', viewer: { databaseId: userId, email, role: 'USER', lastLoginDate: expect.any(String) } });
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUpAndLogin(t);
    const wrongPassword = await login(email, 'wrong-password', '192.0.2.30');
    const unknown = await login('nobody@example.rw', 'wrong-password', '192.0.2.30');
    const expected = { __typename: 'InvalidCredentialsError', message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' };
    expect(wrongPassword.data?.login).toEqual(expected);
    expect(unknown.data?.login).toEqual(expected);
  });

  it('accepts the e-mail in any case with spaces around it', async () => {
    const { email, password } = await signUpAndLogin(t);
    const result = await login(`  ${email.toUpperCase()} `, password);
    expect(result.data?.login.__typename).toBe('LoginPayload');
  });

  it('refuses a 1 MB password in validation, before any hashing or rate-limit point is spent', async () => {
    const address = '192.0.2.77';
    const result = await login('someone@example.rw', 'x'.repeat(1024 * 1024), address);
    expect(result.data?.login).toMatchObject({ __typename: 'ValidationError', field: 'password' });
    const points = await t.app.services.rateLimits.loginPerAddress.get(address);
    expect(points).toBeNull();
  });

  it('slows an account down after 5 failures from one address, even for the right password; other accounts and addresses are unaffected', async () => {
    const victim = await signUpAndLogin(t);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await login(victim.email, `guess-${attempt}`, '192.0.2.100');
      expect(result.data?.login.__typename).toBe('InvalidCredentialsError');
    }
    const locked = await login(victim.email, victim.password, '192.0.2.100');
    expect(locked.data?.login).toMatchObject({ __typename: 'RateLimitedError', code: 'RATE_LIMITED', retryAfterSeconds: 60 });
    expect((await login(victim.email, victim.password, '192.0.2.120')).data?.login.__typename).toBe('LoginPayload');
    const other = await signUpAndLogin(t);
    expect((await login(other.email, other.password, '192.0.2.100')).data?.login.__typename).toBe('LoginPayload');
  });

  it('limits sign-in attempts per client address to 20 a minute', async () => {
    const address = '192.0.2.200';
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const result = await login(`flood${attempt}@example.rw`, 'whatever-password', address);
      outcomes.push(result.data!.login.__typename);
    }
    expect(outcomes.slice(0, 20).every((name) => name === 'InvalidCredentialsError')).toBe(true);
    expect(outcomes[20]).toBe('RateLimitedError');
    // Another address is not affected.
    expect((await login('flood@example.rw', 'whatever-password', '192.0.2.201')).data?.login.__typename).toBe('InvalidCredentialsError');
  });
});

describe('refresh tokens', () => {
  it('rotates: the new pair works and the old refresh token is spent', async () => {
    const session = await signUpAndLogin(t);
    const first = await t.graphql(REFRESH, { refreshToken: session.refreshToken });
    expect(first.data?.refreshToken.__typename).toBe('RefreshTokenPayload');
    const { accessToken, refreshToken } = member(first.data!.refreshToken, 'RefreshTokenPayload');
    expect(refreshToken).not.toBe(session.refreshToken);
    expect((await t.graphql(VIEWER, {}, { token: accessToken })).data?.viewer!.email).toBe(session.email);
    const second = await t.graphql(REFRESH, { refreshToken });
    expect(second.data?.refreshToken.__typename).toBe('RefreshTokenPayload');
  });
});

describe('logout', () => {
  it('ends the session: its access and refresh tokens are refused afterwards', async () => {
    const session = await signUpAndLogin(t);
    const out = await t.graphql(LOGOUT, {}, { token: session.accessToken });
    expect(out.data?.logout).toEqual({ __typename: 'LogoutPayload', endedSessionUser: { databaseId: session.userId } });
    expect((await t.graphql(LOGOUT, {}, { token: session.accessToken })).data?.logout.__typename).toBe('InvalidTokenError');
    expect((await t.graphql(REFRESH, { refreshToken: session.refreshToken })).data?.refreshToken.__typename).toBe('InvalidTokenError');
  });

  it('asks a signed-out caller to log in', async () => {
    const result = await t.graphql(LOGOUT);
    expect(result.data?.logout).toEqual({ __typename: 'UnauthenticatedError', message: 'Please Login', code: 'UNAUTHENTICATED' });
  });
});

describe('bad tokens', () => {
  const encoder = new TextEncoder();
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['malformed', async () => 'not.a.jwt'],
    ['garbage', async () => 'abc'],
    ['alg none', async () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: 'x', sid: 'y', typ: 'access', iss: 'isoko', aud: 'isoko', exp: 4102444800, iat: 1, jti: 'j' })}.`],
    [
      'signed with another key',
      async () =>
        new SignJWT({ sid: 'y', typ: 'access' })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('isoko')
          .setAudience('isoko')
          .setSubject('x')
          .setJti('j')
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(encoder.encode('another-secret-another-secret-another-secret')),
    ],
  ])('refuses a %s access token on a protected operation', async (_name, makeToken) => {
    const result = await t.graphql(LOGOUT, {}, { token: await makeToken() });
    expect(result.data?.logout).toMatchObject({ __typename: 'InvalidTokenError', code: 'INVALID_TOKEN' });
  });

  it('refuses an expired access token', async () => {
    const session = await signUpAndLogin(t);
    const { userId } = session;
    const sessionRow = await t.db.session.findFirstOrThrow({ where: { userId } });
    const past = new Date(Date.now() - 60 * 60 * 1000);
    const expired = await t.app.services.tokens.signAccessToken({ userId, sessionId: sessionRow.id }, past);
    expect((await t.graphql(LOGOUT, {}, { token: expired })).data?.logout.__typename).toBe('InvalidTokenError');
  });

  it('refuses a refresh token used as an access token, and the reverse', async () => {
    const session = await signUpAndLogin(t);
    expect((await t.graphql(LOGOUT, {}, { token: session.refreshToken })).data?.logout.__typename).toBe('InvalidTokenError');
    expect((await t.graphql(REFRESH, { refreshToken: session.accessToken })).data?.refreshToken.__typename).toBe('InvalidTokenError');
    // Neither refusal spent anything: the real refresh token still works.
    expect((await t.graphql(REFRESH, { refreshToken: session.refreshToken })).data?.refreshToken.__typename).toBe('RefreshTokenPayload');
  });

  it('still answers public queries when a stale token is sent', async () => {
    const result = await t.graphql(VIEWER, {}, { token: 'not.a.jwt' });
    expect(result.status).toBe(200);
    expect(result.data?.viewer).toBeNull();
  });
});
