import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangedLongAgo, LOGIN, LOGOUT, REFRESH, REGISTER, VIEWER, signUpAndLogin } from '../../helpers/auth.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { expectRefused, rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { TEST_ROOT } from '../../helpers/test-env.js';
import { ERROR_FIELDS } from '../../helpers/shop-fixtures.js';
import { graphql, member, type TadaDocumentNode } from '../../helpers/graphql.js';

const MAIL_DIR = join(TEST_ROOT, 'mail', `auth-abuse-${randomUUID()}`);
// Who the server takes a caller to be: admin operations asked by a shopper, forged or spent tokens, sign-in
// guessing, a second account for one e-mail. Each refusal changes nothing.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MAIL_DIR });
});
afterAll(() => t.close());

let addressCounter = 0;
/** A client address of its own, so per-address limits of one test do not touch another. */
const freshAddress = () => `198.18.${Math.floor((addressCounter += 1) / 250)}.${addressCounter % 250}`;

const FORGOT = graphql(`mutation($email: String!) { forgotPassword(input: { email: $email }) { __typename ... on ForgotPasswordPayload { codeValidForMinutes } ...ErrorFields } }`, [ERROR_FIELDS]);
const VERIFY = graphql(`mutation($email: String!, $otp: String!) { verifyForgotPasswordOtp(input: { email: $email, otp: $otp }) {
  __typename ... on VerifyForgotPasswordOtpPayload { resetToken } ...ErrorFields } }`, [ERROR_FIELDS]);
const RESET = graphql(`mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ...ErrorFields } }`, [ERROR_FIELDS]);

async function latestCode(email: string): Promise<string> {
  await t.app.services.outbox.settled();
  const mails = existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).sort().map((file) => readFileSync(join(MAIL_DIR, file), 'utf8')) : [];
  const mine = mails.filter((mail) => mail.includes(`<${email}>`));
  const match = /^(\d{6})$/m.exec(mine.at(-1) ?? '');
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1]!;
}

async function requestCode(email: string): Promise<string> {
  const answer = await t.graphql(FORGOT, { email }, { clientAddress: freshAddress() });
  expect(answer.data?.forgotPassword.__typename).toBe('ForgotPasswordPayload');
  return latestCode(email);
}

describe('class 6: a shopper calling admin operations', () => {
  // Each answer is read by its field's name; the ids are the global ids of Product:x and Order:x.
  it.each<[string, TadaDocumentNode<Record<string, unknown>, {}>]>([
    ['createCategory', graphql('mutation { createCategory(input: { name: "Hack", image: "/uploads/seed/x.webp" }) { __typename ... on Error { message code } } }')],
    ['deleteProduct', graphql('mutation { deleteProduct(input: { id: "UHJvZHVjdDp4" }) { __typename ... on Error { message code } } }')],
    ['updateOrderStatus', graphql('mutation { updateOrderStatus(input: { orderId: "T3JkZXI6eA==", status: SHIPPED }) { __typename ... on Error { message code } } }')],
    ['markOrdersRead', graphql('mutation { markOrdersRead { __typename ... on Error { message code } } }')],
  ])('%s answers Forbidden', async (field, document) => {
    const shopper = await signUpAndLogin(t);
    const answer = await unchanged(t, () => t.graphql(document, {}, { token: shopper.accessToken }));
    expect(answer.data?.[field]).toEqual({ __typename: 'ForbiddenError', message: 'Do not have permission', code: 'FORBIDDEN' });
  });

  it.each<[string, TadaDocumentNode<unknown, {}>]>([
    ['orderExport', graphql('query { orderExport(month: 1) { fileName } }')],
    ['salesAnalytics', graphql('query { salesAnalytics { totalSales } }')],
    ['unreadOrders', graphql('query { unreadOrders { count } }')],
    ['newOrdersSince', graphql('query { newOrdersSince(since: "2026-01-01T00:00:00Z") { count } }')],
  ])('%s (a read) answers a FORBIDDEN error, and UNAUTHENTICATED signed out', async (_field, document) => {
    const shopper = await signUpAndLogin(t);
    const answer = await unchanged(t, () => t.graphql(document, {}, { token: shopper.accessToken }));
    expect(answer.data).toBeNull();
    expect(answer.errors).toMatchObject([{ message: 'Do not have permission', extensions: { code: 'FORBIDDEN' } }]);
    const signedOut = await t.graphql(document);
    expect(signedOut.data).toBeNull();
    expect(signedOut.errors).toMatchObject([{ message: 'Please Login', extensions: { code: 'UNAUTHENTICATED' } }]);
  });

  it('hides the admin order list and product list (plain connections answer with a Forbidden error)', async () => {
    const shopper = await signUpAndLogin(t);
    for (const query of [graphql('{ adminOrders(first: 5) { totalCount } }'), graphql('{ adminProducts(first: 5) { totalCount } }')] as TadaDocumentNode<unknown, {}>[]) {
      const answer = await t.graphql(query, {}, { token: shopper.accessToken });
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({ message: 'Do not have permission', extensions: { code: 'FORBIDDEN' } });
    }
  });

  it('refuses a catalogue image upload by a shopper through REST with 403', async () => {
    const shopper = await signUpAndLogin(t);
    const form = new FormData();
    form.set('image', new File([Buffer.from('GIF89a')], 'x.gif', { type: 'image/gif' }));
    const answer = await unchanged(t, () => rest(t, 'POST', '/file/upload', { token: shopper.accessToken, form }));
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: 'Do not have permission', error: true, success: false });
  });
});

