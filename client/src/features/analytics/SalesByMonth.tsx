import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SalesByMonth_analytics$key } from '../../__generated__/SalesByMonth_analytics.graphql';
import { useFormatRwf } from '../../i18n/money';
import { Skeleton } from '../../ui/Skeleton';
import * as styles from './Analytics.css';

// recharts is the largest library of the app: it downloads only when an admin's figures are on screen.
const SalesBarChart = lazy(() => import('./SalesBarChart'));

/**
 * 'Sales by Month': sales and orders per month, oldest to newest (the server sends newest first), as bars, with the
 * same figures in a table for screen readers.
 */
export function SalesByMonth({ analytics }: { analytics: SalesByMonth_analytics$key }) {
  const formatRwf = useFormatRwf();
  const data = useFragment(
    graphql`
      fragment SalesByMonth_analytics on SalesAnalytics {
        salesByMonth {
          year
          month
          totalSales
          orderCount
        }
      }
    `,
    analytics,
  );
  const months = data.salesByMonth
    .map((month) => ({ label: `${month.month}/${month.year}`, sales: month.totalSales, orders: month.orderCount }))
    .reverse();
  return (
    <section className={styles.panel} aria-labelledby="sales-by-month-title">
      <h2 id="sales-by-month-title" className={styles.panelTitle}>
        <Trans>Sales by Month</Trans>
      </h2>
      {months.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No Data</Trans>
        </p>
      ) : (
        <>
          <div className={styles.chart} aria-hidden="true" data-testid="sales-by-month-chart">
            <Suspense fallback={<Skeleton height="300px" />}>
              <SalesBarChart months={months} />
            </Suspense>
          </div>
          <table className="visually-hidden">
            <caption>
              <Trans>Sales by Month</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Month</Trans>
                </th>
                <th scope="col">
                  <Trans>Sales</Trans>
                </th>
                <th scope="col">
                  <Trans>Orders</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.label}>
                  <th scope="row">{month.label}</th>
                  <td>{formatRwf(month.sales)}</td>
                  <td>{month.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
