import type { RequestContext } from '../../context.js';
import { NotFoundError, OutOfStockError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import * as cart from './cart.service.js';

/** Owner-only loading for node(id:): anyone else's line reads as absent. */
const ownLine = (id: string, context: RequestContext) => ({ id, userId: context.viewer?.id ?? '' });

export const CartLineType = builder.prismaNode('CartLine', {
  id: { field: 'id' },
  nullable: true,
  findUnique: ownLine,
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The id the cart mutations take (`_id` in the REST adapter).' }),
    quantity: t.exposeInt('quantity'),
    product: t.relation('product'),
    unitPrice: t.int({
      description: 'Effective unit price now: the promotion price while it runs, else the price after discount.',
      select: { quantity: true, product: { select: cart.pricingSelect } },
      resolve: (line) => cart.priceLine(line.product, line.quantity).unitPrice,
    }),
    originalUnitPrice: t.int({
      description: 'List price of one unit.',
      select: { product: { select: { price: true } } },
      resolve: (line) => line.product.price,
    }),
    lineTotal: t.int({
      select: { quantity: true, product: { select: cart.pricingSelect } },
      resolve: (line) => cart.priceLine(line.product, line.quantity).lineTotal,
    }),
    originalLineTotal: t.int({
      select: { quantity: true, product: { select: { price: true } } },
      resolve: (line) => line.product.price * line.quantity,
    }),
    savings: t.int({
      description: 'What the discount or promotion saves on this line.',
      select: { quantity: true, product: { select: cart.pricingSelect } },
      resolve: (line) => {
        const priced = cart.priceLine(line.product, line.quantity);
        return priced.originalLineTotal - priced.lineTotal;
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CartRef = builder.objectRef<cart.CartView>('Cart');

export const CartType = builder.node(CartRef, {
  description: "The signed-in shopper's cart and its bill (delivery is free).",
  id: { resolve: (view) => view.userId },
  loadOne: (id, context) => (context.viewer?.id === id ? cart.cartOf(context, id) : null),
  fields: (t) => ({
    lines: t.prismaField({
      type: ['CartLine'],
      description: 'Lines of products still in the shop, oldest first.',
      resolve: (query, view, _args, context) =>
        context.db.cartLine.findMany({ ...query, where: cart.cartLinesWhere(view.userId), orderBy: cart.cartLineOrder }),
    }),
    itemsTotal: t.int({ description: 'Sum of the lines at effective prices.', resolve: async (view) => (await view.bill()).itemsTotal }),
    originalTotal: t.int({ description: 'Sum of the lines at list prices (shown struck through).', resolve: async (view) => (await view.bill()).originalTotal }),
    savings: t.int({ resolve: async (view) => (await view.bill()).savings }),
    totalQuantity: t.int({ description: 'Units in the cart, for the cart button and the bill.', resolve: async (view) => (await view.bill()).totalQuantity }),
    lineCount: t.int({ resolve: async (view) => (await view.bill()).lineCount }),
    deliveryCharge: t.int({ description: "Always 0: delivery is free ('Free').", resolve: async (view) => (await view.bill()).deliveryCharge }),
    grandTotal: t.int({ description: 'What the shopper pays before any promo code.', resolve: async (view) => (await view.bill()).grandTotal }),
  }),
});

interface CartLineChange {
  cartLineId: string;
  cart: cart.CartView;
}

const CartLinePayload = builder.objectRef<CartLineChange>('CartLinePayload').implement({
  description: 'The changed cart line and the whole cart after the change.',
  fields: (t) => ({
    cartLine: t.prismaField({
      type: 'CartLine',
      resolve: (query, payload, _args, context) => context.db.cartLine.findUniqueOrThrow({ ...query, where: { id: payload.cartLineId } }),
    }),
    cart: t.field({ type: CartType, resolve: (payload) => payload.cart }),
  }),
});

const RemoveCartLinePayload = builder.objectRef<CartLineChange>('RemoveCartLinePayload').implement({
  fields: (t) => ({
    removedCartLineId: t.globalID({ description: 'Global id of the removed line (for @deleteRecord).', resolve: (payload) => ({ type: 'CartLine', id: payload.cartLineId }) }),
    removedCartLineDatabaseId: t.exposeID('cartLineId'),
    cart: t.field({ type: CartType, resolve: (payload) => payload.cart }),
  }),
});

const AddToCartInput = builder.inputType('AddToCartInput', {
  fields: (t) => ({ productId: t.id({ description: "The product's databaseId." }) }),
});

const SetCartQuantityInput = builder.inputType('SetCartQuantityInput', {
  fields: (t) => ({ cartLineId: t.id(), quantity: t.int({ description: 'At least 1 and at most the stock; remove the line instead of setting 0.' }) }),
});

const RemoveCartLineInput = builder.inputType('RemoveCartLineInput', {
  fields: (t) => ({ cartLineId: t.id() }),
});

builder.queryField('cart', (t) =>
  t.field({
    type: CartType,
    description: "The signed-in shopper's cart.",
    authScopes: { loggedIn: true },
    errors: {},
    resolve: (_root, _args, context) => cart.viewerCart(context),
  }),
);

builder.mutationFields((t) => ({
  addToCart: t.field({
    type: CartLinePayload,
    description: "Adds one unit: a new line with quantity 1, or one more on the product's line (never beyond stock).",
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, OutOfStockError] },
    args: { input: t.arg({ type: AddToCartInput }) },
    resolve: async (_root, { input }, context) => ({ ...(await cart.addToCart(context, input)), cart: cart.viewerCart(context) }),
  }),
  setCartQuantity: t.field({
    type: CartLinePayload,
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, OutOfStockError] },
    args: { input: t.arg({ type: SetCartQuantityInput }) },
    resolve: async (_root, { input }, context) => ({ ...(await cart.setCartQuantity(context, input)), cart: cart.viewerCart(context) }),
  }),
  removeCartLine: t.field({
    type: RemoveCartLinePayload,
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError] },
    args: { input: t.arg({ type: RemoveCartLineInput }) },
    resolve: async (_root, { input }, context) => ({ ...(await cart.removeCartLine(context, input)), cart: cart.viewerCart(context) }),
  }),
}));
