import { expect, gotoPage, test } from '../../support/fixtures';
import { remoteOrigin as originOf } from '../../support/routes';

test.describe('a remote that cannot be loaded costs only its own area', () => {
  test('academy down: its page shows a message, nav and footer stay, other routes work, Try again recovers', async ({
    page,
  }) => {
    let blocked = true;
    await page.route(`${originOf('academy')}/**`, (route) =>
      blocked ? route.abort('connectionrefused') : route.continue(),
    );

    await page.goto('/course');
    await expect(page.getByRole('heading', { level: 1, name: /couldn’t load the courses/i })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Other routes keep working, in the same page session.
    await page.getByRole('contentinfo').getByRole('link', { name: 'React JS' }).click();
    await expect(page).toHaveURL(/\/packages\/react$/);
    await expect(page.locator('main [data-remote="marketing"]').first()).toBeVisible();

    // The home page works too, with only the embedded courses section failing: the server
    // rendered it, and its code is fetched when the visitor comes near it, which fails here.
    await page.goto('/');
    await expect(page.locator('main [data-remote="marketing"]').first()).toBeVisible();
    await page.locator('#courses').scrollIntoViewIfNeeded();
    await expect(page.getByRole('heading', { level: 2, name: /couldn’t load our courses/i })).toBeVisible();

    // "Try again" really loads the remote again once it is back.
    await page.goto('/course');
    const failure = page.getByRole('heading', { level: 1, name: /couldn’t load/i });
    await expect(failure).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('main [data-remote="academy"] h1')).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('a remote answering 404 for its entry fails only its routes', async ({ page }) => {
    await page.route(`${originOf('content')}/remoteEntry.js*`, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: /couldn’t load the blog/i })).toBeVisible();
    await gotoPage(page, '/login');
    await expect(page.locator('main [data-remote="accounts"]').first()).toBeVisible();
  });

  test('a remote whose page chunk fails mid-load can be retried', async ({ page }) => {
    let failChunks = true;
    await page.route(`${originOf('accounts')}/**`, (route) => {
      const url = route.request().url();
      const isEntry = /remoteEntry\.js/.test(url);
      return failChunks && !isEntry ? route.abort('failed') : route.continue();
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    failChunks = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('main [data-remote="accounts"] h1')).toBeVisible();
  });
});
