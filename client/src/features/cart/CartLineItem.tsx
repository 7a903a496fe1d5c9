import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CartLineItem_line$key } from '../../__generated__/CartLineItem_line.graphql';
import { useFormatRwf } from '../../i18n/money';
import { slugId } from '../../routes/router';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import { AddToCartControl } from './AddToCartControl';
import * as styles from './CartLineItem.css';

/** A clock: the line's change waits for a connection. */
function WaitingIcon() {
  return (
    <svg className={styles.waitingIcon} width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

/**
 * One line of the cart: picture, name, unit, promotion and savings, unit price, the stepper and the line total; a
 * line changed offline says that the change is not saved yet.
 */
export function CartLineItem({ line, onNavigate }: { line: CartLineItem_line$key; onNavigate?: () => void }) {
  const formatRwf = useFormatRwf();
  const data = useFragment(
    graphql`
      fragment CartLineItem_line on CartLine {
        unitPrice
        originalUnitPrice
        lineTotal
        originalLineTotal
        savings
        waitingForConnection
        product {
          databaseId
          slug
          localName
          unit
          images
          activePromotion {
            label
          }
          ...AddToCartControl_product
        }
      }
    `,
    line,
  );
  const { product } = data;
  const saved = formatRwf(data.savings);
  return (
    <li className={styles.line}>
      <ResponsiveImage
        src={product.images[0] ?? ''}
        alt=""
        width={64}
        height={64}
        sizes="64px"
        className={styles.image}
      />
      <div className={styles.info}>
        <Link to={`/product/${slugId(product.slug, product.databaseId)}`} className={styles.name} onClick={onNavigate}>
          {product.localName}
        </Link>
        <p className={styles.meta}>
          <span>{product.unit}</span>
          {product.activePromotion ? <span className={styles.promo}>{product.activePromotion.label}</span> : null}
        </p>
        <p className={styles.unitPrice}>
          <span>{formatRwf(data.unitPrice)}</span>
          {data.originalUnitPrice > data.unitPrice ? (
            <s className={styles.struck}>
              <span className="visually-hidden">
                <Trans>Original price:</Trans>{' '}
              </span>
              {formatRwf(data.originalUnitPrice)}
            </s>
          ) : null}
        </p>
        {data.savings > 0 ? (
          <p className={styles.saving}>
            <Trans>You save {saved}</Trans>
          </p>
        ) : null}
        {data.waitingForConnection ? (
          <p className={styles.waiting}>
            <WaitingIcon />
            <Trans>Not saved yet: waiting for a connection</Trans>
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <AddToCartControl product={product} layout="line" />
        <p className={styles.lineTotal}>
          <span className="visually-hidden">
            <Trans>Line total:</Trans>{' '}
          </span>
          {formatRwf(data.lineTotal)}
          {data.originalLineTotal > data.lineTotal ? (
            <s className={styles.struck}>
              <span className="visually-hidden">
                <Trans>Original price:</Trans>{' '}
              </span>
              {formatRwf(data.originalLineTotal)}
            </s>
          ) : null}
        </p>
      </div>
    </li>
  );
}
