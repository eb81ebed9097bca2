import type { SitemapEntry, SiteRoute } from '@site/federation';
import { DEFAULT_LOCALE, LOCALE_FACTS, localePath, type Locale } from '@site/i18n';
import { paths } from '@site/site';
import { localesOf } from '../site-languages';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `/sitemap.xml`: every indexable URL the remotes declare (and list, for routes with parameters),
 * in each language it exists in; a page in more than one language names all of them and
 * `x-default` (English), the same alternates its head declares.
 */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const unique = [...new Map(entries.map((entry) => [entry.path, entry])).values()];
  const urls = unique.flatMap((entry) => {
    const locales: readonly Locale[] = entry.locales?.length ? entry.locales : [DEFAULT_LOCALE];
    const url = (locale: Locale) => escapeXml(`${origin}${localePath(entry.path, locale)}`);
    const alternates =
      locales.length > 1
        ? [
            ...locales.map(
              (locale) =>
                `<xhtml:link rel="alternate" hreflang="${LOCALE_FACTS[locale].lang}" href="${url(locale)}"/>`,
            ),
            `<xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LOCALE)}"/>`,
          ].join('')
        : '';
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
    return locales.map((locale) => `  <url><loc>${url(locale)}</loc>${lastmod}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The routes whose pages the sitemap lists: indexed, and never a staff page (`private`). */
export function sitemapRoutes(routes: readonly SiteRoute[]): SiteRoute[] {
  return routes.filter((route) => route.index && !route.private);
}

/**
 * Whether a route's path is one the public has no reason to know: the admin sign-in and every
 * staff page (private, or under paths.admin). robots.txt would name it to anyone who reads it;
 * such a page is kept out of search engines by its own `noindex` (header and meta) instead.
 */
const unnamed = (route: SiteRoute) =>
  route.private === true || route.path === paths.admin || route.path.startsWith(`${paths.admin}/`);

/**
 * `/robots.txt`: everything may be crawled but the routes the remotes declare as not indexed
 * (sign-in and profile pages), and the API; the sitemap is named. The admin sign-in and the staff
 * pages are not named (issue 42): they answer `noindex` themselves.
 */
export function robotsTxt(origin: string, routes: readonly SiteRoute[]): string {
  const listed = new Set(sitemapRoutes(routes));
  const hidden = routes
    .filter((route) => !listed.has(route) && !unnamed(route))
    .flatMap((route) =>
      localesOf(route).map((locale) => localePath(route.path.replace(/:[^/]+.*$/, ''), locale)),
    );
  return [
    'User-agent: *',
    ...[...new Set(hidden)].map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
