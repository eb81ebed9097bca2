import http from 'node:http';
import { FORWARDING_HEADERS, listenForMetrics, type MetricsListener } from './metrics-listener';

/** A request through node:http (fetch refuses to send Via and similar headers). */
function get(port: number, path: string, { method = 'GET', headers = {} as http.OutgoingHttpHeaders } = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the metrics listener', () => {
  let listener: MetricsListener;
  let fail = false;
  beforeAll(async () => {
    listener = await listenForMetrics({
      port: 0,
      contentType: 'text/plain; version=0.0.4; charset=utf-8',
      metrics: async () => {
        if (fail) throw new Error('the store is away');
        return 'up 1\n';
      },
    });
  });
  afterAll(() => listener.close());

  it('answers GET /metrics with the metrics, a query string notwithstanding', async () => {
    expect(await get(listener.port, '/metrics')).toEqual({
      status: 200,
      type: 'text/plain; version=0.0.4; charset=utf-8',
      body: 'up 1\n',
    });
    expect((await get(listener.port, '/metrics?x=1')).body).toBe('up 1\n');
    expect(await get(listener.port, '/metrics', { method: 'HEAD' })).toMatchObject({ status: 200, body: '' });
  });

  it.each(['/', '/metrics/', '/Metrics', '/metrics/api', '//metrics', '/%6detrics', '/health'])(
    'answers 404 for %s',
    async (path) => {
      expect((await get(listener.port, path)).status).toBe(404);
    },
  );

  it('answers 404 to other methods', async () => {
    expect((await get(listener.port, '/metrics', { method: 'POST' })).status).toBe(404);
  });

  it.each(FORWARDING_HEADERS)('answers 404 to a request that came through a proxy (%s)', async (name) => {
    expect((await get(listener.port, '/metrics', { headers: { [name]: '203.0.113.7' } })).status).toBe(404);
  });

  it('says so with a 500 when the metrics cannot be collected', async () => {
    fail = true;
    try {
      expect(await get(listener.port, '/metrics')).toMatchObject({
        status: 500,
        body: 'The metrics could not be collected: the store is away\n',
      });
    } finally {
      fail = false;
    }
  });

  it('listens on 127.0.0.1 only, not on every address', async () => {
    // Bound to every address, it would answer on 127.0.0.2 and ::1 too (both this machine).
    const connect = (host: string) =>
      new Promise<string>((resolve) => {
        const probe = http.get({ host, port: listener.port, path: '/metrics' }, (response) => {
          response.resume();
          resolve('answered');
        });
        probe.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
    expect(await connect('127.0.0.1')).toBe('answered');
    expect(await connect('127.0.0.2')).toBe('ECONNREFUSED');
    expect(['ECONNREFUSED', 'EADDRNOTAVAIL']).toContain(await connect('::1'));
  });
});
