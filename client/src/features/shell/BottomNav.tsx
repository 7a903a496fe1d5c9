import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, NavLink, useLocation } from 'react-router';
import type { BottomNav_viewer$key } from '../../__generated__/BottomNav_viewer.graphql';
import { CartCountIcon } from '../cart/CartCountIcon';
import { guestBill, useGuestCart } from '../cart/guestCart';
import { HEADER_POLL_MS } from '../order-alerts/pollIntervals';
import { toggleHelp, useHelpOpen } from './helpPanel';
import { AccountIcon, CategoriesIcon, HelpIcon, HomeIcon } from './icons';
import * as styles from './BottomNav.css';
import { useSignedIn } from '../../relay/useSignedIn';
import { withLaterMessages } from '../../i18n/i18n';

// Only an admin's Account tab has the unread-order badge: its code, and its polling, load for admins alone.
const UnreadOrdersBadge = lazy(() => withLaterMessages(import('../order-alerts/UnreadOrdersBadge')).then((module) => ({ default: module.UnreadOrdersBadge })));

/**
 * The phone's bottom navigation (below 768 px): Home, Categories, Cart with its item count, Account, and Help (the
 * help panel: on a phone no launcher floats over the page). The header's
 * account menu and cart button give way to it on phones, so for admins the Account tab carries the unread-order badge.
 */
export function BottomNav({ viewer }: { viewer: BottomNav_viewer$key | null }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment BottomNav_viewer on User {
        role
        cart {
          totalQuantity
        }
      }
    `,
    viewer,
  );
  const { pathname } = useLocation();
  // Signed in on this device: known at once, before the shopper's own data has arrived (a page the server rendered
  // shows a visitor's until then), so the tab never sends a signed-in shopper to the login page.
  const signedIn = useSignedIn() || data !== null;
  // A visitor's count is the guest cart's on this device.
  const guestCount = guestBill(useGuestCart()).totalQuantity;
  const count = data ? data.cart.totalQuantity : guestCount;
  const cartLabel = count > 0 ? t`${plural(count, { one: 'Cart, # item', other: 'Cart, # items' })}` : t`Cart, empty`;
  return (
    <nav className={styles.nav} aria-label={t`Main`}>
      <ul className={styles.list}>
        <Item to="/" end icon={<HomeIcon />}>
          <Trans>Home</Trans>
        </Item>
        <Item to="/categories" icon={<CategoriesIcon />}>
          <Trans>Categories</Trans>
        </Item>
        <Item
          to="/cart"
          label={cartLabel}
          icon={<CartCountIcon count={count} wrapClassName={styles.iconWithBadge} badgeClassName={styles.badge} />}
        >
          <Trans>Cart</Trans>
        </Item>
        {/* /user is the phone's account page; a visitor signs in first. The tab stays current on the pages it leads to. */}
        <Item
          to={signedIn ? '/user' : '/login'}
          current={signedIn ? pathname === '/user' || pathname.startsWith('/dashboard/') : pathname === '/login'}
          icon={<AccountIcon />}
          badge={
            data?.role === 'ADMIN' ? (
              <Suspense fallback={null}>
                <UnreadOrdersBadge pollMs={HEADER_POLL_MS} placement="tab" />
              </Suspense>
            ) : null
          }
        >
          <Trans>Account</Trans>
        </Item>
        <HelpTab />
      </ul>
      {/* Heard when the count changes (an item added from any screen), since the badge itself is only drawn. */}
      <span className="visually-hidden" aria-live="polite">
        {count > 0 ? cartLabel : ''}
      </span>
    </nav>
  );
}

interface ItemProps {
  to: string;
  end?: boolean;
  /** Overrides the router's own match, for a tab that stands for several pages. */
  current?: boolean;
  icon: ReactNode;
  label?: string;
  /** Drawn on the icon's corner; after the text in the DOM, so its words end the tab's name. */
  badge?: ReactNode;
  children: ReactNode;
}

function Item({ to, end, current, icon, label, badge, children }: ItemProps) {
  const content = (
    <>
      {icon}
      <span className={styles.text}>{children}</span>
      {badge}
    </>
  );
  return (
    <li className={styles.item}>
      {current === undefined ? (
        <NavLink to={to} end={end} className={styles.link} aria-label={label}>
          {content}
        </NavLink>
      ) : (
        <Link to={to} className={styles.link} aria-label={label} aria-current={current ? 'page' : undefined}>
          {content}
        </Link>
      )}
    </li>
  );
}

/** Opens the help panel from the bottom navigation. */
function HelpTab() {
  const open = useHelpOpen();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <li className={styles.item}>
      <button ref={button} type="button" className={styles.tabButton} aria-expanded={open} data-help-entry onClick={() => toggleHelp(button.current)}>
        <HelpIcon />
        <span className={styles.text}>
          <Trans>Help</Trans>
        </span>
      </button>
    </li>
  );
}
