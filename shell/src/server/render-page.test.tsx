/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node"]}
 */
// The server's side of failure isolation: a remote that throws while the page renders, or whose
// code is too slow to arrive, costs only its own area. The federation runtime is replaced by a
// table of modules; everything else (the shell's App, RemoteArea, Emotion, the document) is real.
import { RemoteArea, type ModuleId, type SiteRoute, usePageMeta } from '@site/federation';
import { messagesHook } from '@site/i18n';
import type { GenerationData } from './protocol';
import { createRemoteLoads } from './remote-loads';
import { renderPage } from './render-page';

type Loadable = { default: () => React.ReactNode };
const modules = new Map<string, () => Promise<Loadable>>();

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn((id: string) => {
    const load = modules.get(id);
    return load ? load() : Promise.reject(new Error(`no module ${id}`));
  }),
}));

function FaqPage() {
  usePageMeta({ title: 'FAQ', description: 'Questions and answers.', canonicalPath: '/faq' });
  return <h1>Frequently Asked Questions</h1>;
}

function HomePage() {
  return (
    <>
      <h1>We build software</h1>
      <RemoteArea module="academy/CoursesSection" label="our courses" kind="widget" />
    </>
  );
}

function Throws(): React.ReactNode {
  throw new Error('a bug in the remote');
}

const ready = (component: () => React.ReactNode) => () => Promise.resolve({ default: component });
const never = () => new Promise<Loadable>(() => undefined);

const routes: SiteRoute[] = [
  { path: '/', module: 'marketing/HomePage', label: 'the home page', index: true },
  { path: '/faq', module: 'content/FaqPage', title: 'FAQ', label: 'the FAQ', index: true },
];
const widgets: ModuleId[] = ['academy/CoursesSection'];

const generation: GenerationData = {
  id: 'test',
  config: {
    remotes: {
      marketing: 'http://remotes.test/marketing/mf-manifest.json',
      academy: 'http://remotes.test/academy/mf-manifest.json',
      content: 'http://remotes.test/content/mf-manifest.json',
    },
    apiBaseUrl: '',
    allowRemoteOverrides: false,
  },
  remotes: [],
  unknownRemotes: [],
  shellAssets: { entry: 'main.js', preload: [] },
  remoteTimeoutMs: 50,
};

