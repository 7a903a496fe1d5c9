import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CheckoutItem_line$key } from '../../__generated__/CheckoutItem_line.graphql';
import { useFormatRwf } from '../../i18n/money';
import { ResponsiveImage } from '../../ui/ResponsiveImage';
import * as styles from './Checkout.css';

/** One line of what is being bought: the picture, the name, the unit and quantity, and what the line costs. */
export function CheckoutItem({ line }: { line: CheckoutItem_line$key }) {
  const formatRwf = useFormatRwf();
  const data = useFragment(
    graphql`
      fragment CheckoutItem_line on CartLine {
        quantity
        lineTotal
        originalLineTotal
        product {
          localName
          unit
          images
        }
      }
    `,
    line,
  );
  const quantity = data.quantity;
  return (
    <li className={styles.item}>
      <ResponsiveImage src={data.product.images[0] ?? ''} alt="" width={48} height={48} sizes="48px" className={styles.itemImage} />
      <span className={styles.itemInfo}>
        <span className={styles.itemName}>{data.product.localName}</span>
        <span className={styles.itemMeta}>
          {data.product.unit ? <span>{data.product.unit}</span> : null}
          <span className={styles.itemQuantity}>
            <Trans>Qty: {quantity}</Trans>
          </span>
        </span>
      </span>
      <span className={styles.itemPrice}>
        <span className="visually-hidden">
          <Trans>Line total:</Trans>{' '}
        </span>
        {formatRwf(data.lineTotal)}
        {data.originalLineTotal > data.lineTotal ? (
          <s className={styles.itemStruck}>
            <span className="visually-hidden">
              <Trans>Original price:</Trans>{' '}
            </span>
            {formatRwf(data.originalLineTotal)}
          </s>
        ) : null}
      </span>
    </li>
  );
}
