/** A signed-in session's two tokens, as the server hands them out. */
export type TokenPair = { accessToken: string; refreshToken: string };

/** The last refresh made by any tab: which access token it replaced, and the pair that replaced it. */
export interface Handover {
  from: string;
  pair: TokenPair;
  at: number;
}

/** Where a refresh is handed to the tabs that waited for it. */
export interface HandoverStore {
  read(): Promise<Handover | null>;
  write(handover: Handover): Promise<void>;
  clear(): Promise<void>;
}

/** A handover older than this is not taken: a tab that slept longer asks the server itself. */
export const HANDOVER_MAX_AGE_MS = 60_000;

const DATABASE = 'isoko-session';
const STORE = 'handover';
const KEY = 'last';

/**
 * The handover in IndexedDB. localStorage reaches the shopper's other tabs a moment after a write (each tab's
 * process keeps its own copy), so a tab that gets the refresh lock just after another refreshed can still read the
 * old tokens there; IndexedDB's transactions are the same for every tab at once. Where IndexedDB is missing or
 * fails, nothing is handed over and the tab refreshes itself (the server answers a token presented twice within
 * seconds with the same pair).
 */
export const indexedDbHandover: HandoverStore = {
  read: () => withStore('readonly', (store) => store.get(KEY) as IDBRequest<Handover | undefined>).then((value) => value ?? null),
  write: (handover) => withStore('readwrite', (store) => store.put(handover, KEY)).then(() => undefined),
  clear: () => withStore('readwrite', (store) => store.delete(KEY)).then(() => undefined),
};

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const db = await database();
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } catch {
    return null;
  }
}
