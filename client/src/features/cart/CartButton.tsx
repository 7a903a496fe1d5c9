import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CartButton_cart$key } from '../../__generated__/CartButton_cart.graphql';
import { useFormatRwf } from '../../i18n/money';
import { CartCountIcon } from './CartCountIcon';
import * as styles from './CartButton.css';

// The drawer's code arrives with its first opening, not with every page.
const CartDrawer = lazy(() => import('./CartDrawer').then((module) => ({ default: module.CartDrawer })));

/** The header's cart button: how many items and what they cost; it opens the cart drawer. */
export function CartButton({ cart }: { cart: CartButton_cart$key | null }) {
  const { t } = useLingui();
  const formatRwf = useFormatRwf();
  const data = useFragment(
    graphql`
      fragment CartButton_cart on Cart {
        totalQuantity
        total
      }
    `,
    cart,
  );
  const [open, setOpen] = useState(false);
  const [openCount, setOpenCount] = useState(0);
  const count = data?.totalQuantity ?? 0;
  const total = formatRwf(data?.total ?? 0);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-label={count > 0 ? t`My Cart: ${plural(count, { one: '# item', other: '# items' })}, ${total}` : t`My Cart`}
        onClick={() => {
          setOpenCount((count) => count + 1);
          setOpen(true);
        }}
      >
        <CartCountIcon count={count} wrapClassName={styles.iconWrap} badgeClassName={styles.badge} />
        {/* Phones show the badge only: the header is narrow, and the bottom navigation's Cart leads to the page. */}
        <span className={styles.summary} aria-hidden="true">
          {count > 0 ? (
            <>
              <span className={styles.count}>
                <Plural value={count} one="# Item" other="# Items" />
              </span>
              <span>{total}</span>
            </>
          ) : (
            t`My Cart`
          )}
        </span>
      </button>
      {openCount > 0 ? (
        <Suspense fallback={null}>
          <CartDrawer open={open} openCount={openCount} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
