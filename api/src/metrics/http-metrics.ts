import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** Seconds: from a cached answer (a few ms) to the 10 s a request may take at most. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A request no route took (404, a malformed URL): one label for all, never the raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * `http_requests_total{route,method,status}` and `http_request_duration_seconds{route,method}`,
 * from every answer of `app` (routes registered after this call). The route is the pattern
 * (`/api/v1/staff/leads/:kind/:id`), so the series stay as few as the routes.
 */
export function observeRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    duration.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });
}
