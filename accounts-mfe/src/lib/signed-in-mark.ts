// The device's "signed in" flag (@site/people's SIGNED_IN_FLAG_KEY): set at sign-in, removed at
// sign-out, at the account's deletion and when the API says the session is over (401). It is no
// secret and proves nothing: it only tells /profile to wait for a person's data instead of
// showing its sample. The page's head copies it onto <html> (SIGNED_IN_ATTRIBUTE) before the
// first paint; the functions here keep the two together afterwards.
import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_FLAG_KEY, SIGNED_IN_FLAG_VALUE } from '@site/people';
import { useSyncExternalStore } from 'react';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Blocked storage (privacy settings): no flag, the profile shows its sample first.
    return undefined;
  }
}

const listeners = new Set<() => void>();

function setMark(signedIn: boolean) {
  try {
    if (signedIn) storage()?.setItem(SIGNED_IN_FLAG_KEY, SIGNED_IN_FLAG_VALUE);
    else storage()?.removeItem(SIGNED_IN_FLAG_KEY);
  } catch {
    // Full or blocked: the page still knows from its own state.
  }
  document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
  listeners.forEach((listener) => listener());
}

/** A sign-in went through on this device. */
export const markSignedIn = () => setMark(true);

/** Signed out, deleted, or the session found over. */
export const markSignedOut = () => setMark(false);

/** Whether this device says a person signed in here (and has not signed out since). */
export function isMarkedSignedIn(): boolean {
  try {
    return storage()?.getItem(SIGNED_IN_FLAG_KEY) === SIGNED_IN_FLAG_VALUE;
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signed in or out.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The flag as React state: false on the server and while hydrating (the server never knows), then
 * this device's, following a sign-in or sign-out in this tab or another.
 */
export function useSignedInMark(): boolean {
  return useSyncExternalStore(subscribe, isMarkedSignedIn, () => false);
}
