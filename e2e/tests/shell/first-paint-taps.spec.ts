import type { Page } from '@playwright/test';
import { expect, test, waitForFirstPaint } from '../../support/fixtures';

// A visitor on a mid-range phone taps what they see as soon as they see it. Under the profile the
// site is measured with (slow 4G: RTT 562 ms, 1.47 Mbit/s; CPU slowed 4×), each kind of control
// is tapped at the first paint, before the page's scripts have arrived, and its effect must come:
// at once for what HTML does (links, filters, disclosures, forms that post), as soon as the code
// is there for what needs script (held by the page's event contract and replayed).
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Opens a path under the slow profile and returns at its first contentful paint. */
async function openSlowly(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'commit' });
  await waitForFirstPaint(page);
  return cdp;
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

// The page's code takes seconds to arrive under this profile.
const slow = { timeout: 20_000 };

test.describe('a tap at first paint takes effect, on a slow phone', () => {
  test.setTimeout(60_000);

  test('an in-page link scrolls to its section', async ({ page }) => {
    await openSlowly(page, '/');
    expect(await hydrated(page)).toBe(false);
    await page.getByRole('link', { name: 'View Our Work' }).tap();
    await expect(page.locator('#portfolio')).toBeInViewport(slow);
  });

  test('a filter shows the chosen category', async ({ page }) => {
    await openSlowly(page, '/blog');
    expect(await hydrated(page)).toBe(false);
    await page
      .getByRole('list', { name: /filter posts by category/i })
      .getByRole('link', { name: 'Laravel' })
      .tap();
    await expect(page).toHaveURL(/\/blog\?category=laravel$/, slow);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1, slow);
  });

  test('a FAQ question opens', async ({ page }) => {
    await openSlowly(page, '/faq');
    expect(await hydrated(page)).toBe(false);
    const question = page.getByRole('main').locator('details').first();
    await question.locator('summary').tap();
    await expect(question).toHaveAttribute('open', '');
  });

  test('the phone menu opens', async ({ page }) => {
    await openSlowly(page, '/faq');
    expect(await hydrated(page)).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible(slow);
  });

  test('the password eye shows the password', async ({ page }) => {
    await openSlowly(page, '/login');
    expect(await hydrated(page)).toBe(false);
    await page.getByRole('button', { name: 'Show password' }).tap();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text', slow);
  });

  test('a dialog opens: a service card’s details', async ({ page }) => {
    await openSlowly(page, '/');
    const card = page.locator('#services').getByRole('button').first();
    await card.scrollIntoViewIfNeeded();
    expect(await hydrated(page)).toBe(false);
    await card.tap();
    await expect(page.getByRole('dialog')).toBeVisible(slow);
  });

  test('a sign-in submitted at first paint sends no password and answers once the page is ready', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    await openSlowly(page, '/login');
    expect(await hydrated(page)).toBe(false);
    await page.getByLabel('Email', { exact: true }).fill('ali@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a secret only I know');
    await page.getByRole('button', { name: 'Sign In', exact: true }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Online accounts are coming soon' })).toBeVisible(
      slow,
    );
    expect(posts.join('\n')).not.toContain('a secret only I know');
  });
});
