import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { button } from '../../ui/Button.css';
import { SearchIcon } from './icons';
import * as styles from './NotFound.css';

/** A real 404 page for any address the shop does not know, with the ways back into the shop. */
export function Component() {
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>We could not find the page you were looking for.</Trans>
      </p>
      <div className={styles.actions}>
        <Link to="/" className={button({ tone: 'primary' })}>
          <Trans>Back to the home page</Trans>
        </Link>
        <Link to="/search" className={button({ tone: 'outline' })}>
          <SearchIcon size={18} />
          <Trans>Search products</Trans>
        </Link>
      </div>
    </section>
  );
}
