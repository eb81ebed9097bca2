// The rendering server's metrics for Prometheus (docs/production.md, "Metrics"): its requests by
// route, the render queue, the page cache and the process's own. Served by a listener of its own on
// loopback (tools/run/metrics-listener.js, started by server.ts), never on the port visitors reach.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RenderQueue } from './render-queue';

/** Seconds: from a cached page (a millisecond) to a render that runs out of time (10 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the server's parts already count (pages.ts `stats()`, the render queue). */
export interface SiteMetricsSources {
  pages: () => {
    renders: number;
    cacheHits: number;
    cacheMisses: number;
    cachedPages: number;
    cachedBytes: number;
  };
  queue: RenderQueue;
  /**
   * The route of a request no Fastify route took: the page's declared pattern (`/blog/:slug`), a
   * resource's path (`/blog/rss.xml`), or undefined (a 404).
   */
  routeOf: (url: string) => string | undefined;
}

/**
 * A counter that follows a total kept elsewhere: at each scrape it is raised by what the total
 * grew since the last one.
 */
function following(counter: Counter<string>, read: () => number, labels: Record<string, string> = {}) {
  let last = 0;
  return () => {
    const now = read();
    counter.inc(labels, Math.max(0, now - last));
    last = now;
  };
}

/** The route label: the pattern or the kind of answer, never the raw URL (the series stay few). */
function routeLabel(request: FastifyRequest, routeOf: SiteMetricsSources['routeOf']): string {
  const config = request.routeOptions.config as { file?: unknown } | undefined;
  // @fastify/static's routes, one per file of the build: one label for them all.
  if (config?.file !== undefined) return 'static';
  return request.routeOptions.url ?? routeOf(request.url) ?? 'unmatched';
}

export function createSiteMetrics(app: FastifyInstance, sources: SiteMetricsSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route (pattern, `static` for the build’s files, `unmatched`), method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by route and method.',
    labelNames: ['route', 'method'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request, sources.routeOf);
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    duration.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });

  const { queue } = sources;
  new Gauge({
    name: 'render_queue_active_renders',
    help: 'Renders running in the render worker now.',
    registers: [registry],
    collect() {
      this.set(queue.active);
    },
  });
  new Gauge({
    name: 'render_queue_waiting_renders',
    help: 'Renders waiting for a place in the render worker.',
    registers: [registry],
    collect() {
      this.set(queue.queued);
    },
  });
  const shed = new Counter({
    name: 'render_queue_shed_total',
    help: 'Requests answered 503 at once instead of rendered: the queue was full, or they waited too long.',
    labelNames: ['reason'] as const,
    registers: [registry],
    collect() {
      for (const follow of shedFollowers) follow();
    },
  });
  const shedFollowers = (['queue full', 'waited too long'] as const).map((reason) =>
    following(shed, () => queue.shed[reason], { reason: reason.replace(/ /g, '_') }),
  );

  const counter = (name: string, help: string, read: () => number) => {
    let follow = () => {};
    const made = new Counter({ name, help, registers: [registry], collect: () => follow() });
    follow = following(made, read);
  };
  counter('page_cache_hits_total', 'Pages answered from the page cache.', () => sources.pages().cacheHits);
  counter(
    'page_cache_misses_total',
    'Cacheable pages not in the page cache (rendered, or joined to a render under way).',
    () => sources.pages().cacheMisses,
  );
  counter('renders_total', 'Pages the render worker rendered.', () => sources.pages().renders);
  new Gauge({
    name: 'page_cache_pages',
    help: 'Pages in the page cache.',
    registers: [registry],
    collect() {
      this.set(sources.pages().cachedPages);
    },
  });
  new Gauge({
    name: 'page_cache_bytes',
    help: 'Bytes the page cache holds (every encoding of each page).',
    registers: [registry],
    collect() {
      this.set(sources.pages().cachedBytes);
    },
  });
  return registry;
}
