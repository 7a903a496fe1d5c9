import { type RequestContext, requireViewer } from '../../context.js';
import { isUniqueViolation } from '../../database/prisma-errors.js';
import { ForbiddenError, NotFoundError, OutOfStockError, ValidationError } from '../../errors.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { effectiveUnitPrice, type PricedProduct } from '../../lib/money.js';
import { parseInput } from '../../lib/validation.js';
import { viewerPromise } from '../delivery/delivery.service.js';
import {
  type AddToCartInput,
  addToCartInput,
  type MergeGuestCartInput,
  mergeGuestCartInput,
  type RemoveCartLineInput,
  removeCartLineInput,
  type SetCartQuantityInput,
  setCartQuantityInput,
} from './cart.inputs.js';

export const LIMITED_STOCK_MESSAGE = 'Only limited stock available';

/** What bounds how many of a product one cart, and so one order, may hold: its stock and its purchase limit. */
export interface QuantityBound {
  id: string;
  stock: number;
  /** null: no limit beyond the stock. */
  maxPerOrder: number | null;
}

/** The most one cart, and so one order, may hold of a product: its stock, or its purchase limit when that is lower. */
export function quantityCap(product: Omit<QuantityBound, 'id'>): number {
  return product.maxPerOrder === null ? product.stock : Math.min(product.stock, product.maxPerOrder);
}

/**
 * The refusal of a quantity beyond quantityCap, naming the bound it met; `available` is the cap either way, so a
 * client lowers the quantity to it. `name` words the checkout's message ("... of Rice ..."), the cart's has none.
 */
export function beyondCap(product: QuantityBound, name?: string): OutOfStockError {
  const cap = quantityCap(product);
  if (product.maxPerOrder !== null && product.maxPerOrder < product.stock) {
    return new OutOfStockError(`At most ${product.maxPerOrder}${name === undefined ? '' : ` of ${name}`} per order`, product.id, cap);
  }
  if (cap <= 0) return new OutOfStockError(name === undefined ? 'Out of stock' : `${name} is out of stock`, product.id, 0);
  return new OutOfStockError(name === undefined ? LIMITED_STOCK_MESSAGE : `${LIMITED_STOCK_MESSAGE}: only ${cap} of ${name} left`, product.id, cap);
}

/** The product fields that set a line's prices. */
export const pricingSelect = {
  price: true,
  discount: true,
  onPromotion: true,
  promotionStartTime: true,
  promotionEndTime: true,
  promotionPrice: true,
} as const satisfies Prisma.ProductSelect;

/** One line priced at the product's current prices. */
export interface PricedLine {
  quantity: number;
  /** Effective unit price: the running promotion's price, else the price after discount. */
  unitPrice: number;
  /** List price, before discount and promotion. */
  originalUnitPrice: number;
  lineTotal: number;
  originalLineTotal: number;
}

/** The cart drawer's bill. The delivery charge is that of the shopper's default address (see delivery.service). */
export interface Bill {
  /** Sum of the lines at effective prices. */
  subtotal: number;
  /** Sum of the lines at list prices. */
  originalSubtotal: number;
  savings: number;
  totalQuantity: number;
  lineCount: number;
  deliveryCharge: number;
  /** What the shopper pays before any promo code. */
  total: number;
}

/** Prices a quantity of a product at its current prices. */
export function priceLine(product: PricedProduct, quantity: number, now: Date = new Date()): PricedLine {
  const unitPrice = effectiveUnitPrice(product, now);
  return { quantity, unitPrice, originalUnitPrice: product.price, lineTotal: unitPrice * quantity, originalLineTotal: product.price * quantity };
}

/** Adds priced lines up into a bill, with the delivery charge when there is something to deliver. */
export function billOf(lines: readonly PricedLine[], deliveryCharge = 0): Bill {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const originalSubtotal = lines.reduce((sum, line) => sum + line.originalLineTotal, 0);
  return {
    subtotal,
    originalSubtotal,
    savings: originalSubtotal - subtotal,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    lineCount: lines.length,
    deliveryCharge: lines.length > 0 ? deliveryCharge : 0,
    total: subtotal + (lines.length > 0 ? deliveryCharge : 0),
  };
}

/** The lines a shopper sees and orders: their own, of products still in the shop. */
export function cartLinesWhere(userId: string): Prisma.CartLineWhereInput {
  return { userId, product: { deletedAt: null } };
}

