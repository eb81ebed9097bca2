import { leadPaths } from '@site/leads';
import { rawRequest } from '../testing/http';
import {
  ALLOWED_ORIGIN,
  serverForTests,
  startTestServer,
  validBody,
  validEnrollment,
} from '../testing/test-server';

const MAX = 3;
const WINDOW_MS = 1500;

describe('rate limit behind the proxy TRUST_PROXY names', () => {
  const server = serverForTests({
    RATE_LIMIT_MAX: String(MAX),
    RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
    TRUST_PROXY: '127.0.0.1',
  });

  const from = (address: string) => ({ headers: { 'x-forwarded-for': address, origin: ALLOWED_ORIGIN } });

  it('answers 429 with Retry-After and a JSON message past the limit, storing nothing more', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < MAX; index += 1) {
      statuses.push((await server.post(validBody(), from('203.0.113.7'))).status);
    }
    expect(statuses).toEqual([201, 201, 201]);
    const before = server.readRows().length;

    const limited = await server.post(validBody(), from('203.0.113.7'));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
    expect(await limited.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/),
    });
    // The browser must be able to read it: CORS and security headers are on the 429 too.
    expect(limited.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(limited.headers.get('x-content-type-options')).toBe('nosniff');
    expect(server.readRows()).toHaveLength(before);
  });

  it('counts every POST, valid or not, and counts per client address', async () => {
    for (let index = 0; index < MAX; index += 1) {
      expect((await server.post({}, from('198.51.100.1'))).status).toBe(422);
    }
    expect((await server.post(validBody(), from('198.51.100.1'))).status).toBe(429);
    expect((await server.post(validBody(), from('198.51.100.2'))).status).toBe(201);
  });

  it('groups an IPv6 /64 into one bucket', async () => {
    for (let index = 0; index < MAX; index += 1) {
      expect((await server.post(validBody(), from(`2001:db8:1:2::${index + 1}`))).status).toBe(201);
    }
    expect((await server.post(validBody(), from('2001:db8:1:2:ffff::9'))).status).toBe(429);
    expect((await server.post(validBody(), from('2001:db8:1:3::1'))).status).toBe(201);
  });

  it('lets the client in again once the window has passed', async () => {
    for (let index = 0; index < MAX; index += 1) await server.post(validBody(), from('192.0.2.50'));
    expect((await server.post(validBody(), from('192.0.2.50'))).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 100));
    expect((await server.post(validBody(), from('192.0.2.50'))).status).toBe(201);
  });

  it('limits the enrollment endpoint the same way, counting it apart from project requests', async () => {
    const enroll = (address: string) =>
      server.post(validEnrollment(), { ...from(address), path: leadPaths.enrollment });
    for (let index = 0; index < MAX; index += 1) {
      expect((await server.post(validBody(), from('203.0.113.99'))).status).toBe(201);
    }
    for (let index = 0; index < MAX; index += 1) expect((await enroll('203.0.113.99')).status).toBe(201);
    const limited = await enroll('203.0.113.99');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/),
    });
  });

  it('does not limit the health check', async () => {
    for (let index = 0; index < MAX + 2; index += 1) {
      expect((await fetch(`${server.url}/health`, from('203.0.113.7'))).status).toBe(200);
    }
  });
});

describe('rate limit trusting nobody (TRUST_PROXY unset, the default)', () => {
  it('ignores X-Forwarded-For: a client cannot dodge the limit by inventing addresses', async () => {
    const server = await startTestServer({ RATE_LIMIT_MAX: '2' });
    try {
      const statuses: number[] = [];
      for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
        statuses.push((await server.post(validBody(), { headers: { 'x-forwarded-for': address } })).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await server.stop();
      server.cleanup();
    }
  });

  it('believes the proxy at the address TRUST_PROXY names, not any other process of the host', async () => {
    // nginx connects from 127.0.0.2 (proxy_bind); another local process from 127.0.0.1.
    const server = await startTestServer({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '127.0.0.2' });
    try {
      const post = (localAddress: string, visitor: string) =>
        rawRequest(
          server.endpoint,
          {
            localAddress,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
          },
          JSON.stringify(validBody()),
        );
      const fromProxy = [];
      for (const visitor of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
        fromProxy.push((await post('127.0.0.2', visitor)).status);
      expect(fromProxy).toEqual([201, 201, 201]);
      const fromElsewhere = [];
      for (const visitor of ['10.0.1.1', '10.0.1.2', '10.0.1.3'])
        fromElsewhere.push((await post('127.0.0.1', visitor)).status);
      expect(fromElsewhere).toEqual([201, 201, 429]);
    } finally {
      await server.stop();
      server.cleanup();
    }
  });
});
