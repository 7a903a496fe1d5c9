import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CartLineItem_line$key } from '../../__generated__/CartLineItem_line.graphql';
import { useFormatRwf } from '../../i18n/money';
import { slugId } from '../../routes/slugs';
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
  return (
    <CartLineView
      image={product.images[0] ?? ''}
      name={product.localName}
      href={`/product/${slugId(product.slug, product.databaseId)}`}
      unit={product.unit}
      promotion={product.activePromotion?.label ?? null}
      unitPrice={data.unitPrice}
      originalUnitPrice={data.originalUnitPrice}
      lineTotal={data.lineTotal}
      originalLineTotal={data.originalLineTotal}
      savings={data.savings}
      waitingForConnection={data.waitingForConnection === true}
      control={<AddToCartControl product={product} layout="line" />}
      onNavigate={onNavigate}
    />
  );
}

/** What a cart line shows, whichever cart it belongs to (the account's or the guest's). */
export interface CartLineViewProps {
  image: string;
  name: string;
  href: string;
  unit: string;
  promotion: string | null;
  unitPrice: number;
  originalUnitPrice: number;
  lineTotal: number;
  originalLineTotal: number;
  savings: number;
  waitingForConnection: boolean;
  /** The quantity stepper. */
  control: ReactNode;
  onNavigate?: () => void;
}

/** The look of one cart line, for both carts. */
export function CartLineView(props: CartLineViewProps) {
  const formatRwf = useFormatRwf();
  const saved = formatRwf(props.savings);
  return (
    <li className={styles.line}>
      <ResponsiveImage src={props.image} alt="" width={64} height={64} sizes="64px" className={styles.image} />
      <div className={styles.info}>
        <Link to={props.href} className={styles.name} onClick={props.onNavigate}>
          {props.name}
        </Link>
        <p className={styles.meta}>
          <span>{props.unit}</span>
          {props.promotion ? <span className={styles.promo}>{props.promotion}</span> : null}
        </p>
        <p className={styles.unitPrice}>
          <span>{formatRwf(props.unitPrice)}</span>
          {props.originalUnitPrice > props.unitPrice ? (
            <s className={styles.struck}>
              <span className="visually-hidden">
                <Trans>Original price:</Trans>{' '}
              </span>
              {formatRwf(props.originalUnitPrice)}
            </s>
          ) : null}
        </p>
        {props.savings > 0 ? (
          <p className={styles.saving}>
            <Trans>You save {saved}</Trans>
          </p>
        ) : null}
        {props.waitingForConnection ? (
          <p className={styles.waiting}>
            <WaitingIcon />
            <Trans>Not saved yet: waiting for a connection</Trans>
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        {props.control}
        <p className={styles.lineTotal}>
          <span className="visually-hidden">
            <Trans>Line total:</Trans>{' '}
          </span>
          {formatRwf(props.lineTotal)}
          {props.originalLineTotal > props.lineTotal ? (
            <s className={styles.struck}>
              <span className="visually-hidden">
                <Trans>Original price:</Trans>{' '}
              </span>
              {formatRwf(props.originalLineTotal)}
            </s>
          ) : null}
        </p>
      </div>
    </li>
  );
}
