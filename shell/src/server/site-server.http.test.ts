/**
 * @jest-environment node
 */
// The site's server over real HTTP, with a real remote host (signed server code) and a small
// stand-in render worker that answers each render with the URL it was asked for, so the tests
// can count renders and see exactly what was rendered. Each case is what a visitor or an abuser
// can do from outside; the real worker's pages are the e2e suite's.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { paths } from '@site/site';
// eslint-disable-next-line no-restricted-imports
import { signServerBuild } from '../../../tools/deploy/server-code';
import { createSiteServer, type SiteServerOptions } from './server';
import { projectRequestPost } from '../testing/lead-posts';

const WORKER = `
const { parentPort, workerData, threadId } = require('node:worker_threads');
const zlib = require('node:zlib');
const crypto = require('node:crypto');
const sleep = (ms) => { const end = Date.now() + ms; while (Date.now() < end); };
parentPort.postMessage({ type: 'ready' });
parentPort.on('message', (request) => {
  if (request.type === 'sitemap') return parentPort.postMessage({ id: request.id, type: 'sitemap', entries: [{ path: '/' }] });
  if (request.type !== 'render') return parentPort.postMessage({ id: request.id, type: 'error', message: 'no' });
  const { url, origin } = request;
  if (url.startsWith('/hang')) for (;;);
  if (url.startsWith('/slow')) sleep(150);
  const info = { url, origin, posted: request.posted, worker: threadId, env: Object.keys(process.env),
    handed: Object.keys(request),
    refused: workerData.remotes.filter((r) => r.refused).map((r) => r.name),
    code: workerData.remotes.flatMap((r) => Object.keys(r.code || {})) };
  const html = '<!doctype html><title>t</title><pre id="info">' + JSON.stringify(info) + '</pre>' + ' '.repeat(2000);
  const body = Buffer.from(html);
  parentPort.postMessage({
    id: request.id, type: 'render',
    result: { status: url.startsWith('/nope') ? 404 : 200, html, complete: true, modules: [], failed: [] },
    encoded: { hash: crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27),
      br: new Uint8Array(zlib.brotliCompressSync(body)), gzip: new Uint8Array(zlib.gzipSync(body)) },
  });
});
`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

/** One request to the site over a fresh connection, as a visitor's browser would send it. */
function send(
  port: number,
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string },
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        headers: { host: `localhost:${port}`, ...headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const get = (port: number, url: string, headers: http.OutgoingHttpHeaders = {}) =>
  send(port, url, { headers });

const infoOf = (answer: Answer) => {
  const text =
    answer.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(answer.body) : answer.body;
  return JSON.parse(/<pre id="info">(.*?)<\/pre>/.exec(text.toString())![1]!) as {
    url: string;
    origin: string;
    posted?: {
      form: string;
      values: Record<string, string>;
      fieldErrors: Record<string, string>;
      message: string;
    };
    worker: number;
    env: string[];
    /** The keys of the render request the worker was handed. */
    handed: string[];
    refused: string[];
    code: string[];
  };
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let dir: string;
let remoteHost: http.Server;
let remotePort: number;
const files = new Map<string, Buffer>();

/**
 * A remote's build, signed with `key` (at `signedAt`), served by a static host: what a team
 * deploys. `version` changes its server entry, so each version's entry has a name of its own.
 */
function deployRemote(
  name: string,
  key: KeyObject,
  routes: unknown[],
  { version = '', signedAt = new Date() }: { version?: string; signedAt?: Date } = {},
) {
  const dist = path.join(dir, name);
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(
    path.join(dist, 'remoteEntry.server.js'),
    `module.exports = ${JSON.stringify(name)};${version && ` // ${version}`}`,
  );
  writeFileSync(path.join(dist, 'server/1.0000000a-0000000a.js'), 'exports.x = 1;');
  writeFileSync(
    path.join(dist, '.builds-server.json'),
    JSON.stringify([{ files: ['server/1.0000000a-0000000a.js'] }]),
  );
  writeFileSync(
    path.join(dist, 'routes.json'),
    JSON.stringify({ name, build: 'b1', routes, widgets: [], resources: [] }),
  );
  const signed = signServerBuild({ dist, remote: name, key, now: signedAt });
  for (const file of [...Object.keys(signed.files), 'server-code.json'])
    files.set(`/${name}/${file}`, readFileSync(path.join(dist, file)));
  files.set(
    `/${name}/mf-manifest.json`,
    Buffer.from(JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [] })),
  );
  return signed;
}

