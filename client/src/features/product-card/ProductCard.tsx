import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ProductCardRefetchQuery } from '../../__generated__/ProductCardRefetchQuery.graphql';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql';
import { Countdown } from '../../ui/Countdown';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { StarRating } from '../../ui/Stars';
import { AddToCartControl } from '../cart/AddToCartControl';
import { DeliveryTag } from '../delivery/DeliveryTag';
import { PriceTag } from './PriceTag';
import { productPath } from './productPath';
import * as styles from './ProductCard.css';
import { PRODUCT_CARD_IMAGE_SIZES } from '../../ui/imageSizes';
import { withLaterMessages } from '../../i18n/i18n';

// Opened from a card now and then: its code (and its dialog's) comes when first asked for.
const ProductQuickView = lazy(() => withLaterMessages(import('./ProductQuickView')).then((module) => ({ default: module.ProductQuickView })));

/**
 * A product in a grid: picture with its promotion and 'Code' badges, Quick View, the delivery promise tag, the promotion
 * countdown, name, unit, rating, low-stock note, price and the Add control. The whole card links to the product.
 */
export function ProductCard({ product, priority = false }: { product: ProductCard_product$key; priority?: boolean }) {
  const { t } = useLingui();
  const [data, refetch] = useRefetchableFragment<ProductCardRefetchQuery, ProductCard_product$key>(
    graphql`
      fragment ProductCard_product on Product @refetchable(queryName: "ProductCardRefetchQuery") {
        databaseId
        slug
        localName
        unit
        images
        price
        effectivePrice
        discountPercent
        hasPromoCode
        lowStock
        stock
        averageRating
        reviewCount
        activePromotion {
          endsAt
          label
        }
        ...AddToCartControl_product
        ...ProductQuickView_product
      }
    `,
    product,
  );
  const [quickViewOpen, setQuickViewOpen] = useState(false);
  const [, startTransition] = useTransition();
  // The server ends promotions on its own; once the countdown is over, ask again for the price as it is now.
  const refreshAfterPromotion = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  const { localName: name, discountPercent, reviewCount, stock } = data;
  const promotion = data.activePromotion;
  const image = data.images[0];
  return (
    <article className={styles.card}>
      <div className={styles.imageArea}>
        {image ? (
          <ResponsiveImage
            src={image}
            alt=""
            width={480}
            height={480}
            sizes={PRODUCT_CARD_IMAGE_SIZES}
            priority={priority}
            className={styles.image}
          />
        ) : (
          <span className={styles.image} />
        )}
        <div className={styles.badges}>
          {promotion ? (
            <span className={styles.badge({ tone: 'promo' })}>{promotion.label}</span>
          ) : discountPercent > 0 ? (
            <span className={styles.badge({ tone: 'discount' })}>
              <Trans>{discountPercent}% OFF</Trans>
            </span>
          ) : null}
          {data.hasPromoCode ? (
            <span className={styles.badge({ tone: 'code' })} title={t`A promo code gives a discount on this product`}>
              <Trans>Code</Trans>
            </span>
          ) : null}
        </div>
        {promotion ? <Countdown endsAt={promotion.endsAt} onEnd={refreshAfterPromotion} className={styles.countdown} /> : null}
        <button type="button" className={styles.quickView} aria-label={t`Quick View: ${name}`} title={t`Quick View`} onClick={() => setQuickViewOpen(true)}>
          <svg className={styles.quickViewIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" strokeLinejoin="round" />
            <circle cx="12" cy="12" r="3" />
          </svg>
        </button>
      </div>
      <div className={styles.body}>
        <div className={styles.tags}>
          <DeliveryTag className={styles.deliveryTag} iconClassName={styles.deliveryIcon} />
        </div>
        <h3 className={styles.name}>
          <Link to={productPath(data.slug, data.databaseId)} className={styles.link}>
            {name}
          </Link>
        </h3>
        <p className={styles.unit}>{data.unit}</p>
        {reviewCount > 0 && typeof data.averageRating === 'number' ? (
          <p className={styles.rating}>
            <StarRating value={data.averageRating} />
            <span aria-hidden="true">({reviewCount})</span>
            <span className="visually-hidden">
              <Plural value={reviewCount} one="# review" other="# reviews" />
            </span>
          </p>
        ) : null}
        {data.lowStock && stock > 0 ? (
          <p className={styles.lowStock}>
            <Trans>Only {stock} left</Trans>
          </p>
        ) : null}
        <div className={styles.footer}>
          <PriceTag effectivePrice={data.effectivePrice} price={data.price} />
          <div className={styles.addSlot}>
            <AddToCartControl product={data} />
          </div>
        </div>
      </div>
      {quickViewOpen ? (
        <Suspense fallback={null}>
          <ProductQuickView product={data} onClose={() => setQuickViewOpen(false)} />
        </Suspense>
      ) : null}
    </article>
  );
}
