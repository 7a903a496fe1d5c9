import { redirect } from 'react-router';
import { isSignedIn } from '../../relay/session';

/**
 * For the loaders of the signed-in pages: a visitor gets a redirect to /login, which can bring them back
 * afterwards (`redirectTo`, the page they asked for); a signed-in shopper gets null.
 */
export function signInRedirect(request: Request): Response | null {
  if (isSignedIn()) return null;
  const url = new URL(request.url);
  return redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
