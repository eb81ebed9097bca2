import { EVENT_CONTRACT, UNIT_ATTRIBUTE, remoteEntryOf, remoteOf, type ModuleId } from '@site/federation';
import { DEFAULT_LOCALE, LOCALE_FACTS, type Locale } from '@site/i18n';
import { FRAGMENT_LOAD_SCRIPT } from '@site/ui/fragment-load';
import { SITE_DATA_ID } from '../site-data';
import { URDU_GLYPHS_SCRIPT } from './urdu-glyphs';
import { frameHead } from './document-head';
import { LEAD_SOURCE_SCRIPT } from './lead-source';
import { SIGNED_IN_MARK_SCRIPT } from './signed-in-mark';
import type { RemoteDeployment } from './protocol';

/** JSON inside a <script> data block: nothing in it may close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A script the page needs, as the attributes of its `<link rel="preload">`. */
export interface ScriptPreload {
  href: string;
  as: 'script';
}

/**
 * What the browser fetches for the page's own remote modules (the routed page, not the widgets
 * further down, which load when they come near the viewport): each remote's entry, run right
 * after the shell's, and the module's chunks, all at once with the shell's
 * scripts instead of one after another. On a slow network each wave of requests costs a round
 * trip (562 ms on slow 4G).
 */
export function remoteFiles(
  modules: readonly ModuleId[],
  remotes: readonly RemoteDeployment[],
  locale: Locale = DEFAULT_LOCALE,
): { entries: BootScript[]; preload: BootPreload[] } {
  const entries = new Map<string, BootScript>();
  const files = new Map<string, BootPreload>();
  for (const id of modules) {
    const remote = remotes.find((r) => r.name === remoteOf(id));
    if (!remote) continue;
    const entry = remoteEntryOf(remote.manifestUrl);
    entries.set(entry, { src: entry, remote: remote.name });
    // The module's chunks, and in another language their words (loaded with them).
    const name = id.slice(id.indexOf('/') + 1);
    const expose = remote.manifest.exposes.find((e) => e.name === name);
    const words = locale === DEFAULT_LOCALE ? undefined : remote.published.translations?.[locale];
    for (const file of expose?.assets.js.sync ?? []) {
      for (const script of [file, ...(words?.[file] ?? [])]) {
        const href = new URL(script, remote.manifestUrl).href;
        files.set(href, { remote: remote.name, link: { href, as: 'script' } });
      }
    }
  }
  return { entries: [...entries.values()], preload: [...files.values()] };
}

/**
 * The shell's scripts for every page (its build's `client-assets.json`): the entry, the chunks it
 * runs, and the chunks of its catalogue in each other language.
 */
export interface ShellAssets {
  entry: string;
  preload: string[];
  messages?: Partial<Record<Locale, string[]>>;
}

/** A script the loader runs, in order; a remote's, unless this browser overrides that remote. */
export interface BootScript {
  src: string;
  remote?: string;
}

/** A file the loader preloads; a remote's, unless this browser overrides that remote. */
export interface BootPreload {
  remote?: string;
  link: ScriptPreload;
}

const BOOT_DATA_ID = 'site-boot';

/**
 * The page is complete without scripts (server-rendered HTML, critical CSS inline): they make it
 * interactive, they are not needed to paint it. So they are requested just after the first paint,
 * not by script tags: on a slow phone they do not share the first bandwidth with the page and the
 * images in view. This inline loader (allowed by its hash in the CSP, see security.ts) reads the
 * list from its JSON block, waits for the first paint of the page's first screen (a task queued
 * from the first frame callback that finds the parser past it, the last element parsed below the
 * viewport or the frame's footer reached, runs once that frame is painted; a frame callback alone
 * is not enough, it runs before the paint; waiting for the whole document (DOMContentLoaded) cost
 * the home page 0.3-0.4 s after its first paint on a slowed phone, and no wait for the first
 * screen let the scripts share the bandwidth with it: Lighthouse's LCP on `/` 0.93 → 1.38 s,
 * decision 0036; the paint observer's first-contentful-paint comes too, 100-250 ms after the
 * paint there), then adds, in one wave, the shell's entry and the remotes' entries as ordered
 * scripts (`async = false`: fetched in parallel, run in this order, the shell's first since the
 * remotes use its federation runtime), then the preloads of the chunks. A remote entry's element
 * is removed once it has run or failed: the federation runtime looks for an element of that URL
 * before adding its own, and would wait for events that have already passed (a failure reported
 * late, a Try again that never loads the entry afresh). A remote this
 * browser overrides (`?remote:<name>=…`, remembered in localStorage: a developer's local remote)
 * is skipped: its deployed entry would define the remote before the local one. It loads at
 * once in a background tab or a browser without paint timing, and after FALLBACK_MS if no paint
 * is reported. The loader sits in the head, so that its paint observer is listening before the
 * body is parsed; the shell's entry waits for the document (start.tsx) before it reads it.
 */
