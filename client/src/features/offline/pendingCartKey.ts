/**
 * Where cart changes made offline wait (localStorage). Its own tiny module because the entry (main.tsx) looks for
 * it before anything else of offline use has loaded.
 */
export const PENDING_CART_KEY = 'isoko.offlineCart';
