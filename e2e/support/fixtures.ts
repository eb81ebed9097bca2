import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the page answers taps in its first viewport (the shell marks <html data-hydrated>).
 * Only for tests about what the page's script adds; a visitor does not wait for it.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Waits until the hydration unit that holds `element` (an island, a remote area: its nearest
 * `[data-unit]`) answers taps. The page's signal counts the units in the viewport when it is set;
 * a unit the browser scrolls to afterwards (a `#section` in the URL) may still be on its way.
 */
export async function waitForUnitHydration(element: Locator) {
  const handle = await element.elementHandle();
  await element.page().waitForFunction(
    (el) => {
      const unit = el?.closest('[data-unit]');
      const events = (window as { __siteEvents?: { hydrated: Set<Element> } }).__siteEvents;
      return Boolean(unit && events?.hydrated.has(unit));
    },
    handle,
    { polling: 100 },
  );
}

/**
 * Waits for the page's first contentful paint: the moment a visitor sees it and starts tapping.
 * (A paint observer, not polling: a test may have installed a fake clock, and timers and frame
 * callbacks would then never run.)
 */
export async function waitForFirstPaint(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

/** The suite's own options, set per project in playwright.config.ts. */
export interface E2eOptions {
  /** The SQLite file of the API behind the project's `baseURL` (support/database.ts reads it). */
  dbPath: string;
}

/**
 * `test` whose `page.goto` returns as soon as the page is painted, as a visitor acts: the server
 * sends each page rendered, what HTML can do works at once, and a tap on a control that needs
 * script is held and replayed when it is ready (docs/ssr.md). Also a `consoleErrors` list: every
 * console error and uncaught page error of the test. Assert on it with
 * `expect(consoleErrors).toEqual([])` where a page must be clean.
 */
export const test = base.extend<{ consoleErrors: string[] }, E2eOptions>({
  dbPath: ['', { option: true, scope: 'worker' }],
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      // Without script the paint cannot be observed (it takes a script): the page's load instead.
      if (!javaScriptEnabled) return goto(url, options);
      const response = await goto(url, { waitUntil: 'commit', ...options });
      if (response?.headers()['content-type']?.startsWith('text/html')) await waitForFirstPaint(page);
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

/** Opens a route as a visitor does: the page's h1 is painted (from the server's HTML). */
export async function gotoPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
}

/**
 * Opens a route and waits for the page's script: for a test about what the script adds (a
 * transition, a timing, the script's answer to an API error), not for what a visitor can do
 * before it.
 */
export async function gotoHydrated(page: Page, path: string) {
  await gotoPage(page, path);
  await waitForHydration(page);
}

/**
 * For a test of tests/api/ that goes through nothing nginx changes (the nginx project runs those
 * specs through it): on the run's site only. `why` names where nginx's part is checked.
 */
export function notThroughNginx(why: string) {
  test.skip(test.info().project.name === 'nginx', why);
}
