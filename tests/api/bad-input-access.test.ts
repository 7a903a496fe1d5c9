import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../helpers/admin.js';
import { exchangedLongAgo, LOGIN, LOGOUT, REFRESH, REGISTER, VIEWER, signUpAndLogin } from '../helpers/auth.js';
import { unchanged } from '../helpers/fingerprint.js';
import { rest } from '../helpers/rest.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TEST_ROOT } from '../helpers/test-env.js';
import { CANCEL_ORDER, ERROR_FIELDS, REMOVE_LINE, SET_QUANTITY, UPDATE_STATUS, addToCart, cartLineGlobalId, createProduct, placeOrder, shopperWithAddress, globalIdOf } from '../helpers/shop-fixtures.js';

const MAIL_DIR = join(TEST_ROOT, 'mail', `bad-input-access-${randomUUID()}`);
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ MAIL_DIR });
  admin = await adminToken(t);
});
afterAll(() => t.close());

let addressCounter = 0;
/** A client address of its own, so per-address limits of one test do not touch another. */
const freshAddress = () => `198.18.${Math.floor((addressCounter += 1) / 250)}.${addressCounter % 250}`;

const FORGOT = `mutation($email: String!) { forgotPassword(input: { email: $email }) { __typename ... on ForgotPasswordPayload { codeValidForMinutes } ${ERROR_FIELDS} } }`;
const VERIFY = `mutation($email: String!, $otp: String!) { verifyForgotPasswordOtp(input: { email: $email, otp: $otp }) {
  __typename ... on VerifyForgotPasswordOtpPayload { resetToken } ${ERROR_FIELDS} } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ${ERROR_FIELDS} } }`;

async function latestCode(email: string): Promise<string> {
  await t.app.services.outbox.settled();
  const mails = existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).sort().map((file) => readFileSync(join(MAIL_DIR, file), 'utf8')) : [];
  const mine = mails.filter((mail) => mail.includes(`<${email}>`));
  const match = /^(\d{6})$/m.exec(mine.at(-1) ?? '');
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1]!;
}

const wrongCode = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

async function requestCode(email: string): Promise<string> {
  const answer = await t.graphql(FORGOT, { email }, { clientAddress: freshAddress() });
  expect(answer.data?.forgotPassword.__typename).toBe('ForgotPasswordPayload');
  return latestCode(email);
}

describe("class 5: another user's order, address or cart line by id", () => {
  it('reads nothing and changes nothing through GraphQL, node(id:) included', async () => {
    const owner = await shopperWithAddress(t);
    const intruder = await shopperWithAddress(t);
    const product = await createProduct(t, { price: 1000, stock: 10 });
    await addToCart(t, owner.accessToken, product.id, 1);
    const placed = await placeOrder(t, owner);
    const orderId = placed.data?.placeOrder.order.databaseId as string;
    const orderNodeId = placed.data?.placeOrder.order.id as string;
    await addToCart(t, owner.accessToken, product.id, 1);
    const line = await t.db.cartLine.findFirstOrThrow({ where: { userId: owner.userId } });
    const as = { token: intruder.accessToken };
    const addressNodeId = Buffer.from(`Address:${owner.addressId}`).toString('base64');

    const reads = await unchanged(t, () =>
      t.graphql(
        `query($orderId: ID!, $orderNode: ID!, $addressNode: ID!, $lineNode: ID!) {
          order(databaseId: $orderId) { databaseId }
          orderNode: node(id: $orderNode) { id }
          addressNode: node(id: $addressNode) { id }
          lineNode: node(id: $lineNode) { id }
        }`,
        {
          orderId,
          orderNode: orderNodeId,
          addressNode: Buffer.from(`Address:${owner.addressId}`).toString('base64'),
          lineNode: Buffer.from(`CartLine:${line.id}`).toString('base64'),
        },
        as,
      ),
    );
    expect(reads.data).toEqual({ order: null, orderNode: null, addressNode: null, lineNode: null });

    const writes = await unchanged(t, () =>
      Promise.all([
        t.graphql(CANCEL_ORDER, { orderId: globalIdOf('Order', orderId) }, as),
        t.graphql(
          `mutation($input: UpdateAddressInput!) { updateAddress(input: $input) { __typename ${ERROR_FIELDS} } }`,
          { input: { addressId: addressNodeId, district: 'Gasabo', sector: 'Kimironko', village: 'Imena', street: 'KG 1', houseNumber: '1', mobile: '0781234567' } },
          as,
        ),
        t.graphql(`mutation($id: ID!) { removeAddress(input: { addressId: $id }) { __typename ${ERROR_FIELDS} } }`, { id: addressNodeId }, as),
        t.graphql(SET_QUANTITY, { cartLineId: cartLineGlobalId(line.id), quantity: 1 }, as),
        t.graphql(REMOVE_LINE, { cartLineId: cartLineGlobalId(line.id) }, as),
      ]),
    );
    const [cancel, update, remove, setQuantity, removeLine] = writes.map((answer) => Object.values(answer.data ?? {})[0]);
    expect(cancel).toMatchObject({ __typename: 'NotFoundError', message: 'Order not found' });
    expect(update).toMatchObject({ __typename: 'NotFoundError', message: 'Address not found' });
    expect(remove).toMatchObject({ __typename: 'NotFoundError', message: 'Address not found' });
    expect(setQuantity).toMatchObject({ __typename: 'NotFoundError', message: 'Cart item not found' });
    expect(removeLine).toMatchObject({ __typename: 'NotFoundError', message: 'Cart item not found' });
  });
});

