import { leadPaths } from '@site/leads';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { e2ePortBase } from '../support/serve';

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

/** deploy/start.mjs on its own ports (another nginx), stopped by the returned function. */
async function startNginx(portBase: number, env: Record<string, string>) {
  const server = spawn(process.execPath, [path.join(root, 'deploy/start.mjs')], {
    env: { ...process.env, PORT_BASE: String(portBase), NGINX_ACCESS_LOG: 'off', ...env },
    stdio: 'ignore',
  });
  const origin = `http://localhost:${portBase}`;
  await expect
    .poll(async () => (await fetch(`${origin}/site-config.json`).catch(() => null))?.ok ?? false, {
      timeout: 15_000,
    })
    .toBe(true);
  return async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
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
    expect(((await api.json()) as { message: string }).message).toMatch(/unavailable/i);
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
});
