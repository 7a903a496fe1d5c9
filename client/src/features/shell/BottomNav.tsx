import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { NavLink } from 'react-router';
import type { BottomNav_viewer$key } from '../../__generated__/BottomNav_viewer.graphql';
import { CartCountIcon } from '../cart/CartCountIcon';
import { AccountIcon, CategoriesIcon, HomeIcon } from './icons';
import * as styles from './BottomNav.css';

/**
 * The phone's bottom navigation (below 768 px): Home, Categories, Cart with its item count, Account. The header's
 * account menu and cart button give way to it on phones.
 */
export function BottomNav({ viewer }: { viewer: BottomNav_viewer$key | null }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment BottomNav_viewer on User {
        cart {
          totalQuantity
        }
      }
    `,
    viewer,
  );
  const count = data?.cart.totalQuantity ?? 0;
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
        {/* /user is the phone's account page; a visitor signs in first. */}
        <Item to={data ? '/user' : '/login'} icon={<AccountIcon />}>
          <Trans>Account</Trans>
        </Item>
      </ul>
      {/* Heard when the count changes (an item added from any screen), since the badge itself is only drawn. */}
      <span className="visually-hidden" aria-live="polite">
        {count > 0 ? cartLabel : ''}
      </span>
    </nav>
  );
}

function Item({ to, end, icon, label, children }: { to: string; end?: boolean; icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <li className={styles.item}>
      <NavLink to={to} end={end} className={styles.link} aria-label={label}>
        {icon}
        <span className={styles.text}>{children}</span>
      </NavLink>
    </li>
  );
}
