import { IDEMPOTENCY_HEADER, leadPaths } from '@site/leads';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { expect, test } from '../support/fixtures';
import { startNginx, visit, type Answer } from '../support/nginx';
import { e2ePortBase } from '../support/serve';
import type * as Apps from '../../tools/apps';
const { nginxPorts } = require('../../tools/apps.js') as typeof Apps;

/**
 * An instance that is stuck (a blocked event loop, a paused VM: issue 42) costs a visitor seconds,
 * not the wait until it wakes: nginx passes a lead post that carries an Idempotency-Key to the
 * next API instance after 3 s, a page's GET to the next rendering server after 5 s, and never
 * sends a post without a key, or a form posted to a page, twice. Stand-ins listen where two
 * rendering servers and two APIs would (nginxPorts), answering, or holding what they get until
 * the test lets them answer, as a frozen process would.
 */
test.describe('an instance that is stuck', () => {
  const portBase = e2ePortBase + 80;
  const ports = nginxPorts(portBase, { siteInstances: 2, apiInstances: 2 });
  const origin = `http://localhost:${portBase}`;
  let stop: (() => Promise<void>) | undefined;
  const servers: http.Server[] = [];
  /** What each stand-in got: its name and the request's path and key. */
  const seen: { by: string; url: string; key?: string }[] = [];
  /** The stand-ins that hold what they get, as a frozen instance does. */
  const stuck = new Set<string>();
  /** The answers held meanwhile: sent when the test lets them go. */
  const held: (() => void)[] = [];
  const release = () => held.splice(0).forEach((answer) => answer());

  test.beforeAll(async () => {
    const standIns = [
      ...ports.sites.map((port, i) => ({ name: `site ${i + 1}`, port, status: 200 })),
      ...ports.apis.map((port, i) => ({ name: `api ${i + 1}`, port, status: 201 })),
    ];
    for (const { name, port, status } of standIns) {
      const server = http.createServer((request, response) => {
        request.resume();
        request.on('end', () => {
          const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
          seen.push({ by: name, url: request.url ?? '', ...(typeof key === 'string' && { key }) });
          const answer = () =>
            response.writeHead(status, { 'content-type': 'application/json' }).end(`{"by":"${name}"}`);
          if (stuck.has(name)) held.push(answer);
          else answer();
        });
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      servers.push(server);
    }
    stop = await startNginx(portBase, { SERVE_SKIP: 'site,api', SITE_INSTANCES: '2', API_INSTANCES: '2' });
  });

  test.afterAll(async () => {
    release();
    await stop?.();
    for (const server of servers) server.closeAllConnections();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test.afterEach(() => {
    release();
    stuck.clear();
    seen.length = 0;
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** A request, and how long its answer took. */
  async function timed(send: () => Promise<Answer>) {
    const started = Date.now();
    const answer = await send();
    return { ...answer, ms: Date.now() - started };
  }

  const leadPost = (port: number, key?: string) =>
    visit('127.0.0.3', port, leadPaths.enrollment, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        ...(key !== undefined && { [IDEMPOTENCY_HEADER]: key }),
      },
      body: '{}',
    });

  for (const [through, port] of [
    ['the public /api/ (the forms’ script)', portBase],
    ['the internal listener (forms posted without script, through a rendering server)', ports.internal],
  ] as const) {
    test(`a keyed lead post the stuck API does not answer goes to the other within seconds: ${through}`, async () => {
      // nginx leaves an instance out for 5 s after two timeouts (fail_timeout, counted in whole
      // seconds, so up to 6 s): the test before may have left api 1 out, and this one must see it
      // stuck.
      if (port === ports.internal) await sleep(7_000);
      stuck.add('api 1');
      const keys = Array.from({ length: 4 }, () => randomUUID());
      const answers = await Promise.all(keys.map((key) => timed(() => leadPost(port, key))));
      for (const answer of answers) {
        expect(answer.status).toBe(201);
        expect(JSON.parse(answer.body)).toEqual({ by: 'api 2' });
        expect(answer.ms).toBeLessThan(5_000);
      }
      // Each was answered once by the instance that works; the stuck one got some of them first.
      for (const key of keys) expect(seen.filter((s) => s.by === 'api 2' && s.key === key)).toHaveLength(1);
      const passedOn = seen.filter((s) => s.by === 'api 1');
      expect(passedOn.length).toBeGreaterThan(0);
      for (const first of answers.filter((_, i) => passedOn.some((s) => s.key === keys[i])))
        expect(first.ms).toBeGreaterThanOrEqual(2_900);
    });
  }

  test('a lead post without a key is never sent to another instance: it waits for its own', async () => {
    stuck.add('api 1').add('api 2');
    const pending = timed(() => leadPost(portBase));
    await expect.poll(() => seen.length).toBe(1);
    // Well past the keyed posts' 3 s: nothing was passed on.
    await sleep(4_000);
    expect(seen).toHaveLength(1);
    release();
    const answer = await pending;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({ by: seen[0]!.by });
    expect(answer.ms).toBeGreaterThanOrEqual(4_000);
  });

  test('a page the stuck rendering server does not answer comes from the other within seconds', async () => {
    stuck.add('site 1');
    const pages = ['/faq', '/course', '/blog', '/'];
    const answers = await Promise.all(
      pages.map((page) => timed(() => visit('127.0.0.4', portBase, page, {}))),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ by: 'site 2' });
      expect(answer.ms).toBeLessThan(7_000);
    }
    expect(seen.filter((s) => s.by === 'site 1').length).toBeGreaterThan(0);
  });

  test('a form posted to its page is never sent to another rendering server: it waits for its own', async () => {
    stuck.add('site 1').add('site 2');
    const pending = timed(() =>
      visit('127.0.0.5', portBase, '/enrollment', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'fullName=Ayesha',
      }),
    );
    await expect.poll(() => seen.length).toBe(1);
    // Past a GET's 5 s: nothing was passed on, and the visitor still gets the answer.
    await sleep(6_000);
    expect(seen).toHaveLength(1);
    release();
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(answer.ms).toBeGreaterThanOrEqual(6_000);
  });
});
