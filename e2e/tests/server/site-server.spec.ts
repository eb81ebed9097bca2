import Database from 'better-sqlite3';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { projectTypes } from '@site/leads';
import { e2ePortBase, portPlan, serveSite, type ServedSite } from '../../support/serve';
import { fillProjectForm, gotoHome, visitor } from '../marketing/helpers';

// The site's server as a visitor's browser meets it: the API's answers pass through /api
// unchanged (even early answers to bodies still arriving) and connections survive them (on the
// run's site); and a copy of `npm start` of its own (+30; remote-down +50, independent-deploy
// +80, server-code +90: never 5060/5061, which fetch refuses) that loses its API to kill -9 and
// gets it back, then is stopped while a request is in flight. (The API's own rate limit passed
// through, a 429 with its Retry-After, is site-server.http.test.ts's.)
const apiOrigin = `http://127.0.0.1:${portPlan('serve', e2ePortBase).api}`;
const leadPath = '/api/v1/project-request';

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
  for (const { name, headers, body } of cases) {
    test(`${name}: the same status and body as the API, and the connection serves the next request`, async ({
      baseURL,
    }) => {
      const direct = await send(apiOrigin, new http.Agent(), {
        method: 'POST',
        path: leadPath,
        headers,
        chunks: [body],
      });
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const proxied = await send(baseURL!, agent, {
        method: 'POST',
        path: leadPath,
        headers,
        chunks: [body.subarray(0, 64 * 1024), body.subarray(64 * 1024)],
        gapMs: 50,
      });
      expect(direct.status).toBeGreaterThanOrEqual(400);
      expect(direct.status).toBeLessThan(500);
      expect(proxied.status).toBe(direct.status);
      expect(JSON.parse(proxied.body)).toEqual(JSON.parse(direct.body));

      const next = await send(baseURL!, agent, { path: '/healthz' });
      // The same keep-alive agent: a reset connection would fail this request (ECONNRESET).
      expect(next.status).toBe(200);
      agent.destroy();
    });
  }
});

const statusOf = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.status,
    () => 0,
  );

test.describe('a copy of npm start: its API lost and back, then stopped with a request in flight', () => {
  test.describe.configure({ mode: 'serial' });
  const portBase = e2ePortBase + 30;
  const dbPath = path.join(os.tmpdir(), `site-e2e-restart-${portBase}.db`);
  let site: ServedSite;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) rmSync(file, { force: true });
    site = await serveSite(portBase, { API_DB_PATH: dbPath }, { capture: true });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  // `npm start` loses its API (kill -9, as a crash would): the supervisor starts it again on its
  // own (tools/run/supervisor.mjs) while the site keeps answering.
  test('kill -9 of the API: pages keep answering, the API is back within 10 s, and the next lead is stored', async ({
    page,
  }) => {
    const apiPid = Number(/^api .*\(.*pid (\d+)\)$/m.exec(site.output())?.[1]);
    expect(apiPid).toBeGreaterThan(0);
    expect(await statusOf(`${site.origin}/api/v1/health`)).toBe(200);

    // A visitor reading pages the whole time.
    const pageStatuses: number[] = [];
    let reading = true;
    const reader = (async () => {
      for (let i = 0; reading; i += 1) {
        pageStatuses.push(await statusOf(`${site.origin}${i % 2 ? '/faq' : '/'}`));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    const killedAt = Date.now();
    process.kill(apiPid, 'SIGKILL');
    let backAfterMs: number | undefined;
    while (backAfterMs === undefined && Date.now() - killedAt < 10_000) {
      if ((await statusOf(`${site.origin}/api/v1/health`)) === 200) backAfterMs = Date.now() - killedAt;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    reading = false;
    await reader;
    expect(backAfterMs, 'the API answers /health again within 10 s').toBeDefined();
    test.info().annotations.push({ type: 'API back after', description: `${backAfterMs} ms` });
    expect(site.output()).toMatch(/^api exited \(SIGKILL\) after [\d.]+ s: restarting in 0\.25 s$/m);
    expect(site.output()).toMatch(/^api restarted \(pid \d+\)$/m);
    expect(pageStatuses.length).toBeGreaterThan(0);
    expect(pageStatuses.filter((status) => status !== 200)).toEqual([]);

    // A visitor sends a project request: it is stored.
    const email = `restart-${Date.now()}@example.com`;
    await gotoHome(page, `${site.origin}/#start-project`);
    await fillProjectForm(page);
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      expect(db.prepare('SELECT full_name FROM project_requests WHERE email = ?').all(email)).toEqual([
        { full_name: visitor.full_name },
      ]);
    } finally {
      db.close();
    }
  });

  test('a shutdown lets the request in flight finish, refuses new ones, then stops the API', async () => {
    const apiPort = `http://127.0.0.1:${portPlan('serve', portBase).api}`;
    const body = json({ ...valid, email: 'late@example.com' });
    // The visitor's upload is still arriving when the server is asked to stop.
    const inFlight = send(site.origin, new http.Agent(), {
      method: 'POST',
      path: leadPath,
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
});
