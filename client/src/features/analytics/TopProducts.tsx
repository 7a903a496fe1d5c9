import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TopProducts_analytics$key } from '../../__generated__/TopProducts_analytics.graphql';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import * as styles from './Analytics.css';

const units = new Intl.NumberFormat('en-US');

/** 'Top 5 Products': each product's first picture and name, and the units sold. */
export function TopProducts({ analytics }: { analytics: TopProducts_analytics$key }) {
  const data = useFragment(
    graphql`
      fragment TopProducts_analytics on SalesAnalytics {
        topProducts {
          totalSold
          product {
            id
            name
            images
          }
        }
      }
    `,
    analytics,
  );
  return (
    <section className={styles.panel} aria-labelledby="top-products-title">
      <h2 id="top-products-title" className={styles.panelTitle}>
        <Trans>Top 5 Products</Trans>
      </h2>
      {data.topProducts.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No Data</Trans>
        </p>
      ) : (
        <div className={styles.tableScroller}>
          <table className={styles.table} aria-labelledby="top-products-title">
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  <Trans>Product</Trans>
                </th>
                <th scope="col" className={styles.numberHead}>
                  <Trans>Total Sold</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.topProducts.map(({ product, totalSold }) => (
                <tr key={product.id}>
                  <th scope="row" className={styles.rowHead}>
                    <span className={styles.productName}>
                      {product.images[0] ? (
                        <ResponsiveImage src={product.images[0]} alt="" width={160} height={160} sizes="40px" className={styles.thumb} />
                      ) : (
                        <span className={styles.thumb} />
                      )}
                      {product.name}
                    </span>
                  </th>
                  <td className={styles.numberCell}>{units.format(totalSold)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
