import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import * as styles from '../../routes/routes.css';

/** A real 404 page for any address the shop does not know. */
export function Component() {
  return (
    <section className={styles.message}>
      <h1 className={styles.title}>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>We could not find the page you were looking for.</Trans>
      </p>
      <Link to="/">
        <Trans>Back to the home page</Trans>
      </Link>
    </section>
  );
}
