import { accessToken } from '../../relay/session';

/**
 * The signed-in shopper's id: the access token's subject, read without verifying (the server does that). It only
 * labels what this phone keeps for someone (cart changes made offline, an order being placed), so another shopper
 * signing in on the same phone never picks it up.
 */
export function tokenSubject(): string | null {
  const token = accessToken();
  if (!token) return null;
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
