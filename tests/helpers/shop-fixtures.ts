import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Prisma } from '../../server/database/database.js';
import { hashPassword } from '../../server/modules/auth/passwords.js';
import { signUpAndLogin } from './auth.js';
import type { TestApp } from './test-app.js';
import { graphql, type VariablesOf } from './graphql.js';

/** GraphQL documents of the cart, promo, address and order API, as a client would send them. */
/** Spread into a mutation's result union: every error's message and code, and the field a validation error names. */
export const ERROR_FIELDS = graphql(`
  fragment ErrorFields on Error { message code ... on ValidationError { field } }
`);

export const CART_FIELDS = graphql(`
  fragment CartFields on Cart {
    id subtotal originalSubtotal savings totalQuantity lineCount deliveryCharge total
    lines { id databaseId quantity unitPrice originalUnitPrice lineTotal originalLineTotal savings product { databaseId name stock } }
  }
`);

/** The viewer's cart: `data.viewer.cart` (viewer is null when signed out). */
export const CART = graphql(`
  query {
    viewer { cart { __typename ...CartFields } }
  }
`, [CART_FIELDS]);

/** Merges a guest's lines ({ productId: global id, quantity }) into the signed-in shopper's cart. */
export const MERGE_GUEST_CART = graphql(`
  mutation Merge($input: MergeGuestCartInput!) {
    mergeGuestCart(input: $input) {
      __typename
      ... on MergeGuestCartPayload { cart { ...CartFields } unavailableProductIds cappedProductIds }
      ...ErrorFields
    }
  }
`, [CART_FIELDS, ERROR_FIELDS]);

/** $productId is the product's global id (see `productGlobalId`). */
export const ADD_TO_CART = graphql(`
  mutation AddToCart($productId: ID!) {
    addToCart(input: { productId: $productId }) {
      __typename
      ... on AddToCartPayload { cartLine { id databaseId quantity } cart { totalQuantity lineCount subtotal total } product { id databaseId stock viewerCartLine { id quantity } } }
      ...ErrorFields
      ... on OutOfStockError { product { databaseId } available }
    }
  }
`, [ERROR_FIELDS]);

/** $cartLineId is the line's global id (see `cartLineGlobalId`). */
export const SET_QUANTITY = graphql(`
  mutation SetQuantity($cartLineId: ID!, $quantity: Int!) {
    setCartQuantity(input: { cartLineId: $cartLineId, quantity: $quantity }) {
      __typename
      ... on SetCartQuantityPayload { cartLine { id databaseId quantity lineTotal } cart { totalQuantity lineCount subtotal total } product { id databaseId stock viewerCartLine { id quantity } } }
      ...ErrorFields
      ... on OutOfStockError { product { databaseId } available }
    }
  }
`, [ERROR_FIELDS]);

export const REMOVE_LINE = graphql(`
  mutation Remove($cartLineId: ID!) {
    removeCartLine(input: { cartLineId: $cartLineId }) {
      __typename
      ... on RemoveCartLinePayload { deletedCartLineId cart { totalQuantity lineCount subtotal total } product { id databaseId stock viewerCartLine { id quantity } } }
      ...ErrorFields
    }
  }
`, [ERROR_FIELDS]);

/** A read: an unusable code is `outcome: INVALID`; bad input is a GraphQL error (extensions.code VALIDATION). */
export const VALIDATE_PROMO = graphql(`
  query Validate($input: ValidatePromoCodeInput!) {
    validatePromoCode(input: $input) {
      promoCode outcome discountTotal subtotal total validProducts { product { databaseId } discountTotal discountedUnits }
    }
  }
`);

/** Global ids, as GraphQL inputs take them (Pothos: base64 of "Type:id"). */
export const productGlobalId = (id: string) => encodeGlobalID('Product', id);
export const cartLineGlobalId = (id: string) => encodeGlobalID('CartLine', id);

export const CREATE_ADDRESS = graphql(`
  mutation CreateAddress($input: CreateAddressInput!) {
    createAddress(input: $input) {
      __typename
      ... on CreateAddressPayload { address { id databaseId district sector village street houseNumber mobile } addressEdge { cursor node { id } } }
      ...ErrorFields
    }
  }
`, [ERROR_FIELDS]);

