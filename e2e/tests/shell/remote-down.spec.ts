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
    .poll(async () => (await fetch(`${origin}/site-config.js`).catch(() => null))?.ok ?? false, {
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
  await page.goto(`${origin}/enrollment`);
  await expect(
    page.getByRole('heading', { level: 1, name: /couldn’t load the enrollment form/i }),
  ).toBeVisible();
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
