import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import { NavLink } from 'react-router';
import type { AccountLinks_viewer$key } from '../../__generated__/AccountLinks_viewer.graphql';
import { EnableOrderAlertsButton } from '../order-alerts/EnableOrderAlertsButton';
import { MENU_POLL_MS } from '../order-alerts/pollIntervals';
import { UnreadOrdersBadge } from '../order-alerts/UnreadOrdersBadge';
import { useLogoutMutation } from './useLogoutMutation';
import * as styles from './AccountLinks.css';

/** How an account is named on screen: the shopper's name, else their mobile, else `fallback`. */
export function accountName(user: { name: string; mobile?: string | null }, fallback: string): string {
  return user.name.trim() || user.mobile || fallback;
}

/**
 * The account's links, written once for the header's Account menu, the dashboard's side menu and the phone's
 * /user page: who is signed in (with '(Admin)' for admins), Profile, the admin pages for admins, My Orders, Save
 * Address and Log Out. The page being shown is marked (aria-current). Admins also see the unread-order badge on My
 * Orders and, until the browser has been answered, 'Enable order alerts'.
 */
export function AccountLinks({ viewer, layout }: { viewer: AccountLinks_viewer$key; layout: 'menu' | 'side' | 'page' }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment AccountLinks_viewer on User {
        name
        mobile
        role
      }
    `,
    viewer,
  );
  const [logOut, loggingOut] = useLogoutMutation();
  const isAdmin = data.role === 'ADMIN';
  const links: { to: string; label: string; unreadBadge?: boolean }[] = [
    { to: '/dashboard/profile', label: t`Profile` },
    ...(isAdmin
      ? [
          { to: '/dashboard/category', label: t`Category` },
          { to: '/dashboard/subcategory', label: t`Sub Category` },
          { to: '/dashboard/upload-product', label: t`Upload Product` },
          { to: '/dashboard/product', label: t`Product` },
          { to: '/dashboard/search-synonyms', label: t`Search synonyms` },
          { to: '/dashboard/delivery', label: t`Delivery` },
          { to: '/dashboard/sales-analytics', label: t`Sales Analytics` },
        ]
      : []),
    { to: '/dashboard/myorders', label: t`My Orders`, unreadBadge: isAdmin },
    { to: '/dashboard/address', label: t`Save Address` },
  ];
  return (
    <div className={styles.container[layout]}>
      <div className={styles.header}>
        {/* The phone's account page has this as its heading already. */}
        {layout === 'page' ? null : (
          <p className={styles.title}>
            <Trans>My Account</Trans>
          </p>
        )}
        <p className={styles.who}>
          {accountName(data, t`My Account`)}
          {isAdmin ? (
            <span className={styles.adminTag}>
              {' '}
              <Trans>(Admin)</Trans>
            </span>
          ) : null}
        </p>
      </div>
      <nav aria-label={t`My Account`}>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={styles.item[layout]}>
                {link.label}
                {link.unreadBadge ? <UnreadOrdersBadge pollMs={MENU_POLL_MS} /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {isAdmin ? <EnableOrderAlertsButton layout={layout} /> : null}
      <button type="button" className={styles.logout[layout]} onClick={logOut} disabled={loggingOut}>
        {loggingOut ? <Trans>Logging out...</Trans> : <Trans>Log Out</Trans>}
      </button>
    </div>
  );
}
