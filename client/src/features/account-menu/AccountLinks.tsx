import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import { NavLink } from 'react-router';
import type { AccountLinks_viewer$key } from '../../__generated__/AccountLinks_viewer.graphql';
import { useLogoutMutation } from './useLogoutMutation';
import * as styles from './AccountLinks.css';

/** How an account is named on screen: the shopper's name, else their mobile, else `fallback`. */
export function accountName(user: { name: string; mobile?: string | null }, fallback: string): string {
  return user.name.trim() || user.mobile || fallback;
}

/**
 * The account's links, written once for the header's Account menu, the dashboard's side menu and the phone's
 * /user page: who is signed in (with '(Admin)' for admins), Profile, the admin pages for admins, My Orders, Save
 * Address and Log Out. The page being shown is marked (aria-current).
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
  const links = [
    { to: '/dashboard/profile', label: t`Profile` },
    ...(isAdmin
      ? [
          { to: '/dashboard/category', label: t`Category` },
          { to: '/dashboard/subcategory', label: t`Sub Category` },
          { to: '/dashboard/upload-product', label: t`Upload Product` },
          { to: '/dashboard/product', label: t`Product` },
          { to: '/dashboard/sales-analytics', label: t`Sales Analytics` },
        ]
      : []),
    { to: '/dashboard/myorders', label: t`My Orders` },
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
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className={styles.logout[layout]} onClick={logOut} disabled={loggingOut}>
        {loggingOut ? <Trans>Logging out...</Trans> : <Trans>Log Out</Trans>}
      </button>
    </div>
  );
}
