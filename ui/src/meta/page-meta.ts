import { siteSettings } from '@site/site';
import { useContext, useEffect, useLayoutEffect } from 'react';
import { ServerPageContext } from './server-page';

/** One schema.org object, written into the page as JSON-LD. */
export type StructuredData = { '@type': string } & Record<string, unknown>;

export interface Breadcrumb {
  name: string;
  /** Root-relative path. */
  path: string;
}

export interface PageMetaInput {
  /** Page title without the company name; omit on the home page to get the company name alone. */
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
}

/** The image link previews show for pages that have none of their own (served by the site). */
export const DEFAULT_SHARE_IMAGE = '/og-image.png';

export function formatTitle(title?: string): string {
  return title ? `${title} | ${siteSettings.companyName}` : siteSettings.companyName;
}

/** A tag of the document head, as data: the server writes it as HTML, the browser as DOM. */
export type HeadTag =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string };

/** Keys of schema.org objects that hold URLs: root-relative values become absolute. */
const urlKeys = new Set(['url', 'image', 'logo', 'item', '@id', 'mainEntityOfPage']);

function absoluteUrls(value: unknown, absolute: (p: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => absoluteUrls(item, absolute));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' && urlKeys.has(key) ? absolute(item) : absoluteUrls(item, absolute),
    ]),
  );
}

/** The head tags of a page: description, canonical, robots, Open Graph, Twitter and JSON-LD. */
export function headTags(
  meta: PageMetaInput,
  { origin, pathname }: { origin: string; pathname: string },
): HeadTag[] {
  const absolute = (p: string) => (p.startsWith('/') ? `${origin}${p}` : p);
  const fullTitle = formatTitle(meta.title);
  const canonical = meta.canonicalPath === null ? undefined : absolute(meta.canonicalPath ?? pathname);
  const image = absolute(meta.image ?? DEFAULT_SHARE_IMAGE);
  const tags: HeadTag[] = [];
  const named = (name: string, content: string | undefined) =>
    content && tags.push({ tag: 'meta', attrs: { name, content } });
  const property = (key: string, content: string | undefined) =>
    content && tags.push({ tag: 'meta', attrs: { property: key, content } });

  named('description', meta.description);
  if (meta.noindex) named('robots', 'noindex, nofollow');
  if (canonical) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
  property('og:title', fullTitle);
  property('og:description', meta.description);
  property('og:type', meta.type ?? 'website');
  property('og:site_name', siteSettings.companyName);
  property('og:url', canonical ?? absolute(pathname));
  property('og:image', image);
  named('twitter:card', 'summary_large_image');
  named('twitter:title', fullTitle);
  named('twitter:description', meta.description);
  named('twitter:image', image);
  for (const alternate of meta.alternates ?? []) {
    tags.push({ tag: 'link', attrs: { rel: 'alternate', ...alternate, href: absolute(alternate.href) } });
  }
  const data = [...(meta.structuredData ?? [])];
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
      text: JSON.stringify({ '@context': 'https://schema.org', ...(absoluteUrls(item, absolute) as object) }),
    });
  }
  return tags;
}

const MARK = 'data-page-meta';

/** Sets the document title and head tags of the page now shown (browser only). */
export function applyPageMeta(meta: PageMetaInput) {
  document.title = formatTitle(meta.title);
  document.head.querySelectorAll(`[${MARK}]`).forEach((el) => el.remove());
  for (const tag of headTags(meta, { origin: window.location.origin, pathname: window.location.pathname })) {
    const el = document.createElement(tag.tag);
    for (const [key, value] of Object.entries(tag.attrs)) el.setAttribute(key, value);
    if (tag.tag === 'script') el.textContent = tag.text;
    el.setAttribute(MARK, '');
    document.head.appendChild(el);
  }
}

const escapeAttr = (value: string) =>
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
      ? `<script${attrs} ${MARK}>${escapeScript(tag.text)}</script>`
      : `<${tag.tag}${attrs} ${MARK}>`;
  });
  return [`<title>${escapeAttr(formatTitle(meta.title))}</title>`, ...tags].join('');
}

/** Page title and sharing metadata for the page that calls it (in the server's HTML too). */
export function usePageMeta(meta: PageMetaInput) {
  const server = useContext(ServerPageContext);
  server?.setMeta(meta);
  const key = JSON.stringify(meta);
  useEffect(() => {
    applyPageMeta(JSON.parse(key) as PageMetaInput);
  }, [key]);
}

/**
 * The title a route shows until its page sets its own. Layout effects run before the page's own
 * (passive) meta effect, so the page's title wins, also when its module was already loaded.
 */
export function useDefaultPageTitle(title: string | undefined) {
  const server = useContext(ServerPageContext);
  server?.setDefaultTitle(title);
  useLayoutEffect(() => {
    applyPageMeta({ title });
  }, [title]);
}
