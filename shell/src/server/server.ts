// The site's server: the shell's static files, every page rendered through the federation
// (a render worker per generation of the remotes), sitemap, robots and the remotes' feeds, and
// the /api proxy. Built on Fastify and its kept plugins (static, compress, http-proxy).
import fastifyCompress from '@fastify/compress';
import fastifyProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import type { SiteConfig } from '@site/site';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Generations } from './generations';
import type { RenderResult } from './protocol';
import { baseSecurityHeaders, contentSecurityPolicy, pageSecurityHeaders } from './security';
import { robotsTxt, sitemapXml } from './seo';

export interface SiteServerOptions {
  /** The shell's browser build (static files). */
  shellDist: string;
  /** The render worker bundle (shell/dist-server/render.js). */
  renderBundle: string;
  /** The deployment settings: read from this file on every check, or given as an object. */
  siteConfig: string | SiteConfig;
  /** The site's public origin, for canonical URLs and the sitemap (else the request's host). */
  publicOrigin?: string;
  /** Where `/api/*` is proxied to. */
  apiUrl: string;
  pollMs?: number;
  remoteTimeoutMs?: number;
  renderTimeoutMs?: number;
  /** Rendered pages kept in memory, per path and generation of the remotes. */
  cacheEntries?: number;
  logger?: boolean;
}

/**
 * Pages may be cached by a CDN briefly and served stale while it revalidates: a remote's new
 * deployment reaches this server within `pollMs` (10 s) and the CDN within 20 s + 30 s more, so
 * a visitor sees it within a minute. Browsers always revalidate (a 304 when nothing changed).
 */
export const PAGE_CACHE_CONTROL =
  'public, max-age=0, must-revalidate, s-maxage=20, stale-while-revalidate=30';
const NO_STORE = 'no-store';
/** Hashed file names are immutable; everything else (entries, manifests) is revalidated. */
const hashedFile = /\.[0-9a-f]{8}(?:-[0-9a-f]+)?\.[a-z0-9]+$/;

