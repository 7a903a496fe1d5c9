import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { AdminOrderCard_order$key, OrderStatus } from '../../__generated__/AdminOrderCard_order.graphql';
import { OrderCard } from '../orders/OrderCard';
import { ORDER_STATUSES, useStatusLabels } from '../orders/statusLabels';
import { StatusHistory } from './StatusHistory';
import { useUpdateOrderStatusMutation } from './useUpdateOrderStatusMutation';
import * as styles from './AdminOrders.css';

// The order as the server has it now, after a refused change: someone else (the shopper cancelling) may have moved
// it on meanwhile.
const refreshQuery = graphql`
  query AdminOrderCardRefreshQuery($id: ID!) {
    node(id: $id) {
      ...AdminOrderCard_order @alias(as: "order")
    }
  }
`;

/**
 * An order as the admin sees it: the shopper's order card, plus 'Update Status' while the order is not final and
 * the order's status history.
 */
export function AdminOrderCard({ order }: { order: AdminOrderCard_order$key }) {
  const data = useFragment(
    graphql`
      fragment AdminOrderCard_order on Order {
        id
        status
        ...OrderCard_order
        ...StatusHistory_order
      }
    `,
    order,
  );
  // The product says both Delivered and Cancelled are final: the server refuses any change to them.
  const final = data.status === 'DELIVERED' || data.status === 'CANCELLED';
  // A final status removes the selector the admin just used: focus goes to the order's heading (focusable by script).
  const focusHeading = useRef(false);
  useEffect(() => {
    if (final && focusHeading.current) {
      focusHeading.current = false;
      document.getElementById(`order-${data.id}`)?.focus();
    }
  }, [final, data.id]);
  return (
    <OrderCard order={data}>
      <div className={styles.adminBar}>
        {final ? null : (
          <StatusSelect
            orderId={data.id}
            status={data.status}
            onMayTurnFinal={() => {
              focusHeading.current = true;
            }}
          />
        )}
        <StatusHistory order={data} />
      </div>
    </OrderCard>
  );
}

// How long the selector waits after an arrow key before sending the status it shows.
const KEYBOARD_SETTLE_MS = 1000;

/**
 * 'Update Status': any of the five statuses (the client blocks no transition). Refused, it shows the old status
 * again, and the order is read afresh in case it changed meanwhile.
 */
function StatusSelect({ orderId, status, onMayTurnFinal }: { orderId: string; status: OrderStatus; onMayTurnFinal: () => void }) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const id = useId();
  const statusLabel = useStatusLabels();
  const [update, updating] = useUpdateOrderStatusMutation();
  // The status asked for, shown while it waits to be sent and while the server answers.
  const [asked, setAsked] = useState<OrderStatus | null>(null);
  const waiting = useRef<{ timer: ReturnType<typeof setTimeout>; status: OrderStatus } | null>(null);
  // The key that made the change, if one did: arrows and letters change a closed select at every press.
  const key = useRef<string | null>(null);
  useEffect(() => () => clearTimeout(waiting.current?.timer), []);

  const send = (wanted: OrderStatus) => {
    clearTimeout(waiting.current?.timer);
    waiting.current = null;
    if (wanted === status) {
      setAsked(null);
      return;
    }
    update(orderId, wanted, (updated) => {
      // Refused, the order may turn out final too (cancelled meanwhile), taking the selector away.
      if (!updated || wanted === 'DELIVERED' || wanted === 'CANCELLED') onMayTurnFinal();
      setAsked(null);
      // Best effort: if this fails too, the card keeps what it showed.
      if (!updated) fetchQuery(environment, refreshQuery, { id: orderId }, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
    });
  };

  const change = (event: React.ChangeEvent<HTMLSelectElement>) => {
    if (updating) return;
    const wanted = event.target.value as OrderStatus;
    setAsked(wanted);
    const browsing = key.current !== null && key.current !== 'Enter';
    clearTimeout(waiting.current?.timer);
    // A pick (pointer, touch, Enter in the open list) is sent at once; arrowing through the closed select waits
    // until the admin stops, so passing over a status does not set it.
    if (browsing) waiting.current = { timer: setTimeout(() => send(wanted), KEYBOARD_SETTLE_MS), status: wanted };
    else send(wanted);
  };

  return (
    <div className={styles.statusField}>
      <label htmlFor={id} className={styles.statusLabel}>
        <Trans>Update Status</Trans>
      </label>
      <select
        id={id}
        className={styles.select}
        value={asked ?? status}
        onChange={change}
        onKeyDown={(event) => {
          key.current = event.key;
        }}
        onKeyUp={() => {
          key.current = null;
        }}
        // Leaving the select sends the status it was left on.
        onBlur={() => {
          if (waiting.current) send(waiting.current.status);
        }}
        aria-busy={updating}
        aria-describedby={updating ? `${id}-busy` : undefined}
      >
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {statusLabel(value)}
          </option>
        ))}
      </select>
      {updating ? (
        <span id={`${id}-busy`} className={styles.busy} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">{t`Updating status...`}</span>
        </span>
      ) : null}
    </div>
  );
}
