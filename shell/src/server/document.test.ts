/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node"]}
 */
import { EVENT_CONTRACT } from '@site/federation';
import { FRAGMENT_LOAD_SCRIPT } from '@site/ui/fragment-load';
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { BOOT_SCRIPT, renderDocument } from './document';
import { LEAD_SOURCE_SCRIPT } from './lead-source';
import { SIGNED_IN_MARK_SCRIPT } from './signed-in-mark';
import { contentSecurityPolicy } from './security';

const html = renderDocument({
  head: '<title>FAQ</title>',
  styles: '<style>h1{}</style>',
  preloads: '<link rel="preload" as="image" href="/hero.webp">',
  remotes: {
    entries: [{ src: 'http://localhost:3003/remoteEntry.js', remote: 'content' }],
    preload: [{ remote: 'content', link: { href: 'http://localhost:3003/faq.1.js', as: 'script' } }],
  },
  shellAssets: { entry: 'main.js', preload: ['react.1.js'], messages: { ur: ['messages-ur.1.js'] } },
  locale: 'en',
  body: '<main><h1>FAQ</h1></main>',
  data: { routes: [] },
});
const head = html.slice(0, html.indexOf('</head>'));
const inlineScripts = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]!);
const loader = inlineScripts.at(-1)!;

/** Runs the page's inline loader against a minimal browser; returns what it added to the head. */
function runLoader({
  hidden = false,
  paintTiming = true,
  search = '',
  stored = {} as Record<string, string>,
} = {}) {
  const added: Record<string, string | boolean>[] = [];
  const observers: ((
    list: { getEntriesByName(name: string): unknown[] },
    o: { disconnect(): void },
  ) => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  let footerParsed = false;
  // The top of the last element parsed so far (none: nothing of the page yet).
  let lastParsedTop: number | undefined;
  const boot = /<script type="application\/json" id="site-boot">([^<]*)<\/script>/.exec(html)![1];
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    getElementById: (id: string) =>
      id === 'site-boot' ? { textContent: boot } : id === 'root' ? document.root : null,
    root: {
      querySelector: (selector: string) => (selector === 'footer' && footerParsed ? {} : null),
      get lastElementChild() {
        return lastParsedTop === undefined
          ? null
          : { lastElementChild: null, getBoundingClientRect: () => ({ top: lastParsedTop }) };
      },
    },
    createElement: (tag: string) => {
      const element: Record<string, string | boolean> = { tag };
      return {
        setAttribute: (name: string, value: string) => (element[name] = value),
        set src(value: string) {
          element.src = value;
        },
        set async(value: boolean) {
          element.async = value;
        },
        element,
      };
    },
    head: {
      appendChild: (node: { element: Record<string, string | boolean> }) => added.push(node.element),
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
  }
  runInNewContext(loader, {
    document,
    location: { search },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    window: { PerformanceObserver },
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    innerHeight: 800,
  });
  const paint = (name: string) =>
    observers.forEach((callback) =>
      callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect() {} }),
    );
  const runTimers = (upTo: number) =>
    timers.filter(({ ms }) => ms <= upTo).forEach(({ callback }) => callback());
  const parseFooter = () => (footerParsed = true);
  const parseTo = (top: number) => (lastParsedTop = top);
  const frame = () => frames.splice(0).forEach((callback) => callback());
  return { added, paint, runTimers, parseFooter, parseTo, frame, frames };
}

const expectedLoads = [
  // The entries first, in the order they must run (async = false), then the chunks.
  { tag: 'script', src: '/main.js', async: false },
  { tag: 'script', src: 'http://localhost:3003/remoteEntry.js', async: false },
  { tag: 'link', rel: 'preload', as: 'script', href: '/react.1.js' },
  { tag: 'link', rel: 'preload', as: 'script', href: 'http://localhost:3003/faq.1.js' },
];

