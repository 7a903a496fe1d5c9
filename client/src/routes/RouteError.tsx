import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { Button } from '../ui/Button';
import { NetworkError } from '../relay/environment';
import * as styles from './routes.css';

/** What a route shows when its data or code failed to load: what happened, and a way to try again. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const offline = error instanceof NetworkError && error.status === null;
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className={styles.message} role="alert">
      <h1 className={styles.title}>
        {notFound ? <Trans>Page not found</Trans> : offline ? <Trans>You are offline</Trans> : <Trans>Something went wrong</Trans>}
      </h1>
      <p>
        {offline || chunkFailed ? (
          <Trans>Check your connection, then try again.</Trans>
        ) : (
          <Trans>This page could not be loaded. Please try again.</Trans>
        )}
      </p>
      <Button onClick={() => (chunkFailed ? window.location.reload() : void revalidator.revalidate())}>
        <Trans>Try again</Trans>
      </Button>
    </section>
  );
}
