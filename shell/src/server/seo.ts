import type { SitemapEntry, SiteRoute } from '@site/federation';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `/sitemap.xml`: every indexable URL the remotes declare (and list, for routes with parameters). */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const unique = [...new Map(entries.map((entry) => [entry.path, entry])).values()];
  const urls = unique.map(
    (entry) =>
      `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc>${
        entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : ''
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * `/robots.txt`: everything may be crawled but the routes the remotes declare as not indexed
 * (sign-in and profile pages), and the API; the sitemap is named.
 */
export function robotsTxt(origin: string, routes: readonly SiteRoute[]): string {
  const hidden = routes.filter((route) => !route.index).map((route) => route.path.replace(/:[^/]+.*$/, ''));
  return [
    'User-agent: *',
    ...[...new Set(hidden)].map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
