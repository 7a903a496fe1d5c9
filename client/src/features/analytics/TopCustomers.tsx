import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TopCustomers_analytics$key } from '../../__generated__/TopCustomers_analytics.graphql';
import { useFormatRwf } from '../../i18n/money';
import * as styles from './Analytics.css';

/** 'Top 5 Customers': name, e-mail and what each has spent (cancelled orders left out). */
export function TopCustomers({ analytics }: { analytics: TopCustomers_analytics$key }) {
  const formatRwf = useFormatRwf();
  const data = useFragment(
    graphql`
      fragment TopCustomers_analytics on SalesAnalytics {
        topCustomers {
          totalSpent
          customer {
            id
            name
            email
          }
        }
      }
    `,
    analytics,
  );
  return (
    <section className={styles.panel} aria-labelledby="top-customers-title">
      <h2 id="top-customers-title" className={styles.panelTitle}>
        <Trans>Top 5 Customers</Trans>
      </h2>
      {data.topCustomers.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No Data</Trans>
        </p>
      ) : (
        <div className={styles.tableScroller}>
          <table className={styles.table} aria-labelledby="top-customers-title">
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  <Trans>Customer</Trans>
                </th>
                <th scope="col" className={`${styles.headCell} ${styles.emailColumn}`}>
                  <Trans>Email</Trans>
                </th>
                <th scope="col" className={styles.numberHead}>
                  <Trans>Total Spent</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.topCustomers.map(({ customer, totalSpent }) => (
                <tr key={customer.id}>
                  <th scope="row" className={styles.rowHead}>
                    {customer.name}
                    <span className={styles.emailUnderName}>{customer.email}</span>
                  </th>
                  <td className={styles.emailCell}>{customer.email}</td>
                  <td className={styles.numberCell}>{formatRwf(totalSpent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
