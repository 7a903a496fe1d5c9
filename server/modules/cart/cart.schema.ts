import type { RequestContext } from '../../context.js';
import { NotFoundError, OutOfStockError } from '../../errors.js';
import { builder } from '../../graphql/builder.js';
import { mirrorsInput } from '../../graphql/input-mirror.js';
import type { addToCartInput, mergeGuestCartInput, removeCartLineInput, setCartQuantityInput } from './cart.inputs.js';
import { ProductType } from '../catalog/catalog.schema.js';
import { DeliveryPromiseType } from '../delivery/delivery.schema.js';
import * as delivery from '../delivery/delivery.service.js';
import * as cart from './cart.service.js';

/** Owner-only loading for node(id:): anyone else's line reads as absent. */
const ownLine = (id: string, context: RequestContext) => ({ id, userId: context.viewer?.id ?? '' });

export const CartLineType = builder.prismaNode('CartLine', {
  id: { field: 'id' },
  nullable: true,
  findUnique: ownLine,
  fields: (t) => ({
    databaseId: t.exposeID('id', { description: 'The id the REST adapter uses (`_id`); GraphQL inputs take the global `id`.' }),
    quantity: t.exposeInt('quantity'),
    product: t.relation('product'),
    unitPrice: t.field({
      type: 'Rwf',
      description: 'Effective unit price now: the promotion price while it runs, else the price after discount.',
      select: { quantity: true, product: { select: cart.pricingSelect } },
      resolve: (line) => cart.priceLine(line.product, line.quantity).unitPrice,
    }),
    originalUnitPrice: t.field({
      type: 'Rwf',
      description: 'List price of one unit.',
      select: { product: { select: { price: true } } },
      resolve: (line) => line.product.price,
    }),
    lineTotal: t.field({
      type: 'Rwf',
      description: 'Unit price x quantity.',
      select: { quantity: true, product: { select: cart.pricingSelect } },
      resolve: (line) => cart.priceLine(line.product, line.quantity).lineTotal,
    }),
    originalLineTotal: t.field({
      type: 'Rwf',
      description: 'List price x quantity (shown struck through).',
      select: { quantity: true, product: { select: { price: true } } },
      resolve: (line) => line.product.price * line.quantity,
    }),
    savings: t.field({
      type: 'Rwf',
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
  description: "A shopper's cart and its bill (delivery charged as the default address's zone says); read it as `viewer { cart }`.",
  id: { resolve: (view) => view.userId },
  loadOne: (id, context) => (context.viewer?.id === id ? cart.cartOf(context, id) : null),
  fields: (t) => ({
    lines: t.prismaField({
      type: ['CartLine'],
      description: 'Lines of products still in the shop, oldest first.',
      resolve: (query, view, _args, context) =>
        context.db.prisma.cartLine.findMany({ ...query, where: cart.cartLinesWhere(view.userId), orderBy: cart.cartLineOrder }),
    }),
    subtotal: t.field({ type: 'Rwf', description: 'Sum of the lines at effective prices.', resolve: async (view) => (await view.bill()).subtotal }),
    originalSubtotal: t.field({
      type: 'Rwf',
      description: 'Sum of the lines at list prices (shown struck through).',
      resolve: async (view) => (await view.bill()).originalSubtotal,
    }),
    savings: t.field({ type: 'Rwf', description: 'originalSubtotal minus subtotal.', resolve: async (view) => (await view.bill()).savings }),
    totalQuantity: t.int({ description: 'Units in the cart, for the cart button and the bill.', resolve: async (view) => (await view.bill()).totalQuantity }),
    lineCount: t.int({ resolve: async (view) => (await view.bill()).lineCount }),
    deliveryCharge: t.field({
      type: 'Rwf',
      description: "The charge of the default (newest) address's delivery zone (the shop's usual charge without an address; 0 for an empty cart or an address the shop does not serve); checkout charges the chosen address's zone (Address.deliveryPromise).",
      resolve: async (view) => (await view.bill()).deliveryCharge,
    }),
    total: t.field({ type: 'Rwf', description: 'What the shopper pays before any promo code: subtotal plus deliveryCharge.', resolve: async (view) => (await view.bill()).total }),
  }),
});

builder.prismaObjectFields('User', (t) => ({
  cart: t.field({
    type: CartType,
    description: 'The shopping cart; only the user themself may read it (anyone else gets a FORBIDDEN error).',
    resolve: (user, _args, context) => cart.ownCart(context, user.id),
  }),
}));

builder.prismaObjectFields('Product', (t) => ({
  viewerCartLine: t.field({
    cache: 'nullWhenSignedOut',
    type: CartLineType,
    nullable: true,
    description: "The signed-in viewer's cart line for this product (the quantity control on cards); null when signed out or not in the cart.",
    // Loaded with the product itself (a filtered relation), so a listing costs no query per product; signed out,
    // there is nothing to load.
    select: (_args, context, nestedSelection) => (context.viewer ? { cartLines: nestedSelection({ where: { userId: context.viewer.id }, take: 1 }) } : {}),
    resolve: (product) => (product as { cartLines?: (typeof product)['cartLines'] }).cartLines?.[0] ?? null,
  }),
}));

/** What a cart write changed: the line, the whole cart and the line's product (stock, viewerCartLine). */
interface CartChange extends cart.CartLineChange {
  cart: cart.CartView;
}

const AddToCartPayload = builder.objectRef<CartChange>('AddToCartPayload');
const SetCartQuantityPayload = builder.objectRef<CartChange>('SetCartQuantityPayload');
const RemoveCartLinePayload = builder.objectRef<CartChange>('RemoveCartLinePayload');

for (const payload of [AddToCartPayload, SetCartQuantityPayload]) {
  builder.objectFields(payload, (t) => ({
    cartLine: t.prismaField({
      type: 'CartLine',
      description: 'The line as it is now.',
      resolve: (query, change, _args, context) => context.db.prisma.cartLine.findUniqueOrThrow({ ...query, where: { id: change.cartLineId } }),
    }),
  }));
}

RemoveCartLinePayload.implement({
  fields: (t) => ({
    deletedCartLineId: t.globalID({
      description: 'Global id of the removed line (for @deleteRecord / @deleteEdge).',
      resolve: (change) => ({ type: 'CartLine', id: change.cartLineId }),
    }),
  }),
});
AddToCartPayload.implement({ fields: () => ({}) });
SetCartQuantityPayload.implement({ fields: () => ({}) });

// Every cart payload returns what the change touched, so the Relay store updates without a refetch.
for (const payload of [AddToCartPayload, SetCartQuantityPayload, RemoveCartLinePayload]) {
  builder.objectFields(payload, (t) => ({
    cart: t.field({ type: CartType, description: 'The whole cart after the change (totals, counts).', resolve: (change) => change.cart }),
    product: t.prismaField({
      type: 'Product',
      description: "The line's product with its current stock and viewerCartLine, so cards update.",
      resolve: (query, change, _args, context) => context.db.prisma.product.findUniqueOrThrow({ ...query, where: { id: change.productId } }),
    }),
  }));
}

const AddToCartInput = mirrorsInput<typeof addToCartInput>()(
  builder.inputType('AddToCartInput', {
    fields: (t) => ({ productId: t.globalID({ for: ProductType, description: "The product's global id." }) }),
  }),
);

const SetCartQuantityInput = mirrorsInput<typeof setCartQuantityInput>()(
  builder.inputType('SetCartQuantityInput', {
    fields: (t) => ({
      cartLineId: t.globalID({ for: CartLineType, description: "The cart line's global id." }),
      quantity: t.int({ description: 'At least 1 and at most the stock; remove the line instead of setting 0.' }),
    }),
  }),
);

const RemoveCartLineInput = mirrorsInput<typeof removeCartLineInput>()(
  builder.inputType('RemoveCartLineInput', {
    fields: (t) => ({ cartLineId: t.globalID({ for: CartLineType, description: "The cart line's global id." }) }),
  }),
);

const MergeGuestCartPayload = builder.objectRef<cart.GuestCartMerge & { cart: cart.CartView }>('MergeGuestCartPayload').implement({
  description: "The account's cart after the guest cart joined it, and what could not join in full.",
  fields: (t) => ({
    cart: t.field({ type: CartType, description: "The viewer's whole cart after the merge.", resolve: (merge) => merge.cart }),
    unavailableProductIds: t.globalIDList({
      description: 'Products left out: no longer in the shop, or out of stock.',
      resolve: (merge) => merge.unavailableProductIds.map((id) => ({ type: 'Product', id })),
    }),
    cappedProductIds: t.globalIDList({
      description: 'Products merged short of the quantity sent, because the stock ends there.',
      resolve: (merge) => merge.cappedProductIds.map((id) => ({ type: 'Product', id })),
    }),
  }),
});

const GuestCartLineInput = builder.inputType('GuestCartLineInput', {
  fields: (t) => ({
    productId: t.globalID({ for: ProductType, description: "The product's global id." }),
    quantity: t.int({ description: 'How many the guest chose: 1 to 1000.' }),
  }),
});

const MergeGuestCartInput = mirrorsInput<typeof mergeGuestCartInput>()(
  builder.inputType('MergeGuestCartInput', {
    fields: (t) => ({ lines: t.field({ type: [GuestCartLineInput], description: 'At most 100 lines, one per product.' }) }),
  }),
);

builder.mutationFields((t) => ({
  mergeGuestCart: t.field({
    type: MergeGuestCartPayload,
    description:
      "Adds the cart kept on the device before signing in to the viewer's cart: quantities are added, capped by stock. Bad input (an unknown product, a quantity out of range, a product twice, too many lines) changes nothing.",
    authScopes: { loggedIn: true },
    errors: {},
    args: { input: t.arg({ type: MergeGuestCartInput }) },
    resolve: async (_root, { input }, context) => ({
      ...(await cart.mergeGuestCart(context, { lines: input.lines.map((line) => ({ productId: line.productId.id, quantity: line.quantity })) })),
      cart: cart.viewerCart(context),
    }),
  }),
  addToCart: t.field({
    type: AddToCartPayload,
    description: "Adds one unit: a new line with quantity 1, or one more on the product's line (never beyond stock).",
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, OutOfStockError] },
    args: { input: t.arg({ type: AddToCartInput }) },
    resolve: async (_root, { input }, context) => ({
      ...(await cart.addToCart(context, { productId: input.productId.id })),
      cart: cart.viewerCart(context),
    }),
  }),
  setCartQuantity: t.field({
    type: SetCartQuantityPayload,
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError, OutOfStockError] },
    args: { input: t.arg({ type: SetCartQuantityInput }) },
    resolve: async (_root, { input }, context) => ({
      ...(await cart.setCartQuantity(context, { cartLineId: input.cartLineId.id, quantity: input.quantity })),
      cart: cart.viewerCart(context),
    }),
  }),
  removeCartLine: t.field({
    type: RemoveCartLinePayload,
    authScopes: { loggedIn: true },
    errors: { types: [NotFoundError] },
    args: { input: t.arg({ type: RemoveCartLineInput }) },
    resolve: async (_root, { input }, context) => ({
      ...(await cart.removeCartLine(context, { cartLineId: input.cartLineId.id })),
      cart: cart.viewerCart(context),
    }),
  }),
}));

// What the cart's bill is promised: the delivery module's answer for the viewer.
builder.objectFields(CartType, (t) => ({
  deliveryPromise: t.field({
    type: DeliveryPromiseType,
    description: "The promise the bill is made with: the default (newest) address's zone, or the shop's usual promise without an address.",
    resolve: (_cart, _args, context) => delivery.viewerPromise(context),
  }),
  estimatedDeliveryDate: t.field({
    type: 'DateTime',
    description: 'When the cart would arrive if ordered now to the default address (the shop\'s usual promise without one).',
    resolve: async (_cart, _args, context) => (await delivery.viewerPromise(context)).estimatedDeliveryDate,
  }),
}));