const keys = { content: generateKeyPairSync('ed25519'), academy: generateKeyPairSync('ed25519') };
const contentRoutes = [
  {
    path: '/',
    module: 'content/Home',
    label: 'home',
    index: true,
    form: { id: 'project-request', section: 'start-project' },
  },
  { path: '/faq', module: 'content/Faq', label: 'the FAQ', index: true },
  { path: '/login', module: 'content/Login', label: 'sign in', index: false, form: { id: 'sign-in' } },
  { path: '/blog', module: 'content/Blog', label: 'the blog', index: true, query: ['category'] },
  { path: '/slow/:id', module: 'content/Slow', label: 'slow', index: true },
  { path: '/hang', module: 'content/Hang', label: 'hang', index: true },
];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  const shellDist = path.join(dir, 'shell');
  mkdirSync(shellDist);
  writeFileSync(
    path.join(shellDist, 'client-assets.json'),
    JSON.stringify({ entry: 'main.js', preload: [] }),
  );
  writeFileSync(
    path.join(shellDist, 'index.html'),
    '<!doctype html><title>Fallback</title><div id="root"></div>',
  );
  // A hashed chunk and its precompressed copy, as the build writes them.
  writeFileSync(path.join(shellDist, 'faq.1a2b3c4d.js'), 'console.log("faq");');
  writeFileSync(path.join(shellDist, 'faq.1a2b3c4d.js.br'), zlib.brotliCompressSync('console.log("faq");'));
  writeFileSync(path.join(dir, 'render.js'), WORKER);
  const trusted = path.join(dir, 'trusted');
  mkdirSync(trusted);
  for (const [name, pair] of Object.entries(keys))
    writeFileSync(path.join(trusted, `${name}.pem`), pair.publicKey.export({ type: 'spki', format: 'pem' }));
  deployRemote('content', keys.content.privateKey, contentRoutes);
  const academy = deployRemote('academy', keys.academy.privateKey, [
    { path: '/course', module: 'academy/Courses', label: 'the courses', index: true },
  ]);
  // Changed on its host after it was signed: refused.
  files.set(`/academy/${academy.entry}`, Buffer.from('require("fs").writeFileSync("/tmp/pwned", "x");'));
  remoteHost = http.createServer((request, response) => {
    const body = files.get(request.url ?? '');
    response.writeHead(body ? 200 : 404).end(body);
  });
  await new Promise<void>((resolve) => remoteHost.listen(0, '127.0.0.1', resolve));
  remotePort = (remoteHost.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => remoteHost.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

async function startSite(options: Partial<SiteServerOptions> = {}) {
  const port = await freePort();
  const site = await createSiteServer({
    shellDist: path.join(dir, 'shell'),
    renderBundle: path.join(dir, 'render.js'),
    siteConfig: {
      remotes: {
        content: `http://127.0.0.1:${remotePort}/content/mf-manifest.json`,
        academy: `http://127.0.0.1:${remotePort}/academy/mf-manifest.json`,
      },
      apiBaseUrl: '',
      allowRemoteOverrides: false,
    },
    publicOrigin: 'https://www.codenest.pk',
    allowedHosts: [`localhost:${port}`],
    remoteKeys: path.join(dir, 'trusted'),
    apiUrl: 'http://127.0.0.1:9',
    pollMs: 60_000,
    ...options,
  });
  await site.listen(port, '127.0.0.1');
  return {
    site,
    port,
    stats: async () => JSON.parse((await get(port, '/healthz')).body.toString()) as Record<string, number>,
  };
}

describe('the page cache', () => {
  it('renders a page once for every tracked visitor: only the declared parameters count', async () => {
    const { site, port, stats } = await startSite();
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => get(port, `/?fbclid=IwAR${i}&utm_source=fb`)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => a.body.toString())).size).toBe(1);
      expect(infoOf(answers[0]!).url).toBe('/');
      expect((await stats()).renders).toBe(1);

      expect(infoOf(await get(port, '/blog?utm_medium=email&category=React')).url).toBe(
        '/blog?category=React',
      );
      await get(port, '/blog?category=React&gclid=x');
      await get(port, '/blog?category=Laravel');
      expect((await stats()).renders).toBe(3);
    } finally {
      await site.close();
    }
  });

  it('sends each encoding with its own ETag, and a 304 for any of them', async () => {
    const { site, port } = await startSite();
    try {
      const br = await get(port, '/faq', { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe(
        'public, max-age=0, must-revalidate, s-maxage=20, stale-while-revalidate=30',
      );
      const gzip = await get(port, '/faq', { 'accept-encoding': 'gzip' });
      const plain = await get(port, '/faq');
      expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
      const revalidated = await get(port, '/faq', {
        'accept-encoding': 'br',
        'if-none-match': gzip.headers.etag!,
      });
      expect(revalidated.status).toBe(304);
    } finally {
      await site.close();
    }
  });
});

