import { describe, expect, it } from 'vitest';
import { effectiveUnitPrice, formatRwf, isPromotionActive, priceAfterDiscount, type PricedProduct } from '../../server/lib/money.js';

describe('priceAfterDiscount', () => {
  it.each([
    [1000, 0, 1000],
    [1000, 10, 900],
    [999, 10, 899], // ceil(99.9) = 100 off
    [1, 1, 0], // ceil(0.01) = 1 off
    [1500, 33, 1005], // ceil(495) = 495 off
    [2350, 15, 1997], // ceil(352.5) = 353 off
    [1000, 100, 0],
  ])('%i RWF at %i%% costs %i RWF', (price, discount, expected) => {
    expect(priceAfterDiscount(price, discount)).toBe(expected);
  });

  it.each([[-1, 0], [10.5, 0], [100, -1], [100, 101], [100, 2.5], [Number.NaN, 0]])('refuses price %s with discount %s', (price, discount) => {
    expect(() => priceAfterDiscount(price, discount)).toThrow(RangeError);
  });
});

describe('promotions', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const product = (overrides: Partial<PricedProduct>): PricedProduct => ({
    price: 2000,
    discount: 10,
    onPromotion: true,
    promotionStartTime: new Date('2026-11-21T00:00:00Z'),
    promotionEndTime: new Date('2026-11-23T00:00:00Z'),
    promotionPrice: 1500,
    ...overrides,
  });

  it('uses the promotion price while the promotion runs', () => {
    expect(isPromotionActive(product({}), now)).toBe(true);
    expect(effectiveUnitPrice(product({}), now)).toBe(1500);
  });

  it('falls back to the price after discount before the start, after the end, when not flagged or without a price', () => {
    expect(effectiveUnitPrice(product({ promotionStartTime: new Date('2026-11-22T10:00:01Z') }), now)).toBe(1800);
    expect(effectiveUnitPrice(product({ promotionEndTime: now }), now)).toBe(1800);
    expect(effectiveUnitPrice(product({ onPromotion: false }), now)).toBe(1800);
    expect(effectiveUnitPrice(product({ promotionPrice: null }), now)).toBe(1800);
    expect(isPromotionActive(product({ promotionStartTime: null }), now)).toBe(false);
  });
});

describe('formatRwf', () => {
  it('formats whole francs in the en-US style', () => {
    expect(formatRwf(1500)).toBe('RWF 1,500');
    expect(formatRwf(0)).toBe('RWF 0');
    expect(formatRwf(1234567)).toBe('RWF 1,234,567');
  });

  it('refuses fractions of a franc', () => {
    expect(() => formatRwf(10.5)).toThrow(RangeError);
  });
});
