import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { AdminOrderCard_order$key, OrderStatus } from '../../__generated__/AdminOrderCard_order.graphql';
import { Button } from '../../ui/Button';
import { CancelRefundNote } from '../orders/CancelRefundNote';
import { OrderCard } from '../orders/OrderCard';
import * as orderStyles from '../orders/Orders.css';
import { ORDER_STATUSES, useStatusLabels } from '../orders/statusLabels';
import { ConfirmRefund } from './ConfirmRefund';
import { PaymentHistory } from './PaymentHistory';
import { StatusHistory } from './StatusHistory';
import { useUpdateOrderStatusMutation } from './useUpdateOrderStatusMutation';
import * as styles from './AdminOrders.css';

// The order as the server has it now: after a refused change (someone else, the shopper cancelling, may have moved it
// on meanwhile), and while its provider is refunding it.
const refreshQuery = graphql`
  query AdminOrderCardRefreshQuery($id: ID!) {
    node(id: $id) {
      ...AdminOrderCard_order @alias(as: "order")
    }
  }
`;

/** How soon a refund the provider is making is read again: soon at first (MTN makes most within seconds), then less often. */
const REFUND_FIRST_READ_MS = 2500;
const REFUND_READ_MAX_MS = 30_000;

/**
 * An order as the admin sees it: the shopper's order card with who ordered it (the card's number can be called), plus
 * 'Update Status' while the order is not final, where a refund stands (followed live while the provider makes it;
 * 'Confirm refund' once it is the admin's), and the order's status and payment histories.
 */
