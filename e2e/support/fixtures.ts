import { test as base, expect, type Page } from '@playwright/test';

/** Waits until React has taken over the server's HTML (the shell marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * `test` whose `page.goto` returns once the page is interactive: the server sends each page
 * rendered, so its text is there at once, but buttons work only after hydration. Also a
 * `consoleErrors` list: every console error and uncaught page error of the test. Assert on it
 * with `expect(consoleErrors).toEqual([])` where a page must be clean.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.startsWith('text/html')) await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** True when the page does not scroll sideways (nothing wider than the viewport). */
export const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Opens a route and waits until the page's h1 is rendered by its remote. */
export async function gotoPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
}
