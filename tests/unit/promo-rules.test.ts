import { describe, expect, it } from 'vitest';
import { type PromoRule, promoCodeKey, promoDiscounts, remainingUses, unitDiscount } from '../../server/modules/promo/promo.service.js';

const now = new Date('2026-11-22T10:00:00Z');
const rule = (overrides: Partial<PromoRule> = {}): PromoRule => ({
  id: 'promo-1',
  productId: 'rice',
  discountType: 'PERCENTAGE',
  discountValue: 10,
  expiresAt: null,
  usageLimit: null,
  allowMultiple: false,
  usedCount: 0,
  ...overrides,
});

describe('promoCodeKey', () => {
  it.each([
    ['KARIBU10', 'KARIBU10'],
    ['  karibu10 ', 'KARIBU10'],
    ['Isoko-20', 'ISOKO-20'],
  ])('%j matches as %j', (typed, key) => {
    expect(promoCodeKey(typed)).toBe(key);
  });

  it.each([
    ['Cyrillic A', '\u0410KABANGA'],
    ['full-width letters', 'ＫＡＲＩＢＵ'],
    ['zero-width space', 'KARI\u200bBU'],
    ['combining dot', 'karibu\u0307'],
    ['Turkish dotless i', 'KARıBU'],
    ['empty', '   '],
    ['too long', 'A'.repeat(65)],
  ])('refuses a look-alike or empty code (%s)', (_label, typed) => {
    expect(promoCodeKey(typed)).toBeNull();
  });
});

describe('unitDiscount', () => {
  it.each([
    [{ discountType: 'PERCENTAGE', discountValue: 15 }, 900, 135],
    [{ discountType: 'PERCENTAGE', discountValue: 7 }, 999, 70], // ceil(69.93)
    [{ discountType: 'PERCENTAGE', discountValue: 1 }, 1, 1], // ceil(0.01)
    [{ discountType: 'PERCENTAGE', discountValue: 100 }, 500, 500],
    [{ discountType: 'FIXED', discountValue: 200 }, 900, 200],
    [{ discountType: 'FIXED', discountValue: 5000 }, 900, 900], // never more than the unit price
  ] as const)('%o on %i RWF takes %i RWF off', (promo, unitPrice, expected) => {
    expect(unitDiscount(promo, unitPrice)).toBe(expected);
  });
});

describe('promoDiscounts', () => {
  const line = { productId: 'rice', quantity: 4, unitPrice: 1000 };

  it('discounts one unit per order when multiple uses are off', () => {
    expect(promoDiscounts([rule()], [line], now)).toEqual([{ productId: 'rice', promoCodeId: 'promo-1', discountedUnits: 1, discountAmount: 100 }]);
  });

  it('discounts every unit when multiple uses are on, up to the uses left', () => {
    expect(promoDiscounts([rule({ allowMultiple: true })], [line], now)[0]).toMatchObject({ discountedUnits: 4, discountAmount: 400 });
    expect(promoDiscounts([rule({ allowMultiple: true, usageLimit: 10, usedCount: 7 })], [line], now)[0]).toMatchObject({ discountedUnits: 3, discountAmount: 300 });
  });

  it('leaves out expired codes, used-up codes and products without the code', () => {
    expect(promoDiscounts([rule({ expiresAt: now })], [line], now)).toEqual([]);
    expect(promoDiscounts([rule({ usageLimit: 5, usedCount: 5 })], [line], now)).toEqual([]);
    expect(promoDiscounts([rule({ productId: 'beans' })], [line], now)).toEqual([]);
    expect(promoDiscounts([rule({ expiresAt: new Date(now.getTime() + 1) })], [line], now)).toHaveLength(1);
  });

  it('counts uses left as unlimited without a limit and never below zero', () => {
    expect(remainingUses({ usageLimit: null, usedCount: 1000 })).toBeNull();
    expect(remainingUses({ usageLimit: 3, usedCount: 5 })).toBe(0);
  });
});
