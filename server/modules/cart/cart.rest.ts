import { z } from 'zod';
import { requireViewer } from '../../context.js';
import { restRoute } from '../../rest/rest-route.js';
import { legacyCartItemSchema, legacyCartLineSchema, toLegacyCartItem, toLegacyCartLine } from './cart.legacy.js';
import { legacyIdSchema } from '../../rest/doc-schemas.js';
import { addToCartInput, removeCartLineInput, setCartQuantityInput } from './cart.inputs.js';
import * as cart from './cart.service.js';

export const cartRoutes = [
  restRoute({
    method: 'POST',
    path: '/cart/create',
    tag: 'Cart',
    summary: 'Add one unit of a product to the cart (a new line, or one more on its line; never beyond stock)',
    auth: 'user',
    input: { schema: addToCartInput },
    response: 'data: the cart line { _id, quantity, productId, userId }',
    data: legacyCartLineSchema,
    refusals: [404, 409],
    handle: async ({ context, input }) => {
      const { cartLineId } = await cart.addToCart(context, input);
      const line = await cart.findOwnCartLine(context, cartLineId);
      return { message: 'Item add successfully', data: toLegacyCartLine(line) };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/cart/get',
    tag: 'Cart',
    summary: "The signed-in shopper's cart, oldest line first; lines of products no longer in the shop are left out",
    auth: 'user',
    response: 'data: [{ _id, quantity, productId: { _id, name, image, price, discount, unit, stock, effectivePrice, promotion fields }, userId }]',
    data: z.array(legacyCartItemSchema),
    handle: async ({ context }) => {
      const lines = await cart.cartLinesWithProducts(context, requireViewer(context).id);
      const now = new Date();
      return { message: 'Cart items', data: lines.map((line) => toLegacyCartItem(line, now)) };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/cart/update-qty',
    tag: 'Cart',
    summary: "Set a cart line's quantity (at least 1, at most the stock)",
    auth: 'user',
    input: { schema: setCartQuantityInput, rename: { cartLineId: '_id', quantity: 'qty' } },
    response: 'data: the cart line { _id, quantity, productId, userId }',
    data: legacyCartLineSchema,
    refusals: [404, 409],
    handle: async ({ context, input }) => {
      const { cartLineId } = await cart.setCartQuantity(context, input);
      const line = await cart.findOwnCartLine(context, cartLineId);
      return { message: 'Update cart', data: toLegacyCartLine(line) };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/cart/delete-cart-item',
    tag: 'Cart',
    summary: 'Remove a line from the cart (_id in the JSON body)',
    auth: 'user',
    input: { schema: removeCartLineInput, rename: { cartLineId: '_id' } },
    response: 'data: { _id } of the removed line',
    data: z.object({ _id: legacyIdSchema }),
    refusals: [404],
    handle: async ({ context, input }) => {
      const { cartLineId } = await cart.removeCartLine(context, input);
      return { message: 'Item remove', data: { _id: cartLineId } };
    },
  }),
];
