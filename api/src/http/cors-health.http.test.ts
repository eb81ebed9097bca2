import { migrations } from '../db/migrations';
import { ALLOWED_ORIGIN, serverForTests, validBody } from '../testing/test-server';

const server = serverForTests({ CORS_ORIGINS: `${ALLOWED_ORIGIN}, http://127.0.0.1:3000/` });

function preflight(origin: string) {
  return fetch(server.endpoint, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
}

describe('CORS', () => {
  it.each([ALLOWED_ORIGIN, 'http://127.0.0.1:3000'])('allows the configured origin %s', async (origin) => {
    const answer = await preflight(origin);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');

    const post = await server.post(validBody(), { headers: { origin } });
    expect(post.status).toBe(201);
    expect(post.headers.get('access-control-allow-origin')).toBe(origin);
    expect(post.headers.get('vary')).toMatch(/origin/i);
  });

  it.each(['https://evil.example', 'http://localhost:3001', 'http://localhost:3000.evil.example', 'null'])(
    'gives no CORS grant to %s',
    async (origin) => {
      const answer = await preflight(origin);
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      const post = await server.post({}, { headers: { origin } });
      expect(post.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('lets an allowed origin read error answers too (the form shows their messages)', async () => {
    const answer = await server.post({}, { headers: { origin: ALLOWED_ORIGIN } });
    expect(answer.status).toBe(422);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
  });
});

describe('health', () => {
  it('answers 200 when the database answers, on /health and /api/v1/health', async () => {
    for (const path of ['/health', '/api/v1/health']) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: 'ok', schemaVersion: migrations.at(-1)?.version });
    }
  });

  it('answers 503 when the database does not', async () => {
    const { db } = server.current;
    const one = db.one.bind(db);
    db.one = (() => Promise.reject(new Error('disk I/O error'))) as typeof db.one;
    try {
      const answer = await fetch(`${server.url}/health`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'unavailable', message: 'The service is unavailable.' });
    } finally {
      db.one = one;
    }
  });
});
