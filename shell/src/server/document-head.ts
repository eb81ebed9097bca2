// The part of the document head every page of the site shares, written once: the site's server
// wraps each rendered page's head in it (document.ts), and the shell's build writes its own page,
// index.html, from `fallbackDocument` (public/index.html is the template that calls it). Plain
// data in, strings out: the build runs this module to write index.html.
import { siteSettings } from '@site/site';
import { theme } from '@site/ui/theme';

/** The language of the shell's own page (English: the site's root). */
const DOCUMENT_LANG = 'en';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A document's head tags around the page's own (`pageHead`: its title, description, share tags):
 * the character set and viewport first, the browser's theme colour (the frame's dark navy) and
 * the site's icon after.
 */
export function frameHead(pageHead: string): string {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    pageHead,
    `<meta name="theme-color" content="${theme.colors.bg.inverse}">`,
    `<link rel="icon" href="${siteSettings.logo}" type="image/svg+xml">`,
  ].join('');
}

/**
 * The shell's own page, rendered in the browser: the dev server's page, and the site server's
 * answer when it cannot render a page (webpack injects the shell's script).
 */
export function fallbackDocument(): string {
  const title = `${siteSettings.companyName} | ${siteSettings.tagline}`;
  const description =
    'Web and mobile app development for businesses, and hands-on IT courses for students in ' +
    `${siteSettings.city}, Pakistan.`;
  return [
    '<!doctype html>',
    `<html lang="${DOCUMENT_LANG}">`,
    '<head>',
    frameHead(
      `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}">`,
    ),
    '</head>',
    '<body>',
    `<noscript>This page needs JavaScript right now. You can reach us at ${siteSettings.email}.</noscript>`,
    '<div id="root"></div>',
    '</body>',
    '</html>',
  ].join('');
}
