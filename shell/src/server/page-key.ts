import type { SiteRoute } from '@site/federation';
import { localePath, splitLocale, type Locale } from '@site/i18n';
import { findRoute } from '../site-languages';
import { requestTarget } from './request-target';

export { findRoute };

export interface PageRequest {
  /** What the page is rendered from, and its cache key: the path plus the declared parameters. */
  url: string;
  route: SiteRoute | undefined;
  /** The page's language, from its URL's prefix (`/ur/course`). */
  locale: Locale;
}

const hasParameters = (pattern: string) => pattern.includes(':') || pattern.includes('*');

/**
 * The part of a request URL a page depends on. A route without parameters is rendered from its
 * declared path (`/FAQ`, `/faq/` and `/faq` are one page, as they are to React Router); a route
 * with parameters from the path as requested, without trailing slashes. Of the query, only the
 * parameters the route declares (`query` in its remote's declaration) are kept, sorted by name,
 * each name's values in their order, in one encoding: `?utm_source=x&fbclid=y` is dropped,
 * `?b=2&a=1` and `?a=1&b=2` are one page. A path no route matches keeps no query at all.
 */
export function pageRequest(
  routes: readonly SiteRoute[],
  requestUrl: string,
  match: (pathname: string) => SiteRoute | undefined = (pathname) => findRoute(routes, pathname),
): PageRequest {
  const url = requestTarget(requestUrl);
  const { locale, path } = splitLocale(url.pathname);
  const route = match(path);
  let pathname = path;
  if (route && !hasParameters(route.path)) pathname = route.path;
  else if (route && pathname.length > 1) pathname = pathname.replace(/\/+$/, '') || '/';
  const declared = new Set(route?.query ?? []);
  const kept = new URLSearchParams();
  for (const name of [...declared].sort()) {
    for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  }
  const search = kept.toString();
  return { url: localePath(search ? `${pathname}?${search}` : pathname, locale), route, locale };
}

/** Paths matched recently, per set of routes: most requests ask for the same few pages. */
const REMEMBERED_PATHS = 1000;

/**
 * `pageRequest` for one set of routes, remembering the route of the last paths matched (React
 * Router ranks the routes afresh on every match: ~0.1 ms, too much for every cached page).
 */
export function pageRequests(routes: readonly SiteRoute[]): (requestUrl: string) => PageRequest {
  const matched = new Map<string, SiteRoute | undefined>();
  const match = (pathname: string) => {
    if (matched.has(pathname)) return matched.get(pathname);
    if (matched.size >= REMEMBERED_PATHS) matched.clear();
    const route = findRoute(routes, pathname);
    matched.set(pathname, route);
    return route;
  };
  return (requestUrl) => pageRequest(routes, requestUrl, match);
}
