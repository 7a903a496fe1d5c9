import { Trans, useLingui } from '@lingui/react/macro';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useLocation } from 'react-router';
import type { AccountMenu_viewer$key } from '../../__generated__/AccountMenu_viewer.graphql';
import { NewOrderAlerts } from '../order-alerts/NewOrderAlerts';
import { HEADER_POLL_MS } from '../order-alerts/pollIntervals';
import { UnreadOrdersBadge } from '../order-alerts/UnreadOrdersBadge';
import { AccountIcon, ChevronDownIcon } from '../shell/icons';
import { AccountLinks, accountName } from './AccountLinks';
import * as styles from './AccountMenu.css';

/**
 * The header's account button (the shopper's name, or their mobile when they gave no name, and '(Admin)' for
 * admins) and the menu it opens: the account's links (AccountLinks). A disclosure, not an ARIA menu: plain links in
 * Tab order, Escape and a click outside close it. For admins the button carries the unread-order badge and the
 * menu raises the new-order alert (it is mounted on every page, phones included, where the header hides it).
 */
export function AccountMenu({ viewer }: { viewer: AccountMenu_viewer$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment AccountMenu_viewer on User {
        name
        mobile
        role
        ...AccountLinks_viewer
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(false);
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
  const who = accountName({ name: data.name, mobile: data.mobile }, t`My Account`);
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
        <AccountIcon size={20} className={styles.icon} />
        <span className={styles.who}>{who}</span>
        {isAdmin ? (
          <span className={styles.adminTagInButton}>
            <Trans>(Admin)</Trans>
          </span>
        ) : null}
        {isAdmin ? <UnreadOrdersBadge pollMs={HEADER_POLL_MS} /> : null}
        <ChevronDownIcon size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <AccountLinks viewer={data} layout="menu" />
      </div>
      {isAdmin ? <NewOrderAlerts /> : null}
    </div>
  );
}
