import type { SiteRoute } from '@site/federation';
import { DEFAULT_LOCALE, localePrefix, type Locale } from '@site/i18n';
import { matchRoutes, type RouterBase } from '@site/router';

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

/** Answers remembered per set of routes (one per generation): a bound on what the cache keeps. */
const REMEMBERED_PATHS = 1000;
const answers = new WeakMap<readonly SiteRoute[], Map<string, boolean>>();

/**
 * The router's base for a page in `locale`: its prefix, and which pages exist under it. Every
 * link of the page asks (`has`), so the answers are remembered per set of routes: matching ranks
 * all the routes afresh each time (~0.1 ms), and an Urdu page has a hundred links to a few paths.
 */
export function routerBase(locale: Locale, routes: readonly SiteRoute[]): RouterBase {
  let known = answers.get(routes);
  if (!known) answers.set(routes, (known = new Map()));
  const remembered = known;
  return {
    basename: localePrefix(locale),
    has: (pathname) => {
      const key = `${locale} ${pathname}`;
      let answer = remembered.get(key);
      if (answer === undefined) {
        if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
        answer = existsIn(routes, pathname, locale);
        remembered.set(key, answer);
      }
      return answer;
    },
  };
}
