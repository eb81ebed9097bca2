import { expectNoAxeViolations } from '../../support/axe';
import { expect, gotoPage, noHorizontalScroll, test } from '../../support/fixtures';
import { expectRenderedBy, remoteOrigin, sitePages } from '../../support/routes';

test.describe('every page: rendered by its remote, zero axe violations (WCAG 2.2 AA), one h1, no sideways scroll', () => {
  // Every page on a desktop; on a phone one page of each route (the layout is the template's).
  // The one place that checks each page as it loads: the apps' specs check the states they reach.
  // (Through nginx, nginx/pages.spec.ts renders every page too.)
  for (const { path, owner, firstOfRoute } of sitePages()) {
    test(`${path}${firstOfRoute ? ' @phone' : ''}`, async ({ page, consoleErrors }) => {
      await gotoPage(page, path);
      await expectRenderedBy(page, owner);
      expect(await noHorizontalScroll(page)).toBe(true);
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('404 page @phone', async ({ page }) => {
    await gotoPage(page, '/no-such-page');
    await expectNoAxeViolations(page);
  });

  test('mobile menu open @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await gotoPage(page, '/pricing');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoAxeViolations(page);
  });

  test('remote failure message', async ({ page }) => {
    await page.route(`${remoteOrigin('content')}/**`, (route) => route.abort());
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