const FALLBACK_MS = 3000;
export const BOOT_SCRIPT =
  `(function(){var d=JSON.parse(document.getElementById('${BOOT_DATA_ID}').textContent),done=false;` +
  "function ov(r){if(!r)return false;try{return location.search.indexOf('remote:'+r+'=')>=0||!!localStorage.getItem('remote:'+r)}catch(e){return false}}" +
  'function add(t,a){var e=document.createElement(t);for(var k in a)e.setAttribute(k,a[k]);document.head.appendChild(e);return e}' +
  "function go(){if(done)return;done=true;d.scripts.forEach(function(s){if(ov(s.remote))return;var e=document.createElement('script');e.src=s.src;e.async=false;" +
  'e.onload=e.onerror=function(){e.remove()};document.head.appendChild(e)});' +
  "d.preload.forEach(function(p){if(ov(p.remote))return;p.link.rel='preload';add('link',p.link)})}" +
  "var P=window.PerformanceObserver;if(document.visibilityState==='hidden'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0){go();return}" +
  "new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true});" +
  "function frame(){requestAnimationFrame(function(){if(done)return;var r=document.getElementById('root'),e=r;while(e&&e.lastElementChild)e=e.lastElementChild;" +
  "if(r&&(r.querySelector('footer')||e!==r&&e.getBoundingClientRect().top>innerHeight))setTimeout(go,0);else frame()})}frame();" +
  `setTimeout(go,${FALLBACK_MS})})()`;

export interface DocumentParts {
  /** <title>, meta, canonical, JSON-LD (renderHead). */
  head: string;
  /** Emotion's style tags: the page's critical CSS. */
  styles: string;
  /** Preload links React hoisted out of the body (the page's images): they stay in the head. */
  preloads: string;
  /** The page's remote modules' files, requested with the shell's scripts after the first paint. */
  remotes: { entries: BootScript[]; preload: BootPreload[] };
  shellAssets: ShellAssets;
  /** The page's language: the document's `lang` and `dir`, and the shell's catalogue to preload. */
  locale: Locale;
  body: string;
  /** The SiteData block for the browser. */
  data: unknown;
}

/** The whole HTML document of a server-rendered page. */
export function renderDocument({
  head,
  styles,
  preloads,
  remotes,
  shellAssets,
  locale,
  body,
  data,
}: DocumentParts): string {
  const shellWords = locale === DEFAULT_LOCALE ? [] : (shellAssets.messages?.[locale] ?? []);
  const boot: { scripts: BootScript[]; preload: BootPreload[] } = {
    scripts: [{ src: `/${shellAssets.entry}` }, ...remotes.entries],
    preload: [
      ...[...shellAssets.preload, ...shellWords].map((file): BootPreload => ({
        link: { href: `/${file}`, as: 'script' },
      })),
      ...remotes.preload,
    ],
  };
  const { lang, dir } = LOCALE_FACTS[locale];
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}">`,
    '<head>',
    frameHead(head),
    `<script>${EVENT_CONTRACT}</script>`,
    // Before the body is parsed: the jump to a #fragment while the page loads is instant.
    `<script>${FRAGMENT_LOAD_SCRIPT}</script>`,
    // At once: where the visitor came from, kept on their device for a lead form (lead-source.ts).
    `<script>${LEAD_SOURCE_SCRIPT}</script>`,
    // Before the body is painted: a signed-in device's /profile never shows its sample (signed-in-mark.ts).
    `<script>${SIGNED_IN_MARK_SCRIPT}</script>`,
    // Before the body is laid out: whether this device can show Urdu's letters (urdu-glyphs.ts).
    ...(locale === 'ur' ? [`<script>${URDU_GLYPHS_SCRIPT}</script>`] : []),
    `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(boot)}</script>`,
    `<script>${BOOT_SCRIPT}</script>`,
    preloads,
    styles,
    '</head>',
    '<body>',
    `<div id="root" ${UNIT_ATTRIBUTE}>${body}</div>`,
    `<script type="application/json" id="${SITE_DATA_ID}">${jsonForScript(data)}</script>`,
    '</body>',
    '</html>',
  ].join('');
}
