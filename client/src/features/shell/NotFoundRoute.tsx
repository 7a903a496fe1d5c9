import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '../page-meta/PageMeta';
import { useNotFoundStatus } from '../server-render/pageContext';
import { button } from '../../ui/Button.css';
import { SearchIcon } from './icons';
import * as styles from './NotFound.css';

/** A real 404 page for any address the shop does not know, with the ways back into the shop. */
export function Component() {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  useNotFoundStatus();
  return (
    <section className={styles.page}>
      <PageMeta title={t`Page not found`} description={t`We could not find the page you were looking for.`} path={`${pathname}${search}`} noIndex />
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
