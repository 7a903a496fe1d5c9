import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearGuestCart,
  GUEST_CART_MAX_LINES,
  type GuestCartProduct,
  guestBill,
  guestCartLines,
  guestDeliveryCharge,
  setGuestDeliveryCharge,
  setGuestQuantity,
  updateGuestCart,
} from '../../../client/src/features/cart/guestCart';

const product = (id: string, fields: Partial<GuestCartProduct> = {}): GuestCartProduct => ({
  productId: id,
  databaseId: id,
  slug: 'rice',
  name: `Rice ${id}`,
  unit: '1 kg',
  image: null,
  stock: 3,
  unitPrice: 900,
  listPrice: 1000,
  promotion: null,
  ...fields,
});

beforeEach(() => clearGuestCart());

describe('guest cart', () => {
  it('keeps lines in localStorage, oldest first, and bills them at effective and list prices', () => {
    expect(setGuestQuantity(product('a'), (quantity) => quantity + 1)).toBeNull();
    expect(setGuestQuantity(product('b', { unitPrice: 500, listPrice: 500 }), () => 2)).toBeNull();
    expect(setGuestQuantity(product('a'), (quantity) => quantity + 1)).toBeNull();
    expect(guestCartLines().map((line) => [line.productId, line.quantity])).toEqual([
      ['a', 2],
      ['b', 2],
    ]);
    expect(JSON.parse(localStorage.getItem('guestCart')!)).toHaveLength(2);
    expect(guestBill(guestCartLines())).toEqual({ subtotal: 2800, originalSubtotal: 3000, savings: 200, totalQuantity: 4, deliveryCharge: 0, total: 2800 });
  });

  it('refuses one more than the stock, and an out-of-stock product, changing nothing', () => {
    setGuestQuantity(product('a'), () => 3);
    expect(setGuestQuantity(product('a'), (quantity) => quantity + 1)).toBe('limited-stock');
    expect(setGuestQuantity(product('z', { stock: 0 }), (quantity) => quantity + 1)).toBe('out-of-stock');
    expect(guestCartLines().map((line) => [line.productId, line.quantity])).toEqual([['a', 3]]);
  });

  it("stops at the product's purchase limit below its stock, and brings a line down to a lowered limit", () => {
    const sugar = product('s', { stock: 40, maxPerOrder: 2 });
    expect(setGuestQuantity(sugar, () => 2)).toBeNull();
    expect(setGuestQuantity(sugar, (quantity) => quantity + 1)).toBe('purchase-limit');
    expect(setGuestQuantity(product('t', { stock: 1, maxPerOrder: 5 }), () => 2)).toBe('limited-stock');
    expect(guestCartLines().map((line) => [line.productId, line.quantity])).toEqual([['s', 2]]);
    // A line kept by an older version has no limit: the stock alone bounds it.
    expect(setGuestQuantity(product('u', { stock: 4 }), () => 4)).toBeNull();

    updateGuestCart(new Map([['s', { ...sugar, maxPerOrder: 1 }]]));
    expect(guestCartLines().find((line) => line.productId === 's')?.quantity).toBe(1);
  });

  it('removes a line at 0 and empties the storage with the last one', () => {
    setGuestQuantity(product('a'), () => 1);
    setGuestQuantity(product('a'), (quantity) => quantity - 1);
    expect(guestCartLines()).toEqual([]);
    expect(localStorage.getItem('guestCart')).toBeNull();
  });

  it('holds at most as many products as the merge takes', () => {
    for (let index = 0; index < GUEST_CART_MAX_LINES; index += 1) setGuestQuantity(product(`p${index}`), () => 1);
    expect(setGuestQuantity(product('one-more'), () => 1)).toBe('cart-full');
    expect(guestCartLines()).toHaveLength(GUEST_CART_MAX_LINES);
  });

  it("takes the server's current prices and stock, caps quantities to it, and drops products no longer sold", () => {
    setGuestQuantity(product('a'), () => 3);
    setGuestQuantity(product('b'), () => 1);
    setGuestQuantity(product('c'), () => 2);
    const gone = updateGuestCart(
      new Map([
        ['a', product('a', { stock: 2, unitPrice: 800 })],
        ['b', null],
      ]),
    );
    expect(gone).toEqual(['Rice b']);
    expect(guestCartLines().map((line) => [line.productId, line.quantity, line.unitPrice])).toEqual([
      ['a', 2, 800],
      ['c', 2, 900],
    ]);
  });

  it("adds the shop's usual delivery charge, as last read, to a bill with lines only, and keeps it for offline", () => {
    setGuestDeliveryCharge(500);
    expect(localStorage.getItem('guestCartDeliveryCharge')).toBe('500');
    expect(guestBill(guestCartLines(), guestDeliveryCharge())).toMatchObject({ deliveryCharge: 0, total: 0 });
    setGuestQuantity(product('a'), () => 2);
    expect(guestBill(guestCartLines(), guestDeliveryCharge())).toEqual({
      subtotal: 1800,
      originalSubtotal: 2000,
      savings: 200,
      totalQuantity: 2,
      deliveryCharge: 500,
      total: 2300,
    });
    // Free again: nothing is kept; the cart's merge into an account clears it too.
    setGuestDeliveryCharge(0);
    expect(localStorage.getItem('guestCartDeliveryCharge')).toBeNull();
    setGuestDeliveryCharge(300);
    clearGuestCart();
    expect(guestDeliveryCharge()).toBe(0);
  });
});
