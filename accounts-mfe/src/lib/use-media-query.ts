import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following its changes. False on the server and in the first
 * render of hydration (the server cannot know the screen), so use it only for what is rendered
 * in the browser alone.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
