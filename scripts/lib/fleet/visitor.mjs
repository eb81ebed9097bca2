// bench:fleet's visitors (scripts/bench-fleet.mjs): each request from a loopback address of its
// own (127.x.y.z is all this machine), so that nginx and the API count each visitor apart.
import http from 'node:http';

/**
 * One HTTP request from the local address `from`, without keep-alive. Resolves with its status
 * (0 when no answer came within `timeoutMs`), headers, body and how long it took, never rejects.
 */
export function request(
  url,
  { method = 'GET', headers = {}, body, from = '127.0.0.1', timeoutMs = 20_000 } = {},
) {
  return new Promise((resolve) => {
    const started = performance.now();
    const target = new URL(url);
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
        localAddress: from,
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', () => resolve({ status: 0, headers: {}, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, headers: {}, ms: performance.now() - started }));
    req.end(body);
  });
}

/** The address of visitor `n`: 127.<prefix>.x.y, one of 62 500 per prefix. */
export function visitorAddress(n, prefix = 0) {
  return `127.${prefix}.${1 + (n % 250)}.${1 + (Math.floor(n / 250) % 250)}`;
}
