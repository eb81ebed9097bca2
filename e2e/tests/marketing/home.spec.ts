import { expect, test, waitForHydration } from '../../support/fixtures';
import { gotoHome, sectionOrder } from './helpers';

test.describe('home page', () => {
  test('sets the title and the social-sharing metadata with a shipped image', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await gotoHome(page);
    await expect(page).toHaveTitle('CodeNest Technologies');
    const content = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await content('meta[name="description"]')).toMatch(/Sargodha/);
    expect(await content('meta[property="og:title"]')).toBe('CodeNest Technologies');
    expect(await content('meta[property="og:description"]')).toBe(await content('meta[name="description"]'));
    expect(await content('meta[name="twitter:card"]')).toBe('summary_large_image');
    const image = await content('meta[property="og:image"]');
    expect(image).toMatch(/^http:\/\/localhost:\d+\/.+\.png$/);
    expect(await content('meta[name="twitter:image"]')).toBe(image);
    const response = await request.get(image!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(consoleErrors).toEqual([]);
  });

  test('renders the sections in the spec order with their anchors, then Explore Our Platform and the footer', async ({
    page,
  }) => {
    await gotoHome(page);
    await expect(page.locator('#courses').getByRole('heading', { level: 2 })).toBeVisible();
    const ids = await page.evaluate(
      (wanted) =>
        [...document.querySelectorAll('main [id], footer[id], #contact')]
          .map((el) => el.id)
          .filter((id) => wanted.includes(id)),
      [...sectionOrder, 'contact'],
    );
    expect(ids).toEqual([...sectionOrder, 'contact']);
    const explore = page.getByRole('region', { name: 'Explore Our Platform' });
    const startProjectBox = await page.locator('#start-project').boundingBox();
    const exploreBox = await explore.boundingBox();
    expect(exploreBox!.y).toBeGreaterThan(startProjectBox!.y);
    await expect(page.locator('main h1')).toHaveCount(1);
  });

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

  test('Explore Our Platform links to the site map and Start Learning Today goes to /enrollment', async ({
    page,
  }) => {
    await gotoHome(page);
    const explore = page.getByRole('region', { name: 'Explore Our Platform' });
    const hrefs = await explore
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(
      new Set([
        '/',
        '/pricing',
        '/blog',
        '/community',
        '/faq',
        '/news',
        '/web-development-course-sargodha',
        '/mobile-app-development-sargodha',
        '/shopify-course-sargodha',
        '/basic-computer-course-sargodha',
        '/react-js-course-sargodha',
        '/react-native-course-sargodha',
        '/laravel-course-sargodha',
        '/course',
        '/course/react-native',
        '/course/shopify-app-development',
        '/course/react-js',
        '/enrollment',
        '/login',
        '/student/login',
        '/profile',
        '/event',
      ]),
    );
    await explore.getByRole('link', { name: 'Start Learning Today' }).click();
    await expect(page).toHaveURL(/\/enrollment$/);
    await expect(page.locator('main h1')).toBeVisible();
  });
});
