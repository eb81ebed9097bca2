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
    { href: 'http://localhost:3003/mf-manifest.json', as: 'fetch' },
    { href: 'http://localhost:3003/faq.1.js', as: 'script' },
  ],
  shellAssets: { entry: 'main.js', preload: ['react.1.js'] },
  body: '<main><h1>FAQ</h1></main>',
  data: { routes: [] },
});
const head = html.slice(0, html.indexOf('</head>'));
const inlineScripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);

/** Runs the page's inline loader against a minimal document; returns what it added to the head. */
function runLoader({ hidden }: { hidden: boolean }) {
  const added: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
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
  runInNewContext(inlineScripts[0]!, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return { added, frames, timers };
}

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

  it('requests the preloads and the entry after the first frame', () => {
    const { added, frames, timers } = runLoader({ hidden: false });
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.forEach((timer) => timer());
    expect(added).toEqual([
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
    ]);
  });

  it('loads at once in a background tab, where no frame comes', () => {
    const { added, frames } = runLoader({ hidden: true });
    expect(frames).toEqual([]);
    expect(added.at(-1)).toEqual({ tag: 'script', src: '/main.js' });
  });
});
