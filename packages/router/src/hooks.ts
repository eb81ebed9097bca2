import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { Location, LocationStore, NavigateFunction } from './location';

export const RouterContext = createContext<LocationStore | null>(null);

export function useStore(): LocationStore {
  const store = useContext(RouterContext);
  if (!store)
    throw new Error('A router (BrowserRouter, StaticRouter or MemoryRouter) must be above this component.');
  return store;
}

/** Reads a part of the location, re-rendering only when that part changes. */
export function useLocationPart<T>(select: (location: Location) => T): T {
  const store = useStore();
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.getInitial()),
  );
}

export function useLocation(): Location {
  return useLocationPart((location) => location);
}

export function useNavigate(): NavigateFunction {
  return useStore().navigate;
}

/** The query as URLSearchParams, and a way to replace it (a navigation to the same path). */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>) => void,
] {
  const search = useLocationPart((location) => location.search);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useNavigate();
  const set = useCallback(
    (next: URLSearchParams | Record<string, string>) => {
      const query = new URLSearchParams(next).toString();
      navigate(query ? `?${query}` : '?');
    },
    [navigate],
  );
  return [params, set];
}