describe('one public origin', () => {
  it('keeps a hashed chunk cached for a year in every encoding, and has the entry revalidated', async () => {
    const { site, port } = await startSite();
    try {
      const br = await get(port, '/faq.1a2b3c4d.js', { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const plain = await get(port, '/faq.1a2b3c4d.js');
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get(port, '/client-assets.json')).headers['cache-control']).toBe('no-cache');
    } finally {
      await site.close();
    }
  });

  it('names only the configured origin, whatever Host the request names', async () => {
    const { site, port } = await startSite();
    try {
      expect(infoOf(await get(port, '/faq')).origin).toBe('https://www.codenest.pk');
      const robots = await get(port, '/robots.txt');
      expect(robots.body.toString()).toContain('Sitemap: https://www.codenest.pk/sitemap.xml');
      expect((await get(port, '/sitemap.xml')).body.toString()).toContain(
        '<loc>https://www.codenest.pk/</loc>',
      );
    } finally {
      await site.close();
    }
  });

  it('sends a path that starts with two slashes on to the one path, never to a host', async () => {
    const { site, port, stats } = await startSite();
    try {
      for (const [url, location] of [
        ['//faq', '/faq'],
        ['//evil.example/faq?category=x', '/evil.example/faq?category=x'],
        ['///metrics', '/metrics'],
      ] as const) {
        const answer = await get(port, url);
        expect([url, answer.status, answer.headers.location]).toEqual([url, 301, location]);
      }
      expect((await stats()).renders).toBe(0);
    } finally {
      await site.close();
    }
  });

  it('refuses another Host with 421 and a malformed one with 400, before any work', async () => {
    const { site, port, stats } = await startSite();
    try {
      for (const url of ['/faq', '/robots.txt', '/sitemap.xml', '/api/v1/health']) {
        const other = await get(port, url, { host: 'evil.example' });
        expect([url, other.status]).toEqual([url, 421]);
        expect(other.body.toString()).not.toContain('evil.example');
      }
      expect((await get(port, '/faq', { host: 'evil .example' })).status).toBe(400);
      expect((await get(port, '/faq', { host: 'www.codenest.pk' })).status).toBe(200);
      // The health check names no URL: load balancers call it by address.
      expect((await get(port, '/healthz', { host: '10.0.0.7:3001' })).status).toBe(200);
      expect((await stats()).renders).toBe(1);
    } finally {
      await site.close();
    }
  });

  it('gives every HTML answer the page security headers, /index.html included', async () => {
    const { site, port } = await startSite();
    try {
      for (const url of ['/index.html', '/faq', '/nope']) {
        const answer = await get(port, url);
        expect(answer.headers['content-type']).toMatch(/^text\/html/);
        expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(answer.headers['x-frame-options']).toBe('DENY');
      }
    } finally {
      await site.close();
    }
  });
});

describe('HSTS', () => {
  it('is on every answer when the public origin is https, and on none when it is http', async () => {
    const secure = await startSite();
    try {
      for (const url of ['/faq', '/robots.txt', '/api/v1/health', '/index.html', '/nope.js']) {
        const answer = await get(secure.port, url);
        expect([url, answer.headers['strict-transport-security']]).toEqual([url, 'max-age=31536000']);
      }
    } finally {
      await secure.site.close();
    }
    const plain = await startSite({ publicOrigin: 'http://www.codenest.pk' });
    try {
      const answer = await get(plain.port, '/faq', { host: 'www.codenest.pk' });
      expect(answer.status).toBe(200);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.site.close();
    }
  });
});

describe('bounded waits on clients', () => {
  /** A raw connection that sends `first`, then one byte every 100 ms; resolves with what came back once the server closes it. */
  function trickle(port: number, first: string): Promise<{ answer: string; ms: number }> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(first));
      const drip = setInterval(() => socket.writable && socket.write('a'), 100);
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', (error) => (clearInterval(drip), reject(error)));
      socket.on('close', () => {
        clearInterval(drip);
        resolve({ answer, ms: performance.now() - started });
      });
    });
  }

  it('closes a connection whose headers or body trickle in past their time, answering 408', async () => {
    const { site, port } = await startSite({ clientTimeouts: { headersMs: 400, requestMs: 800 } });
    try {
      const host = `Host: localhost:${port}\r\n`;
      // Headers that never end: a header line grows a byte at a time.
      const headers = await trickle(port, `GET /faq HTTP/1.1\r\n${host}X-Slow: `);
      expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
      // A form whose body trickles: its headers are whole, 64 bytes announced, one sent a tick.
      const body = await trickle(
        port,
        `POST / HTTP/1.1\r\n${host}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 64\r\n\r\n`,
      );
      expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
      // Ended by the server (at 0.4 s and 0.8 s, checked each second), not by the test.
      expect(Math.max(headers.ms, body.ms)).toBeLessThan(5_000);
      // A visitor at a normal pace is answered as ever.
      expect((await get(port, '/faq')).status).toBe(200);
    } finally {
      await site.close();
    }
  });
});

