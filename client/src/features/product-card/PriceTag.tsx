import { Trans } from '@lingui/react/macro';
import { useFormatRwf } from '../../i18n/money';
import * as styles from './PriceTag.css';

interface Props {
  /** What one unit costs now. */
  effectivePrice: number;
  /** The list price, struck through when it is higher than what the shopper pays. */
  price: number;
  /** Shown as '10% OFF' beside the prices (not on cards, whose badge says it already). */
  discountPercent?: number;
  size?: 'small' | 'medium' | 'large';
}

/** A product's price: what it costs now, and the list price struck through when it is discounted. */
export function PriceTag({ effectivePrice, price, discountPercent = 0, size = 'small' }: Props) {
  const formatRwf = useFormatRwf();
  const discounted = price > effectivePrice;
  return (
    <p className={styles.priceTag({ size })}>
      <span className={styles.current({ size })}>
        {discounted ? (
          <span className="visually-hidden">
            <Trans>Price:</Trans>{' '}
          </span>
        ) : null}
        {formatRwf(effectivePrice)}
      </span>
      {discounted ? (
        <s className={styles.original({ size })}>
          <span className="visually-hidden">
            <Trans>Original price:</Trans>{' '}
          </span>
          {formatRwf(price)}
        </s>
      ) : null}
      {discounted && discountPercent > 0 ? (
        <span className={styles.percent}>
          <Trans>{discountPercent}% OFF</Trans>
        </span>
      ) : null}
    </p>
  );
}
