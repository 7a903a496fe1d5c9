import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CartButton_cart$key } from '../../__generated__/CartButton_cart.graphql';
import { useFormatRwf } from '../../i18n/money';
import { isSignedIn } from '../../relay/session';
import { withLaterMessages } from '../../i18n/i18n';
import { CartCountIcon } from './CartCountIcon';
import { guestBill, guestCartLines, useGuestCart, useGuestDeliveryCharge } from './guestCart';
import { useGuestCartRefresh } from './useGuestCartRefresh';
import * as styles from './CartButton.css';

// The drawer's code arrives with its first opening, not with every page.
const CartDrawer = lazy(() => withLaterMessages(import('./CartDrawer')).then((module) => ({ default: module.CartDrawer })));

/** The header's cart button: how many items and what they cost (a visitor's guest cart too); it opens the cart drawer. */
export function CartButton({ cart }: { cart: CartButton_cart$key | null }) {
  const formatRwf = useFormatRwf();
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
  const [open, setOpen] = useState(false);
  const [openCount, setOpenCount] = useState(0);
  // A visitor's count and total are those of the guest cart on this device.
  const guest = guestBill(useGuestCart(), useGuestDeliveryCharge());
  // The header's total is a guest's first sight of their cart on a visit: its prices are read again, once.
  const [guestAtStart] = useState(() => !isSignedIn() && guestCartLines().length > 0);
  useGuestCartRefresh(guestAtStart);
  const count = data ? data.totalQuantity : guest.totalQuantity;
  const total = formatRwf(data ? data.total : guest.total);
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
