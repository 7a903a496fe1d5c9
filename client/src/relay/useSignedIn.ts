import { useSyncExternalStore } from 'react';
import { isSignedIn, onSessionChange } from './session';

/** Whether a shopper is signed in on this device, re-rendering on sign-in and sign-out (in any tab). */
export function useSignedIn(): boolean {
  // A page rendered on the server is a visitor's; the session on this device shows once it has hydrated.
  return useSyncExternalStore(onSessionChange, isSignedIn, () => false);
}
