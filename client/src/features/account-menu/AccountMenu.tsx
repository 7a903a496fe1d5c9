import { Trans, useLingui } from '@lingui/react/macro';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { AccountMenu_viewer$key } from '../../__generated__/AccountMenu_viewer.graphql';
import { AccountIcon, ChevronDownIcon } from '../shell/icons';
import { useLogoutMutation } from './useLogoutMutation';
import * as styles from './AccountMenu.css';

/**
 * The header's account button (the shopper's name, or their mobile when they gave no name, and '(Admin)' for
 * admins) and the menu it opens: their pages, the admin pages for admins, and Log Out. A disclosure, not an ARIA
 * menu: plain links in Tab order, Escape and a click outside close it.
 */
export function AccountMenu({ viewer }: { viewer: AccountMenu_viewer$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment AccountMenu_viewer on User {
        name
        mobile
        role
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(false);
  const [logOut, loggingOut] = useLogoutMutation();
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Following one of its links closes the menu.
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };
  // Tabbing past the last item closes the menu, so it never hangs open over the page.
  const onBlur = (event: FocusEvent) => {
    if (open && event.relatedTarget instanceof Node && !wrapper.current?.contains(event.relatedTarget)) setOpen(false);
  };

  const isAdmin = data.role === 'ADMIN';
  const who = data.name.trim() || data.mobile || t`My Account`;
  const adminLinks = [
    { to: '/dashboard/category', label: t`Category` },
    { to: '/dashboard/subcategory', label: t`Sub Category` },
    { to: '/dashboard/upload-product', label: t`Upload Product` },
    { to: '/dashboard/product', label: t`Product` },
    { to: '/dashboard/sales-analytics', label: t`Sales Analytics` },
  ];
  return (
    <div ref={wrapper} className={styles.wrapper} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <AccountIcon size={20} />
        <span className={styles.who}>{who}</span>
        {isAdmin ? (
          <span className={styles.adminTagInButton}>
            <Trans>(Admin)</Trans>
          </span>
        ) : null}
        <ChevronDownIcon size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.panelHeader}>
          <p className={styles.panelTitle}>
            <Trans>My Account</Trans>
          </p>
          <p className={styles.panelWho}>
            {who}
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
            <li>
              <Link to="/dashboard/profile" className={styles.item}>
                <Trans>Profile</Trans>
              </Link>
            </li>
            {isAdmin
              ? adminLinks.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.item}>
                      {link.label}
                    </Link>
                  </li>
                ))
              : null}
            <li>
              <Link to="/dashboard/myorders" className={styles.item}>
                <Trans>My Orders</Trans>
              </Link>
            </li>
            <li>
              <Link to="/dashboard/address" className={styles.item}>
                <Trans>Save Address</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <button type="button" className={styles.logout} onClick={logOut} disabled={loggingOut}>
          {loggingOut ? <Trans>Logging out...</Trans> : <Trans>Log Out</Trans>}
        </button>
      </div>
    </div>
  );
}
