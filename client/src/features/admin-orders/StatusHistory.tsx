import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { StatusHistory_order$key } from '../../__generated__/StatusHistory_order.graphql';
import { formatDate } from '../../i18n/dates';
import { useStatusLabels } from '../orders/statusLabels';
import * as styles from './AdminOrders.css';
import { HistoryDisclosure } from './HistoryDisclosure';

/** 'Status history': a closed disclosure listing each change of the order's status, oldest first, when and by whom. */
export function StatusHistory({ order }: { order: StatusHistory_order$key }) {
  const { i18n } = useLingui();
  const statusLabel = useStatusLabels();
  const data = useFragment(
    graphql`
      fragment StatusHistory_order on Order {
        statusHistory {
          createdAt
          fromStatus
          toStatus
          changedBy {
            name
          }
        }
      }
    `,
    order,
  );
  if (data.statusHistory.length === 0) return null;
  return (
    <HistoryDisclosure title={<Trans>Status history</Trans>}>
        {data.statusHistory.map((change, index) => {
          const to = statusLabel(change.toStatus);
          const from = change.fromStatus ? statusLabel(change.fromStatus) : null;
          const name = change.changedBy?.name;
          return (
            <li key={index} className={styles.historyItem}>
              <span className={styles.historyStatus}>{from ? <Trans>{from} to {to}</Trans> : to}</span>
              <span className={styles.historyMeta}>
                <time dateTime={change.createdAt}>{formatDate(new Date(change.createdAt), 'dateTime', i18n.locale)}</time>
                {name ? (
                  <>
                    {' · '}
                    <Trans>by {name}</Trans>
                  </>
                ) : null}
              </span>
            </li>
          );
        })}
    </HistoryDisclosure>
  );
}
