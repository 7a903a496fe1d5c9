import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PaymentHistory_order$key } from '../../__generated__/PaymentHistory_order.graphql';
import { formatDate } from '../../i18n/dates';
import { usePaymentStateLabels } from '../orders/PaymentFact';
import * as styles from './AdminOrders.css';
import { HistoryDisclosure } from './HistoryDisclosure';

/** What moved a payment, as the server names it, in the admin's words. */
function useSourceLabels(): (source: string) => string {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    placed: t`Order placed`,
    callback: t`Provider's notice, checked`,
    poll: t`Status read from the provider`,
    start: t`Prompt could not be sent`,
    timeout: t`Payment deadline`,
    cancelled: t`Order cancelled`,
    refund: t`Refund by the provider`,
    admin: t`Refund confirmed by an admin`,
    retry: t`Shopper tried again`,
    cash: t`Shopper switched to cash`,
    delivered: t`Cash taken on delivery`,
  };
  return (source) => labels[source] ?? source;
}

/** 'Payment history': a closed disclosure listing each change of where the order's money stands, oldest first. */
export function PaymentHistory({ order }: { order: PaymentHistory_order$key }) {
  const { i18n } = useLingui();
  const stateLabel = usePaymentStateLabels();
  const sourceLabel = useSourceLabels();
  const data = useFragment(
    graphql`
      fragment PaymentHistory_order on Order {
        payment {
          history {
            fromState
            toState
            source
            createdAt
          }
        }
      }
    `,
    order,
  );
  const { history } = data.payment;
  if (history.length === 0) return null;
  return (
    <HistoryDisclosure title={<Trans>Payment history</Trans>}>
        {history.map((event, index) => {
          const to = stateLabel(event.toState);
          const from = event.fromState ? stateLabel(event.fromState) : null;
          return (
            <li key={index} className={styles.historyItem}>
              <span className={styles.historyStatus}>{from && from !== to ? <Trans>{from} to {to}</Trans> : to}</span>
              <span className={styles.historyMeta}>
                <time dateTime={event.createdAt}>{formatDate(new Date(event.createdAt), 'dateTime', i18n.locale)}</time>
                {' · '}
                {sourceLabel(event.source)}
              </span>
            </li>
          );
        })}
    </HistoryDisclosure>
  );
}
