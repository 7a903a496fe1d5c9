import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../server/errors.js';
import { parseInput } from '../../server/lib/validation.js';
import { billOf, priceLine } from '../../server/modules/cart/cart.service.js';
import { quantityField, setCartQuantityInput } from '../../server/modules/cart/cart.inputs.js';
import { exportMonth } from '../../server/modules/order/order-export.service.js';
import { type OrderExportInput, placeOrderInput, updateOrderStatusInput } from '../../server/modules/order/order.inputs.js';

/** The ValidationError a call throws, as message and field. */
function refusal(call: () => unknown): { message: string; field: string | null } {
  try {
    call();
  } catch (error) {
    if (error instanceof ValidationError) return { message: error.message, field: error.field };
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('quantities', () => {
  it.each([0, -1, 1.5, '1', 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true])('refuses %j', (quantity) => {
    expect(refusal(() => parseInput(setCartQuantityInput, { cartLineId: 'line', quantity }))).toEqual({
      message: 'Quantity must be a whole number of at least 1',
      field: 'quantity',
    });
  });

  it('accepts positive safe integers', () => {
    expect(quantityField.parse(1)).toBe(1);
    expect(quantityField.parse(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('order input', () => {
  const valid = { addressId: 'address', subtotal: 1000, total: 900 };

  it.each([
    [{ price: 1 }, 'Unknown field "price": it cannot be set here', null],
    [{ status: 'DELIVERED', userId: 'x' }, 'Unknown fields "status", "userId": they cannot be set here', null],
    [{ promoCode: 'A', totalDiscount: 5 }, 'Unknown field "totalDiscount": it cannot be set here', null],
    [{ lines: [{ productId: 'p', quantity: 1, unitPrice: 1 }] }, 'Unknown field "unitPrice": it cannot be set here', 'lines.0'],
  ])('refuses client-chosen %o, naming the field', (extra, message, field) => {
    expect(refusal(() => parseInput(placeOrderInput, { ...valid, ...extra }))).toEqual({ message, field });
  });

  it('refuses fractional or negative totals', () => {
    expect(refusal(() => parseInput(placeOrderInput, { ...valid, total: 99.5 }))).toEqual({ message: 'Total must be a whole number of francs', field: 'total' });
    expect(refusal(() => parseInput(placeOrderInput, { ...valid, subtotal: -1 }))).toEqual({ message: 'Items total must be a whole number of francs', field: 'subtotal' });
  });
});

describe('export month', () => {
  it.each([0, 13, 'abc', '', 1.5, null])('refuses month %j', (month) => {
    expect(refusal(() => exportMonth({ month } as OrderExportInput))).toEqual({ message: 'Month must be a whole number from 1 to 12', field: 'month' });
  });

  it('accepts digits from a query string and defaults the year to the current one in Kigali', () => {
    // 22:30 UTC on 31 December is already the new year in Kigali.
    expect(exportMonth({ month: '3' }, new Date('2026-12-31T22:30:00Z'))).toEqual({ month: 3, year: 2027, fileName: 'orders_3_2027.csv' });
    expect(exportMonth({ month: 12, year: 2025 })).toEqual({ month: 12, year: 2025, fileName: 'orders_12_2025.csv' });
  });
});

describe('bill', () => {
  it('adds items at effective prices, list prices, savings and quantities; delivery is free', () => {
    const product = { price: 1000, discount: 10, onPromotion: false, promotionStartTime: null, promotionEndTime: null, promotionPrice: null };
    expect(billOf([priceLine(product, 2), priceLine({ ...product, discount: 0 }, 3)])).toEqual({
      subtotal: 4800,
      originalSubtotal: 5000,
      savings: 200,
      totalQuantity: 5,
      lineCount: 2,
      deliveryCharge: 0,
      total: 4800,
    });
  });
});

describe('order status input', () => {
  it("accepts the legacy client's 'Shipped' as well as 'SHIPPED', and refuses anything else", () => {
    expect(parseInput(updateOrderStatusInput, { orderId: 'o', status: 'Shipped' }).status).toBe('SHIPPED');
    expect(parseInput(updateOrderStatusInput, { orderId: 'o', status: 'CANCELLED' }).status).toBe('CANCELLED');
    expect(refusal(() => parseInput(updateOrderStatusInput, { orderId: 'o', status: 'Lost' }))).toEqual({
      message: 'Status must be one of Pending, Processing, Shipped, Delivered, Cancelled',
      field: 'status',
    });
  });
});
