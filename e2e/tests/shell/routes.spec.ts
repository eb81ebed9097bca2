import { expect, gotoPage, test } from '../../support/fixtures';
import { specRoutes } from '../../support/routes';

test.describe('every route of the spec renders through the shell', () => {
  for (const { path, owner } of specRoutes) {
    test(`${path} is rendered by ${owner}`, async ({ page, consoleErrors }) => {
      await gotoPage(page, path);
      await expect(page.locator(`main [data-remote="${owner}"]`).first()).toBeVisible();
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(/CodeNest Technologies/);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a blog article is rendered by content', async ({ page }) => {
    await gotoPage(page, '/blog');
    await page
      .getByRole('link', { name: /read more/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/[^/]+$/);
    await expect(page.locator('main [data-remote="content"] h1')).toBeVisible();
  });

  test('each page sets its own document title', async ({ page }) => {
    const titles = new Set<string>();
    for (const path of ['/', '/pricing', '/course', '/blog', '/faq', '/login', '/student/login']) {
      await gotoPage(page, path);
      await expect(page).not.toHaveTitle('');
      titles.add(await page.title());
    }
    expect(titles.size).toBe(7);
  });
});
