import type { ModuleId } from '@site/federation';
import { remoteOf } from '@site/federation';
import { SITE_DATA_ID } from '../site-data';
import type { RemoteDeployment } from './protocol';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON inside a <script> data block: nothing in it may close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page is complete without scripts (server-rendered HTML, critical CSS inline): they make it
 * interactive, they are not needed to paint it. At the default (high) priority a slow phone
 * fetches ~200 KB of script before the images in view, and the first paint waits on that
 * bandwidth; at low priority the scripts still start at once, in parallel, but yield to what the
 * visitor sees. (The entry, `<script defer>`, is low priority already.)
 */
function scriptPreload(href: string): string {
  return `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttr(href)}">`;
}

/**
 * What the browser should fetch at once for the remote modules the page uses: each remote's
 * manifest (the federation runtime reads it first) and the module's own chunks. In the head, they
 * download in parallel with the shell's scripts instead of one after another. The remote's entry
 * is not preloaded: when it fails (its server down from this browser), Chromium hands that failed
 * preload to the runtime's later <script> of the same URL, and "Try again" could never succeed.
 * Script preloads are low priority (scriptPreload).
 */
export function remotePreloads(modules: readonly ModuleId[], remotes: readonly RemoteDeployment[]): string[] {
  const links = new Set<string>();
  for (const id of modules) {
    const remote = remotes.find((r) => r.name === remoteOf(id));
    if (!remote) continue;
    const url = (file: string) => new URL(file, remote.manifestUrl).href;
    links.add(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(remote.manifestUrl)}">`,
    );
    const expose = remote.manifest.exposes.find((e) => e.name === id.slice(id.indexOf('/') + 1));
    for (const file of expose?.assets.js.sync ?? []) {
      links.add(scriptPreload(url(file)));
    }
  }
  return [...links];
}

export interface DocumentParts {
  /** <title>, meta, canonical, JSON-LD (renderHead). */
  head: string;
  /** Emotion's style tags: the page's critical CSS. */
  styles: string;
  /** Preload links React hoisted out of the body (images) and the remote preloads. */
  preloads: string[];
  shellAssets: { entry: string; preload: string[] };
  body: string;
  /** The SiteData block for the browser. */
  data: unknown;
}

/** The whole HTML document of a server-rendered page. */
export function renderDocument({ head, styles, preloads, shellAssets, body, data }: DocumentParts): string {
  const shellPreloads = shellAssets.preload.map((file) => scriptPreload(`/${file}`));
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    head,
    '<meta name="theme-color" content="#0b1736">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<script defer src="/${escapeAttr(shellAssets.entry)}"></script>`,
    ...shellPreloads,
    ...preloads,
    styles,
    '</head>',
    '<body>',
    `<div id="root">${body}</div>`,
    `<script type="application/json" id="${SITE_DATA_ID}">${jsonForScript(data)}</script>`,
    '</body>',
    '</html>',
  ].join('');
}