/** Oldest first, so a line keeps its place as its quantity changes. */
export const cartLineOrder: Prisma.CartLineOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];

/** A user's cart lines as the shopper sees them (products still in the shop, oldest first), with their products. */
export function cartLinesWithProducts(context: RequestContext, userId: string) {
  return context.db.prisma.cartLine.findMany({ where: cartLinesWhere(userId), orderBy: cartLineOrder, include: { product: true } });
}

/** The viewer's cart: whose it is and, computed once when asked, its bill. */
export interface CartView {
  userId: string;
  bill: () => Promise<Bill>;
}

/** The signed-in shopper's cart. */
export function viewerCart(context: RequestContext): CartView {
  return cartOf(context, requireViewer(context).id);
}

/** A user's cart as the user themself reads it (`User.cart`); anyone else, admins included, is refused. */
export function ownCart(context: RequestContext, userId: string): CartView {
  if (context.viewer?.id !== userId) throw new ForbiddenError();
  return cartOf(context, userId);
}

/** A user's cart, with its bill loaded lazily and at most once. */
export function cartOf(context: RequestContext, userId: string): CartView {
  let bill: Promise<Bill> | null = null;
  return {
    userId,
    bill: () => {
      const now = new Date();
      bill ??= Promise.all([
        context.db.prisma.cartLine.findMany({ where: cartLinesWhere(userId), select: { quantity: true, product: { select: pricingSelect } } }),
        viewerPromise(context, now),
      ]).then(([lines, promise]) => billOf(lines.map((line) => priceLine(line.product, line.quantity, now)), promise.served ? promise.charge : 0));
      return bill;
    },
  };
}

/** One of the viewer's cart lines, as a cart write's answer shows it. */
export function findOwnCartLine(context: RequestContext, cartLineId: string) {
  return context.db.prisma.cartLine.findFirstOrThrow({ where: { id: cartLineId, userId: requireViewer(context).id } });
}

/** Which line a cart write touched and whose product it is (the payloads return both). */
export interface CartLineChange {
  cartLineId: string;
  productId: string;
}

/**
 * Puts one unit of a product in the viewer's cart: a new line with quantity 1, or one more on the existing
 * line while that stays within stock and the purchase limit. A product out of stock or no longer in the shop cannot be added.
 */
export async function addToCart(context: RequestContext, rawInput: AddToCartInput): Promise<CartLineChange> {
  const viewer = requireViewer(context);
  const { productId } = parseInput(addToCartInput, rawInput);
  const product = await context.db.prisma.product.findFirst({ where: { id: productId, deletedAt: null }, select: { id: true, stock: true, maxPerOrder: true } });
  if (!product) throw new NotFoundError('Product');
  const cap = quantityCap(product);
  if (cap <= 0) throw beyondCap(product);

  const increment = async () => {
    // The cap sits in the update itself, so two quick taps cannot both pass it.
    const bumped = await context.db.prisma.cartLine.updateMany({
      where: { userId: viewer.id, productId, quantity: { lt: cap } },
      data: { quantity: { increment: 1 } },
    });
    return bumped.count === 1;
  };
  const line = await context.db.prisma.cartLine.findUnique({ where: { userId_productId: { userId: viewer.id, productId } }, select: { id: true } });
  if (line) {
    if (!(await increment())) throw beyondCap(product);
    return { cartLineId: line.id, productId };
  }
  try {
    const created = await context.db.prisma.cartLine.create({ data: { userId: viewer.id, productId, quantity: 1 }, select: { id: true } });
    return { cartLineId: created.id, productId };
  } catch (error) {
    // Another request of the same shopper created the line a moment ago: this tap adds one to it.
    if (!isUniqueViolation(error)) throw error;
    if (!(await increment())) throw beyondCap(product);
    const existing = await context.db.prisma.cartLine.findUniqueOrThrow({ where: { userId_productId: { userId: viewer.id, productId } }, select: { id: true } });
    return { cartLineId: existing.id, productId };
  }
}