describe('the page document', () => {
  it('keeps the image preloads in the head and requests no script from its markup', () => {
    expect(head).toContain('<link rel="preload" as="image" href="/hero.webp">');
    expect(head).not.toMatch(/<script [^>]*src|as="script"|as="fetch"/);
  });

  it('holds taps from the head on and starts the loader there: the event contract, then the loader', () => {
    expect([...head.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1])).toEqual([
      EVENT_CONTRACT,
      FRAGMENT_LOAD_SCRIPT,
      LEAD_SOURCE_SCRIPT,
      SIGNED_IN_MARK_SCRIPT,
      BOOT_SCRIPT,
    ]);
    expect(html).toContain('<div id="root" data-unit>');
  });

  it("has five inline scripts, allowed by their hashes in the CSP, and no 'unsafe-inline' for scripts", () => {
    expect(inlineScripts).toHaveLength(5);
    const csp = contentSecurityPolicy(
      { remotes: {}, apiBaseUrl: '', allowRemoteOverrides: false },
      { devOrigins: false },
    );
    const scriptSrc = /script-src [^;]*/.exec(csp)![0];
    for (const script of inlineScripts) {
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('requests the preloads and the entry once, after the first contentful paint', () => {
    const { added, paint, runTimers, frame, frames } = runLoader();
    paint('first-paint');
    runTimers(0);
    expect(added).toEqual([]);
    paint('first-contentful-paint');
    runTimers(0);
    expect(added).toEqual(expectedLoads);
    runTimers(Infinity);
    expect(added).toEqual(expectedLoads);
    // Its frame callbacks stop: nothing runs on every frame of the page's life.
    frame();
    expect(frames).toEqual([]);
  });

  it('requests them once the page’s content has been painted: the task after the first frame with its footer parsed', () => {
    const { added, runTimers, parseFooter, frame } = runLoader();
    // Frames before the parser has passed the page's main content may paint only part of it.
    frame();
    runTimers(0);
    frame();
    runTimers(0);
    expect(added).toEqual([]);
    parseFooter();
    frame();
    expect(added).toEqual([]);
    runTimers(0);
    expect(added).toEqual(expectedLoads);
    frame();
    runTimers(Infinity);
    expect(added).toEqual(expectedLoads);
  });

  it('requests them once the first screen has been painted: the task after the frame that parsed past it', () => {
    const { added, runTimers, parseTo, frame } = runLoader();
    parseTo(300);
    frame();
    runTimers(0);
    // Hidden content (a closed dialog) has no box: its top is 0, still the first screen.
    parseTo(0);
    frame();
    runTimers(0);
    expect(added).toEqual([]);
    parseTo(1200);
    frame();
    expect(added).toEqual([]);
    runTimers(0);
    expect(added).toEqual(expectedLoads);
  });

  it('loads after a while when no paint is reported', () => {
    const { added, runTimers } = runLoader();
    runTimers(0);
    expect(added).toEqual([]);
    runTimers(Infinity);
    expect(added).toEqual(expectedLoads);
  });

  it('leaves out the deployed files of a remote this browser overrides (a local dev remote)', () => {
    const shellOnly = expectedLoads.filter((load) => !String(load.src ?? load.href).includes(':3003'));
    expect(
      runLoader({ hidden: true, search: '?remote:content=http://localhost:3103/mf-manifest.json' }).added,
    ).toEqual(shellOnly);
    expect(
      runLoader({ hidden: true, stored: { 'remote:content': 'http://localhost:3103/mf-manifest.json' } })
        .added,
    ).toEqual(shellOnly);
    expect(runLoader({ hidden: true, stored: { 'remote:academy': 'http://localhost:3102/' } }).added).toEqual(
      expectedLoads,
    );
  });

  it('loads at once in a background tab, where nothing paints, and without paint timing', () => {
    expect(runLoader({ hidden: true }).added).toEqual(expectedLoads);
    expect(runLoader({ paintTiming: false }).added).toEqual(expectedLoads);
  });
});

describe('a page in Urdu', () => {
  const urdu = renderDocument({
    head: '<title>سوالات</title>',
    styles: '',
    preloads: '',
    remotes: { entries: [], preload: [] },
    shellAssets: { entry: 'main.js', preload: ['react.1.js'], messages: { ur: ['messages-ur.1.js'] } },
    locale: 'ur',
    body: '<main><h1>سوالات</h1></main>',
    data: { routes: [] },
  });

  it('is written right to left in Urdu, and preloads the shell’s Urdu words; an English page does not', () => {
    expect(urdu).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(urdu).toContain('/messages-ur.1.js');
    expect(html).not.toContain('messages-ur');
  });
});