describe('bounded renders', () => {
  it('sheds renders past the queue with a fast 503, while cached pages stay fast', async () => {
    const { site, port, stats } = await startSite({
      renderQueue: { concurrency: 1, maxQueued: 2, maxWaitMs: 5_000 },
    });
    try {
      await get(port, '/faq');
      const renders = Array.from({ length: 8 }, (_, i) => get(port, `/slow/${i}`));
      await new Promise((resolve) => setTimeout(resolve, 30));
      const cached = await get(port, '/faq');
      expect(cached.status).toBe(200);
      expect(cached.ms).toBeLessThan(100);
      const answers = await Promise.all(renders);
      const shed = answers.filter((a) => a.status === 503);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      expect(shed).toHaveLength(5);
      for (const answer of shed) {
        expect(answer.headers['retry-after']).toBe('5');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.body.toString()).toContain('Fallback');
        expect(answer.ms).toBeLessThan(100);
      }
      expect((await stats()).shed).toBe(5);
    } finally {
      await site.close();
    }
  });

  it('never replaces a worker for time a request spent waiting, in the queue or behind another render', async () => {
    const { site, port } = await startSite({
      renderTimeoutMs: 250,
      renderQueue: { concurrency: 2, maxQueued: 10, maxWaitMs: 5_000 },
    });
    try {
      // Renders of 150 ms, two handed to the worker at a time: each but the first waits behind
      // another inside the worker and is late (503), while the worker keeps answering.
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => get(port, `/slow/q${i}`)));
      expect(answers[0]!.status).toBe(200);
      expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
      const worker = infoOf(answers[0]!).worker;
      expect(infoOf(await get(port, '/faq')).worker).toBe(worker);
      // A worker never holds more renders than the queue lets through: the late ones were
      // finished before new ones were handed over, so a cached page is still fast.
      expect((await get(port, '/faq')).ms).toBeLessThan(100);
    } finally {
      await site.close();
    }
  });

  it('replaces a worker that answers nothing within the render timeout', async () => {
    const { site, port } = await startSite({ renderTimeoutMs: 300 });
    try {
      const before = infoOf(await get(port, '/faq')).worker;
      const stuck = await get(port, '/hang');
      expect(stuck.status).toBe(503);
      let after: number | undefined;
      for (let i = 0; i < 50 && after === undefined; i += 1) {
        const answer = await get(port, `/blog?category=after-${i}`);
        if (answer.status === 200) after = infoOf(answer).worker;
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
    } finally {
      await site.close();
    }
  });
});

