import { scrollToIdWhenReady } from '@site/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from '@site/router';

/**
 * After each navigation: to the `#section` if the URL has one (waiting for the remote that
 * renders it), otherwise, on a new page, to the top with focus on the main area so screen
 * readers start there. The first page load keeps the browser's own behaviour: it has jumped to a
 * `#section` the server rendered (at once: @site/ui's fragment-load.ts), and the visitor may have
 * scrolled on before the page's script ran; only a section that was not in the page is waited for.
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
      const id = decodeURIComponent(location.hash.slice(1));
      if (isFirst && document.getElementById(id)) return undefined;
      return scrollToIdWhenReady(id);
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
