import { tokenSubject } from '../offline/tokenSubject';

/**
 * The checkout's idempotency key and the order being placed, kept in localStorage for the signed-in shopper: a
 * reload, a dropped connection or closing the app in the middle of placing finds the same key and the same order,
 * so the server answers a retry with the first order instead of placing a second one. Cleared once the order is
 * placed; another shopper signing in on the same phone starts a checkout of their own.
 */
const STORAGE_KEY = 'isoko.checkout';
/** A placement older than this is not resumed on its own: the shopper has long moved on. */
const RESUME_WITHIN_MS = 30 * 60 * 1000;

/** What placeOrder is sent, without the key. */
export interface PlacementInput {
  addressId: string;
  promoCode: string | null;
  subtotal: number;
  total: number;
  lines: { productId: string; quantity: number }[];
  /** Cash on delivery when absent (a placement remembered before mobile money existed). */
  paymentMethod?: 'CASH_ON_DELIVERY' | 'MTN_MOMO' | 'AIRTEL_MONEY';
  /** The mobile-money number whose phone is asked to approve. */
  payerPhone?: string | null;
}

interface Stored {
  /** Whose checkout (the access token's subject). */
  user: string | null;
  key: string;
  pending: PlacementInput | null;
  pendingSince: number | null;
}

function read(): Stored | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.key !== 'string' || stored.key === '' || stored.user !== tokenSubject()) return null;
    return { user: stored.user, key: stored.key, pending: stored.pending ?? null, pendingSince: stored.pendingSince ?? null };
  } catch {
    return null;
  }
}

// Without storage (private mode) the key still lives as long as the page.
let inMemory: Stored | null = null;

function write(stored: Stored): void {
  inMemory = stored;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Kept in memory only.
  }
}

function current(): Stored | null {
  return read() ?? (inMemory?.user === tokenSubject() ? inMemory : null);
}

function newKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The idempotency key of this checkout: the stored one, or a new one when the checkout starts. */
export function checkoutKey(): string {
  const stored = current();
  if (stored) return stored.key;
  const key = newKey();
  write({ user: tokenSubject(), key, pending: null, pendingSince: null });
  return key;
}

/** Remembers the order being placed, so a reload can finish it with the same key and the same figures. */
export function rememberPending(input: PlacementInput): void {
  write({ user: tokenSubject(), key: checkoutKey(), pending: input, pendingSince: Date.now() });
}

/** The server answered for certain (a refusal): nothing is in flight any more; the key stays for the next try. */
export function forgetPending(): void {
  const stored = current();
  if (stored) write({ ...stored, pending: null, pendingSince: null });
}

/** The order a reload interrupted, if recent. */
export function pendingPlacement(): PlacementInput | null {
  const stored = current();
  if (!stored?.pending || stored.pendingSince === null) return null;
  return Date.now() - stored.pendingSince < RESUME_WITHIN_MS ? stored.pending : null;
}

/** The order is placed: the next checkout gets a new key. */
export function finishCheckout(): void {
  inMemory = null;
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

/** A used key the server refused for a different order: start over with a fresh one. */
export function renewCheckoutKey(): void {
  write({ user: tokenSubject(), key: newKey(), pending: null, pendingSince: null });
}
