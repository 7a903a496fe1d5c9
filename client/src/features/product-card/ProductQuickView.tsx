import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ProductQuickView_product$key } from '../../__generated__/ProductQuickView_product.graphql';
import { Dialog } from '../../ui/Dialog';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { AddToCartControl } from '../cart/AddToCartControl';
import { PriceTag } from './PriceTag';
import { productPath } from './productPath';
import * as styles from './ProductQuickView.css';

/** A card's Quick View: the product's picture, price, unit and description in a dialog, with Add and a link to its page. */
export function ProductQuickView({ product, onClose }: { product: ProductQuickView_product$key; onClose: () => void }) {
  const data = useFragment(
    graphql`
      fragment ProductQuickView_product on Product {
        databaseId
        slug
        localName
        unit
        images
        localDescription
        price
        effectivePrice
        discountPercent
        ...AddToCartControl_product
      }
    `,
    product,
  );
  return (
    <Dialog open onClose={onClose} title={data.localName} wide>
      <div className={styles.layout}>
        {data.images[0] ? (
          <ResponsiveImage
            src={data.images[0]}
            alt={data.localName}
            width={480}
            height={480}
            sizes="(min-width: 768px) 400px, 90vw"
            className={styles.image}
          />
        ) : (
          <span className={styles.image} />
        )}
        <div className={styles.details}>
          <PriceTag effectivePrice={data.effectivePrice} price={data.price} discountPercent={data.discountPercent} size="medium" />
          <p className={styles.unit}>{data.unit}</p>
          {data.localDescription ? <p className={styles.description}>{data.localDescription}</p> : null}
          <div className={styles.actions}>
            <AddToCartControl product={data} />
            <Link to={productPath(data.slug, data.databaseId)} className={styles.pageLink}>
              <Trans>View product details</Trans>
            </Link>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
