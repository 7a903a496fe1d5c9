import { describe, expect, it } from 'vitest';
import { canTransition, FINAL_STATUSES, isFinal, paymentHoldsBack, statesThatMayBecome } from '../../server/modules/order/order-state.js';
import {
  ATTEMPTS_STILL_READ,
  AWAITING_PAYMENT,
  canTransition as paymentCanTransition,
  statesThatMayBecome as paymentStatesThatMayBecome,
} from '../../server/modules/payment/payment-state.js';

describe("an order's lifecycle", () => {
  it('lets a shopper cancel until the order ships, an admin until it is final', () => {
    expect(statesThatMayBecome('CANCELLED', 'shopper')).toEqual(['PENDING', 'PROCESSING']);
    expect(statesThatMayBecome('CANCELLED', 'admin')).toEqual(['PENDING', 'PROCESSING', 'SHIPPED']);
    expect(canTransition('SHIPPED', 'CANCELLED', 'shopper')).toBe(false);
  });

  it('changes a delivered or cancelled order no more', () => {
    expect(FINAL_STATUSES).toEqual(['DELIVERED', 'CANCELLED']);
    for (const to of ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const) {
      expect(canTransition('DELIVERED', to)).toBe(false);
      expect(canTransition('CANCELLED', to)).toBe(false);
    }
    expect(isFinal('SHIPPED')).toBe(false);
  });

  it('ships goods only for money taken or to be taken at the door', () => {
    expect(paymentHoldsBack('SHIPPED', 'PENDING')).toBe(true);
    expect(paymentHoldsBack('DELIVERED', 'FAILED')).toBe(true);
    expect(paymentHoldsBack('SHIPPED', 'UNPAID')).toBe(false);
    expect(paymentHoldsBack('SHIPPED', 'PAID')).toBe(false);
    expect(paymentHoldsBack('PROCESSING', 'PENDING')).toBe(false);
  });
});

describe("an order's payment lifecycle", () => {
  it('waits for mobile money while it is pending or failed, and reads those attempts', () => {
    expect(AWAITING_PAYMENT).toEqual(['PENDING', 'FAILED']);
    expect(ATTEMPTS_STILL_READ).toEqual(['PENDING', 'FAILED']);
  });

  it('owes money back only from a cancellation of a paid order, or from money that came late', () => {
    expect(paymentStatesThatMayBecome('REFUND_DUE', 'cancelled')).toEqual(['PAID']);
    expect(paymentCanTransition('PAID', 'REFUND_DUE', 'poll')).toBe(false);
    expect(paymentCanTransition('UNPAID', 'REFUND_DUE', 'callback')).toBe(true);
  });

  it('lets the shopper retry or switch to cash only while the money is awaited', () => {
    expect(paymentStatesThatMayBecome('PENDING', 'retry')).toEqual(['PENDING', 'FAILED']);
    expect(paymentStatesThatMayBecome('UNPAID', 'cash')).toEqual(['PENDING', 'FAILED']);
  });

  it('takes cash at the door on delivery, also after stray mobile money went back', () => {
    expect(paymentStatesThatMayBecome('PAID', 'delivered')).toEqual(['UNPAID', 'REFUNDED']);
  });
});
