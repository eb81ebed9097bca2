/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node"]}
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { renderDocument } from './document';
import { contentSecurityPolicy } from './security';

const html = renderDocument({
  head: '<title>FAQ</title>',
  styles: '<style>h1{}</style>',
  preloads: '<link rel="preload" as="image" href="/hero.webp">',
  scripts: [
    { href: 'http://localhost:3003/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
    { href: 'http://localhost:3003/faq.1.js', as: 'script' },
  ],
  shellAssets: { entry: 'main.js', preload: ['react.1.js'] },
  body: '<main><h1>FAQ</h1></main>',
  data: { routes: [] },
});
const head = html.slice(0, html.indexOf('</head>'));
const inlineScripts = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]!);

/** Runs the page's inline loader against a minimal browser; returns what it added to the head. */
function runLoader({ hidden = false, paintTiming = true } = {}) {
  const added: Record<string, string>[] = [];
  const observers: ((
    list: { getEntriesByName(name: string): unknown[] },
    o: { disconnect(): void },
  ) => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const boot = /<script type="application\/json" id="site-boot">([^<]*)<\/script>/.exec(html)![1];
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    getElementById: (id: string) => (id === 'site-boot' ? { textContent: boot } : null),
    createElement: (tag: string) => {
      const element: Record<string, string> = { tag };
      return { setAttribute: (name: string, value: string) => (element[name] = value), element };
    },
    head: { appendChild: (node: { element: Record<string, string> }) => added.push(node.element) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
  }
  runInNewContext(inlineScripts[0]!, {
    document,
    window: { PerformanceObserver },
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
  });
  const paint = (name: string) =>
    observers.forEach((callback) =>
      callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect() {} }),
    );
  const runTimers = (upTo: number) =>
    timers.filter(({ ms }) => ms <= upTo).forEach(({ callback }) => callback());
  return { added, paint, runTimers };
}

const expectedLoads = [
  { tag: 'link', rel: 'preload', as: 'script', href: '/react.1.js' },
  {
    tag: 'link',
    rel: 'preload',
    as: 'fetch',
    crossorigin: 'anonymous',
    href: 'http://localhost:3003/mf-manifest.json',
  },
  { tag: 'link', rel: 'preload', as: 'script', href: 'http://localhost:3003/faq.1.js' },
  { tag: 'script', src: '/main.js' },
];

describe('the page document', () => {
  it('keeps the image preloads in the head and requests no script from it', () => {
    expect(head).toContain('<link rel="preload" as="image" href="/hero.webp">');
    expect(head).not.toMatch(/<script|as="script"|as="fetch"/);
  });

  it("has one inline script, allowed by its hash in the CSP, and no 'unsafe-inline' for scripts", () => {
    expect(inlineScripts).toHaveLength(1);
    const hash = createHash('sha256').update(inlineScripts[0]!).digest('base64');
    const csp = contentSecurityPolicy(
      { remotes: {}, apiBaseUrl: '', allowRemoteOverrides: false },
      { devOrigins: false },
    );
    const scriptSrc = /script-src [^;]*/.exec(csp)![0];
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('requests the preloads and the entry once, after the first contentful paint', () => {
    const { added, paint, runTimers } = runLoader();
    paint('first-paint');
    runTimers(0);
    expect(added).toEqual([]);
    paint('first-contentful-paint');
    runTimers(0);
    expect(added).toEqual(expectedLoads);
    runTimers(Infinity);
    expect(added).toEqual(expectedLoads);
  });

  it('loads after a while when no paint is reported', () => {
    const { added, runTimers } = runLoader();
    runTimers(0);
    expect(added).toEqual([]);
    runTimers(Infinity);
    expect(added).toEqual(expectedLoads);
  });

  it('loads at once in a background tab, where nothing paints, and without paint timing', () => {
    expect(runLoader({ hidden: true }).added).toEqual(expectedLoads);
    expect(runLoader({ paintTiming: false }).added).toEqual(expectedLoads);
  });
});
