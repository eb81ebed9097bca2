import type { ModuleId } from '@site/federation';
import { remoteOf } from '@site/federation';
import { SITE_DATA_ID } from '../site-data';
import type { RemoteDeployment } from './protocol';

/** JSON inside a <script> data block: nothing in it may close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A file the page's scripts need, as the attributes of its `<link rel="preload">`: a script, or a
 * remote's manifest (read with a CORS fetch by the federation runtime).
 */
export type ScriptPreload =
  { href: string; as: 'script' } | { href: string; as: 'fetch'; crossorigin: 'anonymous' };

/**
 * What the browser should fetch for the remote modules the page uses: each remote's manifest (the
 * federation runtime reads it first) and the module's own chunks, all at once with the shell's
 * scripts instead of one after another. The remote's entry is not preloaded: when it fails (its
 * server down from this browser), Chromium hands that failed preload to the runtime's later
 * <script> of the same URL, and "Try again" could never succeed.
 */
export function remotePreloads(
  modules: readonly ModuleId[],
  remotes: readonly RemoteDeployment[],
): ScriptPreload[] {
  const files = new Map<string, ScriptPreload>();
  for (const id of modules) {
    const remote = remotes.find((r) => r.name === remoteOf(id));
    if (!remote) continue;
    files.set(remote.manifestUrl, { href: remote.manifestUrl, as: 'fetch', crossorigin: 'anonymous' });
    const expose = remote.manifest.exposes.find((e) => e.name === id.slice(id.indexOf('/') + 1));
    for (const file of expose?.assets.js.sync ?? []) {
      const href = new URL(file, remote.manifestUrl).href;
      files.set(href, { href, as: 'script' });
    }
  }
  return [...files.values()];
}

const BOOT_DATA_ID = 'site-boot';

/**
 * The page is complete without scripts (server-rendered HTML, critical CSS inline): they make it
 * interactive, they are not needed to paint it. So they are requested just after the first paint,
 * not from the head: on a slow phone ~200 KB of script no longer shares the first bandwidth with
 * the page and the images in view. This inline loader (allowed by its hash in the CSP, see
 * security.ts) reads the list from its JSON block, waits for the first contentful paint (a
 * PerformanceObserver: a frame callback is not enough, Chromium runs it before it paints), then
 * adds the preloads and the shell's entry. It loads at once in a background tab or a browser
 * without paint timing, and after FALLBACK_MS if no paint is reported.
 */
const FALLBACK_MS = 3000;
export const BOOT_SCRIPT =
  `(function(){var d=JSON.parse(document.getElementById('${BOOT_DATA_ID}').textContent),done=false;` +
  'function add(t,a){var e=document.createElement(t);for(var k in a)e.setAttribute(k,a[k]);document.head.appendChild(e)}' +
  "function go(){if(done)return;done=true;d.preload.forEach(function(p){p.rel='preload';add('link',p)});add('script',{src:d.entry})}" +
  "var P=window.PerformanceObserver;if(document.visibilityState==='hidden'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0){go();return}" +
  "new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true});" +
  `setTimeout(go,${FALLBACK_MS})})()`;

export interface DocumentParts {
  /** <title>, meta, canonical, JSON-LD (renderHead). */
  head: string;
  /** Emotion's style tags: the page's critical CSS. */
  styles: string;
  /** Preload links React hoisted out of the body (the page's images): they stay in the head. */
  preloads: string;
  /** The remote modules' files, requested with the shell's scripts after the first paint. */
  scripts: ScriptPreload[];
  shellAssets: { entry: string; preload: string[] };
  body: string;
  /** The SiteData block for the browser. */
  data: unknown;
}

/** The whole HTML document of a server-rendered page. */
export function renderDocument({
  head,
  styles,
  preloads,
  scripts,
  shellAssets,
  body,
  data,
}: DocumentParts): string {
  const boot = {
    entry: `/${shellAssets.entry}`,
    preload: [
      ...shellAssets.preload.map((file): ScriptPreload => ({ href: `/${file}`, as: 'script' })),
      ...scripts,
    ],
  };
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    head,
    '<meta name="theme-color" content="#0b1736">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    preloads,
    styles,
    '</head>',
    '<body>',
    `<div id="root">${body}</div>`,
    `<script type="application/json" id="${SITE_DATA_ID}">${jsonForScript(data)}</script>`,
    `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(boot)}</script>`,
    `<script>${BOOT_SCRIPT}</script>`,
    '</body>',
    '</html>',
  ].join('');
}
