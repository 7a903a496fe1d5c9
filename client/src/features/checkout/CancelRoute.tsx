import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { button } from '../../ui/Button.css';
import * as styles from './OrderResult.css';

/** /cancel: the order was not placed ('Order Cancel'), and the way home. */
export function Component() {
  const { t } = useLingui();
  return (
    <section className={styles.card} aria-labelledby="cancel-title">
      <title>{t`Order Cancel · Isoko`}</title>
      <span className={styles.cancelMark} aria-hidden="true">
        ×
      </span>
      <h1 id="cancel-title" className={styles.title} tabIndex={-1}>
        <Trans>Order Cancel</Trans>
      </h1>
      <div className={styles.actions}>
        <Link to="/" className={button({ tone: 'primary' })}>
          <Trans>Go To Home</Trans>
        </Link>
      </div>
    </section>
  );
}