describe('remote server code', () => {
  it('refuses a build signed before the one it runs, after a restart too; an operator may allow the rollback', async () => {
    const day = 24 * 60 * 60 * 1000;
    const deploy = (version: string, signedAt: number) =>
      deployRemote('content', keys.content.privateKey, contentRoutes, {
        version,
        signedAt: new Date(signedAt),
      }).entry;
    let render = 0;
    /** The content entry a fresh render runs. */
    const running = async (port: number) =>
      infoOf(await get(port, `/blog?category=r${(render += 1)}`)).code.find((url) =>
        url.includes('/content/remoteEntry.server.'),
      );
    /** Until `port` runs `entry` (its checks every 100 ms, a new generation's worker started). */
    const runs = async (port: number, entry: string) => {
      for (let tries = 0; tries < 100; tries += 1) {
        if ((await running(port))?.includes(entry)) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    const newer = deploy('newer', Date.now());
    const stateDir = path.join(dir, 'site-state');
    let strict = await startSite({ pollMs: 100, stateDir });
    const lenient = await startSite({ pollMs: 100, rollbackAllowed: ['content'] });
    try {
      expect(await running(strict.port)).toContain(newer);
      expect(await running(lenient.port)).toContain(newer);
      // The host serves a build signed a day earlier (kept from an older deploy, or written back).
      const older = deploy('older', Date.now() - day);
      // Once the lenient server runs it, the strict one (checking as often) has seen it too.
      expect(await runs(lenient.port, older)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await running(strict.port)).toContain(newer);
      // Restarted, it remembers the newest build it ran (SITE_STATE_DIR): the older one stays out.
      await strict.site.close();
      strict = await startSite({ pollMs: 100, stateDir });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await running(strict.port)).toBeUndefined();
      // A rollback the team signs again is a newer build: it runs.
      const resigned = deploy('older', Date.now());
      expect(resigned).toBe(older);
      expect(await runs(strict.port, older)).toBe(true);
    } finally {
      await strict.site.close();
      await lenient.site.close();
      deployRemote('content', keys.content.privateKey, contentRoutes);
    }
  });

  it('hands the worker only proven code, and none of the server’s environment', async () => {
    process.env.SMTP_URL = 'smtp://user:secret@mail.example.com:587';
    const { site, port } = await startSite();
    try {
      const info = infoOf(await get(port, '/faq'));
      expect(info.env).toEqual(['NODE_ENV']);
      expect(info.refused).toEqual(['academy']);
      expect(info.code.some((url) => url.includes('/content/remoteEntry.server.'))).toBe(true);
      expect(info.code.some((url) => url.includes('/academy/'))).toBe(false);
    } finally {
      delete process.env.SMTP_URL;
      await site.close();
    }
  });
});

/**
 * The API as a stand-in: a lead is 201, or 422 for an e-mail without a domain, or 503 for
 * down@example.com (what nginx says while no API instance is up); GET /api/v1/health is 200.
 * It keeps what it was sent.
 */
const received: {
  method: string;
  path: string;
  forwardedFor: string | undefined;
  cookie: string | undefined;
  body?: Record<string, string>;
}[] = [];
/** The address each request to the API came from (its TCP peer). */
const peers: string[] = [];
let api: http.Server;
let apiUrl: string;
beforeAll(async () => {
  api = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk));
    request.on('end', () => {
      const body = text ? (JSON.parse(text) as Record<string, string>) : undefined;
      peers.push(request.socket.remoteAddress ?? '');
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
        cookie: request.headers.cookie,
        ...(body && { body }),
      });
      const [status, answer] = !body
        ? [200, { status: 'ok' }]
        : body.email === 'down@example.com'
          ? [503, { message: 'Our server is briefly unavailable. Please try again in a minute.' }]
          : !body.email?.includes('.')
            ? [422, { message: 'Validation failed.', errors: { email: ['Enter a valid email address.'] } }]
            : [201, { id: 7 }];
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as net.AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));
beforeEach(() => {
  received.length = 0;
  peers.length = 0;
});

const form = projectRequestPost;

/** A form the page posts, from the site's own origin unless the test says otherwise. */
const post = (port: number, url: string, body: string, headers: http.OutgoingHttpHeaders = {}) =>
  send(port, url, {
    method: 'POST',
    body,
    headers: {
      origin: 'https://www.codenest.pk',
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': Buffer.byteLength(body),
      ...headers,
    },
  });
const encoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** A lead the page's script sends to /api, as JSON. */
const apiPost = (port: number, headers: http.OutgoingHttpHeaders = {}) => {
  const body = JSON.stringify({ full_name: 'Ali Hassan', email: 'ali@example.com' });
  return send(port, '/api/v1/project-request', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
  });
};

