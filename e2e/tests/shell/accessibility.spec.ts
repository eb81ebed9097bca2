import { expectNoAxeViolations } from '../../support/axe';
import { expect, gotoPage, noHorizontalScroll, test, waitForHydration } from '../../support/fixtures';
import { expectRenderedBy, remoteOrigin, sitePages } from '../../support/routes';

test.describe('every page: rendered by its remote, zero axe violations (WCAG 2.2 AA), one h1, no sideways scroll', () => {
  // Every page on a desktop: rendered through the shell by its remote, no sideways scroll, and no
  // console error once its first viewport is hydrated (React reports there a page whose script
  // does not match the server's HTML). axe reads the first page of each template, on a desktop
  // and on a phone: a template's pages are one markup with other words, and the phone's run
  // differs only by what its CSS changes (font sizes and so contrast's thresholds, target sizes,
  // the menu). On the phone the frame (bar, menu button, footer) is read on the home page (its bar
  // over the hero) and the next template's (solid), the other templates' main only: the frame is
  // the same on each, and each template's page-level rules (landmarks, title, language) are read
  // on the desktop. (Through nginx, nginx/pages.spec.ts renders a page of each template too.)
  const pages = sitePages();
  const wholeOnPhone = pages.filter((page) => page.firstOfTemplate).slice(0, 2);
  for (const { path, owner, firstOfTemplate } of pages) {
    test(`${path}${firstOfTemplate ? ' @phone' : ''}`, async ({ page, isMobile, consoleErrors }) => {
      await gotoPage(page, path);
      await expectRenderedBy(page, owner);
      expect(await noHorizontalScroll(page)).toBe(true);
      const whole = !isMobile || wholeOnPhone.some((first) => first.path === path);
      if (firstOfTemplate) await expectNoAxeViolations(page, whole ? {} : { include: 'main' });
      await waitForHydration(page);
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
