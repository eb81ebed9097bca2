// Rendered pages: the cache, the renders behind it and the HTTP answer (docs/ssr.md, "HTTP
// answers" and "The page cache").
import type { PostedForm } from '@site/federation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, etagMatches, etagOf, type EncodedPage } from './compression';
import type { Generations } from './generations';
import { PageCache, type PageCacheLimits } from './page-cache';
import { pageRequests, type PageRequest } from './page-key';
import type { RenderResult } from './protocol';
import { Overloaded } from './render-queue';

/**
 * Pages may be cached by a CDN briefly and served stale while it revalidates: a remote's new
 * deployment reaches this server within `pollMs` (10 s) and the CDN within 20 s + 30 s more, so
 * a visitor sees it within a minute. Browsers always revalidate (a 304 when nothing changed).
 */
export const PAGE_CACHE_CONTROL =
  'public, max-age=0, must-revalidate, s-maxage=20, stale-while-revalidate=30';
export const NO_STORE = 'no-store';
/** `X-Robots-Tag` of a staff page (a route declared `private`): kept out of every index. */
export const PRIVATE_ROBOTS = 'noindex, nofollow';
/** How long a client turned away because rendering is at capacity should wait. */
export const SHED_RETRY_AFTER_S = 5;

/** A rendered page as the server keeps and sends it: every encoding made once, by the worker. */
export interface Page {
  status: number;
  location?: string;
  complete: boolean;
  failed: RenderResult['failed'];
  /** The body's hash, for the ETags; absent for a redirect. */
  hash?: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  size: number;
}

const bytes = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

function toPage(result: RenderResult, encoded: EncodedPage | undefined): Page {
  const identity = Buffer.from(result.html);
  const compressed = encoded && { hash: encoded.hash, br: bytes(encoded.br), gzip: bytes(encoded.gzip) };
  return {
    status: result.status,
    ...(result.location ? { location: result.location } : {}),
    complete: result.complete,
    failed: result.failed,
    identity,
    ...compressed,
    // Counted for the cache's byte limit, with a little for the entry itself.
    size: identity.length + (compressed ? compressed.br.length + compressed.gzip.length : 0) + 256,
  };
}

type Log = (level: 'info' | 'warn' | 'error', message: string, details?: Record<string, unknown>) => void;

export interface PagesOptions {
  generations: Generations;
  publicOrigin: string;
  cache: PageCacheLimits;
  log: Log;
  /** Security headers of an HTML answer (with the CSP). */
  htmlHeaders: () => Record<string, string>;
  /** The shell's own index.html (and its build's .br/.gz): the browser renders the page when the server cannot. */
  fallbackPage: FallbackPage;
}

export interface FallbackPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export function createPages(options: PagesOptions) {
  const { generations, log } = options;
  const cache = new PageCache<Page>(options.cache);
  /** Renders under way, by cache key: concurrent requests for one page share one render. */
  const rendering = new Map<string, Promise<Page | Overloaded | undefined>>();
  let cachedGeneration: string | undefined;
  /**
   * renders: pages the worker rendered; cacheHits and cacheMisses: cacheable pages found in the
   * cache or not; shed: requests turned away instead of rendered.
   */
  const stats = { renders: 0, cacheHits: 0, cacheMisses: 0, shed: 0 };
  /** The current generation's routes, and its request → page mapping. */
  let keys: { generation: string | undefined; of: (requestUrl: string) => PageRequest } | undefined;
  const pageRequestOf = (requestUrl: string) => {
    if (!keys || keys.generation !== generations.id)
      keys = {
        generation: generations.id,
        of: pageRequests(generations.data?.remotes.flatMap((r) => r.published.routes) ?? []),
      };
    return keys.of(requestUrl);
  };

  async function render(url: string, posted?: PostedForm): Promise<Page | Overloaded | undefined> {
    let response;
    try {
      response = await generations.request({
        type: 'render',
        url,
        origin: options.publicOrigin,
        ...(posted && { posted }),
      });
    } catch (error) {
      if (error instanceof Overloaded) return error;
      log('error', 'the page could not be rendered', { url, error: String(error) });
      return undefined;
    }
    if (response.type !== 'render') {
      log('error', 'the page could not be rendered', {
        url,
        error: 'message' in response ? response.message : '',
      });
      return undefined;
    }
    stats.renders += 1;
    const page = toPage(response.result, response.encoded);
    if (!page.complete) log('warn', 'page rendered without some remote areas', { url, failed: page.failed });
    return page;
  }

  /** No page cache at all (maxEntries 0): every request renders, for measuring renders (bench:ssr). */
  const caching = options.cache.maxEntries > 0;

