import { projectRequestMessages } from '@site/leads';
import { expect, test } from '../../support/fixtures';
import { e2ePortBase, serveSite, type ServedSite } from '../../support/serve';
import { expectFormKeepsInput, fillProjectForm, gotoHome } from '../marketing/helpers';

// A second copy of the site, served with the academy remote's server and the API not running at all.
let site: ServedSite;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await serveSite(e2ePortBase + 50, { SERVE_SKIP: 'academy,api' });
  origin = site.origin;
});

test.afterAll(async () => {
  await site?.stop();
});

test('with the academy server stopped, its routes fail alone and the rest of the site works', async ({
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

// The specification's sentence, then why: our server, not the visitor's network.
const UNAVAILABLE = `${projectRequestMessages.generic} ${projectRequestMessages.unavailable}`;

test('with the API stopped, a project request says our server is briefly unavailable and keeps every value', async ({
  page,
}) => {
  await gotoHome(page, `${origin}/#start-project`);
  await fillProjectForm(page);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('form', { name: 'Project request' }).getByRole('alert')).toHaveText(
    UNAVAILABLE,
  );
  await expectFormKeepsInput(page);
});

test('without JavaScript too: the site answers the post with 503, Retry-After, the message and every value', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/#start-project`);
    await fillProjectForm(page);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Submit Request' }).click(),
    ]);
    expect(response.status()).toBe(503);
    expect(response.headers()['retry-after']).toBeTruthy();
    await expect(page.getByRole('form', { name: 'Project request' }).getByRole('alert')).toHaveText(
      UNAVAILABLE,
    );
    await expectFormKeepsInput(page);
  } finally {
    await context.close();
  }
});
