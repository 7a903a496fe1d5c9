import { rest } from './rest.js';
import { addToCart, cartLineGlobalId, createProduct, PLACE_ORDER, placeOrderInput, shopperWithAddress } from './shop-fixtures.js';
import type { TestApp } from './test-app.js';

type Shopper = Awaited<ReturnType<typeof shopperWithAddress>>;

/**
 * A shopper with one product (stock 5, price 1000) in the cart, and that cart's checkout by GraphQL and by the old
 * client's cash-on-delivery path (totals of 1000 unless the input says otherwise): what the cart, order and promo
 * abuse tests start from. `app` gives the test file's app, which is started in its beforeAll.
 */
export function cartCheckout(app: () => TestApp) {
  async function shopperWithCart(quantity = 1, fields: Parameters<typeof createProduct>[1] = {}) {
    const t = app();
    const shopper = await shopperWithAddress(t);
    const product = await createProduct(t, { price: 1000, stock: 5, ...fields });
    await addToCart(t, shopper.accessToken, product.id, quantity);
    const line = await t.db.cartLine.findFirstOrThrow({ where: { userId: shopper.userId, productId: product.id } });
    return { shopper, product, lineId: cartLineGlobalId(line.id), lineDatabaseId: line.id };
  }
  const order = (shopper: Shopper, input: Record<string, unknown>) =>
    app().graphql(PLACE_ORDER, { input: placeOrderInput({ addressId: shopper.addressId, subtotal: 1000, total: 1000, ...input }) }, { token: shopper.accessToken });
  const cashOnDelivery = (shopper: { accessToken: string; addressId: string }, body: Record<string, unknown>) =>
    rest(app(), 'POST', '/order/cash-on-delivery', {
      token: shopper.accessToken,
      body: { addressId: shopper.addressId, subTotalAmt: 1000, totalAmt: 1000, ...body },
    });
  return { shopperWithCart, order, cashOnDelivery };
}
