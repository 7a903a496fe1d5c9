import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RefundFact_order$key } from '../../__generated__/RefundFact_order.graphql';
import * as styles from './Orders.css';
import { RefundText } from './RefundText';

/** A fact of the shopper's order card once its money is owed back: where it went, or where it stands. */
export function RefundFact({ order }: { order: RefundFact_order$key }) {
  const data = useFragment(
    graphql`
      fragment RefundFact_order on Order {
        payment {
          refund {
            __typename
          }
          ...RefundText_payment
        }
      }
    `,
    order,
  );
  if (!data.payment.refund) return null;
  return (
    <div className={styles.fact}>
      <dt className={styles.factName}>
        <Trans>Refund</Trans>
      </dt>
      <dd className={styles.factValue}>
        <RefundText payment={data.payment} />
      </dd>
    </div>
  );
}
