import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React hydrates server HTML (it reads the server snapshot then), false in a render
 * of its own in the browser: a deferred area may wait for the viewport only while the server's
 * HTML stands in for it.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
