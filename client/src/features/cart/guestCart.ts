import { useSyncExternalStore } from 'react';

/**
 * The cart of a shopper who has not signed in: kept in this browser's localStorage, so it survives a reload and
 * works without a connection. Each line keeps what it shows of its product (name, picture, prices, stock) as last
 * read from the server; the cart reads its products again when it is shown (refreshGuestCart.ts). Signing in or
 * registering merges it into the account's cart and clears it.
 */
export interface GuestCartLine {
  /** The product's global id. */
  productId: string;
  quantity: number;
  name: string;
  databaseId: string;
  slug: string;
  unit: string;
  /** The first picture, or null. */
  image: string | null;
  stock: number;
  /** The product's purchase limit; null (or absent, in lines kept by an older version) for none beyond the stock. */
  maxPerOrder?: number | null;
  /** What one unit costs now (effectivePrice). */
  unitPrice: number;
  /** The list price of one unit. */
  listPrice: number;
  /** The running promotion's label, if any. */
  promotion: string | null;
}

/** A product as a guest line keeps it. */
export type GuestCartProduct = Omit<GuestCartLine, 'quantity'>;

/** The merge on the server takes at most this many lines (MAX_GUEST_CART_LINES). */
export const GUEST_CART_MAX_LINES = 100;

const STORAGE_KEY = 'guestCart';
/** The shop's usual delivery charge as last read, so the bill adds up offline too. */
const DELIVERY_CHARGE_KEY = 'guestCartDeliveryCharge';
const listeners = new Set<() => void>();
let snapshot: readonly GuestCartLine[] = read();
const NO_LINES: readonly GuestCartLine[] = [];
let deliveryChargeSnapshot = readDeliveryCharge();

function isLine(value: unknown): value is GuestCartLine {
  const line = value as Partial<GuestCartLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.productId === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    typeof line.name === 'string' &&
    typeof line.unitPrice === 'number' &&
    typeof line.listPrice === 'number' &&
    typeof line.stock === 'number'
  );
}

function read(): readonly GuestCartLine[] {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    // Anything this version cannot read is dropped rather than breaking the header.
    return Array.isArray(stored) ? stored.filter(isLine) : [];
  } catch {
    return [];
  }
}

function readDeliveryCharge(): number {
  try {
    const stored = Number(localStorage.getItem(DELIVERY_CHARGE_KEY) ?? 0);
    return Number.isSafeInteger(stored) && stored >= 0 ? stored : 0;
  } catch {
    return 0;
  }
}

