import { decodeJwt } from 'jose';
import type { TestApp } from './test-app.js';
import { graphql } from './graphql.js';

export const LOGIN = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginPayload { accessToken refreshToken viewer { databaseId name email role lastLoginDate } }
      ... on Error { message code }
      ... on RateLimitedError { retryAfterSeconds }
      ... on ValidationError { field }
    }
  }
`);

export const REGISTER = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on RegisterPayload { user { databaseId name email role } }
      ... on Error { message code }
      ... on ValidationError { field }
      ... on ConflictError { field }
    }
  }
`);

export const REFRESH = graphql(`
  mutation Refresh($refreshToken: String!) {
    refreshToken(input: { refreshToken: $refreshToken }) {
      __typename
      ... on RefreshTokenPayload { accessToken refreshToken }
      ... on Error { message code }
    }
  }
`);

export const LOGOUT = graphql(`
  mutation { logout { __typename ... on LogoutPayload { endedSessionUser { databaseId } } ... on Error { message code } } }
`);

export const VIEWER = graphql(`
  query { viewer { databaseId name email role } }
`);

let counter = 0;

/** Registers a fresh shopper and signs them in; returns their tokens and credentials. */
export async function signUpAndLogin(t: TestApp, overrides: { email?: string; password?: string; clientAddress?: string } = {}) {
  counter += 1;
  const email = overrides.email ?? `shopper${counter}-${Date.now()}@example.rw`;
  const password = overrides.password ?? 'Umuhinzi#2026';
  const clientAddress = overrides.clientAddress ?? `198.51.100.${counter % 250}`;
  const registered = await t.graphql(REGISTER, { input: { name: 'Test Shopper', email, password, confirmPassword: password } }, { clientAddress });
  if (registered.data?.register.__typename !== 'RegisterPayload') throw new Error(`register failed: ${JSON.stringify(registered)}`);
  const login = await t.graphql(LOGIN, { input: { email, password } }, { clientAddress });
  if (login.data?.login.__typename !== 'LoginPayload') throw new Error(`login failed: ${JSON.stringify(login)}`);
  const { accessToken, refreshToken, viewer } = login.data.login;
  return { email, password, accessToken, refreshToken, userId: viewer.databaseId };
}

/**
 * Dates a refresh token's exchange a minute back, past the grace window (REFRESH_REUSE_GRACE_SECONDS) in which the
 * same token presented again gets the same pair: a repeat now is a replay, without the test waiting.
 */
export async function exchangedLongAgo(t: TestApp, refreshToken: string): Promise<void> {
  const { count } = await t.db.refreshToken.updateMany({
    where: { id: decodeJwt(refreshToken).jti!, rotatedAt: { not: null } },
    data: { rotatedAt: new Date(Date.now() - 60_000) },
  });
  if (count !== 1) throw new Error('the refresh token has not been exchanged');
}