/** Sets the quantity of one of the viewer's cart lines, never beyond the product's stock or purchase limit. */
export async function setCartQuantity(context: RequestContext, rawInput: SetCartQuantityInput): Promise<CartLineChange> {
  const viewer = requireViewer(context);
  const { cartLineId, quantity } = parseInput(setCartQuantityInput, rawInput);
  // Someone else's line is "not found": the answer must not reveal that it exists.
  const line = await context.db.prisma.cartLine.findFirst({
    where: { id: cartLineId, userId: viewer.id },
    select: { id: true, product: { select: { id: true, stock: true, maxPerOrder: true, deletedAt: true } } },
  });
  if (!line || line.product.deletedAt) throw new NotFoundError('Cart item');
  if (quantity > quantityCap(line.product)) throw beyondCap(line.product);
  const updated = await context.db.prisma.cartLine.updateMany({ where: { id: line.id, userId: viewer.id }, data: { quantity } });
  if (updated.count === 0) throw new NotFoundError('Cart item');
  return { cartLineId: line.id, productId: line.product.id };
}

/** Removes one of the viewer's cart lines. */
export async function removeCartLine(context: RequestContext, rawInput: RemoveCartLineInput): Promise<CartLineChange> {
  const viewer = requireViewer(context);
  const { cartLineId } = parseInput(removeCartLineInput, rawInput);
  // Read first: the payload returns the line's product (its viewerCartLine is now null).
  const line = await context.db.prisma.cartLine.findFirst({ where: { id: cartLineId, userId: viewer.id }, select: { productId: true } });
  if (!line) throw new NotFoundError('Cart item');
  const removed = await context.db.prisma.cartLine.deleteMany({ where: { id: cartLineId, userId: viewer.id } });
  if (removed.count === 0) throw new NotFoundError('Cart item');
  return { cartLineId, productId: line.productId };
}

/** What a guest cart's merge could not take in full, by product id. */
export interface GuestCartMerge {
  /** Products no longer in the shop, or out of stock: nothing of them was merged. */
  unavailableProductIds: string[];
  /** Products merged short of the quantity asked, because the stock or the purchase limit ends there. */
  cappedProductIds: string[];
}

// A merge is a handful of row writes; it waits its turn behind orders rather than failing.
const MERGE_TRANSACTION = { maxWait: 30_000, timeout: 15_000 } as const;

/**
 * Merges the cart a shopper kept as a guest into their account's cart, in one transaction: each line's quantity is
 * added to the account's line for that product, capped by the stock and purchase limit (an account line already beyond it is
 * left as it is). Products no longer in the shop or out of stock are left out and named in the answer; a product
 * that never existed is bad input, and bad input changes nothing.
 */
export async function mergeGuestCart(context: RequestContext, rawInput: MergeGuestCartInput): Promise<GuestCartMerge> {
  const viewer = requireViewer(context);
  const { lines } = parseInput(mergeGuestCartInput, rawInput);
  const merge: GuestCartMerge = { unavailableProductIds: [], cappedProductIds: [] };
  if (lines.length === 0) return merge;
  await context.db.prisma.$transaction(async (tx) => {
    const productIds = lines.map((line) => line.productId);
    const products = new Map(
      (await tx.product.findMany({ where: { id: { in: productIds } }, select: { id: true, stock: true, maxPerOrder: true, deletedAt: true } })).map((product) => [product.id, product]),
    );
    const unknown = lines.findIndex((line) => !products.has(line.productId));
    if (unknown >= 0) throw new ValidationError('This product does not exist', `lines.${unknown}.productId`);
    const existing = new Map(
      (await tx.cartLine.findMany({ where: { userId: viewer.id, productId: { in: productIds } }, select: { productId: true, quantity: true } })).map(
        (line) => [line.productId, line.quantity],
      ),
    );
    for (const line of lines) {
      const product = products.get(line.productId)!;
      if (product.deletedAt || product.stock <= 0) {
        merge.unavailableProductIds.push(product.id);
        continue;
      }
      const current = existing.get(product.id) ?? 0;
      const wanted = current + line.quantity;
      const quantity = Math.max(current, Math.min(wanted, quantityCap(product)));
      if (quantity < wanted) merge.cappedProductIds.push(product.id);
      if (quantity === current) continue;
      await tx.cartLine.upsert({
        where: { userId_productId: { userId: viewer.id, productId: product.id } },
        create: { userId: viewer.id, productId: product.id, quantity },
        update: { quantity },
      });
    }
  }, MERGE_TRANSACTION);
  return merge;
}


