import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../helpers/auth.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { VALIDATE_PROMO, addToCart, createProduct, createPromoCode, productGlobalId } from '../helpers/shop-fixtures.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await signUpAndLogin(t)).accessToken;
});
afterAll(() => t.close());

let codeCounter = 0;
const uniqueCode = (prefix: string) => `${prefix}${(codeCounter += 1)}`;
/** Sends the check with the cart's products as global ids, as a client does. */
const validate = (code: string, cart?: { productId: string; quantity: number }[], as = token) =>
  t.graphql(VALIDATE_PROMO, { input: cart ? { code, cart: cart.map((item) => ({ ...item, productId: productGlobalId(item.productId) })) } : { code } }, { token: as });

/** A code no product can use is an expected answer of the check: INVALID, nothing discounted, the total unchanged. */
const invalid = (promoCode: string, subtotal: number) => ({ promoCode, outcome: 'INVALID', discountTotal: 0, subtotal, total: subtotal, validProducts: [] });

describe('promo code validation', () => {
  it('discounts one unit when multiple uses per order are off: ceil(effective price x percent / 100)', async () => {
    const product = await createProduct(t, { price: 1000, discount: 10 });
    const code = uniqueCode('KARIBU');
    await createPromoCode(t, product.id, { code, discountType: 'PERCENTAGE', discountValue: 15, usageLimit: 100 });
    const result = await validate(code, [{ productId: product.id, quantity: 3 }]);
    // Effective price 900; 15% of 900 = 135 on one unit only.
    expect(result.errors).toBeUndefined();
    expect(result.data?.validatePromoCode).toEqual({
      promoCode: code,
      outcome: 'VALID',
      discountTotal: 135,
      subtotal: 2700,
      total: 2565,
      validProducts: [{ product: { databaseId: product.id }, discountTotal: 135, discountedUnits: 1 }],
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
      discountTotal: 140,
      validProducts: [{ product: { databaseId: product.id }, discountTotal: 140, discountedUnits: 2 }],
    });
  });

  it('takes a fixed amount per unit but never more than the unit price, so the total never goes below 0', async () => {
    const product = await createProduct(t, { price: 1000, discount: 10 });
    const code = uniqueCode('BIG');
    await createPromoCode(t, product.id, { code, discountType: 'FIXED', discountValue: 5000, allowMultiple: true });
    const result = await validate(code, [{ productId: product.id, quantity: 2 }]);
    expect(result.data?.validatePromoCode).toMatchObject({ discountTotal: 1800, subtotal: 1800, total: 0 });
  });

  it('keeps the valid products and answers PARTIAL when only some can use the code', async () => {
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
      validProducts: [{ product: { databaseId: withCode.id }, discountTotal: 100 }],
      subtotal: 2100,
      total: 2000,
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
    expect(result.data?.validatePromoCode).toMatchObject({ outcome: 'VALID', discountTotal: 400 });
  });

  it('compares codes case-insensitively after trimming', async () => {
    const product = await createProduct(t, { price: 1000 });
    const code = uniqueCode('MURAHO');
    await createPromoCode(t, product.id, { code, discountType: 'FIXED', discountValue: 50 });
    const result = await validate(`  ${code.toLowerCase()}  `, [{ productId: product.id, quantity: 1 }]);
    expect(result.data?.validatePromoCode).toMatchObject({ promoCode: code, outcome: 'VALID', discountTotal: 50 });
  });

  it("checks the signed-in shopper's own cart when no cart is sent", async () => {
    const shopper = await signUpAndLogin(t);
    const product = await createProduct(t, { price: 2000 });
    const code = uniqueCode('MYCART');
    await createPromoCode(t, product.id, { code, discountValue: 10, allowMultiple: true });
    await addToCart(t, shopper.accessToken, product.id, 2);
    const result = await validate(code, undefined, shopper.accessToken);
    expect(result.data?.validatePromoCode).toMatchObject({ outcome: 'VALID', discountTotal: 400, subtotal: 4000, total: 3600 });
    // An empty cart is not a check that can be made: a GraphQL error coded VALIDATION.
    const empty = await validate(code, undefined, (await signUpAndLogin(t)).accessToken);
    expect(empty.data).toBeNull();
    expect(empty.errors?.[0]).toMatchObject({ message: 'Your cart is empty', extensions: { code: 'VALIDATION' } });
  });

  describe('answers outcome INVALID with no discount (not an error) and changes nothing', () => {
    it('for an expired code', async () => {
      const product = await createProduct(t);
      const code = uniqueCode('OLD');
      await createPromoCode(t, product.id, { code, expiresAt: new Date(Date.now() - 1000) });
      const result = await validate(code, [{ productId: product.id, quantity: 1 }]);
      expect(result.errors).toBeUndefined();
      expect(result.data?.validatePromoCode).toEqual(invalid(code, 1000));
    });

    it('for a code whose uses are all taken', async () => {
      const product = await createProduct(t);
      const code = uniqueCode('USED');
      await createPromoCode(t, product.id, { code, usageLimit: 5, usedCount: 5 });
      expect((await validate(code, [{ productId: product.id, quantity: 1 }])).data?.validatePromoCode).toEqual(invalid(code, 1000));
    });

    it('for a code of a product that is not in the cart', async () => {
      const product = await createProduct(t);
      const other = await createProduct(t);
      const code = uniqueCode('ELSEWHERE');
      await createPromoCode(t, product.id, { code });
      expect((await validate(code, [{ productId: other.id, quantity: 2 }])).data?.validatePromoCode).toEqual(invalid(code, 2000));
    });

    it('for look-alike Unicode codes (Cyrillic, full-width, zero-width characters)', async () => {
      const product = await createProduct(t);
      await createPromoCode(t, product.id, { code: 'AKABANGA' });
      const cart = [{ productId: product.id, quantity: 1 }];
      expect((await validate('AKABANGA', cart)).data?.validatePromoCode.outcome).toBe('VALID');
      for (const lookalike of ['\u0410KABANGA', 'ＡＫＡＢＡＮＧＡ', 'AKA\u200bBANGA', 'akabanga\u0307']) {
        expect((await validate(lookalike, cart)).data?.validatePromoCode).toMatchObject({ outcome: 'INVALID', discountTotal: 0, total: 1000, validProducts: [] });
      }
    });

    it('for an unknown code, while leaving every use count as it was', async () => {
      const product = await createProduct(t);
      const code = uniqueCode('REAL');
      const promo = await createPromoCode(t, product.id, { code, usageLimit: 3 });
      expect((await validate('NOPE', [{ productId: product.id, quantity: 1 }])).data?.validatePromoCode).toEqual(invalid('NOPE', 1000));
      await validate(code, [{ productId: product.id, quantity: 1 }]);
      expect((await t.db.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(0);
    });
  });

  it('refuses bad quantities (VALIDATION) and a signed-out caller (UNAUTHENTICATED) as GraphQL errors', async () => {
    const product = await createProduct(t);
    const zero = await validate('ANY', [{ productId: product.id, quantity: 0 }]);
    expect(zero.data).toBeNull();
    expect(zero.errors?.[0]).toMatchObject({ message: 'Quantity must be a whole number of at least 1', extensions: { code: 'VALIDATION' } });
    const signedOut = await t.graphql(VALIDATE_PROMO, { input: { code: 'ANY', cart: [{ productId: productGlobalId(product.id), quantity: 1 }] } });
    expect(signedOut.data).toBeNull();
    expect(signedOut.errors?.[0]).toMatchObject({ message: 'Please Login', extensions: { code: 'UNAUTHENTICATED' } });
    const withDiscount = await t.graphql(
      VALIDATE_PROMO,
      { input: { code: 'ANY', cart: [{ productId: productGlobalId(product.id), quantity: 1, discountAmount: 999 }] } },
      { token },
    );
    expect(withDiscount.errors?.[0]?.message).toMatch(/Field "discountAmount" is not defined by type "PromoCartItemInput"/);
  });
});
