import { expectNoAxeViolations } from '../../support/axe';
import { expect, gotoPage, test } from '../../support/fixtures';

const pages = [
  '/blog',
  '/blog/web-development-course-sargodha-guide',
  '/blog/react-hooks-explained',
  '/news',
  '/event',
  '/faq',
  '/community',
];

test.describe('content pages: accessibility', () => {
  for (const path of pages) {
    test(`${path} has no WCAG 2.2 AA violations, one h1 and no horizontal scroll @phone`, async ({
      page,
    }) => {
      await gotoPage(page, path);
      // Let entry animations finish so that colours are measured at full opacity.
      await page.waitForTimeout(1200);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('/faq with every question open has no violations @phone', async ({ page }) => {
    await gotoPage(page, '/faq');
    const closed = page.getByRole('main').getByRole('button', { expanded: false });
    while ((await closed.count()) > 0) await closed.first().click();
    await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(10);
    await page.waitForTimeout(400);
    await expectNoAxeViolations(page);
  });

  test('/blog with a category selected and after Load More News have no violations @phone', async ({
    page,
  }) => {
    await gotoPage(page, '/blog');
    await page.getByRole('main').getByRole('button', { name: 'Laravel', exact: true }).click();
    await page.waitForTimeout(800);
    await expectNoAxeViolations(page);
    await gotoPage(page, '/news');
    await page.getByRole('main').getByRole('button', { name: 'Load More News' }).click();
    await expectNoAxeViolations(page);
  });
});
