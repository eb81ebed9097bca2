import { scrollToIdWhenReady } from '@site/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from '@site/router';

/**
 * After each navigation: to the `#section` if the URL has one (waiting for the remote that
 * renders it), otherwise, on a new page, to the top with focus on the main area so screen
 * readers start there. The first page load keeps the browser's own behaviour.
 */
export function useRouteScroll() {
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const isFirst = previousPath.current === null;
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    if (location.hash.length > 1) {
      return scrollToIdWhenReady(decodeURIComponent(location.hash.slice(1)));
    }
    // A page updating its own query (e.g. the chosen course) is not a new page.
    if (isFirst || samePage) return;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
    return undefined;
    // location.key: following the same link twice scrolls again.
  }, [location.key, location.pathname, location.hash]);

  return mainRef;
}