describe('class 9: forged, expired and misused tokens', () => {
  const secret = 'test-secret-test-secret-test-secret-0123456789';

  it.each([
    ['a malformed token', async () => 'not.a.jwt'],
    ['alg none', async (userId: string, sessionId: string) => {
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: userId, sid: sessionId, typ: 'access', iss: 'isoko', aud: 'isoko', exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    }],
    ['a token signed with the wrong key', async (userId: string, sessionId: string) =>
      new SignJWT({ sid: sessionId, typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setIssuer('isoko').setAudience('isoko').setSubject(userId)
        .setIssuedAt().setExpirationTime('10m').sign(new TextEncoder().encode(secret))],
    ['an expired token', async (userId: string, sessionId: string) =>
      t.app.services.tokens.signAccessToken({ userId, sessionId }, new Date(Date.now() - 60 * 60 * 1000))],
  ])('refuses %s', async (_label, makeToken) => {
    const shopper = await signUpAndLogin(t);
    const session = await t.db.session.findFirstOrThrow({ where: { userId: shopper.userId } });
    const token = await makeToken(shopper.userId, session.id);
    const viewer = await t.graphql(VIEWER, {}, { token });
    expect(viewer.data).toEqual({ viewer: null });
    const logout = await unchanged(t, () => t.graphql(LOGOUT, {}, { token }));
    expect(logout.data?.logout).toMatchObject({ __typename: 'InvalidTokenError', code: 'INVALID_TOKEN' });
    const legacy = await unchanged(t, () => rest(t, 'GET', '/user/user-details', { token }));
    expect(legacy.status).toBe(401);
  });

  it('refuses a refresh token used as an access token, and an access token used as a refresh token', async () => {
    const shopper = await signUpAndLogin(t);
    const asAccess = await unchanged(t, () => t.graphql(LOGOUT, {}, { token: shopper.refreshToken }));
    expect(asAccess.data?.logout).toMatchObject({ __typename: 'InvalidTokenError' });
    const asRefresh = await unchanged(t, () => t.graphql(REFRESH, { refreshToken: shopper.accessToken }));
    expect(asRefresh.data?.refreshToken).toMatchObject({ __typename: 'InvalidTokenError' });
  });
});

describe('class 10: refresh-token reuse, and tokens after logout or password reset', () => {
  it('revokes the whole family when a rotated refresh token comes back', async () => {
    const shopper = await signUpAndLogin(t);
    const rotated = await t.graphql(REFRESH, { refreshToken: shopper.refreshToken });
    const fresh = member(rotated.data?.refreshToken, 'RefreshTokenPayload');
    // Later than tabs refreshing together (refresh-grace.test.ts waits a short window out).
    await exchangedLongAgo(t, shopper.refreshToken);
    const reuse = await t.graphql(REFRESH, { refreshToken: shopper.refreshToken });
    expect(reuse.data?.refreshToken).toMatchObject({ __typename: 'InvalidTokenError' });
    // Everything of that sign-in is dead now, the newest pair included.
    expect((await t.graphql(VIEWER, {}, { token: fresh.accessToken })).data).toEqual({ viewer: null });
    const again = await unchanged(t, () => t.graphql(REFRESH, { refreshToken: fresh.refreshToken }));
    expect(again.data?.refreshToken).toMatchObject({ __typename: 'InvalidTokenError' });
  });

  it('refuses every token after logout', async () => {
    const shopper = await signUpAndLogin(t);
    await t.graphql(LOGOUT, {}, { token: shopper.accessToken });
    expect((await t.graphql(VIEWER, {}, { token: shopper.accessToken })).data).toEqual({ viewer: null });
    const refresh = await unchanged(t, () => t.graphql(REFRESH, { refreshToken: shopper.refreshToken }));
    expect(refresh.data?.refreshToken).toMatchObject({ __typename: 'InvalidTokenError' });
  });

  it('refuses every earlier token after a password reset', async () => {
    const shopper = await signUpAndLogin(t);
    const code = await requestCode(shopper.email);
    const verified = await t.graphql(VERIFY, { email: shopper.email, otp: code }, { clientAddress: freshAddress() });
    const resetToken = member(verified.data?.verifyForgotPasswordOtp, 'VerifyForgotPasswordOtpPayload').resetToken;
    const reset = await t.graphql(RESET, { input: { email: shopper.email, newPassword: 'Nyamirambo#2027', confirmPassword: 'Nyamirambo#2027', resetToken } });
    expect(reset.data?.resetPassword.__typename).toBe('ResetPasswordPayload');
    expect((await t.graphql(VIEWER, {}, { token: shopper.accessToken })).data).toEqual({ viewer: null });
    const refresh = await unchanged(t, () => t.graphql(REFRESH, { refreshToken: shopper.refreshToken }));
    expect(refresh.data?.refreshToken).toMatchObject({ __typename: 'InvalidTokenError' });
    const legacy = await unchanged(t, () => rest(t, 'GET', '/user/user-details', { token: shopper.accessToken }));
    expect(legacy.status).toBe(401);
  });
});

describe('class 13: sign-in brute force and extreme passwords', () => {
  it('slows an account down after five failures from one address, and leaves its owner elsewhere alone', async () => {
    const victim = await signUpAndLogin(t);
    const attacker = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await t.graphql(LOGIN, { input: { email: victim.email, password: `guess-${attempt}` } }, { clientAddress: attacker });
    }
    const locked = await unchanged(t, () => t.graphql(LOGIN, { input: { email: victim.email, password: victim.password } }, { clientAddress: attacker }));
    expect(locked.data?.login).toMatchObject({ __typename: 'RateLimitedError', code: 'RATE_LIMITED' });
    const owner = await t.graphql(LOGIN, { input: { email: victim.email, password: victim.password } }, { clientAddress: freshAddress() });
    expect(owner.data?.login.__typename).toBe('LoginPayload');
  });

  it('limits one address to 20 sign-ins a minute, on GraphQL and REST alike', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await t.graphql(LOGIN, { input: { email: `nobody${attempt}@example.rw`, password: 'wrong-password' } }, { clientAddress: address });
    }
    const graphql = await unchanged(t, () => t.graphql(LOGIN, { input: { email: 'another@example.rw', password: 'wrong-password' } }, { clientAddress: address }));
    expect(graphql.data?.login).toMatchObject({ __typename: 'RateLimitedError' });
    const legacy = await unchanged(t, () => rest(t, 'POST', '/user/login', { body: { email: 'another@example.rw', password: 'wrong-password' }, clientAddress: address }));
    expect(legacy.status).toBe(429);
    expect(legacy.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses a 1 MB password quickly and accepts a 64-character one', async () => {
    const started = Date.now();
    const huge = await unchanged(t, () => t.graphql(LOGIN, { input: { email: 'someone@example.rw', password: 'x'.repeat(1024 * 1024) } }, { clientAddress: freshAddress() }));
    expect(huge.data?.login).toMatchObject({ __typename: 'ValidationError', field: 'password' });
    expect(Date.now() - started).toBeLessThan(2_000);
    // Long but not repetitive: a repeated chunk is refused as easily guessed.
    const long = 'Inkoko&Ihene-2027/Ubuki&Amata-Inka7/Ikawa&Icyayi#Umuceri+Ibishyimbo'.slice(0, 64);
    expect(long).toHaveLength(64);
    const shopper = await signUpAndLogin(t, { password: long });
    expect(shopper.accessToken).toEqual(expect.any(String));
  });
});

