import { expect, gotoPage, test } from '../../support/fixtures';
import { declaredRoutes, sitePages, specRoutePatterns } from '../../support/routes';

test.describe('every page renders through the shell, from the server and in the browser', () => {
  test('the remotes declare every route of the spec', () => {
    const declared = declaredRoutes.map((route) => route.path.replace(/:[^/]+/g, ':id'));
    for (const pattern of specRoutePatterns) expect(declared).toContain(pattern.replace(/:[^/]+/g, ':id'));
  });

  for (const { path, owner } of sitePages()) {
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

  test('a blog article is reached from the list by its link', async ({ page }) => {
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