export function AdminOrderCard({ order }: { order: AdminOrderCard_order$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment AdminOrderCard_order on Order {
        id
        status
        payment {
          state
          refundBy
        }
        customer {
          name
        }
        ...OrderCard_order
        ...CancelRefundNote_order
        ...StatusHistory_order
        ...PaymentHistory_order
        ...ConfirmRefund_order
      }
    `,
    order,
  );
  const refresh = useRefresh(data.id);
  useFollowRefund(refresh, data.payment.state === 'REFUND_DUE' && data.payment.refundBy === 'PROVIDER');
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
  const customerFacts = (
    <div className={orderStyles.fact}>
      <dt className={orderStyles.factName}>
        <Trans>Customer</Trans>
      </dt>
      <dd className={orderStyles.factValue}>{data.customer.name.trim() || t`User`}</dd>
    </div>
  );
  return (
    <OrderCard order={data} facts={customerFacts} asAdmin>
      <div className={styles.adminBar}>
        <ConfirmRefund order={data} onStale={refresh} />
        {final ? null : (
          <StatusSelect
            orderId={data.id}
            status={data.status}
            awaitingPayment={data.payment.state === 'PENDING' || data.payment.state === 'FAILED'}
            cancelNote={<CancelRefundNote order={data} asAdmin className={styles.confirmText} />}
            onMayTurnFinal={() => {
              focusHeading.current = true;
            }}
          />
        )}
        <StatusHistory order={data} />
        <PaymentHistory order={data} />
      </div>
    </OrderCard>
  );
}

/** Reads the order afresh from the server (best effort: if it fails, the card keeps what it showed). */
function useRefresh(orderId: string): () => void {
  const environment = useRelayEnvironment();
  return useCallback(() => {
    fetchQuery(environment, refreshQuery, { id: orderId }, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
  }, [environment, orderId]);
}

/**
 * While `following`, reads the order again, sooner at first then less often, so the card moves on by itself when the
 * provider makes the refund (or refuses it). A hidden tab skips its reads; a read that fails is tried at the next turn.
 */
function useFollowRefund(refresh: () => void, following: boolean): void {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  useEffect(() => {
    if (!following) return;
    let reads = 0;
    let timer = 0;
    const next = () => {
      timer = window.setTimeout(read, Math.min(REFUND_READ_MAX_MS, REFUND_FIRST_READ_MS * 1.5 ** reads));
    };
    const read = () => {
      if (document.visibilityState !== 'hidden') {
        reads += 1;
        refreshRef.current();
      }
      next();
    };
    next();
    return () => window.clearTimeout(timer);
  }, [following]);
}

/** How long a confirmed change waits, with Undo offered, before it is sent. */
export const STATUS_UNDO_WINDOW_MS = 5000;

type Stage = { kind: 'idle' } | { kind: 'confirming'; wanted: OrderStatus } | { kind: 'waiting'; wanted: OrderStatus };

/**
 * 'Update Status': any of the five statuses (the client blocks no transition but shipping an unpaid mobile-money order). A pick asks for confirmation, and a
 * confirmed change waits a few seconds with Undo before it is sent: Delivered and Cancelled are final, so a slip must
 * be caught before it reaches the server. Refused, the old status shows again and the order is read afresh.
 */
function StatusSelect({
  orderId,
  status,
  awaitingPayment,
  cancelNote,
  onMayTurnFinal,
}: {
  orderId: string;
  status: OrderStatus;
  /** A mobile-money payment not yet approved (or failed): the goods do not leave, so Shipped and Delivered wait. */
  awaitingPayment: boolean;
  /** What cancelling does to the order's money, said before Cancelled is confirmed. */
  cancelNote: ReactNode;
  onMayTurnFinal: () => void;
}) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const id = useId();
  const statusLabel = useStatusLabels();
  const [update, updating] = useUpdateOrderStatusMutation();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const undoButton = useRef<HTMLButtonElement>(null);
  const select = useRef<HTMLSelectElement>(null);

  const send = (wanted: OrderStatus) => {
    setStage({ kind: 'idle' });
    update(orderId, wanted, (updated) => {
      // Refused, the order may turn out final too (cancelled meanwhile), taking the selector away.
      if (!updated || wanted === 'DELIVERED' || wanted === 'CANCELLED') onMayTurnFinal();
      // Best effort: if this fails too, the card keeps what it showed.
      if (!updated) fetchQuery(environment, refreshQuery, { id: orderId }, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
    });
  };
  // The change confirmed but not yet sent: sent when the undo window ends, or at once if the page is left meanwhile.
  const pending = useRef<OrderStatus | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;
  useEffect(() => {
    if (stage.kind !== 'waiting') return;
    pending.current = stage.wanted;
    undoButton.current?.focus();
    const timer = setTimeout(() => {
      pending.current = null;
      sendRef.current(stage.wanted);
    }, STATUS_UNDO_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [stage]);
  useEffect(
    () => () => {
      if (pending.current) sendRef.current(pending.current);
    },
    [],
  );

  const change = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const wanted = event.target.value as OrderStatus;
    setStage(wanted === status ? { kind: 'idle' } : { kind: 'confirming', wanted });
  };
  // Undo and Keep give the focus back to the selector once it is enabled again.
  const refocusSelect = useRef(false);
  useEffect(() => {
    if (stage.kind === 'idle' && refocusSelect.current) {
      refocusSelect.current = false;
      select.current?.focus();
    }
  }, [stage]);
  const keep = () => {
    pending.current = null;
    refocusSelect.current = true;
    setStage({ kind: 'idle' });
  };

  const shown = stage.kind === 'idle' ? status : stage.wanted;
  return (
    <div className={styles.statusField}>
      <label htmlFor={id} className={styles.statusLabel}>
        <Trans>Update Status</Trans>
      </label>
      <select
        id={id}
        ref={select}
        className={styles.select}
        value={shown}
        onChange={change}
        disabled={updating || stage.kind === 'waiting'}
        aria-busy={updating}
        aria-describedby={[updating ? `${id}-busy` : null, awaitingPayment ? `${id}-payment` : null].filter(Boolean).join(' ') || undefined}
      >
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value} disabled={awaitingPayment && (value === 'SHIPPED' || value === 'DELIVERED')}>
            {statusLabel(value)}
          </option>
        ))}
      </select>
      {awaitingPayment ? (
        <p id={`${id}-payment`} className={styles.statusNote}>
          <Trans>Shipped and Delivered wait for the mobile-money payment.</Trans>
        </p>
      ) : null}
      {updating ? (
        <span id={`${id}-busy`} className={styles.busy} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">{t`Updating status...`}</span>
        </span>
      ) : null}
      {stage.kind === 'confirming' ? (
        <div className={styles.confirmRow} role="group" aria-label={t`Confirm the status change`}>
          {stage.wanted === 'CANCELLED' ? cancelNote : null}
          <p className={styles.confirmText}>{t`Change this order from ${statusLabel(status)} to ${statusLabel(stage.wanted)}?`}</p>
          <div className={styles.confirmActions}>
            <Button size="small" onClick={() => setStage({ kind: 'waiting', wanted: stage.wanted })}>
              <Trans>Change status</Trans>
            </Button>
            <Button size="small" tone="outline" onClick={keep}>
              {t`Keep ${statusLabel(status)}`}
            </Button>
          </div>
        </div>
      ) : null}
      {stage.kind === 'waiting' ? (
        <div className={styles.confirmRow}>
          <p className={styles.confirmText} role="status">
            {t`Changing to ${statusLabel(stage.wanted)} in a few seconds...`}
          </p>
          <div className={styles.confirmActions}>
            <Button ref={undoButton} size="small" tone="outline" onClick={keep}>
              <Trans>Undo</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
