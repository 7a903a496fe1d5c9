/**
 * Recently viewed products, kept in this browser only (localStorage), as the specification says: at most 10,
 * newest first, each product once. Entries are global product ids.
 */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
export const RECENTLY_VIEWED_KEPT = 10;
export const RECENTLY_VIEWED_SHOWN = 8;

// Merely touching `localStorage` throws where storage is blocked (some private modes, sandboxed frames).
function browserStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** The kept list, newest first, each id once; a broken or missing entry reads as empty (storage failures are ignored). */
export function readRecentlyViewed(storage: Pick<Storage, 'getItem'> | null = browserStorage()): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    // A list written by an older version or edited by hand may repeat ids: the first (newest) one counts.
    const ids = new Set(parsed.filter((id): id is string => typeof id === 'string' && id.length > 0));
    return [...ids].slice(0, RECENTLY_VIEWED_KEPT);
  } catch {
    return [];
  }
}

/** Records a product as just viewed: it moves to the front, duplicates go, the list keeps its newest 10. */
export function recordRecentlyViewed(productId: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null = browserStorage()): string[] {
  const next = [productId, ...readRecentlyViewed(storage).filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_KEPT);
  try {
    storage?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the page works the same, the list is simply not remembered.
  }
  return next;
}
