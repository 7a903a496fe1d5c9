import type { OrderPort } from '../payment/order-port.js';
import { AWAITING_PAYMENT, FIRST_PAYMENT_STATE } from '../payment/payment-state.js';
import { FINAL_STATUSES, PLACED_STATUS, statesThatMayBecome } from './order-state.js';
import { cancelInTransaction } from './order-status.service.js';
import { formatOrderNumber } from './order.service.js';

const cancellableByShop = statesThatMayBecome('CANCELLED', 'shop');

/** The orders as payments see them (OrderPort), by the order's lifecycle table and its cancellation. */
export const orderPort: OrderPort = {
  orderNumber: formatOrderNumber,
  finalStatuses: FINAL_STATUSES,
  cancellableByShop,
  withdrawPlaced: (tx, orderId) =>
    // Only as it was placed, its payment still waiting for the first prompt.
    cancelInTransaction(tx, orderId, {
      allowed: [PLACED_STATUS],
      actorId: null,
      paymentStates: [FIRST_PAYMENT_STATE.mobileMoney],
      source: 'cancelled',
      announce: false,
    }),
  cancelUnpaid: (tx, orderId) => cancelInTransaction(tx, orderId, { allowed: cancellableByShop, actorId: null, paymentStates: AWAITING_PAYMENT, source: 'timeout' }),
};
