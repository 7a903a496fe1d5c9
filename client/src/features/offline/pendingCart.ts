// The queue of cart changes made offline, as kept in this browser: what the offline banner counts and what
// offlineCart.ts sends. It is apart from the sending (and the mutations that carries) so that a visit with nothing
// queued never downloads those.
import type { CartProductPrices } from '../cart/optimisticCart';
import { PENDING_CART_KEY } from './pendingCartKey';
import { tokenSubject } from './tokenSubject';

/**
 * Cart changes made without a connection. Each is kept in localStorage as the quantity the shopper wants
 * for a product (never "one more"), in the order made, for the signed-in shopper who made it; when the connection
 * returns they are sent in that order against the server's cart as it is then. Because a change says where to end
 * up, a change sent twice (its answer lost on the way back) or read after a reload changes nothing twice.
 */
export interface PendingCartChange extends CartProductPrices {
  /** The quantity wanted; 0 removes the line. */
  quantity: number;
  /** The product's name, as shown in the shopper's language when the change was made, to explain a refusal and to draw its line. */
  name: string;
  /** What its cart line shows of the product (absent from changes kept by an earlier version of the app). */
  product?: KeptProduct;
}

/**
 * What a cart line shows of its product besides the name and prices, kept with the waiting change: after a reload
 * the store holds only the server's cart (a kept answer offline), so a product added offline is drawn from this.
 */
export interface KeptProduct {
  databaseId: string;
  slug: string;
  unit: string;
  /** The first picture only: a line shows one. */
  images: string[];
  stock: number;
  /** The running promotion's label, if any. */
  promotion: string | null;
}

export interface Stored {
  /** Whose cart: the access token's subject. */
  user: string;
  changes: PendingCartChange[];
}

const STORAGE_KEY = PENDING_CART_KEY;
const listeners = new Set<() => void>();
let snapshot: PendingCartChange[] = [];

/** The queue as kept in this browser, whoever's it is; null when nothing waits. */
export function readPendingCart(): Stored | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    return stored && typeof stored.user === 'string' && Array.isArray(stored.changes) ? stored : null;
  } catch {
    return null;
  }
}

/** Replaces the queue (null or no changes empties it) and tells the listeners. */
export function writePendingCart(stored: Stored | null): void {
  try {
    if (stored && stored.changes.length > 0) localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or refused: the change is still on screen, and is lost only if the page is closed.
  }
  refresh();
}

function refresh(): void {
  const stored = readPendingCart();
  const user = tokenSubject();
  snapshot = stored && user && stored.user === user ? stored.changes : [];
  listeners.forEach((listener) => listener());
}

/** The signed-in shopper's cart changes still waiting for a connection, oldest first. */
export function pendingCartChanges(): PendingCartChange[] {
  return snapshot;
}

/** Reads the queue again (another tab, a sign-in or sign-out since the last look). */
export function refreshPendingCartChanges(): void {
  refresh();
}

/** Calls `listener` whenever the waiting changes change; returns a function that stops listening. */
export function onPendingCartChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

refresh();
if (typeof window !== 'undefined') window.addEventListener('storage', (event) => event.key === STORAGE_KEY && refresh());
