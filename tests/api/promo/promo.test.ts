import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCheckout } from '../../helpers/cart-checkout.js';
import { signUpAndLogin } from '../../helpers/auth.js';
import { unchanged } from '../../helpers/fingerprint.js';
import { expectRefused, rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import {
  VALIDATE_PROMO,
  addToCart,
  adminToken,
  createProduct,
  createPromoCode,
  placeOrder,
  productGlobalId,
  shopperWithAddress,
} from '../../helpers/shop-fixtures.js';
import { graphql } from '../../helpers/graphql.js';

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

/** The check with the product a live code of another product is for. */
const VALIDATE_NAMING = graphql(`
  query ValidateNaming($input: ValidatePromoCodeInput!) {
    validatePromoCode(input: $input) { promoCode outcome discountTotal total validProducts { discountTotal } productNotInCart { databaseId name } }
  }
`);
const validateNaming = (code: string, cart: { productId: string; quantity: number }[]) =>
  t.graphql(VALIDATE_NAMING, { input: { code, cart: cart.map((item) => ({ ...item, productId: productGlobalId(item.productId) })) } }, { token });

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

    it('for an expired, used-up or deleted product code of a product not in the cart, without naming that product', async () => {
      const inCart = await createProduct(t);
      const expired = await createProduct(t);
      const usedUp = await createProduct(t);
      const deleted = await createProduct(t, { deletedAt: new Date() });
      const codes = [uniqueCode('GONE'), uniqueCode('SPENT'), uniqueCode('REMOVED')];
      await createPromoCode(t, expired.id, { code: codes[0]!, expiresAt: new Date(Date.now() - 1000) });
      await createPromoCode(t, usedUp.id, { code: codes[1]!, usageLimit: 2, usedCount: 2 });
      await createPromoCode(t, deleted.id, { code: codes[2]! });
      for (const code of codes) {
        const result = await validateNaming(code, [{ productId: inCart.id, quantity: 2 }]);
        expect(result.errors).toBeUndefined();
        expect(result.data?.validatePromoCode).toEqual({ promoCode: code, outcome: 'INVALID', discountTotal: 0, total: 2000, validProducts: [], productNotInCart: null });
      }
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

  it('answers NOT_IN_CART naming the product when a live code is for a product the cart does not hold', async () => {
    const rice = await createProduct(t, { name: `Isoko Long Grain Rice 5 kg ${uniqueCode('')}`, price: 9000 });
    const other = await createProduct(t);
    const code = uniqueCode('MUCELE');
    await createPromoCode(t, rice.id, { code, discountType: 'FIXED', discountValue: 500 });
    const result = await validateNaming(` ${code.toLowerCase()} `, [{ productId: other.id, quantity: 2 }]);
    expect(result.errors).toBeUndefined();
    expect(result.data?.validatePromoCode).toEqual({
      promoCode: code,
      outcome: 'NOT_IN_CART',
      discountTotal: 0,
      total: 2000,
      validProducts: [],
      productNotInCart: { databaseId: rice.id, name: rice.name },
    });
    // The shopper's own cart is checked the same way.
    const shopper = await signUpAndLogin(t);
    await addToCart(t, shopper.accessToken, other.id, 1);
    const own = await t.graphql(VALIDATE_NAMING, { input: { code } }, { token: shopper.accessToken });
    expect(own.data?.validatePromoCode).toMatchObject({ outcome: 'NOT_IN_CART', productNotInCart: { name: rice.name } });
    // With the product in the cart the same code applies.
    expect((await validateNaming(code, [{ productId: rice.id, quantity: 1 }])).data?.validatePromoCode).toMatchObject({ outcome: 'VALID', discountTotal: 500, productNotInCart: null });
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

const PRODUCT_CODE = graphql(`
  query ProductCode($databaseId: ID!) {
    product(databaseId: $databaseId) { hasPromoCode activePromoCode { code discountType discountValue expiresAt allowMultiple } }
  }
`);
const readCode = async (productId: string, as?: string) => {
  const result = await t.graphql(PRODUCT_CODE, { databaseId: productId }, as ? { token: as } : {});
  expect(result.errors).toBeUndefined();
  return result.data?.product;
};

describe("a product's active promo code (Product.activePromoCode)", () => {
  it('shows a live code to anyone, with what it gives and its expiry, but not its use counts', async () => {
    const product = await createProduct(t);
    const expiresAt = new Date(Date.now() + 3 * 86_400_000);
    await createPromoCode(t, product.id, { code: 'Karibu10', discountType: 'PERCENTAGE', discountValue: 10, expiresAt, usageLimit: 50, usedCount: 3, allowMultiple: true });
    const expected = { hasPromoCode: true, activePromoCode: { code: 'Karibu10', discountType: 'PERCENTAGE', discountValue: 10, expiresAt: expiresAt.toISOString(), allowMultiple: true } };
    expect(await readCode(product.id)).toEqual(expected);
    expect(await readCode(product.id, token)).toEqual(expected);
    const fixed = await createProduct(t);
    await createPromoCode(t, fixed.id, { code: 'AMAFARANGA', discountType: 'FIXED', discountValue: 500 });
    expect((await readCode(fixed.id))?.activePromoCode).toEqual({ code: 'AMAFARANGA', discountType: 'FIXED', discountValue: 500, expiresAt: null, allowMultiple: false });
    // The use counts stay an admin's: a shopper's promoCode is null.
    const full = await t.graphql(graphql(`query($databaseId: ID!) { product(databaseId: $databaseId) { promoCode { usedCount } } }`), { databaseId: product.id }, { token });
    expect(full.data?.product).toEqual({ promoCode: null });
  });

  it('is null for a product without a code, an expired code and a used-up code', async () => {
    const none = await createProduct(t);
    const expired = await createProduct(t);
    const usedUp = await createProduct(t);
    await createPromoCode(t, expired.id, { code: uniqueCode('LATE'), expiresAt: new Date(Date.now() - 1000) });
    await createPromoCode(t, usedUp.id, { code: uniqueCode('ALLGONE'), usageLimit: 4, usedCount: 4 });
    for (const product of [none, expired, usedUp]) expect(await readCode(product.id)).toEqual({ hasPromoCode: false, activePromoCode: null });
  });

  it('goes once the last use is taken by an order', async () => {
    const product = await createProduct(t, { price: 3000 });
    const code = uniqueCode('LASTONE');
    await createPromoCode(t, product.id, { code, discountType: 'FIXED', discountValue: 300, usageLimit: 1 });
    expect((await readCode(product.id))?.activePromoCode).toMatchObject({ code });
    const shopper = await shopperWithAddress(t);
    await addToCart(t, shopper.accessToken, product.id, 1);
    const placed = await placeOrder(t, shopper, { promoCode: code, total: 2700 });
    expect(placed.data?.placeOrder.__typename).toBe('PlaceOrderPayload');
    expect(await readCode(product.id)).toEqual({ hasPromoCode: false, activePromoCode: null });
  });

  it('is hidden once the product is deleted, even where an old order still reaches the product', async () => {
    const product = await createProduct(t, { price: 2000 });
    const code = uniqueCode('BYEBYE');
    await createPromoCode(t, product.id, { code });
    const shopper = await shopperWithAddress(t);
    await addToCart(t, shopper.accessToken, product.id, 1);
    expect((await placeOrder(t, shopper)).data?.placeOrder.__typename).toBe('PlaceOrderPayload');
    const orderedCode = async () => {
      const orders = await t.graphql(graphql(`{ viewer { orders(first: 1) { edges { node { lines { product { activePromoCode { code } } } } } } } }`), {}, { token: shopper.accessToken });
      expect(orders.errors).toBeUndefined();
      return orders.data?.viewer!.orders.edges[0]!.node.lines[0]!.product.activePromoCode;
    };
    expect(await orderedCode()).toEqual({ code });
    const deleted = await t.graphql(
      graphql(`mutation($input: DeleteProductInput!) { deleteProduct(input: $input) { __typename } }`),
      { input: { id: productGlobalId(product.id) } },
      { token: await adminToken(t) },
    );
    expect(deleted.data?.deleteProduct.__typename).toBe('DeleteProductPayload');
    expect(await orderedCode()).toBeNull();
    expect((await t.graphql(PRODUCT_CODE, { databaseId: product.id })).data?.product).toBeNull();
  });
});

// Codes that must not apply, at checkout as in the check, changing nothing.
const { shopperWithCart, order, cashOnDelivery } = cartCheckout(() => t);

describe('class 4: promo codes that must not apply', () => {
  it('refuses an expired code, in the check and at checkout', async () => {
    const { shopper, product } = await shopperWithCart();
    await createPromoCode(t, product.id, { code: 'OLDNEWS', discountType: 'FIXED', discountValue: 100, expiresAt: new Date(Date.now() - 60_000) });
    const check = await unchanged(t, () => t.graphql(VALIDATE_PROMO, { input: { code: 'OLDNEWS' } }, { token: shopper.accessToken }));
    // The check answers INVALID with nothing taken off (an outcome of the check, not an error).
    expect(check.errors).toBeUndefined();
    expect(check.data?.validatePromoCode).toMatchObject({ outcome: 'INVALID', discountTotal: 0, subtotal: 1000, total: 1000, validProducts: [] });
    const placed = await unchanged(t, () => order(shopper, { promoCode: 'OLDNEWS', subtotal: 1000, total: 900 }));
    expect(placed.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', message: 'Invalid or expired promo code.', field: 'promoCode' });
  });

  it('refuses a code for a product that is not in the cart', async () => {
    const { shopper } = await shopperWithCart();
    const elsewhere = await createProduct(t, { price: 1000, stock: 5 });
    await createPromoCode(t, elsewhere.id, { code: 'NOTHERE', discountType: 'FIXED', discountValue: 100 });
    const placed = await unchanged(t, () => order(shopper, { promoCode: 'NOTHERE', subtotal: 1000, total: 900 }));
    expect(placed.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', message: 'Invalid or expired promo code.' });
  });

  it('refuses a look-alike Unicode code (Cyrillic letters in KARIBU)', async () => {
    const { shopper, product } = await shopperWithCart();
    await createPromoCode(t, product.id, { code: 'KARIBU4', discountType: 'FIXED', discountValue: 100 });
    for (const lookAlike of ['\u041a\u0410RIBU4', 'KARIBU\u2074', 'KAR\u0406BU4', 'KARIBU4\u200b']) {
      const placed = await unchanged(t, () => order(shopper, { promoCode: lookAlike, subtotal: 1000, total: 900 }));
      expect(placed.data?.placeOrder).toMatchObject({ __typename: 'ValidationError', field: 'promoCode' });
    }
  });
});

describe('class 4 (REST): promo codes that must not apply', () => {
  it('refuses an expired code and a look-alike Unicode code at checkout', async () => {
    const { shopper, product } = await shopperWithCart();
    await createPromoCode(t, product.id, { code: 'RESTOLD', discountType: 'FIXED', discountValue: 100, expiresAt: new Date(Date.now() - 60_000) });
    const expired = await unchanged(t, () => cashOnDelivery(shopper, { promoCode: 'RESTOLD', totalAmt: 900 }));
    expectRefused(expired, 400, 'Invalid or expired promo code.');
    const other = await shopperWithCart();
    await createPromoCode(t, other.product.id, { code: 'RESTOK', discountType: 'FIXED', discountValue: 100 });
    // A Cyrillic Р in place of the Latin P.
    const lookAlike = await unchanged(t, () => cashOnDelivery(other.shopper, { promoCode: '\u0420ESTOK', totalAmt: 900 }));
    expectRefused(lookAlike, 400, 'Invalid or expired promo code.');
    const check = await unchanged(t, () => rest(t, 'POST', '/product/validate-promo-code', { token: shopper.accessToken, body: { code: 'RESTOLD' } }));
    expect(check.body).toMatchObject({ error: true });
  });
});
