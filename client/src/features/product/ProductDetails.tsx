import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProductDetails_product$key } from '../../__generated__/ProductDetails_product.graphql';
import * as styles from './Product.css';

/** The product's description and the admin's custom fields (Brand, Origin, ...) as a label/value list. */
export function ProductDetails({ product }: { product: ProductDetails_product$key }) {
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment ProductDetails_product on Product {
        localDescription
        moreDetails {
          name
          value
        }
      }
    `,
    product,
  );
  if (!data.localDescription && data.moreDetails.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        <Trans>Product details</Trans>
      </h2>
      {data.localDescription ? <p className={styles.description}>{data.localDescription}</p> : null}
      {data.moreDetails.length > 0 ? (
        <dl className={styles.details}>
          {data.moreDetails.map((detail, index) => (
            <div key={`${detail.name}-${index}`} className={styles.detailRow}>
              <dt className={styles.detailName}>{detail.name}</dt>
              <dd className={styles.detailValue}>{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