export const ORDER_FIELDS = graphql(`
  fragment OrderFields on Order {
    id databaseId orderNumber number status total subtotal originalSubtotal savings discountTotal promoCode deliveryCharge
    paymentMethod createdAt estimatedDeliveryDate cancelledAt canCancel
    deliveryAddress { district sector village street houseNumber mobile }
    lines { lineNumber name image unit quantity unitPrice originalUnitPrice discountTotal lineTotal product { databaseId } }
    statusHistory { fromStatus toStatus createdAt changedBy { databaseId } }
    customer { databaseId name }
  }
`);

export const PLACE_ORDER = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on PlaceOrderPayload { replayed order { ...OrderFields } orderEdge { cursor node { id databaseId } } cart { id totalQuantity } }
      ...ErrorFields
      ... on ConflictError { field }
      ... on OutOfStockError { product { databaseId } available }
      ... on PriceChangedError { subtotal total }
      ... on NotDeliveredError { district servedDistricts }
    }
  }
`, [ORDER_FIELDS, ERROR_FIELDS]);

/** PlaceOrderInput as the schema types it. */
export type PlaceOrderInput = VariablesOf<typeof PLACE_ORDER>['input'];

export const CANCEL_ORDER = graphql(`
  mutation Cancel($orderId: ID!) {
    cancelOrder(input: { orderId: $orderId }) {
      __typename
      ... on CancelOrderPayload { order { id databaseId status cancelledAt canCancel } }
      ...ErrorFields
      ... on ConflictError { field }
    }
  }
`, [ERROR_FIELDS]);

export const UPDATE_STATUS = graphql(`
  mutation UpdateStatus($orderId: ID!, $status: OrderStatus!) {
    updateOrderStatus(input: { orderId: $orderId, status: $status }) {
      __typename
      ... on UpdateOrderStatusPayload { order { id databaseId status statusHistory { fromStatus toStatus changedBy { databaseId } } } }
      ...ErrorFields
      ... on ConflictError { field }
    }
  }
