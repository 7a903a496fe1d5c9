import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '../../__generated__/OrderCard_order.graphql';

/** The five statuses an order goes through, in the order it goes through them (Cancelled last). */
export const ORDER_STATUSES = ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;

/** A status the server knows (not one added to the schema after this client was built). */
export type KnownOrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses' names in the current language: one translation for the badge, the filter and the selector. */
export function useStatusLabels(): (status: OrderStatus) => string {
  const { t } = useLingui();
  const labels: Record<KnownOrderStatus, string> = {
    PENDING: t`Pending`,
    PROCESSING: t`Processing`,
    SHIPPED: t`Shipped`,
    DELIVERED: t`Delivered`,
    CANCELLED: t`Cancelled`,
  };
  return (status) => (status === '%future added value' ? status : labels[status]);
}
