import { NetworkError } from '../../relay/environment';

/** How a failed placement request is retried: the kind of failure and how many tries it gets. */
export type Failure = 'offline' | 'server' | 'other';

/**
 * What a failed request says about the connection. 'offline': the request never got an answer (no network, a
 * dropped connection); 'server': a gateway or server error page instead of GraphQL; anything else is an answer.
 */
export function classifyFailure(error: unknown): Failure {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  const isNetworkError = error instanceof NetworkError || (error instanceof Error && error.name === 'NetworkError');
  if (!isNetworkError) return 'other';
  const status = error instanceof NetworkError ? error.status : null;
  return status === null ? 'offline' : 'server';
}

/** The wait before the next try: 1 s, 2 s, 4 s ... up to 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

/** Waits `delayMs`, or less when the browser says the connection is back ('online'). */
export function waitForConnection(delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, delayMs);
    window.addEventListener('online', done);
  });
}