describe('class 6: a shopper calling admin operations', () => {
  it.each([
    ['createCategory', 'mutation { createCategory(input: { name: "Hack", image: "/uploads/seed/x.webp" }) { __typename ... on Error { message code } } }'],
    ['deleteProduct', `mutation { deleteProduct(input: { id: "${Buffer.from('Product:x').toString('base64')}" }) { __typename ... on Error { message code } } }`],
    ['updateOrderStatus', `mutation { updateOrderStatus(input: { orderId: "${globalIdOf('Order', 'x')}", status: SHIPPED }) { __typename ... on Error { message code } } }`],
    ['markOrdersRead', 'mutation { markOrdersRead { __typename ... on Error { message code } } }'],
  ])('%s answers Forbidden', async (field, document) => {
    const shopper = await signUpAndLogin(t);
    const answer = await unchanged(t, () => t.graphql(document, {}, { token: shopper.accessToken }));
    expect(answer.data?.[field]).toEqual({ __typename: 'ForbiddenError', message: 'Do not have permission', code: 'FORBIDDEN' });
  });

  it.each([
    ['orderExport', 'query { orderExport(month: 1) { fileName } }'],
    ['salesAnalytics', 'query { salesAnalytics { totalSales } }'],
    ['unreadOrders', 'query { unreadOrders { count } }'],
    ['newOrdersSince', 'query { newOrdersSince(since: "2026-01-01T00:00:00Z") { count } }'],
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
    for (const query of ['{ adminOrders(first: 5) { totalCount } }', '{ adminProducts(first: 5) { totalCount } }']) {
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
    const fresh = rotated.data?.refreshToken as { accessToken: string; refreshToken: string };
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
    const resetToken = verified.data?.verifyForgotPasswordOtp.resetToken as string;
    const reset = await t.graphql(RESET, { input: { email: shopper.email, newPassword: 'Nyamirambo#2027', confirmPassword: 'Nyamirambo#2027', resetToken } });
    expect(reset.data?.resetPassword.__typename).toBe('ResetPasswordPayload');
    expect((await t.graphql(VIEWER, {}, { token: shopper.accessToken })).data).toEqual({ viewer: null });
    const refresh = await unchanged(t, () => t.graphql(REFRESH, { refreshToken: shopper.refreshToken }));
    expect(refresh.data?.refreshToken).toMatchObject({ __typename: 'InvalidTokenError' });
    const legacy = await unchanged(t, () => rest(t, 'GET', '/user/user-details', { token: shopper.accessToken }));
    expect(legacy.status).toBe(401);
  });
});

describe('class 11: recovery-code guessing', () => {
  it('locks a code after five wrong attempts: the sixth is refused even when right', async () => {
    const shopper = await signUpAndLogin(t);
    const code = await requestCode(shopper.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await t.graphql(VERIFY, { email: shopper.email, otp: wrongCode(code, attempt) }, { clientAddress: freshAddress() });
      expect(wrong.data?.verifyForgotPasswordOtp).toMatchObject({ message: 'Invalid or expired code' });
    }
    const right = await unchanged(t, () => t.graphql(VERIFY, { email: shopper.email, otp: code }, { clientAddress: freshAddress() }));
    expect(right.data?.verifyForgotPasswordOtp).toMatchObject({ __typename: 'ValidationError', message: 'Too many wrong attempts with this code. Please request a new code.' });
  });

  it('refuses a code used once already, an expired code, and the code of account A for account B', async () => {
    const alice = await signUpAndLogin(t);
    const bob = await signUpAndLogin(t);
    const aliceCode = await requestCode(alice.email);
    await t.graphql(VERIFY, { email: alice.email, otp: aliceCode }, { clientAddress: freshAddress() });
    const reused = await unchanged(t, () => t.graphql(VERIFY, { email: alice.email, otp: aliceCode }, { clientAddress: freshAddress() }));
    expect(reused.data?.verifyForgotPasswordOtp).toMatchObject({ message: 'Invalid or expired code' });

    const bobCode = await requestCode(bob.email);
    const secondAliceCode = await requestCode(alice.email);
    const bobBefore = await t.db.user.findUniqueOrThrow({ where: { id: bob.userId } });
    const crossed = await t.graphql(VERIFY, { email: bob.email, otp: secondAliceCode === bobCode ? wrongCode(bobCode) : secondAliceCode }, { clientAddress: freshAddress() });
    expect(crossed.data?.verifyForgotPasswordOtp).toMatchObject({ message: 'Invalid or expired code' });
    // The wrong guess is counted against Bob's code (that is the point), and nothing else moves.
    expect(await t.db.passwordResetCode.findFirstOrThrow({ where: { userId: bob.userId } })).toMatchObject({ attempts: 1, usedAt: null });
    expect(await t.db.user.findUniqueOrThrow({ where: { id: bob.userId } })).toEqual(bobBefore);

    await t.db.passwordResetCode.updateMany({ where: { userId: bob.userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await unchanged(t, () => t.graphql(VERIFY, { email: bob.email, otp: bobCode }, { clientAddress: freshAddress() }));
    expect(expired.data?.verifyForgotPasswordOtp).toMatchObject({ message: 'Invalid or expired code' });
  });

  it('counts 12 aliased guesses in one request one by one, and refuses more aliases than allowed outright', async () => {
    const shopper = await signUpAndLogin(t);
    const code = await requestCode(shopper.email);
    const guesses = (count: number) =>
      `mutation { ${Array.from({ length: count }, (_, index) => `g${index}: verifyForgotPasswordOtp(input: { email: "${shopper.email}", otp: "${wrongCode(code, index + 1)}" }) { __typename ... on Error { message } }`).join(' ')} }`;
    const many = await unchanged(t, () => t.graphql(guesses(40), {}, { clientAddress: freshAddress() }));
    expect(many.errors?.[0]?.message).toBe('Syntax Error: Aliases limit of 15 exceeded, found 40.');
    const answer = await t.graphql(guesses(12), {}, { clientAddress: freshAddress() });
    const outcomes = Array.from({ length: 12 }, (_, index) => answer.data?.[`g${index}`]);
    expect(outcomes.filter((outcome) => outcome.message === 'Invalid or expired code')).toHaveLength(5);
    expect(outcomes.slice(10).every((outcome) => outcome.__typename === 'RateLimitedError')).toBe(true);
    expect((await t.db.passwordResetCode.findFirstOrThrow({ where: { userId: shopper.userId } })).attempts).toBe(5);
  });
});

describe('class 12: forgot-password for an unknown e-mail', () => {
  it('answers exactly as for a registered one and sends nothing', async () => {
    const shopper = await signUpAndLogin(t);
    const known = await t.graphql(FORGOT, { email: shopper.email }, { clientAddress: freshAddress() });
    const unknown = await unchanged(t, () => t.graphql(FORGOT, { email: `nobody-${randomUUID()}@example.rw` }, { clientAddress: freshAddress() }));
    expect(unknown.status).toBe(known.status);
    expect(unknown.data).toEqual(known.data);
    const legacyKnown = await rest(t, 'POST', '/user/forgot-password', { body: { email: shopper.email }, clientAddress: freshAddress() });
    const legacyUnknown = await unchanged(t, () => rest(t, 'POST', '/user/forgot-password', { body: { email: `nobody-${randomUUID()}@example.rw` }, clientAddress: freshAddress() }));
    expect(legacyUnknown.status).toBe(legacyKnown.status);
    expect(legacyUnknown.body).toEqual(legacyKnown.body);
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

describe('class 5 and 6 through admin status changes', () => {
  it('refuses a shopper setting the status of their own order', async () => {
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t, { price: 1000, stock: 10 });
    await addToCart(t, shopper.accessToken, product.id, 1);
    const placed = await placeOrder(t, shopper);
    const orderId = placed.data?.placeOrder.order.databaseId as string;
    const answer = await unchanged(t, () => t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status: 'DELIVERED' }, { token: shopper.accessToken }));
    expect(answer.data?.updateOrderStatus).toMatchObject({ __typename: 'ForbiddenError' });
    expect((await t.graphql(UPDATE_STATUS, { orderId: globalIdOf('Order', orderId), status: 'PROCESSING' }, { token: admin })).data?.updateOrderStatus.__typename).toBe('UpdateOrderStatusPayload');
  });
});