`, [ERROR_FIELDS]);

/** An order's status and a payment method, as the schema's enums. */
export type OrderStatus = VariablesOf<typeof UPDATE_STATUS>['status'];
export type PaymentMethod = NonNullable<PlaceOrderInput['paymentMethod']>;

/** The global id of a node as Relay and the input types use it (base64 of `Type:databaseId`, Pothos' default). */
export function globalIdOf(typename: string, databaseId: string): string {
  return Buffer.from(`${typename}:${databaseId}`).toString('base64');
}

/** A PlaceOrderInput written with database ids, as tests know them; the ids are sent as global ids. */
export function placeOrderInput({
  addressId,
  lines,
  ...rest
}: Omit<PlaceOrderInput, 'addressId' | 'lines'> & { addressId: string; lines?: PlaceOrderInput['lines'] }): PlaceOrderInput {
  const globalLines = lines?.map((line) => ({ ...line, productId: globalIdOf('Product', line.productId) }));
  return { addressId: globalIdOf('Address', addressId), ...(lines === undefined ? {} : { lines: globalLines }), ...rest };
}

export { adminToken } from './admin.js';

let productCounter = 0;

/** A product of our own with known prices and stock, no promotion and no promo code unless asked. */
export async function createProduct(t: TestApp, fields: Partial<Prisma.ProductUncheckedCreateInput> = {}) {
  productCounter += 1;
  return t.db.product.create({
    data: {
      name: `Test product ${productCounter} ${randomUUID().slice(0, 6)}`,
      description: 'A product made by a test.',
      unit: '1 kg',
      stock: 20,
      price: 1000,
      discount: 0,
      images: [`/uploads/test/product-${productCounter}.webp`, '/uploads/test/second.webp'],
      moreDetails: {},
      ...fields,
    },
  });
}

/** Adds a promo code to a product; codeKey is derived as the catalogue service does. */
export async function createPromoCode(t: TestApp, productId: string, fields: Partial<Prisma.PromoCodeUncheckedCreateInput> & { code: string }) {
  return t.db.promoCode.create({
    data: { productId, discountType: 'PERCENTAGE', discountValue: 10, codeKey: fields.code.trim().toUpperCase(), ...fields },
  });
}

export const KIMIRONKO_ADDRESS = {
  district: 'Gasabo',
  sector: 'Kimironko',
  village: 'Imena',
  street: 'KG 11 Ave',
  houseNumber: '12',
  mobile: '078 123 4567',
};

/** A fresh shopper with a saved address. */
export async function shopperWithAddress(t: TestApp) {
  const shopper = await signUpAndLogin(t);
  const created = await t.graphql(CREATE_ADDRESS, { input: KIMIRONKO_ADDRESS }, { token: shopper.accessToken });
  if (created.data?.createAddress.__typename !== 'CreateAddressPayload') throw new Error(`address failed: ${JSON.stringify(created)}`);
  return { ...shopper, addressId: created.data.createAddress.address.databaseId };
}

/** Adds a product (by database id) to a shopper's cart `quantity` times through the API. */
export async function addToCart(t: TestApp, token: string, productId: string, quantity = 1) {
  for (let index = 0; index < quantity; index += 1) {
    const result = await t.graphql(ADD_TO_CART, { productId: productGlobalId(productId) }, { token });
    if (result.data?.addToCart.__typename !== 'AddToCartPayload') throw new Error(`add to cart failed: ${JSON.stringify(result)}`);
  }
}

/** Places an order for the shopper's cart, sending the totals the cart shows. */
export async function placeOrder(t: TestApp, shopper: { accessToken: string; addressId: string }, extra: Partial<PlaceOrderInput> = {}) {
  const cart = await t.graphql(CART, {}, { token: shopper.accessToken });
  const total = cart.data?.viewer!.cart.total as number;
  return t.graphql(PLACE_ORDER, { input: placeOrderInput({ addressId: shopper.addressId, subtotal: total, total, ...extra }) }, { token: shopper.accessToken });
}

let passwordHash: Promise<string> | null = null;

/**
 * Many shoppers at once, written straight to the database (argon2 is hashed once and reused), each with a
 * session, an access token, an address and a cart holding `quantity` of the product.
 */
export async function bulkShoppers(t: TestApp, count: number, productId: string, quantity = 1) {
  passwordHash ??= hashPassword('Umuhinzi#2026', { memoryKib: 1024, timeCost: 1 });
  const hash = await passwordHash;
  const batch = randomUUID().slice(0, 8);
  const users = Array.from({ length: count }, (_, index) => ({
    id: `bulk-${batch}-${index}`,
    name: `Buyer ${index}`,
    email: `buyer${index}-${batch}@example.rw`,
    passwordHash: hash,
  }));
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await t.db.user.createMany({ data: users });
  await t.db.session.createMany({ data: users.map((user) => ({ id: `session-${user.id}`, userId: user.id, expiresAt })) });
  await t.db.address.createMany({
    data: users.map((user) => ({
      id: `address-${user.id}`,
      userId: user.id,
      district: 'Gasabo',
      sector: 'Kimironko',
      village: 'Imena',
      street: 'KG 11 Ave',
      mobile: '+250781234567',
    })),
  });
  await t.db.cartLine.createMany({ data: users.map((user) => ({ userId: user.id, productId, quantity })) });
  return Promise.all(
    users.map(async (user) => ({
      userId: user.id,
      addressId: `address-${user.id}`,
      accessToken: await t.app.services.tokens.signAccessToken({ userId: user.id, sessionId: `session-${user.id}` }),
    })),
  );
}

/** A snapshot of what an order touches, to show that a refused request changed nothing. */
export async function shopState(t: TestApp, productIds: string[] = []) {
  const [orders, orderLines, movements, redemptions, cartLines, products, promoCodes, statusChanges, keys] = await Promise.all([
    t.db.order.count(),
    t.db.orderLine.count(),
    t.db.stockMovement.count(),
    t.db.promoRedemption.findMany({ orderBy: { id: 'asc' } }),
    t.db.cartLine.findMany({ orderBy: { id: 'asc' }, select: { id: true, quantity: true, userId: true, productId: true } }),
    t.db.product.findMany({ where: { id: { in: productIds } }, orderBy: { id: 'asc' }, select: { id: true, stock: true } }),
    t.db.promoCode.findMany({ orderBy: { id: 'asc' }, select: { id: true, usedCount: true } }),
    t.db.orderStatusChange.count(),
    t.db.idempotencyKey.count(),
  ]);
  return { orders, orderLines, movements, redemptions, cartLines, products, promoCodes, statusChanges, keys };
}
