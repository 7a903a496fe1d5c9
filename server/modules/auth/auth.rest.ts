import { z } from 'zod';
import { restRoute, type CookieToSet } from '../../rest/rest-route.js';
import { legacyIdSchema } from '../../rest/doc-schemas.js';
import type { RequestContext } from '../../context.js';
import { bearerToken } from '../../context.js';
import { loginInput, registerInput } from './auth.inputs.js';
import * as auth from './auth.service.js';
import type { TokenPair } from './auth.service.js';

const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });

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
    input: { schema: registerInput, omit: ['language'] },
    response: 'data: the new user { _id, name, email }',
    data: z.object({ _id: legacyIdSchema, name: z.string(), email: z.string() }),
    success: 201,
    refusals: [409, 429],
    handle: async ({ context, input }) => {
      const user = await auth.register(context, input);
      return { status: 201, message: 'User registered successfully', data: { _id: user.id, name: user.name, email: user.email } };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/user/login',
    tag: 'User',
    summary: 'Sign in; also sets the httpOnly accessToken and refreshToken cookies',
    auth: 'public',
    input: { schema: loginInput, omit: ['language'] },
    response: 'data: { accesstoken, refreshToken }',
    data: z.object({ accesstoken: z.string(), refreshToken: z.string() }),
    refusals: [401, 429],
    setsCookies: true,
    handle: async ({ context, input }) => {
      const result = await auth.login(context, input);
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
    // Not the service's input as it stands: the token may come in a header or a cookie instead.
    body: z.object({ refreshToken: z.string().optional().meta({ description: 'Required unless sent as Authorization: Bearer or the refreshToken cookie' }) }).loose(),
    response: 'data: { accessToken, refreshToken } (the refresh token rotates; cookies are set too)',
    data: tokenPair,
    refusals: [401],
    setsCookies: true,
    handle: async ({ context, body, headers, cookies }) => {
      const refreshToken = bearerToken(headers.get('authorization')) ?? cookies.refreshToken ?? body.refreshToken;
      const tokens = await auth.refresh(context, { refreshToken: refreshToken ?? '' });
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
