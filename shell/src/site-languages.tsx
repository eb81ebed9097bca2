import type { SiteRoute } from '@site/federation';
import { DEFAULT_LOCALE, localePrefix, type Locale } from '@site/i18n';
import { matchRoutes, type RouterBase } from '@site/router';
import { createContext, useContext } from 'react';

/** The route the path matches (a path without its language prefix), as `<Routes>` matches it. */
export function findRoute(routes: readonly SiteRoute[], pathname: string): SiteRoute | undefined {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  );
  return matches?.[0]?.route.route;
}

/**
 * Whether a page exists in a language: its route declares it. A path no route matches is the
 * 404 page, which every language has.
 */
export function existsIn(routes: readonly SiteRoute[], pathname: string, locale: Locale): boolean {
  const route = findRoute(routes, pathname);
  return !route || localesOf(route).includes(locale);
}

/** The languages a route's page exists in. */
export function localesOf(route: SiteRoute): readonly Locale[] {
  return route.locales ?? [DEFAULT_LOCALE];
}

/** The router's base for a page in `locale`: its prefix, and which pages exist under it. */
export function routerBase(locale: Locale, routes: readonly SiteRoute[]): RouterBase {
  return { basename: localePrefix(locale), has: (pathname) => existsIn(routes, pathname, locale) };
}

/** The site's routes, for the parts of the frame that ask where a page exists (the language switch). */
export const SiteRoutesContext = createContext<readonly SiteRoute[]>([]);

export function useSiteRoutes(): readonly SiteRoute[] {
  return useContext(SiteRoutesContext);
}
