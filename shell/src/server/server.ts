// The site's server: its routes and its lifecycle. The shell's static files, every page rendered
// through the federation (a render worker per generation of the remotes), sitemap, robots and the
// remotes' feeds, forms posted to their page, and the /api proxy. Built on Fastify and its kept
// plugins (static, compress, http-proxy).
// Its parts: server-options.ts (what it is given), public-origin.ts (which Host it answers),
// pages.ts (cache, renders, answers), documents.ts (sitemap, feeds), form-posts.ts + page-forms.ts,
// generations.ts + remote-versions.ts + render-workers.ts + render-queue.ts (the remotes' proven
// deployments, the workers and the bounded queue in front of them),
// static-files.ts, compression.ts, site-config.ts, security.ts, seo.ts, metrics.ts (served on a
// loopback listener of its own, never on this server's port).
import fastifyCompress from '@fastify/compress';
import fastifyProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, preferredLanguage, serverUnavailableIn } from '@site/leads';
import Fastify, { type FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line no-restricted-imports
import { listenForMetrics, type MetricsListener } from '../../../tools/run/metrics-listener';
import { createDocuments } from './documents';
import { registerFormPosts } from './form-posts';
import { Generations } from './generations';
import { createSiteMetrics } from './metrics';
import { createPages, NO_STORE, PAGE_CACHE_CONTROL } from './pages';
import { hostChecker } from './public-origin';
import { RefusalBudget } from './refusal-budget';
import { requestForLog } from './request-log';
import { baseSecurityHeaders, pageSecurityHeaders, sitePolicy, strictTransportSecurity } from './security';
import { robotsTxt, sitemapXml } from './seo';
import { SITE_SERVER_DEFAULTS as DEFAULTS, type SiteServerOptions } from './server-options';
import { siteConfigReader } from './site-config';
import { readFallbackPage, staticFileOptions } from './static-files';

import type { ShellAssets } from './document';
import { requestTarget } from './request-target';

/** Seconds a client should wait before asking again while no API answers (it restarts within a few). */
const API_RETRY_AFTER_S = 5;

export { PAGE_CACHE_CONTROL } from './pages';
export type { SiteServerOptions } from './server-options';

export async function createSiteServer(options: SiteServerOptions) {
  const config = siteConfigReader(options.siteConfig);
  const shellAssets = JSON.parse(
    readFileSync(path.join(options.shellDist, 'client-assets.json'), 'utf8'),
  ) as ShellAssets;
  const { publicOrigin } = options;
  const hosts = hostChecker(publicOrigin, options.allowedHosts);

  const timeouts = { ...DEFAULTS.clientTimeouts, ...options.clientTimeouts };
  const app = Fastify({
    // Every wait on a client bounded: its headers, then its whole request (a slow body included),
    // checked every second rather than Node's every 30 s; idle kept-alive connections close after
    // Fastify's 72 s.
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
    // A staff page's or the API's query string (what staff searched for) is never logged.
    logger: options.logger
      ? {
          level: options.logLevel ?? DEFAULTS.logLevel,
          serializers: { req: requestForLog },
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    // `request.ip` is the visitor's address: the peer's, or behind the configured proxies (nginx)
    // the one their X-Forwarded-For names. Nobody else may name it.
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
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
    pollMs: options.pollMs ?? DEFAULTS.pollMs,
    remoteTimeoutMs: options.remoteTimeoutMs ?? DEFAULTS.remoteTimeoutMs,
    renderTimeoutMs: options.renderTimeoutMs ?? DEFAULTS.renderTimeoutMs,
    queue: { ...DEFAULTS.renderQueue, ...options.renderQueue },
    remoteKeys: options.remoteKeys,
    rollbackAllowed: options.rollbackAllowed,
    stateDir: options.stateDir,
    // The render worker runs the remotes' code: it gets no setting, path or secret of the server's.
    workerEnv: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
    log,
  });
  const routes = () => generations.data?.remotes.flatMap((r) => r.published.routes) ?? [];
  const htmlHeaders = () => pageSecurityHeaders(sitePolicy(config(), publicOrigin));
  const pages = createPages({
    generations,
    publicOrigin,
    cache: { ...DEFAULTS.cache, ...options.cache },
    log,
    htmlHeaders,
    fallbackPage: readFallbackPage(options.shellDist),
  });
  const sendDocument = createDocuments({ generation: () => generations.id, log });
  const resourceAt = (pathname: string) =>
    generations.data?.remotes
      .flatMap((remote) => remote.published.resources)
      .find((r) => r.path === pathname);
  // Every route registered below is counted.
  const metrics = createSiteMetrics(app, {
    pages: pages.stats,
    queue: generations.queue,
    routeOf: (url) => pages.routeOf(url) ?? resourceAt(requestTarget(url).pathname)?.path,
  });
  let metricsListener: MetricsListener | undefined;

  // Shutting down (close() below): a request arriving on an open connection is turned away, and
  // every answer closes its connection, so no idle keep-alive connection holds the close up.
  let closing = false;
  const hsts = strictTransportSecurity(publicOrigin);
  const baseHeaders = { ...baseSecurityHeaders, ...(hsts && { 'strict-transport-security': hsts }) };
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(baseHeaders);
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

  // The API, passed through unchanged (statuses, bodies, Retry-After, the request's cookies): no
  // body parsing here, so an oversized body reaches the API, which answers 413 itself.
  await app.register(fastifyProxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    ...(options.apiBindAddress ? { undici: { localAddress: options.apiBindAddress } } : {}),
    replyOptions: {
      // The API limits requests per client address: it must see the visitor's, not ours.
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
      // No API answers (down, restarting, reset): our server is briefly unavailable, said in the
      // request's language; never a 500.
      onError: (reply) =>
        reply
          .code(503)
          .header('retry-after', String(API_RETRY_AFTER_S))
          .header('cache-control', NO_STORE)
          .send({
            message:
              serverUnavailableIn[
                preferredLanguage(reply.request.headers['accept-language']) ?? DEFAULT_LANGUAGE
              ],
          }),
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
        .send(robotsTxt(publicOrigin, routes())),
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

    // Routes for the files of the build as deployed (it changes only with the shell's deploy,
    // which restarts this server); every other path is a page, rendered below.
    await site.register(fastifyStatic, { ...staticFileOptions(options.shellDist), wildcard: false });

    registerFormPosts(site, {
      publicOrigin,
      apiUrl: options.apiUrl,
      ...(options.apiBindAddress ? { apiBindAddress: options.apiBindAddress } : {}),
      routes,
      pages,
      refusals: new RefusalBudget({ ...DEFAULTS.formRefusals, ...options.formRefusals }),
      log,
    });

    site.setNotFoundHandler(async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(405).header('allow', 'GET, HEAD').send({ message: 'Method not allowed.' });
      }
      const { pathname, search } = requestTarget(request.url);
      // `//faq` is `/faq` mistyped (or a probe): sent on to the one path, so that nothing behind
      // (the router, a URL parser) reads its first segment as a host. Never `//…` in a Location,
      // which a browser would follow to another site.
      if (pathname.startsWith('//'))
        return reply
          .header('cache-control', 'no-cache')
          .redirect(`${pathname.replace(/^\/+/, '/')}${search}`, 301);
      const resource = resourceAt(pathname);
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
      await Promise.all([metricsListener?.close(), app.close()]);
    },
    /**
     * Starts watching the remotes and listening; then, with `metricsPort`, the metrics listener
     * (without which the site still serves: the error is logged, and Prometheus sees it down).
     */
    async listen(port: number, host = '127.0.0.1') {
      await generations.start();
      const address = await app.listen({ port, host });
      if (options.metricsPort !== undefined) {
        try {
          metricsListener = await listenForMetrics({
            port: options.metricsPort,
            metrics: () => metrics.metrics(),
            contentType: metrics.contentType,
          });
        } catch (error) {
          log('error', 'the metrics listener could not start', {
            port: options.metricsPort,
            error: String(error),
          });
        }
      }
      return address;
    },
    /** The metrics listener's port, once listening. */
    get metricsPort() {
      return metricsListener?.port;
    },
  };
}
