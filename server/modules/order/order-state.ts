import type { OrderStatus, PaymentState } from '../../generated/prisma/enums.js';
import { awaitsPayment } from '../payment/payment-state.js';

/**
 * The lifecycle of an order's fulfilment: every change of status, who may make it and why it exists. The writes
 * ask `canTransition` (or put `statesThatMayBecome` in a conditional update's condition) and so does the `canCancel`
 * field, so the rule a shopper sees is the rule the write keeps.
 */

/** Who moves an order: its shopper, an admin, or the shop by itself (an unpaid order's deadline, a prompt that could not be sent). */
export type OrderActor = 'shopper' | 'admin' | 'shop';

/** One allowed change: who may make it, and why. */
export interface OrderTransition {
  by: readonly OrderActor[];
  why: string;
}

/** The status every order is placed in. */
export const PLACED_STATUS = 'PENDING' as const satisfies OrderStatus;

const CORRECTION = 'An admin puts back a status set too early.';

/** From each status, the statuses it may go to. Delivered and Cancelled are final: nothing leaves them. */
export const ORDER_TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, OrderTransition>>> = {
  PENDING: {
    PROCESSING: { by: ['admin'], why: 'The shop starts preparing it.' },
    SHIPPED: { by: ['admin'], why: 'It leaves with the courier (only for money taken or to be taken at the door).' },
    DELIVERED: { by: ['admin'], why: 'The shopper has it; a cash order is paid at the door.' },
    CANCELLED: { by: ['shopper', 'admin', 'shop'], why: 'The shopper changed their mind, the shop cannot fill it, or its mobile money never came.' },
  },
  PROCESSING: {
    PENDING: { by: ['admin'], why: CORRECTION },
    SHIPPED: { by: ['admin'], why: 'It leaves with the courier (only for money taken or to be taken at the door).' },
    DELIVERED: { by: ['admin'], why: 'The shopper has it; a cash order is paid at the door.' },
    CANCELLED: { by: ['shopper', 'admin', 'shop'], why: 'Until it ships, its shopper may still cancel it.' },
  },
  SHIPPED: {
    PENDING: { by: ['admin'], why: CORRECTION },
    PROCESSING: { by: ['admin'], why: CORRECTION },
    DELIVERED: { by: ['admin'], why: 'The shopper has it; a cash order is paid at the door.' },
    CANCELLED: { by: ['admin', 'shop'], why: 'Once it ships only the shop stops it (the courier could not deliver it).' },
  },
  DELIVERED: {},
  CANCELLED: {},
};

/** Whether an order may go from one status to another, by this actor (by anyone when none is named). */
export function canTransition(from: OrderStatus, to: OrderStatus, by?: OrderActor): boolean {
  const edge = ORDER_TRANSITIONS[from][to];
  return edge !== undefined && (by === undefined || edge.by.includes(by));
}

/** The statuses an order may go to `to` from, by this actor: the `from` list of a conditional update. */
export function statesThatMayBecome(to: OrderStatus, by?: OrderActor): OrderStatus[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((from) => canTransition(from, to, by));
}

/** Delivered and Cancelled: nobody changes such an order any more. */
export function isFinal(status: OrderStatus): boolean {
  return Object.keys(ORDER_TRANSITIONS[status]).length === 0;
}

/** The final statuses, for a condition that skips such orders. */
export const FINAL_STATUSES: readonly OrderStatus[] = (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter(isFinal);

/** Goods leave (Shipped, Delivered) only for money taken or to be taken at the door, never while mobile money is awaited. */
export function paymentHoldsBack(to: OrderStatus, paymentState: PaymentState): boolean {
  return (to === 'SHIPPED' || to === 'DELIVERED') && awaitsPayment(paymentState);
}
