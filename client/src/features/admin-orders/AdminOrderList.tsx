import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { AdminOrderList_query$key } from '../../__generated__/AdminOrderList_query.graphql';
import type { AdminOrderListPaginationQuery, OrderStatus, PaymentState } from '../../__generated__/AdminOrderListPaginationQuery.graphql';
import { usePaymentStateLabels } from '../orders/PaymentFact';
import { ORDER_STATUSES, useStatusLabels } from '../orders/statusLabels';
import { PagedOrders } from '../orders/PagedOrders';
import { AdminOrderCard } from './AdminOrderCard';
import * as styles from './AdminOrders.css';

/** Where an order's money can stand, for the payment filter (refunds due first: they wait on the admin). */
const PAYMENT_STATES = ['REFUND_DUE', 'PENDING', 'FAILED', 'UNPAID', 'PAID', 'REFUNDED'] as const;

/** How long typing in the search box must pause before the list follows it. */
const ORDER_SEARCH_PAUSE_MS = 350;

/**
 * Every customer's orders for the admin, newest first, paged as the shopper's list is; the status and payment filters
 * ask the server for those only, and the search box finds orders by number, customer name or phone (the current list
 * stays, dimmed, until the new one arrives).
 */
export function AdminOrderList({ query }: { query: AdminOrderList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<AdminOrderListPaginationQuery, AdminOrderList_query$key>(
    graphql`
      fragment AdminOrderList_query on Query
      @refetchable(queryName: "AdminOrderListPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
        status: { type: "OrderStatus" }
        paymentState: { type: "PaymentState" }
        search: { type: "String" }
      ) {
        adminOrders(first: $first, after: $after, status: $status, paymentState: $paymentState, search: $search)
          @connection(key: "AdminOrderList_adminOrders", filters: ["status", "paymentState", "search"]) {
          totalCount
          edges {
            node {
              id
              ...AdminOrderCard_order
            }
          }
        }
      }
    `,
    query,
  );
  const filterId = useId();
  const paymentFilterId = useId();
  const paymentStateLabel = usePaymentStateLabels();
  const [paymentState, setPaymentState] = useState<PaymentState | ''>('');
  const searchId = useId();
  const statusLabel = useStatusLabels();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [search, setSearch] = useState('');
  const [filtering, startFiltering] = useTransition();

  const show = (wanted: { status: OrderStatus | ''; paymentState: PaymentState | ''; search: string }) => {
    startFiltering(() => {
      refetch(
        { status: wanted.status === '' ? null : wanted.status, paymentState: wanted.paymentState === '' ? null : wanted.paymentState, search: wanted.search.trim() || null },
        { fetchPolicy: 'store-and-network' },
      );
    });
  };
  const filter = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const wanted = event.target.value as OrderStatus | '';
    setStatus(wanted);
    show({ status: wanted, paymentState, search });
  };
  const filterPayment = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const wanted = event.target.value as PaymentState | '';
    setPaymentState(wanted);
    show({ status, paymentState: wanted, search });
  };
  // The list follows the search box once typing pauses (a request per word, not per letter).
  const typingPause = useRef(0);
  useEffect(() => () => window.clearTimeout(typingPause.current), []);
  const type = (event: React.ChangeEvent<HTMLInputElement>) => {
    const wanted = event.target.value;
    setSearch(wanted);
    window.clearTimeout(typingPause.current);
    typingPause.current = window.setTimeout(() => show({ status, paymentState, search: wanted }), ORDER_SEARCH_PAUSE_MS);
  };

  const cards = data.adminOrders.edges.map(({ node }) => ({ id: node.id, card: <AdminOrderCard order={node} /> }));
  const count = data.adminOrders.totalCount;
  return (
    <div className={styles.listArea}>
      <div className={styles.filterBar}>
        <div className={styles.searchField}>
          <label htmlFor={searchId} className={styles.fieldLabel}>
            <Trans>Search orders</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            value={search}
            onChange={type}
            maxLength={100}
            autoComplete="off"
            placeholder={t`Order number, name or phone`}
          />
        </div>
        <div className={styles.filterField}>
          <label htmlFor={filterId} className={styles.fieldLabel}>
            <Trans>Status</Trans>
          </label>
          <select id={filterId} className={styles.select} value={status} onChange={filter}>
            <option value="">{t`All`}</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterField}>
          <label htmlFor={paymentFilterId} className={styles.fieldLabel}>
            <Trans>Payment</Trans>
          </label>
          <select id={paymentFilterId} className={styles.select} value={paymentState} onChange={filterPayment}>
            <option value="">{t`All`}</option>
            {PAYMENT_STATES.map((value) => (
              <option key={value} value={value}>
                {paymentStateLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <p className={styles.count} aria-live="polite">
          {filtering ? <Trans>Loading...</Trans> : <Plural value={count} one="# order" other="# orders" />}
        </p>
      </div>
      <div className={filtering ? styles.stale : undefined} aria-busy={filtering}>
        <PagedOrders cards={cards} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} />
      </div>
    </div>
  );
}