function write(lines: readonly GuestCartLine[]): void {
  snapshot = lines;
  try {
    if (lines.length > 0) localStorage.setItem(STORAGE_KEY, JSON.stringify(lines));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or refused: the cart still shows in this page, and is lost only when it closes.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the cart: this one shows it too.
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEY || event.key === DELIVERY_CHARGE_KEY) {
      snapshot = read();
      deliveryChargeSnapshot = readDeliveryCharge();
      listener();
    }
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The guest cart's lines, oldest first. */
export function guestCartLines(): readonly GuestCartLine[] {
  return snapshot;
}

/** The guest cart's lines, re-rendering on every change (in this tab or another). */
export function useGuestCart(): readonly GuestCartLine[] {
  // A page rendered on the server knows no device's cart: it hydrates empty, then shows this device's lines.
  return useSyncExternalStore(subscribe, guestCartLines, () => NO_LINES);
}

/** The quantity of a product in the guest cart (0 when absent), re-rendering on change. */
export function useGuestQuantity(productId: string): number {
  const lines = useGuestCart();
  return lines.find((line) => line.productId === productId)?.quantity ?? 0;
}

/** Why a guest cart change did not happen. */
export type GuestCartRefusal = 'limited-stock' | 'out-of-stock' | 'purchase-limit' | 'cart-full';

/** The most one cart, and so one order, may hold of a product: its stock, or its purchase limit when lower (as the server caps it). */
export function quantityCap(product: Pick<GuestCartLine, 'stock' | 'maxPerOrder'>): number {
  return Math.min(product.stock, product.maxPerOrder ?? product.stock);
}

/** Why a product cannot be at `quantity` in the cart, or null when it can. */
export function beyondCap(product: Pick<GuestCartLine, 'stock' | 'maxPerOrder'>, quantity: number): Exclude<GuestCartRefusal, 'cart-full'> | null {
  const cap = quantityCap(product);
  if (quantity <= cap) return null;
  if (product.stock <= 0) return 'out-of-stock';
  return cap < product.stock ? 'purchase-limit' : 'limited-stock';
}

/**
 * Sets a product's quantity in the guest cart (0 removes its line), never beyond its stock or purchase limit; the product's details
 * are kept with the line as they are now. Returns why nothing changed, or null.
 */
export function setGuestQuantity(product: GuestCartProduct, nextQuantity: (current: number) => number): GuestCartRefusal | null {
  const index = snapshot.findIndex((line) => line.productId === product.productId);
  const current = index >= 0 ? snapshot[index]!.quantity : 0;
  const next = Math.max(0, nextQuantity(current));
  const refusal = next > current ? beyondCap(product, next) : null;
  if (refusal) return refusal;
  if (next === current) return null;
  if (next === 0) {
    write(snapshot.filter((line) => line.productId !== product.productId));
  } else if (index >= 0) {
    write(snapshot.map((line, at) => (at === index ? { ...line, ...product, quantity: next } : line)));
  } else {
    if (snapshot.length >= GUEST_CART_MAX_LINES) return 'cart-full';
    write([...snapshot, { ...product, quantity: next }]);
  }
  return null;
}

/**
 * Brings the lines up to date with the products as the server has them now: `current` maps each product id asked
 * for to its product, or to null when it is no longer in the shop (its line goes). A quantity beyond a fallen stock
 * comes down to it, and so does one beyond a lowered purchase limit. Returns the names of the lines that went.
 */
export function updateGuestCart(current: ReadonlyMap<string, GuestCartProduct | null>): string[] {
  const gone: string[] = [];
  const lines: GuestCartLine[] = [];
  for (const line of snapshot) {
    if (!current.has(line.productId)) {
      lines.push(line);
      continue;
    }
    const product = current.get(line.productId);
    if (!product) {
      gone.push(line.name);
      continue;
    }
    lines.push({ ...line, ...product, quantity: product.stock > 0 ? Math.min(line.quantity, quantityCap(product)) : line.quantity });
  }
  const changed = lines.length !== snapshot.length || lines.some((line, index) => JSON.stringify(line) !== JSON.stringify(snapshot[index]));
  if (changed) write(lines);
  return gone;
}

/** Empties the guest cart (after its merge into the account's cart). */
export function clearGuestCart(): void {
  setGuestDeliveryCharge(0);
  write([]);
}

/** What the shop usually charges for delivery (its usual promise's charge), as last read from the server; 0 is Free. */
export function guestDeliveryCharge(): number {
  return deliveryChargeSnapshot;
}

/** The guest bill's delivery charge, re-rendering on every change (in this tab or another). */
export function useGuestDeliveryCharge(): number {
  return useSyncExternalStore(subscribe, guestDeliveryCharge, guestDeliveryCharge);
}

/** Keeps the shop's usual delivery charge, as the server gave it, for the guest's bill. */
export function setGuestDeliveryCharge(charge: number): void {
  const next = Number.isSafeInteger(charge) && charge >= 0 ? charge : 0;
  if (next === deliveryChargeSnapshot) return;
  deliveryChargeSnapshot = next;
  try {
    if (next > 0) localStorage.setItem(DELIVERY_CHARGE_KEY, String(next));
    else localStorage.removeItem(DELIVERY_CHARGE_KEY);
  } catch {
    // Storage refused: the charge still shows in this page.
  }
  listeners.forEach((listener) => listener());
}

/**
 * The guest cart's bill, as the server bills a cart: effective and list prices, and the shop's usual delivery charge
 * (a guest has no address yet) when there is something to deliver.
 */
export interface GuestBill {
  subtotal: number;
  originalSubtotal: number;
  savings: number;
  totalQuantity: number;
  deliveryCharge: number;
  total: number;
}

/** Adds the guest lines up at their last known prices, with the delivery charge when there are lines. */
export function guestBill(lines: readonly GuestCartLine[], deliveryCharge = 0): GuestBill {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const originalSubtotal = lines.reduce((sum, line) => sum + line.listPrice * line.quantity, 0);
  return {
    subtotal,
    originalSubtotal,
    savings: originalSubtotal - subtotal,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    deliveryCharge: lines.length > 0 ? deliveryCharge : 0,
    total: subtotal + (lines.length > 0 ? deliveryCharge : 0),
  };
}