  /** The page for a normalised URL: from the cache, from a render under way, or rendered now. */
  async function pageFor(url: string): Promise<Page | Overloaded | undefined> {
    if (!caching) return render(url);
    const generation = generations.id;
    if (generation !== cachedGeneration) {
      cache.clear();
      cachedGeneration = generation;
    }
    const hit = cache.get(url);
    if (hit) {
      stats.cacheHits += 1;
      return hit;
    }
    stats.cacheMisses += 1;
    const key = `${generation} ${url}`;
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(url).then((page) => {
        rendering.delete(key);
        // A page missing an area, or a 5xx, is rendered again on the next request.
        if (page && !(page instanceof Overloaded) && page.complete && generations.id === generation)
          cache.set(url, page);
        return page;
      });
      rendering.set(key, pending);
    }
    return pending;
  }

  /** The shell's index.html with a 503: precompressed by the build, so it costs no compression. */
  function sendFallback(request: FastifyRequest, reply: FastifyReply, retryAfterS: number) {
    reply
      .code(503)
      .headers(options.htmlHeaders())
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_STORE)
      .header('retry-after', String(retryAfterS))
      .header('vary', 'Accept-Encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const body = encoding === 'identity' ? undefined : options.fallbackPage[encoding];
    if (!body) return reply.send(options.fallbackPage.identity);
    return reply.header('content-encoding', encoding).send(body);
  }

  /**
   * A rendered page as the answer: its status, or `status` when given; cached by CDNs when it may
   * be. A staff page (`private`) is never kept by anyone and asks every index to leave it out.
   */
  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: Page | Overloaded | undefined,
    { status, private: isPrivate = false }: { status?: number; private?: boolean } = {},
  ) {
    if (isPrivate) reply.header('x-robots-tag', PRIVATE_ROBOTS);
    if (page instanceof Overloaded) {
      // At capacity: a fast answer, and the browser renders the page itself from the shell.
      stats.shed += 1;
      return sendFallback(request, reply, SHED_RETRY_AFTER_S);
    }
    // Rendering failed: the browser renders the page itself, from the shell's own index.html.
    if (!page) return sendFallback(request, reply, 30);
    reply
      .headers(options.htmlHeaders())
      .code(status ?? page.status)
      .header('vary', 'Accept-Encoding');
    // What this server caches, a CDN may cache; what it renders again, nobody keeps.
    const cacheable = !isPrivate && page.complete && status === undefined;
    if (page.location) {
      return reply
        .header('cache-control', isPrivate ? NO_STORE : PAGE_CACHE_CONTROL)
        .redirect(page.location, page.status);
    }
    reply.header('cache-control', cacheable ? PAGE_CACHE_CONTROL : NO_STORE);
    if (page.status === 503 || status === 503) reply.header('retry-after', '30');
    reply.type('text/html; charset=utf-8');
    // A page nobody keeps has nothing to revalidate: no ETag.
    const hash = isPrivate ? undefined : page.hash;
    const encoding = page.hash ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
    if (hash) reply.header('etag', etagOf(hash, encoding));
    if (
      hash &&
      page.status === 200 &&
      status === undefined &&
      etagMatches(request.headers['if-none-match'], hash)
    )
      return reply.code(304).send();
    const body = encoding === 'identity' ? undefined : page[encoding];
    if (!body) return reply.send(page.identity);
    return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
  }

  /**
   * The page at a request's URL. A staff page (its route declared `private`) is rendered for each
   * request, through the same queue, and kept by nobody: not this cache, not a CDN, not the browser.
   */
  async function send(request: FastifyRequest, reply: FastifyReply) {
    const { url, route } = pageRequestOf(request.url);
    if (route?.private) return sendPage(request, reply, await render(url), { private: true });
    return sendPage(request, reply, await pageFor(url));
  }

  /**
   * The page answering a form posted to it without script that the API did not store: rendered
   * for this visitor (what they typed, the messages), through the same queue, never cached.
   */
  async function sendPosted(
    request: FastifyRequest,
    reply: FastifyReply,
    posted: PostedForm,
    status: number,
  ) {
    const { url } = pageRequestOf(request.url);
    return sendPage(request, reply, await render(url, posted), { status });
  }

  return {
    send,
    sendPosted,
    /** The declared pattern of the page at a request's URL (`/blog/:slug`), for the metrics. */
    routeOf: (requestUrl: string) => pageRequestOf(requestUrl).route?.path,
    stats: () => ({ ...stats, cachedPages: cache.size, cachedBytes: cache.bytes }),
  };
}
