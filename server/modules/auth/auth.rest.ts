import { z } from 'zod';
import { restRoute, type CookieToSet } from '../../rest/rest-route.js';
import type { RequestContext } from '../../context.js';
import { bearerToken } from '../../context.js';
import * as auth from './auth.service.js';
import type { TokenPair } from './auth.service.js';

const text = z.unknown();

/** The accessToken and refreshToken cookies of a session (also set when a REST request renews one). */
export function sessionCookies(context: RequestContext, tokens: TokenPair): CookieToSet[] {
  return [
    { name: 'accessToken', value: tokens.accessToken, maxAgeSeconds: context.config.ACCESS_TOKEN_TTL_SECONDS },
    { name: 'refreshToken', value: tokens.refreshToken, maxAgeSeconds: context.config.REFRESH_TOKEN_TTL_SECONDS },
  ];
}

export const authRoutes = [
  restRoute({
    method: 'POST',
    path: '/user/register',
    tag: 'User',
    summary: 'Create a shopper account',
    auth: 'public',
    body: z.object({ name: text, email: text, password: text, confirmPassword: text }).partial(),
    response: 'data: the new user { _id, name, email }',
    handle: async ({ context, body }) => {
      const user = await auth.register(context, body);
      return { status: 201, message: 'User registered successfully', data: { _id: user.id, name: user.name, email: user.email } };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/user/login',
    tag: 'User',
    summary: 'Sign in; also sets the httpOnly accessToken and refreshToken cookies',
    auth: 'public',
    body: z.object({ email: text, password: text }).partial(),
    response: 'data: { accesstoken, refreshToken }',
    handle: async ({ context, body }) => {
      const result = await auth.login(context, body);
      return {
        message: 'Login successfully',
        data: { accesstoken: result.accessToken, refreshToken: result.refreshToken },
        setCookies: sessionCookies(context, result),
      };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/user/refresh-token',
    tag: 'User',
    summary: 'Exchange a refresh token (Authorization: Bearer <refreshToken>, the refreshToken cookie, or a body field) for a new pair',
    auth: 'public',
    body: z.object({ refreshToken: z.string().optional() }).loose(),
    response: 'data: { accessToken, refreshToken } (the refresh token rotates; cookies are set too)',
    handle: async ({ context, body, headers, cookies }) => {
      const refreshToken = bearerToken(headers.get('authorization')) ?? cookies.refreshToken ?? body.refreshToken;
      const tokens = await auth.refresh(context, { refreshToken });
      return { message: 'New access token generated', data: tokens, setCookies: sessionCookies(context, tokens) };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/user/logout',
    tag: 'User',
    summary: 'Sign out: the session is revoked and the cookies cleared',
    auth: 'user',
    response: 'message only',
    handle: async ({ context }) => {
      await auth.logout(context);
      return { message: 'Logout successfully', clearCookies: ['accessToken', 'refreshToken'] };
    },
  }),
];
