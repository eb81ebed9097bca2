// The location as a store: its parts, how a target resolves against it, and the store that a
// router fills (the browser's history, the server's one URL, or memory). No React.
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

/**
 * Where the router's URLs live: under `basename` (`/ur` for the Urdu pages; '' at the root), and
 * which of the site's paths exist there. The pages see and give paths without the basename.
 */
export interface RouterBase {
  basename: string;
  /**
   * Whether a path (without the basename) exists under it. A link to one that does not leaves the
   * basename: `/blog/a-post` from an Urdu page is the English article, a full page load.
   */
  has: (pathname: string) => boolean;
}

export const ROOT_BASE: RouterBase = { basename: '', has: () => true };

/** A path given without the basename, as the browser's URL: ('/ur', '/') → '/ur', '/#x' → '/ur#x'. */
export function withBasename(basename: string, href: string): string {
  if (!basename || !href.startsWith('/')) return href;
  return /^\/(?=[?#]|$)/.test(href) ? basename + href.slice(1) : basename + href;
}

/** The path of a URL under the basename, or undefined when it is not under it. */
export function stripBasename(basename: string, pathname: string): string | undefined {
  if (!basename) return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : undefined;
}

/** The location of a router, read with `useSyncExternalStore`, and its navigation. */
export interface LocationStore {
  base: RouterBase;
  get(): Location;
  /** The location the server rendered the page for: what hydration must read. */
  getInitial(): Location;
  subscribe(onChange: () => void): () => void;
  navigate: NavigateFunction;
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

export const hrefOf = ({ pathname, search, hash }: Omit<Location, 'state' | 'key'>) =>
  `${pathname}${search}${hash}`;

export function locationFrom(url: string, state: unknown = null, key = 'default'): Location {
  const parsed = new URL(url, 'http://site');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, state, key };
}

export function createStore(
  initial: Location,
  write: (location: Location, replace: boolean) => void,
  go: (delta: number) => void,
  base: RouterBase = ROOT_BASE,
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
    base,
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
