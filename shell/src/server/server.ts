// The site's server: the shell's static files, every page rendered through the federation
// (a render worker per generation of the remotes), sitemap, robots and the remotes' feeds, and
// the /api proxy. Built on Fastify and its kept plugins (static, compress, http-proxy).
// Its parts: public-origin.ts (which Host it answers), pages.ts (cache, renders, answers),
// generations.ts + render-queue.ts (the workers and the bounded queue in front of them),
// compression.ts, site-config.ts, security.ts, seo.ts.
import fastifyCompress from '@fastify/compress';
import fastifyProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import type { SiteConfig } from '@site/site';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Generations } from './generations';
import type { PageCacheLimits } from './page-cache';
import { answerPostedForm, FORM_BODY_LIMIT, formOfPage, parseFormBody } from './page-forms';
import { createPages, NO_STORE, PAGE_CACHE_CONTROL, SHED_RETRY_AFTER_S, type FallbackPage } from './pages';
import { hostChecker } from './public-origin';
import { Overloaded, type RenderQueueLimits } from './render-queue';
import { baseSecurityHeaders, contentSecurityPolicy, pageSecurityHeaders } from './security';
import { robotsTxt, sitemapXml } from './seo';
import { siteConfigReader } from './site-config';

export { PAGE_CACHE_CONTROL } from './pages';

export interface SiteServerOptions {
  /** The shell's browser build (static files). */
  shellDist: string;
  /** The render worker bundle (shell/dist-server/render.js). */
  renderBundle: string;
  /** The deployment settings: read from this file on every check, or given as an object. */
  siteConfig: string | SiteConfig;
  /**
   * The site's one public origin (`https://www.codenest.pk`): every canonical, share, sitemap,
   * robots and feed URL is built from it, and only its Host (plus `allowedHosts`) is answered.
   */
  publicOrigin: string;
  /** Other Host values to answer (`host[:port]`), e.g. an internal name for health checks. */
  allowedHosts?: readonly string[];
  /**
   * The folder of the public keys the remotes' teams sign their server code with
   * (`<remote>.pem`): a remote's server code runs only when its signature verifies with its key.
   */
  remoteKeys: string | undefined;
  /** Where `/api/*` is proxied to. */
  apiUrl: string;
  pollMs?: number;
  remoteTimeoutMs?: number;
  renderTimeoutMs?: number;
  /** The bounded render queue (render-queue.ts); defaults below. */
  renderQueue?: Partial<RenderQueueLimits>;
  /** Rendered pages kept in memory, per generation of the remotes (page-cache.ts). */
  cache?: Partial<PageCacheLimits>;
  logger?: boolean;
  /** The log's level when `logger` is on (`info` by default). */
  logLevel?: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
}

/** Two renders at once (one waits for a remote while the other runs), 16 waiting, for 2 s at most. */
export const DEFAULT_RENDER_QUEUE: RenderQueueLimits = { concurrency: 2, maxQueued: 16, maxWaitMs: 2_000 };
export const DEFAULT_CACHE: PageCacheLimits = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 };

/** Hashed file names are immutable; everything else (entries, manifests) is revalidated. */
const hashedFile = /\.[0-9a-f]{8}(?:-[0-9a-f]+)?\.[a-z0-9]+$/;

