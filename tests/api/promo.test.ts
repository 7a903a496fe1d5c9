import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { VALIDATE_PROMO, addToCart, createProduct, createPromoCode } from '../helpers/shop-fixtures.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await signUpAndLogin(t)).accessToken;
});
afterAll(() => t.close());

let codeCounter = 0;
const uniqueCode = (prefix: string) => `${prefix}${(codeCounter += 1)}`;
const validate = (code: string, cart?: { productId: string; quantity: number }[], as = token) =>
  t.graphql(VALIDATE_PROMO, { input: cart ? { code, cart } : { code } }, { token: as });

const INVALID = { __typename: 'ValidationError', code: 'VALIDATION', field: 'code', message: 'Invalid or expired promo code.' };

describe('promo code validation', () => {
  it('discounts one unit when multiple uses per order are off: ceil(effective price x percent / 100)', async () => {
    const product = await createProduct(t, { price: 1000, discount: 10 });
    const code = uniqueCode('KARIBU');
    await createPromoCode(t, product.id, { code, discountType: 'PERCENTAGE', discountValue: 15, usageLimit: 100 });
    const result = await validate(code, [{ productId: product.id, quantity: 3 }]);
    // Effective price 900; 15% of 900 = 135 on one unit only.
    expect(result.data?.validatePromoCode).toEqual({
      __typename: 'PromoCodeCheck',
      code,
      outcome: 'VALID',
      message: 'Promo code applied.',
      totalDiscount: 135,
      itemsTotal: 2700,
      grandTotal: 2565,
      validProducts: [{ productId: product.id, discountAmount: 135, discountedUnits: 1 }],
    });
  });

  it('rounds a percentage up per unit and discounts every unit up to the uses left when multiple uses are on', async () => {
    const product = await createProduct(t, { price: 999, discount: 0 });
    const code = uniqueCode('ISOKO');
    await createPromoCode(t, product.id, { code, discountValue: 7, allowMultiple: true, usageLimit: 10, usedCount: 8 });
    const result = await validate(code, [{ productId: product.id, quantity: 5 }]);
    // ceil(999 x 7 / 100) = ceil(69.93) = 70 per unit; only 2 uses are left.
    expect(result.data?.validatePromoCode).toMatchObject({
      outcome: 'VALID',
      totalDiscount: 140,
      validProducts: [{ productId: product.id, discountAmount: 140, discountedUnits: 2 }],
    });
  });

  it('takes a fixed amount per unit but never more than the unit price, so the total never goes below 0', async () => {
    const product = await createProduct(t, { price: 1000, discount: 10 });
    const code = uniqueCode('BIG');
    await createPromoCode(t, product.id, { code, discountType: 'FIXED', discountValue: 5000, allowMultiple: true });
    const result = await validate(code, [{ productId: product.id, quantity: 2 }]);
    expect(result.data?.validatePromoCode).toMatchObject({ totalDiscount: 1800, itemsTotal: 1800, grandTotal: 0 });
  });

  it("keeps the valid products and says 'Some products could not use this code.' when only some can", async () => {
    const withCode = await createProduct(t, { price: 500 });
    const without = await createProduct(t, { price: 800 });
    const code = uniqueCode('HALF');
    await createPromoCode(t, withCode.id, { code, discountType: 'FIXED', discountValue: 100 });
    const result = await validate(code, [
      { productId: withCode.id, quantity: 1 },
      { productId: without.id, quantity: 2 },
    ]);
    expect(result.data?.validatePromoCode).toMatchObject({
      outcome: 'PARTIAL',
      message: 'Some products could not use this code.',
      validProducts: [{ productId: withCode.id, discountAmount: 100 }],
      itemsTotal: 2100,
      grandTotal: 2000,
    });
  });

  it('discounts every product in the cart that carries the same code', async () => {
    const first = await createProduct(t, { price: 1200 });
    const second = await createProduct(t, { price: 3000 });
    const code = uniqueCode('SHARED');
    await createPromoCode(t, first.id, { code, discountType: 'FIXED', discountValue: 200 });
    await createPromoCode(t, second.id, { code, discountType: 'FIXED', discountValue: 200 });
    const result = await validate(code, [
      { productId: first.id, quantity: 1 },
      { productId: second.id, quantity: 1 },
    ]);
    expect(result.data?.validatePromoCode).toMatchObject({ outcome: 'VALID', totalDiscount: 400 });
  });

  it('compares codes case-insensitively after trimming', async () => {
    const product = await createProduct(t, { price: 1000 });
    const code = uniqueCode('MURAHO');
    await createPromoCode(t, product.id, { code, discountType: 'FIXED', discountValue: 50 });
    const result = await validate(`  ${code.toLowerCase()}  `, [{ productId: product.id, quantity: 1 }]);
    expect(result.data?.validatePromoCode).toMatchObject({ code, outcome: 'VALID', totalDiscount: 50 });
  });

  it("checks the signed-in shopper's own cart when no cart is sent", async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { price: 2000 });
    const code = uniqueCode('MYCART');
    await createPromoCode(t, product.id, { code, discountValue: 10, allowMultiple: true });
    await addToCart(t, shopper.accessToken, product.id, 2);
    const result = await validate(code, undefined, shopper.accessToken);
    expect(result.data?.validatePromoCode).toMatchObject({ outcome: 'VALID', totalDiscount: 400, itemsTotal: 4000, grandTotal: 3600 });
    const empty = await validate(code, undefined, (await signUpAndLogin(t)).accessToken);
    expect(empty.data?.validatePromoCode).toMatchObject({ __typename: 'ValidationError', message: 'Your cart is empty' });
  });

  describe("answers 'Invalid or expired promo code.' and changes nothing", () => {
    it('for an expired code', async () => {
      const product = await createProduct(t);
      const code = uniqueCode('OLD');
      await createPromoCode(t, product.id, { code, expiresAt: new Date(Date.now() - 1000) });
      expect((await validate(code, [{ productId: product.id, quantity: 1 }])).data?.validatePromoCode).toEqual(INVALID);
    });

    it('for a code whose uses are all taken', async () => {
      const product = await createProduct(t);
      const code = uniqueCode('USED');
      await createPromoCode(t, product.id, { code, usageLimit: 5, usedCount: 5 });
      expect((await validate(code, [{ productId: product.id, quantity: 1 }])).data?.validatePromoCode).toEqual(INVALID);
    });

    it('for a code of a product that is not in the cart', async () => {
      const product = await createProduct(t);
      const other = await createProduct(t);
      const code = uniqueCode('ELSEWHERE');
      await createPromoCode(t, product.id, { code });
      expect((await validate(code, [{ productId: other.id, quantity: 1 }])).data?.validatePromoCode).toEqual(INVALID);
    });

    it('for look-alike Unicode codes (Cyrillic, full-width, zero-width characters)', async () => {
      const product = await createProduct(t);
      await createPromoCode(t, product.id, { code: 'AKABANGA' });
      const cart = [{ productId: product.id, quantity: 1 }];
      expect((await validate('AKABANGA', cart)).data?.validatePromoCode.outcome).toBe('VALID');
      for (const lookalike of ['\u0410KABANGA', 'ＡＫＡＢＡＮＧＡ', 'AKA\u200bBANGA', 'akabanga\u0307']) {
        expect((await validate(lookalike, cart)).data?.validatePromoCode).toEqual(INVALID);
      }
    });

    it('for an unknown code, while leaving every use count as it was', async () => {
      const product = await createProduct(t);
      const code = uniqueCode('REAL');
      const promo = await createPromoCode(t, product.id, { code, usageLimit: 3 });
      expect((await validate('NOPE', [{ productId: product.id, quantity: 1 }])).data?.validatePromoCode).toEqual(INVALID);
      await validate(code, [{ productId: product.id, quantity: 1 }]);
      expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(0);
    });
  });

  it('refuses bad quantities and a signed-out caller', async () => {
    const product = await createProduct(t);
    const zero = await validate('ANY', [{ productId: product.id, quantity: 0 }]);
    expect(zero.data?.validatePromoCode).toMatchObject({ __typename: 'ValidationError', field: 'cart.0.quantity', message: 'Quantity must be a whole number of at least 1' });
    const signedOut = await t.graphql(VALIDATE_PROMO, { input: { code: 'ANY', cart: [{ productId: product.id, quantity: 1 }] } });
    expect(signedOut.data?.validatePromoCode).toMatchObject({ __typename: 'UnauthenticatedError', message: 'Please Login' });
    const withDiscount = await t.graphql(
      VALIDATE_PROMO,
      { input: { code: 'ANY', cart: [{ productId: product.id, quantity: 1, discountAmount: 999 }] } },
      { token },
    );
    expect(withDiscount.errors?.[0]?.message).toMatch(/Field "discountAmount" is not defined by type "PromoCartItemInput"/);
  });
});
