import { leadPaths, projectRequestMessages, serverUnavailableIn } from '@site/leads';
import { paths } from '@site/site';
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test, waitForHydration } from '../support/fixtures';
import { startNginx, visit, type Answer } from '../support/nginx';
import { e2ePortBase } from '../support/serve';
import type * as Apps from '../../tools/apps';
const { nginxPorts } = require('../../tools/apps.js') as typeof Apps;

/**
 * What nginx itself does in front of the site (deploy/nginx/nginx.conf.template), run by
 * playwright.nginx.config.ts: the built files with their precompressed copies and cache headers,
 * CORS on the remotes, no dotfiles, the API passed through, and its fallback page.
 */
const root = path.resolve(__dirname, '../..');
const immutable = 'public, max-age=31536000, immutable';
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

/** A GET naming any Host (fetch does not let a caller choose it). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host }, agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** A project request posted without script by the visitor at `address`, as their browser sends it. */
const postProjectRequest = (address: string, port: number, email: string) =>
  visit(address, port, '/', {
    method: 'POST',
    headers: {
      origin: `http://localhost:${port}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      name: 'Ali Hassan',
      email,
      company: '',
      projectType: 'E-commerce Store',
      budget: '',
      message: 'An online store for our bakery.',
      website: '',
    }).toString(),
  });

/** A mail server's address with its password, as an operator sets SMTP_URL. */
const SMTP_WITH_PASSWORD = 'smtp://leads:s3cret-password@127.0.0.1:2525';

/** The pids of the nginx that deploy/start.mjs ran on `portBase`: its master (named by its prefix folder) and the master's workers. */
function nginxProcesses(portBase: number): number[] {
  const read = (pid: number, file: string) => {
    try {
      return readFileSync(`/proc/${pid}/${file}`, 'utf8');
    } catch {
      return ''; // gone meanwhile
    }
  };
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const master = pids.find((pid) => {
    const title = read(pid, 'cmdline');
    return title.startsWith('nginx: master process') && title.includes(`site-nginx-${portBase}-`);
  });
  if (master === undefined) throw new Error(`no nginx master process on ${portBase}`);
  // /proc/<pid>/stat: "<pid> (<name>) <state> <parent pid> …".
  const parentOf = (pid: number) => Number(read(pid, 'stat').split(') ')[1]?.split(' ')[1]);
  return [master, ...pids.filter((pid) => parentOf(pid) === master)];
}

/** A file of a build that has a brotli copy beside it. */
function withBrotliCopy(dir: string, names: string[]): string {
  const name = names.find((file) => existsSync(path.join(root, dir, `${file}.br`)));
  if (!name) throw new Error(`no file with a .br copy in ${dir} among ${names.join(', ')}`);
  return name;
}

test.describe('nginx in front of the site', () => {
  test('a hashed file of the shell is sent as its brotli copy and cached for a year', async ({ request }) => {
    const { preload } = readJson<{ preload: string[] }>('shell/dist/client-assets.json');
    const file = withBrotliCopy('shell/dist', preload);
    const response = await request.get(`/${file}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers()['cache-control']).toBe(immutable);
    expect(response.headers()['vary']).toMatch(/accept-encoding/i);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect((await response.body()).equals(readFileSync(path.join(root, 'shell/dist', file)))).toBe(true);

    const gzip = await request.get(`/${file}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });

  test("a remote's files are served under /remotes/<name>/ with CORS; its manifest is revalidated", async ({
    request,
  }) => {
    const manifest = await request.get('/remotes/marketing/mf-manifest.json');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    const etag = manifest.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/remotes/marketing/mf-manifest.json', {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status()).toBe(304);

    const { shared } = (await manifest.json()) as { shared: { assets: { js: { sync: string[] } } }[] };
    const file = withBrotliCopy(
      'marketing-mfe/dist',
      shared.flatMap((entry) => entry.assets.js.sync),
    );
    const chunk = await request.get(`/remotes/marketing/${file}`, { headers: { 'accept-encoding': 'br' } });
    expect(chunk.status()).toBe(200);
    expect(chunk.headers()['content-encoding']).toBe('br');
    expect(chunk.headers()['cache-control']).toBe(immutable);
    expect(chunk.headers()['access-control-allow-origin']).toBe('*');

    for (const name of ['remoteEntry.js', 'routes.json']) {
      const response = await request.get(`/remotes/academy/${name}`);
      expect(response.status(), name).toBe(200);
      expect(response.headers()['cache-control'], name).toBe('no-cache');
    }
  });

  test('site-config.json points the remotes at this origin', async ({ request, baseURL }) => {
    const response = await request.get('/site-config.json');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const config = (await response.json()) as { remotes: Record<string, string> };
    expect(config.remotes.content).toBe(`${baseURL}/remotes/content/mf-manifest.json`);
  });

  test('no dotfile of any build is served', async ({ request }) => {
    for (const [url, file] of [
      ['/.builds-client.json', 'shell/dist/.builds-client.json'],
      ['/remotes/academy/.builds-client.json', 'academy-mfe/dist/.builds-client.json'],
    ] as const) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      expect([403, 404], url).toContain((await request.get(url)).status());
    }
  });

  test('a page comes from the rendering server, compressed, cacheable by a CDN for 20 s', async ({
    request,
  }) => {
    const response = await request.get('/faq', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['cache-control']).toBe(
      'public, max-age=0, must-revalidate, s-maxage=20, stale-while-revalidate=30',
    );
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(await response.text()).toContain('data-remote="content"');
  });

  test('a request for another host is refused before it reaches a file or a server', async ({ baseURL }) => {
    for (const url of ['/faq', '/index.html', '/remotes/content/mf-manifest.json', '/api/v1/health']) {
      const answer = await getWithHost(`${baseURL}${url}`, 'evil.example');
      expect([url, answer.status]).toEqual([url, 421]);
    }
    expect((await getWithHost(`${baseURL}/faq`, new URL(baseURL!).host)).status).toBe(200);
  });

  test("/index.html and a remote's own page carry the pages' security headers; other files do not", async ({
    request,
  }) => {
    for (const url of ['/index.html', '/remotes/content/index.html']) {
      const headers = (await request.get(url)).headers();
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['permissions-policy'], url).toContain('camera=()');
    }
    const script = (await request.get('/main.js')).headers();
    expect(script['content-security-policy']).toBeUndefined();
    expect(script['x-frame-options']).toBeUndefined();
  });

  test("/api passes the API's answers through: 422 with its errors, 413 for a large body", async ({
    request,
  }) => {
    const invalid = await request.post(leadPaths.projectRequest, { data: {} });
    expect(invalid.status()).toBe(422);
    expect(invalid.headers()['content-type']).toMatch(/^application\/json/);
    const body = (await invalid.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBeTruthy();
    expect(Object.keys(body.errors)).toContain('email');

    const large = await request.post(leadPaths.projectRequest, {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ project_details: 'x'.repeat(40_000) }),
    });
    expect(large.status()).toBe(413);
    expect(((await large.json()) as { message: string }).message).toMatch(/too large/i);
  });
});

test.describe('with the rendering server stopped', () => {
  // A second nginx on its own ports, without the rendering server (and the API).
  const portBase = e2ePortBase + 50;
  const origin = `http://localhost:${portBase}`;
  let stop: (() => Promise<void>) | undefined;

  test.beforeAll(async () => {
    stop = await startNginx(portBase, { SERVE_SKIP: 'site,api' });
  });

  test.afterAll(async () => {
    await stop?.();
  });

  test('a page is the shell’s index.html with 503, and the browser renders it itself', async ({ page }) => {
    const response = await page.goto(`${origin}/faq`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(response?.headers()['retry-after']).toBe('30');
    await expect(page.locator('main [data-remote="content"] h1')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const health = await fetch(`${origin}/healthz`);
    expect(health.status).toBe(502);
    const api = await fetch(`${origin}${leadPaths.projectRequest}`, { method: 'POST' });
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect(await api.json()).toEqual({ message: serverUnavailableIn.en });
    const urdu = await fetch(`${origin}${leadPaths.projectRequest}`, {
      method: 'POST',
      headers: { 'accept-language': 'ur' },
    });
    expect(await urdu.json()).toEqual({ message: serverUnavailableIn.ur });
  });
});

test.describe('over TLS', () => {
  // A sixth nginx with the whole site behind it, speaking TLS with a throw-away certificate for
  // localhost, and its plain listener on HTTP_PORT redirecting to it.
  const portBase = e2ePortBase + 70;
  const httpPort = portBase + 5;
  const origin = `https://localhost:${portBase}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-e2e-tls-'));
  const [cert, key] = [path.join(dir, 'cert.pem'), path.join(dir, 'key.pem')];
  let ca = '';
  let stop: (() => Promise<void>) | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const openssl = spawnSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1'],
        ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
        ...['-keyout', key, '-out', cert],
      ],
      { encoding: 'utf8' },
    );
    expect(openssl.status, openssl.stderr).toBe(0);
    // Started as root, nginx runs as nobody, which must read them (a real key: its group's only).
    chmodSync(dir, 0o755);
    chmodSync(key, 0o644);
    ca = readFileSync(cert, 'utf8');
    stop = await startNginx(
      portBase,
      { TLS_CERT: cert, TLS_KEY: key, HTTP_PORT: String(httpPort), API_DB_PATH: path.join(dir, 'leads.db') },
      { readyPath: '/healthz', timeout: 60_000, ca },
    );
  });

  test.afterAll(async () => {
    await stop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  test('pages, files and /api come over TLS with HSTS, once; the server reads the remotes over TLS', async () => {
    const hsts = 'max-age=31536000';
    const page = await visit('127.0.0.1', portBase, '/faq', { ca });
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toBe(hsts);
    // Rendered by the server with the content remote, fetched from this origin over TLS.
    expect(page.body).toContain('Frequently Asked Questions');
    expect(page.body).toContain(`${origin}/remotes/content/`);
    for (const url of ['/main.js', '/remotes/content/mf-manifest.json', '/api/v1/health', '/no-such-page']) {
      const answer = await visit('127.0.0.1', portBase, url, { ca });
      expect([url, answer.headers['strict-transport-security']]).toEqual([url, hsts]);
    }
  });

  test('the plain listener only redirects to the public origin over TLS', async () => {
    for (const [url, host] of [
      ['/faq?category=fees', `localhost:${httpPort}`],
      ['/api/v1/health', 'evil.example'],
    ] as const) {
      const answer = await visit('127.0.0.1', httpPort, url, { headers: { host } });
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(`${origin}${url}`);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('a browser gets the whole site over TLS: the page answers taps', async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await page.goto(`${origin}/faq`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    expect(failed).toEqual([]);
    await context.close();
  });
});

test('in production the set does not start on this checkout’s development keys', () => {
  const started = spawnSync(process.execPath, [path.join(root, 'deploy/start.mjs')], {
    env: { ...process.env, NODE_ENV: 'production', REMOTE_KEYS: '', PORT_BASE: String(e2ePortBase + 90) },
    encoding: 'utf8',
    timeout: 10_000,
  });
  expect(started.status).toBe(1);
  expect(started.stderr).toContain('NODE_ENV=production needs REMOTE_KEYS');
});

test.describe('what nginx passes on to the services behind it', () => {
  // A fourth nginx, with stand-ins where a rendering server and the API listen (their ports of
  // nginxPorts): they say what they were sent.
  const portBase = e2ePortBase + 30;
  const ports = nginxPorts(portBase);
  let stop: (() => Promise<void>) | undefined;
  const standIns: http.Server[] = [];
  const seen: { by: 'site' | 'api'; url: string; cookie?: string; forwardedFor?: string }[] = [];
  /** The address each request came from (nginx's proxy_bind). */
  const peers: string[] = [];
  const accessLog = path.join(os.tmpdir(), `site-e2e-nginx-access-${portBase}.log`);

  test.beforeAll(async () => {
    for (const [by, port] of [
      ['site', ports.sites[0]!],
      ['api', ports.apis[0]!],
    ] as const) {
      const server = http.createServer((request, response) => {
        peers.push(request.socket.remoteAddress ?? '');
        seen.push({
          by,
          url: request.url ?? '',
          cookie: request.headers.cookie,
          forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      standIns.push(server);
    }
    rmSync(accessLog, { force: true });
    stop = await startNginx(portBase, {
      SERVE_SKIP: 'site,api',
      SMTP_URL: SMTP_WITH_PASSWORD,
      NGINX_ACCESS_LOG: accessLog,
    });
  });

  test.afterAll(async () => {
    await stop?.();
    await Promise.all(standIns.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test.beforeEach(() => {
    seen.length = 0;
    peers.length = 0;
  });

  test('connects to the services from an address of its own, the one they trust (proxy_bind)', async () => {
    expect((await visit('127.0.0.9', portBase, '/faq', {})).status).toBe(200);
    expect((await visit('127.0.0.9', portBase, '/api/v1/health', {})).status).toBe(200);
    expect(peers).toEqual(['127.0.0.2', '127.0.0.2']);
  });

  test('logs no query string of a staff page or of the API: what staff searched for', async () => {
    await visit('127.0.0.9', portBase, `${paths.admin}/leads?q=Ayesha%20Malik`, {});
    await visit('127.0.0.9', portBase, '/api/v1/staff/leads?q=0300%201234567', {});
    await visit('127.0.0.9', portBase, '/faq?utm_source=newsletter', {});
    await expect
      .poll(() => readFileSync(accessLog, 'utf8'))
      .toContain('GET /faq?utm_source=newsletter HTTP/1.1');
    const log = readFileSync(accessLog, 'utf8');
    expect(log).toContain(`"GET ${paths.admin}/leads HTTP/1.1"`);
    expect(log).toContain('"GET /api/v1/staff/leads HTTP/1.1"');
    expect(log).not.toContain('Ayesha');
    expect(log).not.toContain('1234567');
    expect(log).not.toContain('?q=');
  });

  test('nginx runs with an empty environment: no secret of the set reaches it', async () => {
    const processes = nginxProcesses(portBase);
    // The master and its workers (one per core).
    expect(processes.length).toBeGreaterThan(1);
    for (const pid of processes) expect(readFileSync(`/proc/${pid}/environ`, 'utf8'), String(pid)).toBe('');
  });

  test('a rendering server never receives a cookie; the API receives it unchanged', async () => {
    const cookie = '__Host-session=s3cret; theme=dark';
    expect((await visit('127.0.0.2', portBase, '/faq', { headers: { cookie } })).status).toBe(200);
    expect((await visit('127.0.0.2', portBase, '/healthz', { headers: { cookie } })).status).toBe(200);
    expect((await visit('127.0.0.2', portBase, '/api/v1/health', { headers: { cookie } })).status).toBe(200);
    expect(seen).toEqual([
      { by: 'site', url: '/faq', cookie: undefined, forwardedFor: '127.0.0.2' },
      { by: 'site', url: '/healthz', cookie: undefined, forwardedFor: '127.0.0.2' },
      { by: 'api', url: '/api/v1/health', cookie, forwardedFor: '127.0.0.2' },
    ]);
  });

  test('the internal listener takes the rendering servers’ calls to the API, on loopback, adding its peer', async () => {
    const call = await visit('127.0.0.1', ports.internal, '/api/v1/project-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: '{}',
    });
    expect(call.status).toBe(200);
    expect(seen).toEqual([
      {
        by: 'api',
        url: '/api/v1/project-request',
        cookie: undefined,
        forwardedFor: '203.0.113.9, 127.0.0.1',
      },
    ]);
    // It serves the API only, and only on loopback.
    expect((await visit('127.0.0.1', ports.internal, '/faq', {})).status).toBe(404);
  });
});

test.describe('several rendering servers and APIs, one visitor at a time', () => {
  // A fifth nginx with the whole site behind it: two rendering servers, two APIs on one SQLite
  // file, and a small limit of the API's (2 leads a minute per address, counted in that file).
  const portBase = e2ePortBase + 40;
  const dbPath = path.join(os.tmpdir(), `site-e2e-nginx-fleet-${portBase}.db`);
  let stop: Awaited<ReturnType<typeof startNginx>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) rmSync(file, { force: true });
    stop = await startNginx(
      portBase,
      { SITE_INSTANCES: '2', API_INSTANCES: '2', RATE_LIMIT_MAX: '2', API_DB_PATH: dbPath },
      { readyPath: '/healthz', timeout: 90_000 },
    );
  });

  test.afterAll(async () => {
    await stop?.();
  });

  const storedFrom = (email: string) => {
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      return db.prepare('SELECT email FROM project_requests WHERE email = ?').all(email).length;
    } finally {
      db.close();
    }
  };

  test('a form posted without script reaches the API as its visitor: one over the limit does not limit another', async () => {
    // Visitor A's third lead in a minute is refused by the API, whichever instance takes it.
    const answers: Answer[] = [];
    for (let i = 0; i < 3; i += 1)
      answers.push(await postProjectRequest('127.0.0.2', portBase, `a${i}@example.com`));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 429]);
    const refused = answers[2]!;
    // The API's refusal, on the page with the form (not nginx's own limit).
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain(projectRequestMessages.generic);

    // Visitor B, a moment later: not limited by A.
    const b = await postProjectRequest('127.0.0.3', portBase, 'b@example.com');
    expect(b.status).toBe(303);
    expect(b.headers.location).toBe('/?sent=project-request#start-project');
    expect(storedFrom('b@example.com')).toBe(1);
  });

  test('losing a rendering server and an API: pages and forms go on through the others', async () => {
    const pid = (name: string) =>
      Number(new RegExp(`^ +${name} 127\\.0\\.0\\.1:\\d+ \\(pid (\\d+)\\)$`, 'm').exec(stop!.output())?.[1]);
    const [site, api] = [pid('site 1'), pid('api 1')];
    expect(site).toBeGreaterThan(0);
    expect(api).toBeGreaterThan(0);
    process.kill(site, 'SIGKILL');
    process.kill(api, 'SIGKILL');
    // At once, before the supervisor has them back: every page answers, a form is stored.
    for (let i = 0; i < 8; i += 1) {
      const answer = await visit('127.0.0.4', portBase, `/blog?category=lost-${i}`, {});
      expect([i, answer.status]).toEqual([i, 200]);
    }
    const posted = await postProjectRequest('127.0.0.4', portBase, 'c@example.com');
    expect(posted.status).toBe(303);
    expect(storedFrom('c@example.com')).toBe(1);
    await expect.poll(() => stop!.output(), { timeout: 10_000 }).toMatch(/^site 1 restarted \(pid \d+\)$/m);
    await expect.poll(() => stop!.output(), { timeout: 10_000 }).toMatch(/^api 1 restarted \(pid \d+\)$/m);
  });
});

test.describe('limits per client address', () => {
  // A third nginx with tiny limits (the shipped figures are docs/production.md's), nothing behind it.
  const portBase = e2ePortBase + 60;
  const origin = `http://localhost:${portBase}`;
  let stop: (() => Promise<void>) | undefined;

  test.beforeAll(async () => {
    stop = await startNginx(portBase, {
      SERVE_SKIP: 'site,api',
      NGINX_PAGE_RATE: '1r/m',
      NGINX_PAGE_BURST: '3',
      NGINX_API_RATE: '1r/m',
      NGINX_API_BURST: '2',
      NGINX_POST_RATE: '1r/m',
      NGINX_POST_BURST: '1',
    });
  });

  test.afterAll(async () => {
    await stop?.();
  });

  test('past its burst a client gets 429 with Retry-After for pages and /api, never for files', async () => {
    const pages = [];
    for (let i = 0; i < 8; i += 1) pages.push(await fetch(`${origin}/faq?i=${i}`));
    expect(pages.slice(0, 4).map((r) => r.status)).toEqual([503, 503, 503, 503]);
    expect(pages.slice(4).map((r) => r.status)).toEqual([429, 429, 429, 429]);
    expect(pages[4]!.headers.get('retry-after')).toBe('5');
    expect(pages[4]!.headers.get('cache-control')).toBe('no-store');

    for (let i = 0; i < 10; i += 1) expect((await fetch(`${origin}/main.js`)).status).toBe(200);

    const api = [];
    for (let i = 0; i < 5; i += 1)
      api.push(await fetch(`${origin}${leadPaths.projectRequest}`, { method: 'POST' }));
    expect(api.map((r) => r.status)).toEqual([503, 503, 503, 429, 429]);
    expect(api[3]!.headers.get('retry-after')).toBe('5');
    expect(((await api[3]!.json()) as { message: string }).message).toMatch(/too many requests/i);
  });

  test('forms posted to pages have their own, smaller limit: past it a 429 in the page’s language, no render', async () => {
    // Another visitor than the test above, with its own counts.
    const address = '127.0.0.5';
    const postTo = (url: string) =>
      visit(address, portBase, url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: 'name=Ali',
      });
    const posts = [await postTo('/'), await postTo('/enrollment'), await postTo('/ur/enrollment')];
    // Two reach the rendering server's location (here nobody answers there); the third is nginx's.
    expect(posts.slice(0, 2).map((answer) => answer.status)).not.toContain(429);
    expect(posts[2]!.status).toBe(429);
    expect(posts[2]!.headers['retry-after']).toBe('60');
    expect(posts[2]!.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(posts[2]!.body).toContain('بٹن');
    const english = await postTo('/enrollment');
    expect(english.status).toBe(429);
    expect(english.body).toMatch(/^This form was sent from your address many times.*Back button/);
    // Pages are still within their own limit for this visitor.
    expect((await visit(address, portBase, '/faq', {})).status).not.toBe(429);
  });
});
