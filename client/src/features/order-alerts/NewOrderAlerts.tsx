import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { graphql } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { fetchQuery } from 'relay-runtime';
import type { NewOrderAlertsQuery } from '../../__generated__/NewOrderAlertsQuery.graphql';
import { environment } from '../../relay/environment';
import { toast } from '../../ui/toast';
import { notifyNewOrders } from './orderNotifications';
import { unreadOrdersPoller } from './useUnreadOrders';

const newestQuery = graphql`
  query NewOrderAlertsQuery($since: DateTime!) {
    newOrdersSince(since: $since) {
      orders {
        orderNumber
      }
    }
  }
`;

// An admin who never marked orders read has every order unread.
const BEGINNING = new Date(0).toISOString();

/** The newest unread order's number, or null when the question fails (the alert goes out without it). */
async function newestOrderNumber(since: string | null): Promise<string | null> {
  try {
    const data = await fetchQuery<NewOrderAlertsQuery>(environment, newestQuery, { since: since ?? BEGINNING }, { fetchPolicy: 'network-only' }).toPromise();
    return data?.newOrdersSince.orders[0]?.orderNumber ?? null;
  } catch {
    return null;
  }
}

/**
 * 'New Order Alert!': when the unread count rises (never for what was unread at load), a system notification (if
 * the admin allowed them; a click opens Orders) and a toast in the page, which also reads it out politely. Mount
 * once, for admins only.
 */
export function NewOrderAlerts() {
  const { t } = useLingui();
  const navigate = useNavigate();
  useEffect(
    () =>
      unreadOrdersPoller.onOrdersArrived(({ added, reading }) => {
        void newestOrderNumber(reading.lastReadAt).then((newest) => {
          const title = t`New Order Alert!`;
          const body = newest
            ? t`${plural(added, { one: `# new order: ${newest}`, other: `# new orders, the newest ${newest}` })}`
            : t`${plural(added, { one: '# new order', other: '# new orders' })}`;
          toast.success(`${title} ${body}`);
          notifyNewOrders(title, body, () => void navigate('/dashboard/myorders'));
        });
      }),
    [t, navigate],
  );
  return null;
}