/** Cache headers for a static build: the README's table, for @fastify/static's `setHeaders`. */
export function staticCacheHeaders(reply: { header(name: string, value: string): unknown }, file: string) {
  reply.header('cache-control', hashedFile.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  reply.header('x-content-type-options', 'nosniff');
}

interface CachedPage {
  result: RenderResult;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

/** The last rendered pages, per generation and URL (least recently used first out). */
class PageCache {
  private entries = new Map<string, CachedPage>();
  constructor(private readonly max: number) {}
  get(key: string) {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }
  set(key: string, page: CachedPage) {
    this.entries.set(key, page);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
  clear() {
    this.entries.clear();
  }
}

function compressPage(result: RenderResult): CachedPage {
  const body = Buffer.from(result.html);
  return {
    result,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: zlib.gzipSync(body, { level: 9 }),
  };
}

function readConfig(source: string | SiteConfig): () => SiteConfig {
  if (typeof source !== 'string') return () => source;
  let cached: { mtimeMs: number; config: SiteConfig } | undefined;
  return () => {
    const { mtimeMs } = statSync(source);
    if (cached?.mtimeMs !== mtimeMs) {
      const raw = JSON.parse(readFileSync(source, 'utf8')) as Partial<SiteConfig>;
      cached = {
        mtimeMs,
        config: {
          remotes: raw.remotes ?? {},
          apiBaseUrl: raw.apiBaseUrl ?? '',
          allowRemoteOverrides: !!raw.allowRemoteOverrides,
        },
      };
    }
    return cached.config;
  };
}

export async function createSiteServer(options: SiteServerOptions) {
  const config = readConfig(options.siteConfig);
  const shellAssets = JSON.parse(
    readFileSync(path.join(options.shellDist, 'client-assets.json'), 'utf8'),
  ) as {
    entry: string;
    preload: string[];
  };
  // The browser build's own page: rendered by the browser alone, the answer when rendering fails.
  const fallbackPage = readFileSync(path.join(options.shellDist, 'index.html'));

  const app = Fastify({
    logger: options.logger ?? false,
    // Finish requests in flight on close; answer new ones on open connections with 503.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  const log = (level: 'info' | 'warn' | 'error', message: string, details: Record<string, unknown> = {}) =>
    app.log[level](details, message);
  const generations = new Generations({
    readConfig: config,
    renderBundle: options.renderBundle,
    shellAssets,
    pollMs: options.pollMs ?? 10_000,
    remoteTimeoutMs: options.remoteTimeoutMs ?? 3_000,
    renderTimeoutMs: options.renderTimeoutMs ?? 10_000,
    log,
  });
  const cache = new PageCache(options.cacheEntries ?? 500);
  let cachedGeneration: string | undefined;

  const originOf = (request: FastifyRequest) =>
    options.publicOrigin ?? `${request.protocol}://${request.host}`;
  const isLocal = (request: FastifyRequest) => /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(request.host);
  const csp = (request: FastifyRequest) =>
    contentSecurityPolicy(config(), { devOrigins: isLocal(request) || config().allowRemoteOverrides });

  // Shutting down (close() below): a request arriving on an open connection is turned away, and
  // every answer closes its connection, so no idle keep-alive connection holds the close up.
  let closing = false;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(baseSecurityHeaders);
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing)
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '5')
        .send({ message: 'The server is restarting. Please try again in a moment.' });
  });

  // The API, passed through unchanged (statuses, bodies, Retry-After): no body parsing here, so
  // an oversized body reaches the API, which answers 413 itself.
  await app.register(fastifyProxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    // The API limits requests per client address: it must see the visitor's, not ours.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    },
  });

  await app.register(async (site: FastifyInstance) => {
    await site.register(fastifyCompress, { encodings: ['br', 'gzip'] });

    site.get('/healthz', async () => ({ status: 'ok', generation: generations.id }));
    site.get('/site-config.json', async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(config()),
    );

    site.get('/robots.txt', async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', PAGE_CACHE_CONTROL)
        .send(
          robotsTxt(originOf(request), generations.data?.remotes.flatMap((r) => r.published.routes) ?? []),
        ),
    );

    site.get('/sitemap.xml', async (request, reply) => {
      const response = await generations.request({ type: 'sitemap' });
      if (response.type !== 'sitemap') throw new Error('The sitemap could not be built');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', PAGE_CACHE_CONTROL)
        .send(sitemapXml(originOf(request), response.entries));
    });

    await site.register(fastifyStatic, {
      root: options.shellDist,
      preCompressed: true,
      index: false,
      // Routes for the files of the build as deployed (it changes only with the shell's deploy,
      // which restarts this server); every other path is a page, rendered below.
      wildcard: false,
      allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
      cacheControl: false,
      setHeaders: staticCacheHeaders,
    });

    site.setNotFoundHandler(async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(405).header('allow', 'GET, HEAD').send({ message: 'Method not allowed.' });
      }
      const { pathname } = new URL(request.url, 'http://site');
      const resource = generations.data?.remotes
        .flatMap((remote) => remote.published.resources)
        .find((r) => r.path === pathname);
      if (resource) return sendResource(request, reply, pathname);
      return sendPage(request, reply);
    });
  });

  async function sendResource(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const response = await generations.request({
      type: 'resource',
      path: pathname,
      origin: originOf(request),
    });
    if (response.type !== 'resource' || !response.found) {
      return reply
        .code(503)
        .header('cache-control', NO_STORE)
        .header('retry-after', '30')
        .send('Temporarily unavailable');
    }
    return reply.type(response.contentType).header('cache-control', PAGE_CACHE_CONTROL).send(response.body);
  }

  async function render(request: FastifyRequest): Promise<CachedPage | undefined> {
    const generation = generations.id;
    if (generation !== cachedGeneration) {
      cache.clear();
      cachedGeneration = generation;
    }
    const origin = originOf(request);
    const key = `${origin} ${request.url}`;
    const hit = cache.get(key);
    if (hit) return hit;
    let response;
    try {
      response = await generations.request({ type: 'render', url: request.url, origin });
    } catch (error) {
      log('error', 'the page could not be rendered', { url: request.url, error: String(error) });
      return undefined;
    }
    if (response.type !== 'render') {
      log('error', 'the page could not be rendered', {
        url: request.url,
        error: 'message' in response ? response.message : '',
      });
      return undefined;
    }
    const page = compressPage(response.result);
    if (response.result.complete) cache.set(key, page);
    else
      log('warn', 'page rendered without some remote areas', {
        url: request.url,
        failed: response.result.failed,
      });
    return page;
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const page = await render(request);
    reply.headers(pageSecurityHeaders(csp(request)));
    if (!page) {
      // Rendering failed: the browser renders the page itself, from the shell's own index.html.
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', NO_STORE)
        .header('retry-after', '30')
        .send(fallbackPage);
    }
    const { result } = page;
    reply.code(result.status).header('vary', 'Accept-Encoding');
    if (result.location) {
      return reply.header('cache-control', PAGE_CACHE_CONTROL).redirect(result.location, result.status);
    }
    reply.header('cache-control', result.complete ? PAGE_CACHE_CONTROL : NO_STORE).header('etag', page.etag);
    if (result.status === 503) reply.header('retry-after', '30');
    if (result.status === 200 && request.headers['if-none-match'] === page.etag)
      return reply.code(304).send();
    reply.type('text/html; charset=utf-8');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    // Compressed once per cached page, not per request.
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    if (!encoding) return reply.send(result.html);
    const body = page[encoding];
    return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
  }

  app.addHook('onClose', async () => {
    await generations.close();
  });

  return {
    app,
    generations,
    /**
     * Graceful shutdown: stops accepting connections at once, answers new requests on open
     * connections with 503, lets the requests in flight finish (also those still sending their
     * body to the API), then closes the proxy and the render workers. Fastify's own close alone
     * would keep accepting while its plugins wait for the proxied requests.
     */
    async close() {
      closing = true;
      app.server.close();
      app.server.closeIdleConnections();
      await app.close();
    },
    /** Starts watching the remotes and listening. */
    async listen(port: number, host = '127.0.0.1') {
      await generations.start();
      return app.listen({ port, host });
    },
  };
}
