import { test as base, expect, type Page } from '@playwright/test';

/**
 * `test` with a `consoleErrors` list: every console error and uncaught page error of the
 * test. Assert on it with `expect(consoleErrors).toEqual([])` where a page must be clean.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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

/** Opens a route and waits until the page's h1 is rendered by its remote. */
export async function gotoPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
}