describe('forms posted without script', () => {
  it('stores a lead through the API for the visitor, then sends them to the page with ?sent= (post/redirect/get)', async () => {
    const { site, port } = await startSite({ apiUrl });
    try {
      const answer = await post(port, '/', encoded(form));
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe('/?sent=project-request#start-project');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(received).toEqual([
        {
          method: 'POST',
          path: '/api/v1/project-request',
          forwardedFor: '127.0.0.1',
          cookie: undefined,
          body: expect.objectContaining({ full_name: 'Ali Hassan', email: 'ali@example.com' }),
        },
      ]);
    } finally {
      await site.close();
    }
  });

  it('answers refused fields with the page rendered for the visitor (422, everything typed), never cached', async () => {
    const { site, port, stats } = await startSite({ apiUrl });
    try {
      const answer = await post(port, '/', encoded({ ...form, email: 'ali@example' }));
      expect(answer.status).toBe(422);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      const { posted, url } = infoOf(answer);
      expect(url).toBe('/');
      expect(posted).toEqual({
        form: 'project-request',
        values: { ...form, email: 'ali@example', website: undefined },
        fieldErrors: { email: 'Enter a valid email address.' },
        message: 'Validation failed.',
      });
      // The next visitor of / gets the page without anyone's values.
      const next = infoOf(await get(port, '/'));
      expect(next.posted).toBeUndefined();
      expect((await stats()).renders).toBe(2);
    } finally {
      await site.close();
    }
  });

  it('says our server is briefly unavailable when no API answers (503, Retry-After, the page, nothing lost)', async () => {
    const down = await startSite({ apiUrl: 'http://127.0.0.1:9' });
    const behindNginx = await startSite({ apiUrl });
    try {
      for (const answer of [
        // Nothing listens where the API should be.
        await post(down.port, '/', encoded(form)),
        // nginx in front of the API answers 503 (no API instance up).
        await post(behindNginx.port, '/', encoded({ ...form, email: 'down@example.com' })),
      ]) {
        expect(answer.status).toBe(503);
        expect(answer.headers['retry-after']).toBeDefined();
        expect(answer.headers['cache-control']).toBe('no-store');
        // The specification's sentence first, then why; never "check your internet connection".
        expect(infoOf(answer).posted?.message).toBe(
          'There was an error submitting your request. Please try again later. Our server is briefly unavailable; everything you typed is still here.',
        );
        expect(infoOf(answer).posted?.values).toMatchObject({ name: 'Ali Hassan', message: form.message });
      }
    } finally {
      await down.site.close();
      await behindNginx.site.close();
    }
  });

  it('renders refused posts up to an address’s budget, then answers 429 without a render, keeping every value', async () => {
    const { site, port, stats } = await startSite({
      apiUrl,
      trustProxy: ['127.0.0.1'],
      formRefusals: { burst: 2, perMinute: 1 },
    });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    try {
      const typed = { ...form, email: 'ali@example', message: `<b>"Hi" & 'bye'</b>` };
      const answers: Answer[] = [];
      for (let i = 0; i < 4; i += 1) answers.push(await post(port, '/', encoded(typed), from('203.0.113.1')));
      expect(answers.map((answer) => answer.status)).toEqual([422, 422, 429, 429]);
      expect((await stats()).renders).toBe(2);
      const over = answers[3]!;
      expect(over.headers['retry-after']).toBe('60');
      expect(over.headers['cache-control']).toBe('no-store');
      expect(over.headers['content-type']).toMatch(/^text\/html/);
      expect(over.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      const html = over.body.toString();
      // A form that posts every value again to the page, each escaped.
      expect(html).toContain('<form method="post" action="/">');
      expect(html).toContain(
        '<input type="hidden" name="message" value="&lt;b&gt;&quot;Hi&quot; &amp; &#39;bye&#39;&lt;/b&gt;">',
      );
      for (const [name, value] of Object.entries(typed).filter(([name]) => name !== 'message'))
        expect(html).toContain(`<input type="hidden" name="${name}" value="${value}">`);
      // Another address has its own budget; a valid post of the first still goes to the API.
      expect((await post(port, '/', encoded(typed), from('203.0.113.2'))).status).toBe(422);
      expect((await post(port, '/', encoded(form), from('203.0.113.1'))).status).toBe(303);
      expect((await stats()).renders).toBe(3);
    } finally {
      await site.close();
    }
  });

  it('keeps nothing of a sign-in form: 303 to the page, and the API is never called', async () => {
    const { site, port } = await startSite({ apiUrl });
    try {
      const answer = await post(port, '/login', encoded({ email: 'ali@example.com' }));
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe('/login?sent=sign-in');
      // The page's state in its address stays (a create-account form comes back in that mode).
      const creating = await post(port, '/login?mode=create-account&sent=old', encoded({ email: 'a@b.pk' }));
      expect(creating.headers.location).toBe('/login?mode=create-account&sent=sign-in');
      expect(received).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it('refuses what is not a form of one of its pages, with a 4xx and a message, before the API', async () => {
    const { site, port } = await startSite({ apiUrl });
    try {
      const refusal = async (answer: Answer) => [answer.status, JSON.parse(answer.body.toString()).message];
      expect(await refusal(await post(port, '/faq', encoded(form)))).toEqual([405, 'Method not allowed.']);
      expect(
        (await refusal(await post(port, '/', encoded(form), { origin: 'https://evil.example' })))[0],
      ).toBe(403);
      expect(
        (
          await refusal(await post(port, '/', JSON.stringify(form), { 'content-type': 'application/json' }))
        )[0],
      ).toBe(415);
      expect((await refusal(await post(port, '/', encoded({ ...form, role: 'admin' }))))[0]).toBe(400);
      expect((await refusal(await post(port, '/', `${encoded(form)}&name=again`)))[0]).toBe(400);
      expect((await post(port, '/', encoded({ ...form, message: 'x'.repeat(70_000) }))).status).toBe(413);
      expect(received).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

describe('the visitor’s address on its way to the API', () => {
  const spoofed = { 'x-forwarded-for': '203.0.113.9' };

  it('an untrusted peer cannot name another address: the API sees the peer’s', async () => {
    const { site, port } = await startSite({ apiUrl });
    try {
      expect((await post(port, '/', encoded(form), spoofed)).status).toBe(303);
      expect((await apiPost(port, spoofed)).status).toBe(201);
      expect(received.map((r) => [r.path, r.forwardedFor])).toEqual([
        ['/api/v1/project-request', '127.0.0.1'],
        ['/api/v1/project-request', '127.0.0.1'],
      ]);
    } finally {
      await site.close();
    }
  });

  it('calls the API from the address it is given, which the API trusts alone (API_BIND_ADDRESS)', async () => {
    const { site, port } = await startSite({ apiUrl, apiBindAddress: '127.0.0.3' });
    try {
      expect((await post(port, '/', encoded(form))).status).toBe(303);
      expect((await apiPost(port)).status).toBe(201);
      expect(peers).toEqual(['127.0.0.3', '127.0.0.3']);
    } finally {
      await site.close();
    }
  });

  it('behind a trusted proxy, the visitor it names is forwarded, on form posts and through /api', async () => {
    const { site, port } = await startSite({ apiUrl, trustProxy: ['127.0.0.1', '::1'] });
    try {
      // nginx appends the address it saw; what the visitor wrote before it is not believed.
      const viaNginx = { 'x-forwarded-for': '198.51.100.66, 203.0.113.9' };
      expect((await post(port, '/', encoded(form), viaNginx)).status).toBe(303);
      expect((await apiPost(port, viaNginx)).status).toBe(201);
      expect(received.map((r) => [r.path, r.forwardedFor])).toEqual([
        ['/api/v1/project-request', '203.0.113.9'],
        ['/api/v1/project-request', '203.0.113.9'],
      ]);
    } finally {
      await site.close();
    }
  });
});

describe('cookies', () => {
  const cookie = '__Host-session=s3cret-value; theme=dark';

  it('pass through /api unchanged, and nowhere else: not to a form’s API call, not to the render worker', async () => {
    const { site, port } = await startSite({ apiUrl });
    try {
      expect((await get(port, '/api/v1/health', { cookie })).status).toBe(200);
      expect((await apiPost(port, { cookie })).status).toBe(201);
      expect((await post(port, '/', encoded(form), { cookie })).status).toBe(303);
      expect(received.map((r) => [r.method, r.cookie])).toEqual([
        ['GET', cookie],
        ['POST', cookie],
        ['POST', undefined],
      ]);

      // A page (rendered, and a posted form's page): the worker is handed the URL, the origin and
      // what was posted, never a header.
      for (const answer of [
        await get(port, '/faq?fresh=1', { cookie }),
        await post(port, '/', encoded({ ...form, email: 'ali@example' }), { cookie }),
      ]) {
        expect(infoOf(answer).handed.sort()).toEqual(
          answer.status === 422 ? ['id', 'origin', 'posted', 'type', 'url'] : ['id', 'origin', 'type', 'url'],
        );
        expect(answer.body.toString()).not.toContain('s3cret');
        expect(answer.headers['set-cookie']).toBeUndefined();
      }
    } finally {
      await site.close();
    }
  });
});

describe('/api while no API answers', () => {
  /** An "API" that takes the connection and drops it without a word. */
  async function resettingApi() {
    const server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, server };
  }

  it('answers 503 with Retry-After and our message in the request’s language, never a 500', async () => {
    const resetting = await resettingApi();
    const down = await startSite({ apiUrl: 'http://127.0.0.1:9' });
    const dropped = await startSite({ apiUrl: resetting.url });
    try {
      for (const { port } of [down, dropped]) {
        for (const answer of [await get(port, '/api/v1/health'), await apiPost(port)]) {
          expect(answer.status).toBe(503);
          expect(answer.headers['retry-after']).toBe('5');
          expect(answer.headers['cache-control']).toBe('no-store');
          expect(answer.headers['content-type']).toMatch(/^application\/json/);
          expect(JSON.parse(answer.body.toString())).toEqual({
            message: 'Our server is briefly unavailable. Please try again in a minute.',
          });
        }
        const urdu = await apiPost(port, { 'accept-language': 'ur' });
        expect(urdu.status).toBe(503);
        expect(JSON.parse(urdu.body.toString())).toEqual({
          message: 'ہمارا سرور کچھ دیر کے لیے دستیاب نہیں۔ براہِ کرم ایک منٹ بعد دوبارہ کوشش کریں۔',
        });
      }
    } finally {
      await down.site.close();
      await dropped.site.close();
      await new Promise((resolve) => resetting.server.close(resolve));
    }
  });
});

describe('the request log', () => {
  it('keeps no query string of a staff page or of the API: what staff searched for', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const { site, port } = await startSite({ apiUrl, logger: true, logLevel: 'info', logStream });
    try {
      await get(port, `${paths.admin}/leads?q=Ayesha%20Malik`);
      await get(port, '/api/v1/staff/leads?q=0300%201234567');
      await get(port, '/faq?utm_source=newsletter');
      // Each request's lines are written as it is handled and completed: the last one's, awaited.
      for (let tries = 0; tries < 100 && !lines.join('').includes('/faq?utm_source'); tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const log = lines.join('');
      expect(log).toContain(`"url":"${paths.admin}/leads"`);
      expect(log).toContain('"url":"/api/v1/staff/leads"');
      expect(log).not.toContain('Ayesha');
      expect(log).not.toContain('1234567');
      expect(log).not.toContain('?q=');
      // Other URLs are logged whole.
      expect(log).toContain('"url":"/faq?utm_source=newsletter"');
    } finally {
      await site.close();
    }
  });
});

describe('the metrics', () => {
  /** One series' value in Prometheus's text format (labels in the order the server writes them). */
  const value = (text: string, series: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${series} `))
        ?.slice(series.length + 1) ?? NaN,
    );

  it('are served on a loopback listener of their own: requests by route, the queue, the cache', async () => {
    const { site, port } = await startSite({ metricsPort: 0 });
    try {
      const metricsPort = site.metricsPort!;
      expect(metricsPort).toBeGreaterThan(0);
      expect(metricsPort).not.toBe(port);
      for (const url of ['/', '/', '/faq', '/slow/123456', '/faq.1a2b3c4d.js', '/healthz'])
        expect([url, (await get(port, url)).status]).toEqual([url, 200]);
      expect((await get(port, '/nope/987654')).status).toBe(404);

      const answer = await get(metricsPort, '/metrics');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = answer.body.toString();
      const requests = (route: string, status = 200) =>
        value(text, `http_requests_total{route="${route}",method="GET",status="${status}"}`);
      expect(requests('/')).toBe(2);
      expect(requests('/faq')).toBe(1);
      // The declared pattern, the build's files as one, the server's own routes; never the raw URL.
      expect(requests('/slow/:id')).toBe(1);
      expect(requests('static')).toBe(1);
      expect(requests('/healthz')).toBe(1);
      expect(requests('unmatched', 404)).toBe(1);
      expect(text).not.toMatch(/123456|987654|1a2b3c4d/);
      expect(value(text, 'http_request_duration_seconds_count{route="/",method="GET"}')).toBe(2);

      expect(value(text, 'page_cache_hits_total')).toBe(1);
      expect(value(text, 'page_cache_misses_total')).toBe(4);
      expect(value(text, 'renders_total')).toBe(4);
      expect(value(text, 'page_cache_pages')).toBe(4);
      expect(value(text, 'page_cache_bytes')).toBeGreaterThan(0);
      expect(value(text, 'render_queue_active_renders')).toBe(0);
      expect(value(text, 'render_queue_waiting_renders')).toBe(0);
      expect(value(text, 'render_queue_shed_total{reason="queue_full"}')).toBe(0);
      expect(value(text, 'render_queue_shed_total{reason="waited_too_long"}')).toBe(0);
      expect(value(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);

      // The site's own port has no metrics: the path is a page like any other.
      expect((await get(port, '/metrics')).body.toString()).not.toContain('http_requests_total');
    } finally {
      await site.close();
    }
  });

  it('count the renders the queue sheds, by reason', async () => {
    const { site, port } = await startSite({
      metricsPort: 0,
      renderQueue: { concurrency: 1, maxQueued: 1, maxWaitMs: 5_000 },
      cache: { maxEntries: 0 },
    });
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => get(port, `/slow/${i}`)));
      const shed = answers.filter((answer) => answer.status === 503).length;
      expect(shed).toBeGreaterThan(0);
      const text = (await get(site.metricsPort!, '/metrics')).body.toString();
      expect(value(text, 'render_queue_shed_total{reason="queue_full"}')).toBe(shed);
      expect(value(text, 'http_requests_total{route="/slow/:id",method="GET",status="503"}')).toBe(shed);
    } finally {
      await site.close();
    }
  });
});
