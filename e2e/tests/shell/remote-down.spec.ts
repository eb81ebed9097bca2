import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';

// A second copy of the site, served with the academy remote's server not running at all.
const portBase = Number(process.env.E2E_PORT_BASE ?? 5000) + 50;
const origin = `http://localhost:${portBase}`;
let server: ChildProcess;

test.beforeAll(async () => {
  server = spawn(process.execPath, [path.join(__dirname, '../../../scripts/serve.mjs')], {
    env: { ...process.env, PORT_BASE: String(portBase), SERVE_SKIP: 'academy,api' },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.ok ?? false, {
      timeout: 15_000,
    })
    .toBe(true);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('with the academy server stopped, its routes fail alone and the rest of the site works @phone', async ({
  page,
}) => {
  // The site's server has never reached academy, so it cannot know academy's routes: it does not
  // call /enrollment "not found" but answers 503 with the failure message, nav and footer.
  const response = await page.goto(`${origin}/enrollment`);
  expect(response?.status()).toBe(503);
  expect(response?.headers()['retry-after']).toBe('30');
  await expect(page.getByRole('heading', { level: 1, name: /couldn’t load this page/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.goto(`${origin}/`);
  await expect(page.locator('main [data-remote="marketing"] h1')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /couldn’t load our courses/i })).toBeVisible();

  for (const route of ['/blog', '/login', '/pricing']) {
    await page.goto(`${origin}${route}`);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
});
