import type { RequestParameters, Variables } from 'relay-runtime';
import RefreshSessionArtifact, { type RefreshSessionMutation } from '../__generated__/RefreshSessionMutation.graphql';
import { renewSession } from './sharedRefresh';

/** Sends one operation with the given access token and reads the answer (environment.ts). */
export type Send = (params: RequestParameters, variables: Variables, token: string | null) => Promise<{ data?: Record<string, unknown> | null }>;

/**
 * Renews a signed-in session whose access token the server found expired (sharedRefresh.ts: once for all of the
 * shopper's tabs). Only a session that has expired needs this, so environment.ts fetches it then: a visitor never
 * downloads it. True when a new access token is stored (retry with it); false when the shopper is signed out.
 */
export function renewExpiredSession(sentToken: string, send: Send): Promise<boolean> {
  return renewSession(sentToken, async (token) => {
    const variables: RefreshSessionMutation['variables'] = { input: { refreshToken: token } };
    const payload = await send(RefreshSessionArtifact.params, variables, null);
    const result = payload.data?.refreshToken as RefreshSessionMutation['response']['refreshToken'] | undefined;
    if (result?.__typename !== 'RefreshTokenPayload') return null;
    return { accessToken: result.accessToken, refreshToken: result.refreshToken };
  });
}
