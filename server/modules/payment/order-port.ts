import type { ShopTransaction } from '../../database/database.js';
import type { OrderStatus } from '../../generated/prisma/enums.js';

/**
 * What payments need of orders, declared here and given by the order module where the app is assembled
 * (server/app.ts): orders use payments, and payments reach orders only through this, so neither folder imports the
 * other both ways.
 */
export interface OrderPort {
  /** The order number as people read it (ISK-000123), for the payer's prompt. */
  orderNumber(number: number): string;
  /** Statuses nobody changes any more: an order in one takes no new payment. */
  finalStatuses: readonly OrderStatus[];
  /** Statuses the shop itself may cancel an order from: where the payment deadline looks. */
  cancellableByShop: readonly OrderStatus[];
  /**
   * Withdraws an order just placed whose payment prompt could not be sent, in the caller's transaction: cancelled
   * without a notice to the shopper (the answer tells them). Tells whether a refund became due (it was paid meanwhile).
   */
  withdrawPlaced(tx: ShopTransaction, orderId: string): Promise<{ refundDue: boolean }>;
  /** Cancels an order still unpaid at its payment deadline, in the caller's transaction; a ConflictError if it was paid or changed meanwhile. */
  cancelUnpaid(tx: ShopTransaction, orderId: string): Promise<{ refundDue: boolean }>;
}
