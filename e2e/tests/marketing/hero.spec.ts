import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../../support/fixtures';
import { gotoHome, pauseClock } from './helpers';

const codeLines = (page: Page) => page.getByTestId('hero-code').locator('li');
const icons = (page: Page) => page.getByTestId('hero-icons').locator('> *');

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

  test('rolls code lines (one every 2 s, at most 12) and floating icons (every 3 s, 10 s each, at most 6)', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHome(page);
    // What the page's script does: it must be running before the clock stops.
    await waitForHydration(page);
    await pauseClock(page);
    const start = await codeLines(page).count();
    expect(start).toBeLessThan(12);
    await page.clock.runFor(2000);
    await expect(codeLines(page)).toHaveCount(start + 1);
    const iconsBefore = await icons(page).count();
    await page.clock.runFor(3000);
    await expect(icons(page)).toHaveCount(iconsBefore + 1);
    for (let t = 0; t < 40; t++) {
      await page.clock.runFor(1000);
      expect(await codeLines(page).count()).toBeLessThanOrEqual(12);
      expect(await icons(page).count()).toBeLessThanOrEqual(6);
    }
    await expect(codeLines(page)).toHaveCount(12);
    // 3 s → 13 s lifetime: with one every 3 s, 3 or 4 are alive at any time.
    expect(await icons(page).count()).toBeGreaterThanOrEqual(3);
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
