import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGOUT, REFRESH, VIEWER, signUpAndLogin } from '../../helpers/auth.js';
import { cookiesFrom, rest, type RestResponse } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/*
 * Two tabs (or a page's parallel requests) that find the same expired session at once present the same refresh
 * token together. Within the grace window each gets the pair the first exchange got, and the sign-in lives on;
 * later, a repeat is a leaked token and revokes the whole sign-in. Both transports follow the one rule.
 */

/** The default window (10 s). */
let t: TestApp;
/** A one-second window, waited out by the tests of what happens after it. */
let short: TestApp;
const SHORT_WINDOW_MS = 1000;

beforeAll(async () => {
  [t, short] = await Promise.all([startTestApp(), startTestApp({ REFRESH_REUSE_GRACE_SECONDS: String(SHORT_WINDOW_MS / 1000) })]);
});
afterAll(() => Promise.all([t.close(), short.close()]));

type Pair = { accessToken: string; refreshToken: string };

async function graphqlRefresh(app: TestApp, refreshToken: string) {
  return (await app.graphql(REFRESH, { refreshToken })).data?.refreshToken as { __typename: string } & Partial<Pair>;
}

const pairOf = (answer: { accessToken?: string; refreshToken?: string }): Pair => ({ accessToken: answer.accessToken!, refreshToken: answer.refreshToken! });

const restRefresh = (app: TestApp, refreshToken: string) => rest(app, 'POST', '/user/refresh-token', { token: refreshToken });

function cookieValue(response: RestResponse, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]!
    .slice(name.length + 1);
}

async function sessionOf(app: TestApp, token: string) {
  return app.db.session.findUniqueOrThrow({ where: { id: decodeJwt(token).sid as string } });
}

/** The pair works: its access token reads the viewer, its refresh token rotates once more. */
async function expectUsable(app: TestApp, pair: Pair, email: string) {
  expect((await app.graphql(VIEWER, {}, { token: pair.accessToken })).data?.viewer?.email).toBe(email);
  const next = await graphqlRefresh(app, pair.refreshToken);
  expect(next.__typename).toBe('RefreshTokenPayload');
  expect((await app.graphql(VIEWER, {}, { token: next.accessToken })).data?.viewer?.email).toBe(email);
  expect((await sessionOf(app, pair.accessToken)).revokedAt).toBeNull();
}

describe('GraphQL refreshToken within the grace window', () => {
  it('answers the same refresh token presented twice with the same pair, and the sign-in stays usable until it ends', async () => {
    const shopper = await signUpAndLogin(t);
    const first = await graphqlRefresh(t, shopper.refreshToken);
    const second = await graphqlRefresh(t, shopper.refreshToken);
    expect(first.__typename).toBe('RefreshTokenPayload');
    expect(second).toEqual(first);
    expect(first.refreshToken).not.toBe(shopper.refreshToken);
    await expectUsable(t, pairOf(second), shopper.email);
    // The window does not bring back a sign-in that has ended since.
    expect((await t.graphql(LOGOUT, {}, { token: first.accessToken })).data?.logout.__typename).toBe('LogoutPayload');
    expect((await graphqlRefresh(t, shopper.refreshToken)).__typename).toBe('InvalidTokenError');
  });

  it('answers simultaneous exchanges of one token with one pair, and issues a single successor', async () => {
    const shopper = await signUpAndLogin(t);
    const answers = await Promise.all([1, 2, 3].map(() => graphqlRefresh(t, shopper.refreshToken)));
    for (const answer of answers) expect(answer.__typename).toBe('RefreshTokenPayload');
    expect(new Set(answers.map((answer) => `${answer.accessToken} ${answer.refreshToken}`)).size).toBe(1);
    // The login's token and its one successor: the requests that lost the race left nothing behind.
    const sessionId = decodeJwt(shopper.refreshToken).sid as string;
    expect(await t.db.refreshToken.count({ where: { sessionId } })).toBe(2);
    await expectUsable(t, pairOf(answers[0]!), shopper.email);
  });
});

