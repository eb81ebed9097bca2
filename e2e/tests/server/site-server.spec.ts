import http from 'node:http';
import { expect, test } from '@playwright/test';
import { projectTypes } from '@site/leads';
import { e2ePortBase, portPlan, serveSite, type ServedSite } from '../../support/serve';

// The site's server as a visitor's browser meets it: the API's answers pass through /api
// unchanged (even early answers to bodies still arriving), connections survive them, and a
// shutdown lets requests in flight finish. A copy of the site with the API's default rate limit.
// Each copy of the site in the suite has its own port base: these +20 and +30, remote-down +50
// and +55, independent-deploy +80 (never 5060/5061: fetch refuses those ports).
const portBase = e2ePortBase + 20;
const shutdownPortBase = e2ePortBase + 30;
const apiOrigin = `http://127.0.0.1:${portBase + 1000}`;
const path = '/api/v1/project-request';

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  reusedSocket: boolean;
}

/** One request over `agent`, the body written in `chunks` `gapMs` apart (a slow phone's upload). */
function send(
  origin: string,
  agent: http.Agent,
  options: {
    method?: string;
    path: string;
    headers?: http.OutgoingHttpHeaders;
    chunks?: Buffer[];
    gapMs?: number;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(options.path, origin),
      { method: options.method ?? 'GET', headers: options.headers, agent },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          const answer = {
            status: response.statusCode ?? 0,
            body: Buffer.concat(parts).toString('utf8'),
            headers: response.headers,
            reusedSocket: request.reusedSocket,
          };
          // Done when the upload has ended (or the server closed the connection after answering).
          void uploaded.then(() => resolve(answer));
        });
        response.on('error', reject);
      },
    );
    const uploaded = new Promise((done) => {
      request.on('finish', done);
      request.on('close', done);
    });
    request.on('error', reject);
    const chunks = [...(options.chunks ?? [])];
    const writeNext = () => {
      const chunk = chunks.shift();
      if (!chunk) return void request.end();
      request.write(chunk);
      setTimeout(writeNext, options.gapMs ?? 0);
    };
    writeNext();
  });
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const valid = {
  full_name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  project_type: projectTypes[0],
  project_details: 'A shop for our family business in Sargodha.',
};

const cases: { name: string; headers: http.OutgoingHttpHeaders; body: Buffer }[] = [
  {
    name: 'an oversized body (3 MB)',
    headers: { 'content-type': 'application/json' },
    body: json({ ...valid, project_details: 'x'.repeat(3 * 1024 * 1024) }),
  },
  { name: 'invalid fields', headers: { 'content-type': 'application/json' }, body: json({ email: 'nope' }) },
  { name: 'malformed JSON', headers: { 'content-type': 'application/json' }, body: Buffer.from('{"name":') },
  { name: 'a form post', headers: { 'content-type': 'text/plain' }, body: Buffer.from('name=Ayesha') },
];

test.describe('the site server passes the API through', () => {
  test.describe.configure({ mode: 'serial' });
  let site: ServedSite;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    site = await serveSite(portBase);
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  for (const { name, headers, body } of cases) {
    test(`${name}: the same status and body as the API, and the connection serves the next request`, async () => {
      const direct = await send(apiOrigin, new http.Agent(), {
        method: 'POST',
        path,
        headers,
        chunks: [body],
      });
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const proxied = await send(site.origin, agent, {
        method: 'POST',
        path,
        headers,
        chunks: [body.subarray(0, 64 * 1024), body.subarray(64 * 1024)],
        gapMs: 50,
      });
      expect(direct.status).toBeGreaterThanOrEqual(400);
      expect(direct.status).toBeLessThan(500);
      expect(proxied.status).toBe(direct.status);
      expect(JSON.parse(proxied.body)).toEqual(JSON.parse(direct.body));

      const next = await send(site.origin, agent, { path: '/healthz' });
      // The same keep-alive agent: a reset connection would fail this request (ECONNRESET).
      expect(next.status).toBe(200);
      agent.destroy();
    });
  }

  test('over the rate limit: 429 with Retry-After, as the API sends it', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let answer: Answer | undefined;
    for (let i = 0; i < 30 && answer?.status !== 429; i++) {
      answer = await send(site.origin, agent, {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        chunks: [json({ email: 'nope' })],
      });
      expect([422, 429]).toContain(answer.status);
    }
    expect(answer?.status).toBe(429);
    expect(Number(answer?.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(answer!.body)).toEqual({ message: expect.stringMatching(/too many/i) });
    expect((await send(site.origin, agent, { path: '/healthz' })).status).toBe(200);
    agent.destroy();
  });
});

test('a shutdown lets the request in flight finish, refuses new ones, then stops the API', async () => {
  test.setTimeout(90_000);
  const site = await serveSite(shutdownPortBase);
  const apiPort = `http://127.0.0.1:${portPlan('serve', shutdownPortBase).api}`;
  const body = json({ ...valid, email: 'late@example.com' });
  // The visitor's upload is still arriving when the server is asked to stop.
  const inFlight = send(site.origin, new http.Agent(), {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', 'content-length': body.length },
    chunks: [body.subarray(0, 20), body.subarray(20)],
    gapMs: 3_000,
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const stopped = site.stop();

  // While the upload is still arriving, a new visitor is turned away cleanly.
  await expect
    .poll(
      () =>
        send(site.origin, new http.Agent(), { path: '/healthz' }).then(
          (answer) => String(answer.status),
          (error: NodeJS.ErrnoException) => String(error.code),
        ),
      { timeout: 2_500, intervals: [100] },
    )
    .toMatch(/^(ECONNREFUSED|503)$/);

  const answer = await inFlight;
  expect(answer.status).toBe(201);
  expect(await stopped).toBe(0);
  const api = await fetch(`${apiPort}/api/v1/health`).catch((error: Error) => error);
  expect(api).toBeInstanceOf(Error);
});
