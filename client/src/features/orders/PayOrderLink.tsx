import { Trans } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { PayOrderLink_order$key } from '../../__generated__/PayOrderLink_order.graphql';
import { button } from '../../ui/Button.css';
import { orderResultPath } from '../checkout/orderResultLoader';

/**
 * The way back to a mobile-money order's payment page from My Orders, while its payment waits for approval or has
 * failed: there the shopper follows it, tries again or switches to cash on delivery before the deadline.
 */
export function PayOrderLink({ order }: { order: PayOrderLink_order$key }) {
  const data = useFragment(
    graphql`
      fragment PayOrderLink_order on Order {
        databaseId
        orderNumber
        status
        payment {
          state
        }
      }
    `,
    order,
  );
  const open = data.status !== 'CANCELLED' && data.status !== 'DELIVERED';
  if (!open || (data.payment.state !== 'PENDING' && data.payment.state !== 'FAILED')) return null;
  const number = data.orderNumber;
  return (
    <Link to={orderResultPath('payment', data.databaseId)} className={button({ tone: 'primary' })}>
      {data.payment.state === 'FAILED' ? <Trans>Pay order {number}</Trans> : <Trans>Follow the payment of {number}</Trans>}
    </Link>
  );
}
