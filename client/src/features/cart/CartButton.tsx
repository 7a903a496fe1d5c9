import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { CartButton_cart$key } from '../../__generated__/CartButton_cart.graphql';
import { formatRwf } from '../../i18n/money';
import * as styles from './CartButton.css';

/** The header's cart button: how many items and what they cost. */
export function CartButton({ cart }: { cart: CartButton_cart$key | null }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment CartButton_cart on Cart {
        totalQuantity
        total
      }
    `,
    cart,
  );
  const count = data?.totalQuantity ?? 0;
  return (
    <Link to="/cart" className={styles.button} aria-label={t`Cart: ${count} items`}>
      {count > 0 && data ? (
        <span>
          <Trans>{count} Items</Trans> · {formatRwf(data.total)}
        </span>
      ) : (
        <Trans>My Cart</Trans>
      )}
    </Link>
  );
}
