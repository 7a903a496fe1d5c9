import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AdminOrderCard_order$key, OrderStatus } from '../../__generated__/AdminOrderCard_order.graphql';
import { OrderCard } from '../orders/OrderCard';
import { ORDER_STATUSES, useStatusLabels } from '../orders/statusLabels';
import { StatusHistory } from './StatusHistory';
import { useUpdateOrderStatusMutation } from './useUpdateOrderStatusMutation';
import * as styles from './AdminOrders.css';

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
            onFinal={() => {
              focusHeading.current = true;
            }}
          />
        )}
        <StatusHistory order={data} />
      </div>
    </OrderCard>
  );
}

/** 'Update Status': any of the five statuses (the client blocks no transition); the old one comes back if refused. */
function StatusSelect({ orderId, status, onFinal }: { orderId: string; status: OrderStatus; onFinal: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const statusLabel = useStatusLabels();
  const [update, updating] = useUpdateOrderStatusMutation();
  // The status asked for, shown while the server answers.
  const [asked, setAsked] = useState<OrderStatus | null>(null);
  const change = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const wanted = event.target.value as OrderStatus;
    if (updating || wanted === status) return;
    setAsked(wanted);
    update(orderId, wanted, (updated) => {
      if (updated && (wanted === 'DELIVERED' || wanted === 'CANCELLED')) onFinal();
      setAsked(null);
    });
  };
  return (
    <div className={styles.statusField}>
      <label htmlFor={id} className={styles.statusLabel}>
        <Trans>Update Status</Trans>
      </label>
      <select id={id} className={styles.select} value={asked ?? status} onChange={change} aria-busy={updating} aria-describedby={updating ? `${id}-busy` : undefined}>
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
