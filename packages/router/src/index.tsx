/**
 * The site's router, shared by every app as one singleton: what the apps use of a router and
 * nothing more (about 3 KB brotli where React Router's same exports were 14 KB, and all of React
 * Router shared was 51 KB). Adding an export is a minor version; the deploy check refuses a remote
 * that needs a newer one than the site's shell provides.
 *
 * The location is a store read with `useSyncExternalStore`, not a context value: a component reads
 * only what it uses (the path, the query, or all of it). A navigation therefore never pushes an
 * update into a part of the page that is still waiting for its code (a Suspense boundary React
 * has not hydrated yet): React would otherwise throw that part's server HTML away. Links resolve
 * their target from the store too, and navigate through a context that never changes.
 */
import {
  Children,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

/** Where the visitor is: the parts of the URL the pages read, the entry's state and its key. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here handed over (`navigate(to, { state })`). */
  state: unknown;
  /** Unique per history entry: following the same link twice gives two keys. */
  key: string;
}

/** A target: a URL (absolute, or `?query` / `#hash` on the current path), or its parts. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Back (-1) or forward (1) in the browser's history. */
  (delta: number): void;
}

interface LocationStore {
  get(): Location;
  /** The location the server rendered the page for: what hydration must read. */
  getInitial(): Location;
  subscribe(onChange: () => void): () => void;
  navigate: NavigateFunction;
}

const RouterContext = createContext<LocationStore | null>(null);

function useStore(): LocationStore {
  const store = useContext(RouterContext);
  if (!store)
    throw new Error('A router (BrowserRouter, StaticRouter or MemoryRouter) must be above this component.');
  return store;
}

const randomKey = () => Math.random().toString(36).slice(2, 10);

/** A URL's parts, resolved against the current location (`?q` and `#h` keep the current path). */
export function resolveTo(
  to: To,
  from: Pick<Location, 'pathname' | 'search'>,
): Omit<Location, 'state' | 'key'> {
  if (typeof to !== 'string') {
    return { pathname: to.pathname ?? from.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  }
  const url = new URL(to, `http://site${from.pathname}${to.startsWith('#') ? from.search : ''}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const hrefOf = ({ pathname, search, hash }: Omit<Location, 'state' | 'key'>) => `${pathname}${search}${hash}`;

function locationFrom(url: string, state: unknown = null, key = 'default'): Location {
  const parsed = new URL(url, 'http://site');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, state, key };
}

function createStore(
  initial: Location,
  write: (location: Location, replace: boolean) => void,
  go: (delta: number) => void,
) {
  let current = initial;
  const listeners = new Set<() => void>();
  const set = (next: Location) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  const navigate = ((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') return go(to);
    const next: Location = { ...resolveTo(to, current), state: options.state ?? null, key: randomKey() };
    write(next, !!options.replace);
    set(next);
  }) as NavigateFunction;
  const store: LocationStore & { set: (next: Location) => void } = {
    get: () => current,
    getInitial: () => initial,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    navigate,
    set,
  };
  return store;
}

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

/** Reads a part of the location, re-rendering only when that part changes. */
function useLocationPart<T>(select: (location: Location) => T): T {
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

/* Matching ------------------------------------------------------------------------------------ */

interface Pattern {
  path: string;
}

export interface RouteMatch<R extends Pattern> {
  route: R;
  params: Record<string, string>;
  pathname: string;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Static segments beat parameters, parameters beat `*`; longer patterns beat shorter ones. */
function score(path: string): number {
  return segmentsOf(path).reduce(
    (total, segment) => total + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    segmentsOf(path).length,
  );
}

/** A segment as the visitor means it (`f%61q` is `faq`); a malformed escape stays as it is. */
function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPath(path: string, pathname: string): Record<string, string> | undefined {
  const pattern = segmentsOf(path);
  const actual = segmentsOf(pathname).map(decode);
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const segment = pattern[i]!;
    if (segment === '*') {
      params['*'] = actual.slice(i).join('/');
      return params;
    }
    const part = actual[i];
    if (part === undefined) return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    else if (segment.toLowerCase() !== part.toLowerCase()) return undefined;
  }
  return actual.length === pattern.length ? params : undefined;
}

/** The routes a path matches, best first (as `<Routes>` chooses); undefined when none does. */
export function matchRoutes<R extends Pattern>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R>[] | undefined {
  const matches = routes
    .map((route) => ({ route, params: matchPath(route.path, pathname), pathname }))
    .filter((match): match is RouteMatch<R> => match.params !== undefined)
    .sort((a, b) => score(b.route.path) - score(a.route.path));
  return matches.length ? matches : undefined;
}

const ParamsContext = createContext<Record<string, string>>({});

export function useParams<
  P extends Record<string, string | undefined> = Record<string, string | undefined>,
>(): P {
  return useContext(ParamsContext) as P;
}

export interface RouteProps {
  path: string;
  element: ReactNode;
}

/** A route of `<Routes>`: its pattern and what it renders. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

/** The element of the best route for the current path. */
export function Routes({ children }: { children?: ReactNode }) {
  const pathname = useLocationPart((location) => location.pathname);
  const routes = Children.toArray(children).flatMap((child) =>
    isValidElement<RouteProps>(child) && child.type === Route ? [child.props] : [],
  );
  const match = matchRoutes(routes, pathname)?.[0];
  const params = useMemo(() => match?.params ?? {}, [match?.route.path, pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!match) return null;
  return <ParamsContext.Provider value={params}>{match.route.element}</ParamsContext.Provider>;
}

/* Links --------------------------------------------------------------------------------------- */

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/** The href of a target: absolute ones need nothing, relative ones the current path. */
function useHref(to: To): string {
  const absolute = typeof to === 'string' && to.startsWith('/');
  const from = useLocationPart((location) => (absolute ? '' : `${location.pathname}\n${location.search}`));
  if (absolute) return hrefOf(resolveTo(to, { pathname: '/', search: '' }));
  const [pathname = '/', search = ''] = from.split('\n');
  return hrefOf(resolveTo(to, { pathname, search }));
}

const modified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link: a real `<a href>` (it works before the page's script and without it, opens in a new tab,
 * can be copied); once the script is there, a plain click navigates without reloading the page.
 */
export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || modified(event) || (target && target !== '_self'))
      return;
    event.preventDefault();
    navigate(href, { replace, state });
  };
  // The children come with the props: the link's content is the caller's.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}

/** A link marked `aria-current="page"` (and the class `active`) while its page is shown. */
export function NavLink({ className, ...props }: LinkProps) {
  const pathname = useLocationPart((location) => location.pathname);
  const active = resolveTo(props.to, { pathname, search: '' }).pathname === pathname;
  return (
    <Link
      {...props}
      aria-current={active ? 'page' : props['aria-current']}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
    />
  );
}

/** Navigates as soon as it is rendered in the browser (a redirect decided while rendering). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to, { replace, state });
  });
  return null;
}
