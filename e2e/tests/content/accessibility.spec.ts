import { expectNoAxeViolations, statesAtOneWidth } from '../../support/axe';
import { expect, gotoPage, test } from '../../support/fixtures';

// Every content page as it loads is checked by tests/shell/accessibility.spec.ts; here, the states
// a visitor reaches on them.
test.describe('content pages: accessibility', () => {
  test('/faq with every question open has no violations @phone', async ({ page }) => {
    statesAtOneWidth();
    await gotoPage(page, '/faq');
    const closed = page.getByRole('main').locator('details:not([open]) > summary');
    while ((await closed.count()) > 0) await closed.first().click();
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(10);
    await page.waitForTimeout(400);
    await expectNoAxeViolations(page);
  });

  test('/blog with a category selected and after Load More News have no violations @phone', async ({
    page,
  }) => {
    statesAtOneWidth();
    await gotoPage(page, '/blog');
    await page
      .getByRole('main')
      .getByRole('list', { name: 'Filter posts by category' })
      .getByRole('link', { name: 'Laravel', exact: true })
      .click();
    await expect(page).toHaveURL(/category=laravel$/);
    await page.waitForTimeout(800);
    await expectNoAxeViolations(page);
    await gotoPage(page, '/news');
    await page.getByRole('main').getByRole('button', { name: 'Load More News' }).click();
    await expectNoAxeViolations(page);
  });
});
