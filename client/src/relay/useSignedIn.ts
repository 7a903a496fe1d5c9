import { useSyncExternalStore } from 'react';
import { isSignedIn, onSessionChange } from './session';

/** Whether a shopper is signed in on this device, re-rendering on sign-in and sign-out (in any tab). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(onSessionChange, isSignedIn, isSignedIn);
}
