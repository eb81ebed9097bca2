/**
 * @jest-environment node
 */
// The page answers of the site's server (pages.ts) over Fastify's injected requests, with a
// stand-in for the render worker that counts renders: what is cached, what is not, and the
// headers of each answer. The whole server over HTTP is site-server.http.test.ts's.
import type { SiteRoute } from '@site/federation';
import Fastify from 'fastify';
import type { Generations } from './generations';
import { createPages, NO_STORE, PAGE_CACHE_CONTROL, PRIVATE_ROBOTS } from './pages';
import type { WorkerRequest, WorkerResponse } from './protocol';

const routes: SiteRoute[] = [
  { path: '/faq', module: 'content/FaqPage', label: 'the FAQ', index: true },
  {
    path: '/admin/leads',
    module: 'accounts/InboxPage',
    label: 'the inbox',
    index: false,
    private: true,
    query: ['status'],
  },
  {
    path: '/admin/leads/:kind/:id',
    module: 'accounts/LeadPage',
    label: 'a lead',
    index: false,
    private: true,
  },
];

function setup() {
  const rendered: string[] = [];
  const generations = {
    id: 'g1',
    data: { remotes: [{ published: { routes } }] },
    async request(request: WorkerRequest): Promise<WorkerResponse> {
      if (request.type !== 'render') throw new Error('only renders here');
      rendered.push(request.url);
      // /ur/… of an English-only page: the page redirects to its English URL.
      const redirect = request.url.startsWith('/ur/');
      return {
        id: 1,
        type: 'render',
        result: {
          status: redirect ? 302 : 200,
          ...(redirect ? { location: request.url.slice(3) } : {}),
          html: redirect ? '' : `<!doctype html><title>${request.url}</title>`,
          complete: true,
          modules: [],
          failed: [],
        },
        ...(redirect
          ? {}
          : {
              encoded: {
                hash: `h-${request.url}`,
                br: new Uint8Array([1]),
                gzip: new Uint8Array([2]),
              },
            }),
      };
    },
  } as unknown as Generations;
  const pages = createPages({
    generations,
    publicOrigin: 'http://site',
    cache: { maxEntries: 10, maxBytes: 1_000_000 },
    log: () => undefined,
    htmlHeaders: () => ({ 'x-frame-options': 'DENY' }),
    fallbackPage: { identity: Buffer.from('fallback') },
  });
  const app = Fastify();
  app.get('/*', (request, reply) => pages.send(request, reply));
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
  return { app, get, rendered };
}

describe('pages', () => {
  it('caches a public page: rendered once, then served from memory to CDNs and browsers alike', async () => {
    const { get, rendered } = setup();
    const first = await get('/faq');
    const second = await get('/faq?utm_source=x');
    expect(rendered).toEqual(['/faq']);
    expect(second.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(second.headers['etag']).toBeDefined();
    expect(first.headers['x-robots-tag']).toBeUndefined();
  });

  it('renders a staff page (private) for every request and lets nobody keep it, nor index it', async () => {
    const { get, rendered } = setup();
    const answers = [
      await get('/admin/leads?status=new'),
      await get('/admin/leads?status=new'),
      await get('/admin/leads/enrollment/3', { 'accept-encoding': 'br' }),
    ];
    expect(rendered).toEqual([
      '/admin/leads?status=new',
      '/admin/leads?status=new',
      '/admin/leads/enrollment/3',
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe(NO_STORE);
      expect(answer.headers['x-robots-tag']).toBe(PRIVATE_ROBOTS);
      expect(answer.headers['etag']).toBeUndefined();
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('keeps a staff page’s redirect (to its English URL) out of every cache and index too', async () => {
    const { get } = setup();
    const answer = await get('/ur/admin/leads');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['location']).toBe('/admin/leads');
    expect(answer.headers['cache-control']).toBe(NO_STORE);
    expect(answer.headers['x-robots-tag']).toBe(PRIVATE_ROBOTS);
  });
});
