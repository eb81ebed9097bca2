// A page's head as data: what a page says about itself (PageMetaInput), the tags it makes, and
// those tags as HTML for the server's document. No React: the site's server and tests use it too.
import { DEFAULT_LOCALE, LOCALE_FACTS, localePath, splitLocale, type Locale } from '@site/i18n';
import { siteSettings } from '@site/site';

/** One schema.org object, written into the page as JSON-LD. */
export type StructuredData = { '@type': string } & Record<string, unknown>;

export interface Breadcrumb {
  name: string;
  /** Root-relative path. */
  path: string;
}

export interface PageMetaInput {
  /** Page title without the company name; none on the home page gives the company name alone. */
  title?: string;
  description?: string;
  /** Absolute or root-relative image for social sharing (the site's default image otherwise). */
  image?: string;
  type?: 'website' | 'article';
  /** Root-relative canonical path, e.g. `/blog/my-post` (the current path otherwise; null: none, as on the 404). */
  canonicalPath?: string | null;
  /** Keep the page out of search indexes (sign-in and profile pages, 404). */
  noindex?: boolean;
  /** schema.org objects describing the page (Course, BlogPosting, FAQPage…). */
  structuredData?: readonly StructuredData[];
  /** The trail to a nested page, home first; written as a BreadcrumbList. */
  breadcrumbs?: readonly Breadcrumb[];
  /** Alternate documents, such as the blog's RSS feed. */
  alternates?: readonly { type: string; title: string; href: string }[];
  /**
   * The languages the page exists in (its declared route's): with more than one, the head names
   * each version (hreflang) and English as `x-default`.
   */
  locales?: readonly Locale[];
}

/** schema.org types that state the language of their content (CreativeWork and Event). */
const inLanguageTypes = new Set([
  'Course',
  'FAQPage',
  'WebPage',
  'CollectionPage',
  'BlogPosting',
  'Article',
  'NewsArticle',
  'Event',
  'Blog',
]);

export function formatTitle(title?: string): string {
  return title ? `${title} | ${siteSettings.companyName}` : siteSettings.companyName;
}

/** A tag of the document head, as data: the server writes it as HTML, the browser as DOM. */
export type HeadTag =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

/** Marks the tags of the page now shown, so that the next page replaces them. */
export const PAGE_META_ATTRIBUTE = 'data-page-meta';

/**
 * Keys of schema.org objects that hold URLs: root-relative values become absolute, a page's in
 * the page's language (`/course` on an Urdu page is `/ur/course`), a file's as it is.
 */
const pageKeys = new Set(['url', 'item', '@id', 'mainEntityOfPage']);
const fileKeys = new Set(['image', 'logo']);

function absoluteUrls(
  value: unknown,
  absolute: { page: (p: string) => string; file: (p: string) => string },
): unknown {
  if (Array.isArray(value)) return value.map((item) => absoluteUrls(item, absolute));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item !== 'string'
        ? absoluteUrls(item, absolute)
        : pageKeys.has(key)
          ? absolute.page(item)
          : fileKeys.has(key)
            ? absolute.file(item)
            : item,
    ]),
  );
}

/** The head tags of a page: description, canonical, robots, Open Graph, Twitter and JSON-LD. */
export function headTags(
  meta: PageMetaInput,
  { origin, pathname }: { origin: string; pathname: string },
): HeadTag[] {
  // The page's language is its URL's; the page's own paths (canonical) are given without it.
  const { locale, path } = splitLocale(pathname);
  const { lang, ogLocale } = LOCALE_FACTS[locale];
  const absolute = (p: string) => (p.startsWith('/') ? `${origin}${p}` : p);
  const inLocale = (p: string, l: Locale = locale) => absolute(localePath(p, l));
  const fullTitle = formatTitle(meta.title);
  const canonicalPath = meta.canonicalPath === null ? undefined : (meta.canonicalPath ?? path);
  const canonical = canonicalPath === undefined ? undefined : inLocale(canonicalPath);
  const image = absolute(meta.image ?? siteSettings.shareImage);
  const tags: HeadTag[] = [];
  const named = (name: string, content: string | undefined) =>
    content && tags.push({ tag: 'meta', attrs: { name, content } });
  const property = (key: string, content: string | undefined) =>
    content && tags.push({ tag: 'meta', attrs: { property: key, content } });

  named('description', meta.description);
  if (meta.noindex) named('robots', 'noindex, nofollow');
  if (canonical) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
  const versions = meta.locales ?? [DEFAULT_LOCALE];
  if (canonicalPath !== undefined && !meta.noindex && versions.length > 1) {
    for (const version of versions) {
      const hreflang = LOCALE_FACTS[version].lang;
      tags.push({
        tag: 'link',
        attrs: { rel: 'alternate', hreflang, href: inLocale(canonicalPath, version) },
      });
    }
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: 'x-default', href: inLocale(canonicalPath, DEFAULT_LOCALE) },
    });
  }
  property('og:title', fullTitle);
  property('og:description', meta.description);
  property('og:type', meta.type ?? 'website');
  property('og:site_name', siteSettings.companyName);
  property('og:url', canonical ?? absolute(pathname));
  property('og:locale', ogLocale);
  for (const version of versions) {
    if (version !== locale) property('og:locale:alternate', LOCALE_FACTS[version].ogLocale);
  }
  property('og:image', image);
  named('twitter:card', 'summary_large_image');
  named('twitter:title', fullTitle);
  named('twitter:description', meta.description);
  named('twitter:image', image);
  for (const alternate of meta.alternates ?? []) {
    tags.push({ tag: 'link', attrs: { rel: 'alternate', ...alternate, href: absolute(alternate.href) } });
  }
  // Each page says what it is and in which language; so do the objects that can state a language.
  const data = [
    ...(meta.structuredData ?? []).map((item) =>
      inLanguageTypes.has(item['@type']) && !('inLanguage' in item) ? { ...item, inLanguage: lang } : item,
    ),
  ];
  if (canonical && !meta.noindex && !data.some((item) => 'inLanguage' in item)) {
    data.push({ '@type': 'WebPage', name: fullTitle, url: canonical, inLanguage: lang });
  }
  if (meta.breadcrumbs?.length) {
    data.push({
      '@type': 'BreadcrumbList',
      itemListElement: meta.breadcrumbs.map((crumb, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: crumb.name,
        item: crumb.path,
      })),
    });
  }
  for (const item of data) {
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify({
        '@context': 'https://schema.org',
        ...(absoluteUrls(item, {
          page: (p) => (p.startsWith('/') ? inLocale(p) : p),
          file: absolute,
        }) as object),
      }),
    });
  }
  return tags;
}

/** A value inside a double-quoted attribute (or a text node) of the server's HTML. */
export const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script> must not close the element or open a comment. */
const escapeScript = (text: string) => text.replace(/</g, '\\u003c');

/** The `<title>` and head tags of a page as HTML, for the server's document. */
export function renderHead(meta: PageMetaInput, location: { origin: string; pathname: string }): string {
  const tags = headTags(meta, location).map((tag) => {
    const attrs = Object.entries(tag.attrs)
      .map(([key, value]) => ` ${key}="${escapeAttr(value)}"`)
      .join('');
    return tag.tag === 'script'
      ? `<script${attrs} ${PAGE_META_ATTRIBUTE}>${escapeScript(tag.text)}</script>`
      : `<${tag.tag}${attrs} ${PAGE_META_ATTRIBUTE}>`;
  });
  return [`<title>${escapeAttr(formatTitle(meta.title))}</title>`, ...tags].join('');
}
