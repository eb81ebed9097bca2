import { useEffect } from 'react';
import { siteSettings } from '../settings/site-settings';

export interface PageMetaInput {
  /** Page title without the company name; omit on the home page to get the company name alone. */
  title?: string;
  description?: string;
  /** Absolute or root-relative image for social sharing. */
  image?: string;
  type?: 'website' | 'article';
  /** Root-relative canonical path, e.g. `/blog/my-post`. */
  canonicalPath?: string;
}

export function formatTitle(title?: string): string {
  return title ? `${title} | ${siteSettings.companyName}` : siteSettings.companyName;
}

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

function setCanonical(href: string | undefined) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

/** Sets the document title and the description, canonical, Open Graph and Twitter tags. */
export function applyPageMeta({ title, description, image, type = 'website', canonicalPath }: PageMetaInput) {
  const fullTitle = formatTitle(title);
  const origin = window.location.origin;
  const absolute = (p?: string) => (p && p.startsWith('/') ? `${origin}${p}` : p);
  document.title = fullTitle;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', fullTitle);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', type);
  setMeta('property', 'og:site_name', siteSettings.companyName);
  setMeta('property', 'og:url', absolute(canonicalPath ?? window.location.pathname));
  setMeta('property', 'og:image', absolute(image));
  setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  setMeta('name', 'twitter:title', fullTitle);
  setMeta('name', 'twitter:description', description);
  setMeta('name', 'twitter:image', absolute(image));
  setCanonical(canonicalPath ? `${origin}${canonicalPath}` : undefined);
}

/** Page title and sharing metadata for the page that calls it. */
export function usePageMeta(meta: PageMetaInput) {
  const { title, description, image, type, canonicalPath } = meta;
  useEffect(() => {
    applyPageMeta({ title, description, image, type, canonicalPath });
  }, [title, description, image, type, canonicalPath]);
}
