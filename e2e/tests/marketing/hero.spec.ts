import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../../support/fixtures';
import { gotoHome, pauseClock } from './helpers';

const codeLines = (page: Page) => page.getByTestId('hero-code').locator('li');
const icons = (page: Page) => page.getByTestId('hero-icons').locator('> *');

// The hero's timing (a code line every 2 s, icons every 3 s, their limits) is hero.test.tsx's, on
// fake timers; here what the browser's CSS and scrolling decide.
test.describe('hero', () => {
  test('shows the h1 under the transparent bar and its links scroll smoothly to the form and the portfolio', async ({
    page,
  }) => {
    await gotoHome(page);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeInViewport();
    expect((await h1.boundingBox())!.y).toBeGreaterThan(72);
    // In-page links, smooth by the page's CSS: they work at first paint, with or without script.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
      'smooth',
    );
    await page.getByRole('link', { name: 'Start Your Project' }).click();
    await expect(page).toHaveURL(/#start-project$/);
    await expect(page.locator('#start-project')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'View Our Work' }).click();
    await expect(page).toHaveURL(/#portfolio$/);
    await expect(page.locator('#portfolio')).toBeInViewport();
  });

  test('scrolls without animation under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHome(page);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });

  test('keeps everything still under prefers-reduced-motion, from the first paint', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const shown = () => codeLines(page).filter({ visible: true }).allTextContents();
    // The page as the server sends it, before any script: the still editor, whole (by CSS); with
    // motion, the rolling code's first lines.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await gotoHome(page);
    const before = await shown();
    expect(before).toHaveLength(8);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await shown()).toEqual(before.slice(0, 3));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.unrouteAll();

    // The page's script keeps it so.
    await page.clock.install();
    await gotoHome(page);
    await waitForHydration(page);
    await pauseClock(page);
    expect(await shown()).toEqual(before);
    await page.clock.runFor(30_000);
    expect(await shown()).toEqual(before);
    await expect(icons(page)).toHaveCount(0);
    const running = await page
      .locator('main section')
      .first()
      .evaluate((hero) => hero.getAnimations({ subtree: true }).length);
    expect(running).toBe(0);
  });
});
