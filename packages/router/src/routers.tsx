import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterContext } from './hooks';
import {
  createStore,
  hrefOf,
  locationFrom,
  ROOT_BASE,
  stripBasename,
  withBasename,
  type Location,
  type RouterBase,
} from './location';

interface HistoryState {
  usr?: unknown;
  key?: string;
}

/** A URL's location as the pages see it: its path without the basename. */
function underBase(location: Location, { basename }: RouterBase): Location {
  return { ...location, pathname: stripBasename(basename, location.pathname) ?? location.pathname };
}

/** The location of the browser's current history entry. */
function browserLocation(base: RouterBase): Location {
  const entry = (window.history.state ?? {}) as HistoryState;
  return underBase(locationFrom(window.location.href, entry.usr ?? null, entry.key ?? 'default'), base);
}

/** Where a router's URLs live, for routers that take one (`base`: `/ur` and its paths). */
interface BaseProps {
  base?: RouterBase;
  children?: ReactNode;
}

/** The router of the page in the browser: the browser's history and address bar. */
export function BrowserRouter({ base = ROOT_BASE, children }: BaseProps) {
  const [store] = useState(() =>
    createStore(
      browserLocation(base),
      (next, replace) => {
        const state: HistoryState = { usr: next.state, key: next.key };
        const url = withBasename(base.basename, hrefOf(next));
        if (replace) window.history.replaceState(state, '', url);
        else window.history.pushState(state, '', url);
      },
      (delta) => window.history.go(delta),
      base,
    ),
  );
  // Back, forward, and in-page links (#section) the browser follows itself.
  useEffect(() => {
    const update = () => store.set(browserLocation(base));
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, [store, base]);
  return <RouterContext.Provider value={store}>{children}</RouterContext.Provider>;
}

/** The router of a page rendered on the server: one location (its URL), no history. */
export function StaticRouter({ location, base = ROOT_BASE, children }: BaseProps & { location: string }) {
  const store = useMemo(
    () =>
      createStore(
        underBase(locationFrom(location), base),
        () => {
          throw new Error('A page rendered on the server cannot navigate: render a redirect instead.');
        },
        () => undefined,
        base,
      ),
    [location, base],
  );
  return <RouterContext.Provider value={store}>{children}</RouterContext.Provider>;
}

/** A router in memory (tests, a frame without an address bar). */
export function MemoryRouter({
  initialEntries = ['/'],
  base = ROOT_BASE,
  children,
}: BaseProps & {
  /** Paths without the basename. */
  initialEntries?: readonly (string | Partial<Location>)[];
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
      base,
    );
    return store;
  });
  return <RouterContext.Provider value={store}>{children}</RouterContext.Provider>;
}
