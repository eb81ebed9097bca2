import { expect, test, waitForHydration } from '../../support/fixtures';
import { sectionOrder } from './helpers';

// The home page's words, title, sharing tags and site map are home-page.test.tsx's and the
// sections' own tests'; the server's HTML of it (its sections in order, with academy's courses,
// its share image served), tests/shell/server-rendering.spec.ts's. Here: where the browser puts
// the visitor for a link to a section.
test.describe('home page', () => {
  for (const id of sectionOrder) {
    test(`/#${id} scrolls to its section below the navigation bar`, async ({ page }) => {
      await page.goto(`/#${id}`);
      const section = page.locator(`#${id}`);
      await expect(section).toBeInViewport();
      // Its top ends just below the fixed bar (72 px: the section's scroll-margin-top), whatever
      // loads above it meanwhile; smooth scrolling may stop a fraction of a pixel short.
      const top = () => section.boundingBox().then((box) => box!.y);
      await expect.poll(top, { timeout: 8000 }).toBeGreaterThanOrEqual(71);
      await expect.poll(top, { timeout: 8000 }).toBeLessThan(200);
    });
  }

  test('a link to a section opens the page there at its first paint, and leaves the visitor where they scroll next', async ({
    page,
  }) => {
    const onScreen = () =>
      page.locator('#start-project').evaluate((el) => {
        const { top, bottom } = el.getBoundingClientRect();
        return top < window.innerHeight && bottom > 0;
      });
    await page.goto('/#start-project');
    // At the first paint, not after an animation past every section above it.
    expect(await onScreen()).toBe(true);
    // The visitor scrolls back up before the page's script has run: hydration leaves them there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // In-page links scroll smoothly again once the visitor has tapped.
    const behavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(await behavior()).toBe('auto');
    await page.getByRole('heading', { level: 1 }).click();
    expect(await behavior()).toBe('smooth');
  });
});