/** What the render worker does for one request, with a fresh loader (no module loaded yet). */
async function serve(url: string, budgetMs = generation.remoteTimeoutMs) {
  const { loadWithin } = createRemoteLoads();
  const route = routes.find((r) => r.path === url);
  const failed = await loadWithin([...(route ? [route.module] : []), ...widgets], budgetMs);
  return renderPage(generation, routes, { url, origin: 'https://www.codenest.pk', failed });
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

beforeAll(async () => {
  const { registerSiteRemotes } = await import('@site/federation');
  registerSiteRemotes(generation.config.remotes);
});

beforeEach(() => {
  modules.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

test('a page whose remote works is sent complete, with 200', async () => {
  modules.set('content/FaqPage', ready(FaqPage));
  const result = await serve('/faq');
  expect(result.status).toBe(200);
  expect(result.complete).toBe(true);
  expect(text(result.html)).toContain('Frequently Asked Questions');
  expect(result.html).toContain('<title>FAQ');
});

test('a page whose remote throws while rendering: 503 with nav, footer and the area’s message', async () => {
  modules.set('content/FaqPage', ready(Throws));
  const result = await serve('/faq');
  expect(result.status).toBe(503);
  expect(result.complete).toBe(false);
  expect(result.failed).toEqual(['content/FaqPage']);
  expect(result.html).toMatch(/<nav[^>]*aria-label="Main"/);
  expect(result.html).toContain('<footer');
  expect(text(result.html)).toMatch(/couldn’t load the FAQ/i);
  expect(text(result.html)).toContain('Try again');
  expect(result.html).not.toContain('a bug in the remote');
});

test('a page whose remote is slower than the time budget: answered within it, with the area’s message', async () => {
  modules.set('content/FaqPage', never);
  const started = Date.now();
  const result = await serve('/faq', 100);
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(result.status).toBe(503);
  expect(text(result.html)).toMatch(/couldn’t load the FAQ/i);
  expect(result.html).toContain('<footer');
});

test('a widget that throws costs only its section: the page is 200 but not cached', async () => {
  modules.set('marketing/HomePage', ready(HomePage));
  modules.set('academy/CoursesSection', ready(Throws));
  const result = await serve('/');
  expect(result.status).toBe(200);
  expect(result.complete).toBe(false);
  expect(result.failed).toEqual(['academy/CoursesSection']);
  expect(text(result.html)).toContain('We build software');
  expect(text(result.html)).toMatch(/couldn’t load our courses/i);
});

test('a widget whose remote is down costs only its section', async () => {
  modules.set('marketing/HomePage', ready(HomePage));
  const result = await serve('/');
  expect(result.status).toBe(200);
  expect(result.failed).toEqual(['academy/CoursesSection']);
  expect(text(result.html)).toContain('We build software');
  expect(text(result.html)).toMatch(/couldn’t load our courses/i);
});

test('a large page is sent in place, with no script of React’s own (the CSP allows only the page’s own)', async () => {
  function LongPage() {
    return (
      <>
        <h1>Frequently Asked Questions</h1>
        {Array.from({ length: 200 }, (_, i) => (
          <p key={i}>
            Answer {i}: sessions of 2-3 hours, 3-4 times a week, in morning, evening and weekend batches.
          </p>
        ))}
      </>
    );
  }
  modules.set('content/FaqPage', ready(LongPage));
  const result = await serve('/faq');
  expect(result.html.length).toBeGreaterThan(20_000);
  expect(result.html).not.toContain('<template');
  expect(result.html).not.toContain('<!--$?-->');
  // The event contract, the jump to a #section, the record of where the visitor came from, a
  // signed-in device's mark (signed-in-mark.ts), the loader.
  expect(result.html.match(/<script>/g)).toHaveLength(5);
});

describe('a page in Urdu', () => {
  const enFaq = { title: 'Frequently Asked Questions' };
  /** The FAQ's words in Urdu: not to be had until `urduReachable` (a chunk that fails, then loads). */
  let urduReachable = false;
  const urFaq = () =>
    urduReachable
      ? Promise.resolve({ default: { title: 'عمومی سوالات' } })
      : Promise.reject(new Error('chunk failed'));
  const urduRoutes: SiteRoute[] = [
    {
      ...routes[1]!,
      locales: ['en', 'ur'],
      translations: { ur: { title: 'عمومی سوالات', label: 'عمومی سوالات کا صفحہ' } },
    },
    { path: '/blog/:slug', module: 'content/BlogArticlePage', label: 'this article', index: true },
  ];
  const inUrdu = async (url: string) => {
    // The page module declares its part of the catalogue when its code runs, as an app's does.
    modules.set('content/FaqPage', async () => {
      const useFaq = messagesHook('content', enFaq, 'faq', { ur: urFaq });
      return {
        default: function TranslatedFaq() {
          return <h1>{useFaq().title}</h1>;
        },
      };
    });
    const { loadWithin } = createRemoteLoads();
    const failed = await loadWithin(['content/FaqPage'], 50, 'ur');
    return renderPage(generation, urduRoutes, { url, origin: 'https://www.codenest.pk', failed });
  };

  // First: once a part's Urdu words are loaded, they stay registered for every later render.
  test('a module whose Urdu words cannot be loaded costs its area, named in Urdu', async () => {
    const result = await inUrdu('/ur/faq');
    expect(result.status).toBe(503);
    expect(text(result.html)).toContain('معذرت، ہم عمومی سوالات کا صفحہ لوڈ نہیں کر سکے۔');
  });

  test('is written right to left in Urdu, with the shell’s words and the route’s Urdu title', async () => {
    urduReachable = true;
    const result = await inUrdu('/ur/faq');
    expect(result.status).toBe(200);
    expect(result.html).toContain('<html lang="ur" dir="rtl">');
    expect(text(result.html)).toContain('عمومی سوالات');
    expect(result.html).toMatch(/<nav[^>]*aria-label="مرکزی"/);
    expect(result.html).toContain('<link rel="canonical" href="https://www.codenest.pk/ur/faq"');
  });

  test('a page that exists in English only is a redirect to it', async () => {
    const result = await inUrdu('/ur/blog/a-post');
    expect(result.status).toBe(302);
    expect(result.location).toBe('/blog/a-post');
  });
});
