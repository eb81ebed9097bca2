import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterContext } from './hooks';
import { createStore, hrefOf, locationFrom, type Location } from './location';

interface HistoryState {
  usr?: unknown;
  key?: string;
}

/** The location of the browser's current history entry. */
function browserLocation(): Location {
  const entry = (window.history.state ?? {}) as HistoryState;
  return locationFrom(window.location.href, entry.usr ?? null, entry.key ?? 'default');
}

/** The router of the page in the browser: the browser's history and address bar. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [store] = useState(() =>
    createStore(
      browserLocation(),
      (next, replace) => {
        const state: HistoryState = { usr: next.state, key: next.key };
        if (replace) window.history.replaceState(state, '', hrefOf(next));
        else window.history.pushState(state, '', hrefOf(next));
      },
      (delta) => window.history.go(delta),
    ),
  );
  // Back, forward, and in-page links (#section) the browser follows itself.
  useEffect(() => {
    const update = () => store.set(browserLocation());
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, [store]);
  return <RouterContext.Provider value={store}>{children}</RouterContext.Provider>;
}

/** The router of a page rendered on the server: one location, no history. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const store = useMemo(
    () =>
      createStore(
        locationFrom(location),
        () => {
          throw new Error('A page rendered on the server cannot navigate: render a redirect instead.');
        },
        () => undefined,
      ),
    [location],
  );
  return <RouterContext.Provider value={store}>{children}</RouterContext.Provider>;
}

/** A router in memory (tests, a frame without an address bar). */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: readonly (string | Partial<Location>)[];
  children?: ReactNode;
}) {
  const [store] = useState(() => {
    const entries = initialEntries.map((entry) =>
      typeof entry === 'string'
        ? locationFrom(entry)
        : {
            ...locationFrom(hrefOf({ pathname: '/', search: '', hash: '', ...entry })),
            state: entry.state ?? null,
          },
    );
    let index = entries.length - 1;
    const store = createStore(
      entries[index]!,
      (next, replace) => {
        if (replace) entries[index] = next;
        else entries.splice(++index, entries.length, next);
      },
      (delta) => {
        index = Math.min(entries.length - 1, Math.max(0, index + delta));
        store.set(entries[index]!);
      },
    );
    return store;
  });
  return <RouterContext.Provider value={store}>{children}</RouterContext.Provider>;
}
