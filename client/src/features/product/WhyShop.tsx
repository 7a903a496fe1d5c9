import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import * as styles from './Product.css';

/**
 * 'Why shop from Isoko?': cash on delivery, best prices and offers, wide assortment. What delivery takes and
 * costs is the delivery section's, from the delivery zones, so nothing here promises a speed.
 */
export function WhyShop() {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        <Trans>Why shop from Isoko?</Trans>
      </h2>
      <ul className={styles.reasons}>
        <li className={styles.reason}>
          <span className={styles.reasonIcon} aria-hidden="true">
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <rect x="2" y="6" width="20" height="12" rx="2" />
              <circle cx="12" cy="12" r="2.5" />
              <path d="M6 12h.01M18 12h.01" />
            </svg>
          </span>
          <div>
            <h3 className={styles.reasonTitle}>
              <Trans>Cash on Delivery</Trans>
            </h3>
            <p className={styles.reasonText}>
              <Trans>Pay in cash when your groceries reach your door: no card needed.</Trans>
            </p>
          </div>
        </li>
        <li className={styles.reason}>
          <span className={styles.reasonIcon} aria-hidden="true">
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
              <circle cx="7.5" cy="7.5" r="1.5" />
            </svg>
          </span>
          <div>
            <h3 className={styles.reasonTitle}>
              <Trans>Best Prices & Offers</Trans>
            </h3>
            <p className={styles.reasonText}>
              <Trans>Fair shelf prices, with promotions and promo codes that lower them further.</Trans>
            </p>
          </div>
        </li>
        <li className={styles.reason}>
          <span className={styles.reasonIcon} aria-hidden="true">
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <rect x="3" y="3" width="7" height="7" rx="1.5" />
              <rect x="14" y="3" width="7" height="7" rx="1.5" />
              <rect x="3" y="14" width="7" height="7" rx="1.5" />
              <rect x="14" y="14" width="7" height="7" rx="1.5" />
            </svg>
          </span>
          <div>
            <h3 className={styles.reasonTitle}>
              <Trans>Wide Assortment</Trans>
            </h3>
            <p className={styles.reasonText}>
              <Trans>Choose from hundreds of products across food, personal care, household and other categories.</Trans>
            </p>
          </div>
        </li>
      </ul>
    </section>
  );
}
