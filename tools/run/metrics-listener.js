// A process's metrics for Prometheus, on a listener of its own on loopback (docs/production.md,
// "Metrics"): the rendering server's, each API instance's and the supervisor's. Never on a port
// visitors reach, so no proxy in front of the site can pass a request to it; and a request that
// carries a proxy's forwarding headers is turned away all the same (a proxy pointed here by mistake).
// Plain Node: the API, the rendering server's bundle and the supervisor's scripts share it.
'use strict';

const http = require('node:http');

/** Headers a proxy adds: a request that has been through one is not a scrape from this machine. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'];

/**
 * Listens on 127.0.0.1:`port` (0: any free one) and answers `GET /metrics` (and HEAD) with
 * `metrics()` as `contentType`; anything else 404. Resolves once listening, to its port and `close()`.
 */
function listenForMetrics({ port, metrics, contentType }) {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
    if (path !== '/metrics' || forwarded || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      response.end('Not found.\n');
      return;
    }
    metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        response.end(
          `The metrics could not be collected: ${error instanceof Error ? error.message : error}\n`,
        );
      },
    );
  });
  // A scrape is one short request: nothing is kept open for long.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

module.exports = { listenForMetrics, FORWARDING_HEADERS };