describe('class 14: registering an e-mail that exists, in another case or with spaces', () => {
  it.each([['upper case', (email: string) => email.toUpperCase()], ['surrounding spaces', (email: string) => `  ${email}  `]])(
    'refuses it with %s',
    async (_label, variant) => {
      const shopper = await signUpAndLogin(t);
      const input = { name: 'Twin', email: variant(shopper.email), password: 'Umuhinzi#2026', confirmPassword: 'Umuhinzi#2026' };
      const answer = await unchanged(t, () => t.graphql(REGISTER, { input }, { clientAddress: freshAddress() }));
      expect(answer.data?.register).toMatchObject({ __typename: 'ConflictError', message: 'User already exists with this email', field: 'email' });
      const legacy = await unchanged(t, () => rest(t, 'POST', '/user/register', { body: input, clientAddress: freshAddress() }));
      expect(legacy.status).toBe(409);
      expect(legacy.body).toMatchObject({ message: 'User already exists with this email', error: true, success: false });
    },
  );
});

describe('class 6 (REST): a shopper calling admin paths', () => {
  it.each([
    ['POST', '/category/add-category', { name: 'Hack', image: '/uploads/seed/x.webp' }],
    ['DELETE', '/product/delete-product', { _id: 'x' }],
    ['PATCH', '/order/update-status/x', { newStatus: 'Shipped' }],
    ['GET', '/order/admin/orders/export?month=1', undefined],
    ['GET', '/order/admin/sales-analytics', undefined],
    ['GET', '/order/unread-orders', undefined],
  ])('%s %s answers 403', async (method, path, body) => {
    const shopper = await signUpAndLogin(t);
    const answer = await unchanged(t, () => rest(t, method, path, { token: shopper.accessToken, body }));
    expectRefused(answer, 403, 'Do not have permission');
  });
});
