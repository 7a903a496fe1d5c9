import { Trans } from '@lingui/react/macro';
import { useCallback, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { ProductPurchaseRefetchQuery } from '../../__generated__/ProductPurchaseRefetchQuery.graphql';
import type { ProductPurchase_product$key } from '../../__generated__/ProductPurchase_product.graphql';
import { Countdown } from '../../ui/Countdown';
import { AddToCartControl } from '../cart/AddToCartControl';
import { DeliveryTag } from '../delivery/DeliveryTag';
import { PriceTag } from '../product-card/PriceTag';
import { ReviewSummary } from '../reviews/ReviewSummary';
import { ProductPromoCode } from './ProductPromoCode';
import * as styles from './Product.css';

/**
 * The top of the product page: badges (the delivery promise, the promotion, 'Code'), the name, unit and rating, the promotion
 * countdown, the price with the struck-through original and the discount, Add (or 'Out of Stock') and the promo code.
 */
export function ProductPurchase({ product }: { product: ProductPurchase_product$key }) {
  const [data, refetch] = useRefetchableFragment<ProductPurchaseRefetchQuery, ProductPurchase_product$key>(
    graphql`
      fragment ProductPurchase_product on Product @refetchable(queryName: "ProductPurchaseRefetchQuery") {
        localName
        unit
        stock
        lowStock
        price
        effectivePrice
        discountPercent
        hasPromoCode
        reviewCount
        activePromotion {
          endsAt
          label
        }
        ...ReviewSummary_product
        ...AddToCartControl_product
        ...ProductPromoCode_product
      }
    `,
    product,
  );
  const [, startTransition] = useTransition();
  // The server ends promotions on its own; when the countdown is over, ask for the price as it is now.
  const refreshAfterPromotion = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  const promotion = data.activePromotion;
  const stock = data.stock;
  return (
    <div className={styles.purchase}>
      <div className={styles.badges}>
        <DeliveryTag className={styles.badge({ tone: 'delivery' })} iconClassName={styles.badgeIcon} />
        {promotion ? <span className={styles.badge({ tone: 'promo' })}>{promotion.label}</span> : null}
        {data.hasPromoCode ? (
          <span className={styles.badge({ tone: 'code' })}>
            <Trans>Code</Trans>
          </span>
        ) : null}
      </div>
      <h1 className={styles.name}>{data.localName}</h1>
      <p className={styles.unit}>{data.unit}</p>
      {data.reviewCount > 0 ? (
        <a href="#reviews" className={styles.ratingLink}>
          <ReviewSummary product={data} size="small" announce={false} />
        </a>
      ) : null}
      {promotion ? <Countdown endsAt={promotion.endsAt} onEnd={refreshAfterPromotion} size="large" className={styles.countdown} /> : null}
      <PriceTag effectivePrice={data.effectivePrice} price={data.price} discountPercent={data.discountPercent} size="large" />
      <p className={styles.paymentNote}>
        <Trans>Pay cash when your order arrives, or with MTN MoMo or Airtel Money when you order.</Trans>
      </p>
      {stock <= 0 ? (
        <p className={styles.outOfStock} role="status">
          <Trans>Out of Stock</Trans>
        </p>
      ) : (
        <>
          {data.lowStock ? (
            <p className={styles.lowStock}>
              <Trans>Only {stock} left</Trans>
            </p>
          ) : null}
          <div className={styles.addSlot}>
            <AddToCartControl product={data} />
          </div>
        </>
      )}
      <ProductPromoCode product={data} />
    </div>
  );
}
