import { expectNoAxeViolations, statesAtOneWidth } from '../../support/axe';
import { expect, gotoPage, noHorizontalScroll, test } from '../../support/fixtures';

// The packages' and plans' words, prices and links are packages-page.test.tsx's and
// pricing-page.test.tsx's; their titles and an unknown service's 404, the server's HTML:
// tests/shell/server-rendering.spec.ts. Here what a browser does: a link to a section of the
// home page, from another page, lands on it.
test.describe('/packages/:service', () => {
  test("'Get Started' goes to /#start-project and scrolls to the form", async ({ page }) => {
    await gotoPage(page, '/packages/laravel');
    await page.getByRole('article').nth(2).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/#start-project$/);
    await expect(page.locator('#start-project')).toBeInViewport();
  });

  // The packages pages themselves: tests/shell/accessibility.spec.ts.
  test('a service without packages has no axe violations and fits the screen @phone', async ({ page }) => {
    statesAtOneWidth();
    await gotoPage(page, '/packages/unknown');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');
    await expectNoAxeViolations(page);
    expect(await noHorizontalScroll(page)).toBe(true);
  });
});
