import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { badgeCount } from './unreadCount';
import { useUnreadOrdersCount } from './useUnreadOrders';
import * as styles from './UnreadOrdersBadge.css';

/**
 * The admin's unread-order badge: the count ("99+" above 99), nothing at 0. The number is drawn; its words
 * (", 3 unread orders") are read as the end of the control's name, e.g. 'My Orders, 3 unread orders'. Render it for
 * admins only: it polls the server while shown.
 */
export function UnreadOrdersBadge({ pollMs, placement = 'inline' }: { pollMs: number; placement?: 'inline' | 'tab' }) {
  const { t } = useLingui();
  const count = useUnreadOrdersCount(pollMs);
  if (count <= 0) return null;
  return (
    <>
      <span className={styles.badge({ placement })} aria-hidden="true">
        {badgeCount(count)}
      </span>
      <span className="visually-hidden">, {t`${plural(count, { one: '# unread order', other: '# unread orders' })}`}</span>
    </>
  );
}