/** Cache headers for a static build: the README's table, for @fastify/static's `setHeaders`. */
export function staticCacheHeaders(reply: { header(name: string, value: string): unknown }, file: string) {
  reply.header('cache-control', hashedFile.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  reply.header('x-content-type-options', 'nosniff');
}

const isLoopback = (origin: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);

function readFallbackPage(shellDist: string): FallbackPage {
  const file = path.join(shellDist, 'index.html');
  const variant = (suffix: string) =>
    existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined;
  const br = variant('.br');
  const gzip = variant('.gz');
  return { identity: readFileSync(file), ...(br && { br }), ...(gzip && { gzip }) };
}

export async function createSiteServer(options: SiteServerOptions) {
  const config = siteConfigReader(options.siteConfig);
  const shellAssets = JSON.parse(
    readFileSync(path.join(options.shellDist, 'client-assets.json'), 'utf8'),
  ) as {
    entry: string;
    preload: string[];
  };
  const { publicOrigin } = options;
  const hosts = hostChecker(publicOrigin, options.allowedHosts);

  const app = Fastify({
    logger: options.logger ? { level: options.logLevel ?? 'info' } : false,
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
    queue: { ...DEFAULT_RENDER_QUEUE, ...options.renderQueue },
    remoteKeys: options.remoteKeys,
    // The render worker runs the remotes' code: it gets no setting, path or secret of the server's.
    workerEnv: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
    log,
  });
  // A developer's local remote may load on a local site, or where the config allows overrides.
  const htmlHeaders = () =>
    pageSecurityHeaders(
      contentSecurityPolicy(config(), {
        devOrigins: isLoopback(publicOrigin) || config().allowRemoteOverrides,
      }),
    );
  const pages = createPages({
    generations,
    publicOrigin,
    cache: { ...DEFAULT_CACHE, ...options.cache },
    log,
    htmlHeaders,
    fallbackPage: readFallbackPage(options.shellDist),
  });
  /** Sitemap and feeds, built once per generation. */
  const documents = new Map<string, { generation: string | undefined; body: string; contentType: string }>();

  // Shutting down (close() below): a request arriving on an open connection is turned away, and
  // every answer closes its connection, so no idle keep-alive connection holds the close up.
  let closing = false;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(baseSecurityHeaders);
    // Every HTML answer (a page, /index.html, the fallback) carries the page's security headers.
    if (
      /^text\/html/.test(String(reply.getHeader('content-type') ?? '')) &&
      !reply.hasHeader('x-frame-options')
    )
      reply.headers(htmlHeaders());
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (closing)
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', '5')
        .send({ message: 'The server is restarting. Please try again in a moment.' });
    // One public origin: another Host is refused before anything else (the health check, which
    // load balancers call by address and which names no URL, excepted).
    if (request.url === '/healthz') return;
    const host = hosts.check(request.headers.host);
    if (!host.ok)
      return reply
        .code(host.status)
        .header('cache-control', NO_STORE)
        .type('text/plain; charset=utf-8')
        .send(host.message);
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

    site.get('/healthz', async () => ({
      status: 'ok',
      generation: generations.id,
      ...pages.stats(),
      queue: { active: generations.queue.active, queued: generations.queue.queued },
    }));
    site.get('/site-config.json', async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(config()),
    );

    site.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', PAGE_CACHE_CONTROL)
        .send(robotsTxt(publicOrigin, generations.data?.remotes.flatMap((r) => r.published.routes) ?? [])),
    );

    site.get('/sitemap.xml', async (_request, reply) =>
      sendDocument(reply, '/sitemap.xml', async () => {
        const response = await generations.request({ type: 'sitemap' });
        if (response.type !== 'sitemap') throw new Error('The sitemap could not be built');
        return {
          contentType: 'application/xml; charset=utf-8',
          body: sitemapXml(publicOrigin, response.entries),
        };
      }),
    );

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

    // A form a page posts to itself without script (docs/ssr.md, "Forms that post").
    site.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        const fields = parseFormBody(String(body));
        if (fields) done(null, fields);
        else
          done(
            Object.assign(new Error('A field of this form was sent twice.'), { statusCode: 400 }),
            undefined,
          );
      },
    );
    site.post('/*', { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      const { pathname } = new URL(request.url, 'http://site');
      const routes = generations.data?.remotes.flatMap((r) => r.published.routes) ?? [];
      const form = formOfPage(routes, pathname);
      reply.header('cache-control', NO_STORE);
      if (!form) return reply.code(405).header('allow', 'GET, HEAD').send({ message: 'Method not allowed.' });
      // Only this site's pages post here (the browser names the page's origin).
      const from = request.headers.origin;
      if (from !== undefined && from !== publicOrigin)
        return reply.code(403).send({ message: 'This form is posted from this site’s own pages only.' });
      if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? ''))
        return reply.code(415).send({ message: 'Send this form as application/x-www-form-urlencoded.' });
      const answer = await answerPostedForm({
        pathname,
        form,
        body: (request.body ?? {}) as Record<string, string>,
        apiUrl: options.apiUrl,
        clientIp: request.ip,
        onApiError: (error) =>
          log('error', 'a form posted to its page could not reach the API', {
            path: pathname,
            error: String((error as { cause?: unknown }).cause ?? error),
          }),
      });
      switch (answer.kind) {
        case 'redirect':
          return reply.redirect(answer.location, 303);
        case 'refused':
          return reply.code(answer.status).send({ message: answer.message });
        case 'page':
          return pages.sendPosted(request, reply, answer.posted, answer.status);
      }
    });

    site.setNotFoundHandler(async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(405).header('allow', 'GET, HEAD').send({ message: 'Method not allowed.' });
      }
      const { pathname } = new URL(request.url, 'http://site');
      const resource = generations.data?.remotes
        .flatMap((remote) => remote.published.resources)
        .find((r) => r.path === pathname);
      if (resource)
        return sendDocument(reply, pathname, async () => {
          const response = await generations.request({
            type: 'resource',
            path: pathname,
            origin: publicOrigin,
          });
          if (response.type !== 'resource' || !response.found) throw new Error(`${pathname} was not found`);
          return { contentType: response.contentType, body: response.body };
        });
      return pages.send(request, reply);
    });
  });

  /** A document built by the worker (sitemap, feed): once per generation of the remotes. */
  async function sendDocument(
    reply: FastifyReply,
    key: string,
    build: () => Promise<{ contentType: string; body: string }>,
  ) {
    const generation = generations.id;
    let document = documents.get(key);
    if (!document || document.generation !== generation) {
      try {
        document = { generation, ...(await build()) };
        documents.set(key, document);
      } catch (error) {
        const shed = error instanceof Overloaded;
        if (!shed) log('error', `${key} could not be built`, { error: String(error) });
        return reply
          .code(503)
          .header('cache-control', NO_STORE)
          .header('retry-after', String(shed ? SHED_RETRY_AFTER_S : 30))
          .send('Temporarily unavailable');
      }
    }
    return reply.type(document.contentType).header('cache-control', PAGE_CACHE_CONTROL).send(document.body);
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
