import { toResource, type Resource } from './resource';

/** How far below (or above) the viewport a deferred area starts loading: about one flick. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

function observedBox(element: Element): Element {
  // An area wrapper may be `display: contents`: observe its first box instead.
  return getComputedStyle(element).display === 'contents' ? (element.firstElementChild ?? element) : element;
}

/**
 * A deferred area's code: loaded at once during a client-side navigation or when its
 * server-rendered element is already near the viewport, otherwise when it comes near (so a
 * visitor who never scrolls there never downloads it, and one who does finds it ready or
 * nearly; a tap meanwhile is held by the event contract). `find` returns the area's
 * server-rendered element, if the page has one.
 */
export function loadWhenNear<T>(find: () => Element | null, start: () => Resource<T>): Resource<T> {
  const element = typeof document === 'undefined' ? null : find();
  if (!element || typeof IntersectionObserver === 'undefined') return start();
  return toResource(
    new Promise<T>((resolve, reject) => {
      const observer = new IntersectionObserver(
        (entries) => {
          // Near the viewport; or gone (React rendered the area afresh): its code is needed now.
          if (!entries.some((entry) => entry.isIntersecting || !entry.target.isConnected)) return;
          observer.disconnect();
          start().then(resolve, reject);
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(observedBox(element));
    }),
  );
}
