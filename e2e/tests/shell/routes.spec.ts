import { expect, gotoPage, test } from '../../support/fixtures';
import { declaredRoutes, specRoutePatterns } from '../../support/routes';

// Each page's own render: tests/shell/accessibility.spec.ts, and nginx/pages.spec.ts through nginx.
test.describe('every route of the spec is declared, and its pages are reached', () => {
  test('the remotes declare every route of the spec', () => {
    const declared = declaredRoutes.map((route) => route.path.replace(/:[^/]+/g, ':id'));
    for (const pattern of specRoutePatterns) expect(declared).toContain(pattern.replace(/:[^/]+/g, ':id'));
  });

  test('a blog article is reached from the list by its link', async ({ page }) => {
    await gotoPage(page, '/blog');
    await page
      .getByRole('link', { name: /read more/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/[^/]+$/);
    await expect(page.locator('main [data-remote="content"] h1')).toBeVisible();
  });
});