describe('REST /user/refresh-token within the grace window', () => {
  it('answers the same refresh token presented twice with the same pair and the same cookies', async () => {
    const shopper = await signUpAndLogin(t);
    const first = await restRefresh(t, shopper.refreshToken);
    const second = await restRefresh(t, shopper.refreshToken);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(cookieValue(second, 'refreshToken')).toBe(first.body.data.refreshToken);
    const details = await rest(t, 'GET', '/user/user-details', { cookie: cookiesFrom(second) });
    expect(details.status).toBe(200);
    expect(details.body.data.email).toBe(shopper.email);
    await expectUsable(t, first.body.data, shopper.email);
  });

  it('answers simultaneous exchanges of one token with one pair', async () => {
    const shopper = await signUpAndLogin(t);
    const answers = await Promise.all([1, 2, 3].map(() => restRefresh(t, shopper.refreshToken)));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body.data))).size).toBe(1);
    await expectUsable(t, answers[0]!.body.data, shopper.email);
  });

  it('gives a cookie renewal the pair the GraphQL exchange of the same token got', async () => {
    const shopper = await signUpAndLogin(t);
    const exchanged = await graphqlRefresh(t, shopper.refreshToken);
    const expired = await t.app.services.tokens.signAccessToken(
      { userId: shopper.userId, sessionId: decodeJwt(shopper.accessToken).sid as string },
      new Date(Date.now() - 60 * 60 * 1000),
    );
    const renewed = await rest(t, 'GET', '/user/user-details', { cookie: `accessToken=${expired}; refreshToken=${shopper.refreshToken}` });
    expect(renewed.status).toBe(200);
    expect(cookieValue(renewed, 'accessToken')).toBe(exchanged.accessToken);
    expect(cookieValue(renewed, 'refreshToken')).toBe(exchanged.refreshToken);
    await expectUsable(t, pairOf(exchanged), shopper.email);
  });
});

describe('after the grace window', () => {
  const waitOutWindow = () => new Promise((resolve) => setTimeout(resolve, SHORT_WINDOW_MS + 200));

  it('revokes the whole family when a rotated refresh token is reused over GraphQL', async () => {
    const session = await signUpAndLogin(short);
    const rotated = await graphqlRefresh(short, session.refreshToken);
    expect(rotated.__typename).toBe('RefreshTokenPayload');
    await waitOutWindow();
    const reuse = await short.graphql(REFRESH, { refreshToken: session.refreshToken });
    expect(reuse.data?.refreshToken).toMatchObject({ __typename: 'InvalidTokenError', code: 'INVALID_TOKEN' });
    // The legitimate successor is revoked too, and so is every access token of that sign-in.
    expect((await graphqlRefresh(short, rotated.refreshToken!)).__typename).toBe('InvalidTokenError');
    expect((await short.graphql(LOGOUT, {}, { token: rotated.accessToken })).data?.logout.__typename).toBe('InvalidTokenError');
    // A revoked token does not read as "signed out": the web app is told to refresh (and then signs out).
    const viewer = await short.graphql(VIEWER, {}, { token: session.accessToken });
    expect(viewer.data?.viewer).toBeNull();
    expect(viewer.errors?.[0]?.extensions?.code).toBe('INVALID_TOKEN');
    const stored = await short.db.session.findMany({ where: { user: { email: session.email } } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.revokedReason).toBe('refresh-token-reuse');
  });

  it('revokes the whole family when a rotated refresh token is reused at /user/refresh-token', async () => {
    const session = await signUpAndLogin(short);
    const rotated = await restRefresh(short, session.refreshToken);
    expect(rotated.status).toBe(200);
    await waitOutWindow();
    const reuse = await restRefresh(short, session.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ error: true, success: false });
    expect((await restRefresh(short, rotated.body.data.refreshToken)).status).toBe(401);
    expect((await rest(short, 'GET', '/user/user-details', { token: rotated.body.data.accessToken })).status).toBe(401);
    expect((await sessionOf(short, session.accessToken)).revokedReason).toBe('refresh-token-reuse');
  });
});
