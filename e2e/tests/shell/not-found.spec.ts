import { expect, test } from '../../support/fixtures';

// Every missing path answers 404 with the 404 page in the server's HTML
// (tests/shell/server-rendering.spec.ts). In the browser, the page's script logs the path: one path
// the shell does not know, and one a remote's route matches and its page does not.
const missing = ['/no-such-page', '/course/unknown'];

test.describe('404 page', () => {
  for (const path of missing) {
    test(`${path} shows the 404 page and logs the path`, async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect.poll(() => logged.some((line) => line.includes(path))).toBe(true);
    });
  }

  test('Return to Home goes to the home page @phone', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('main [data-remote="marketing"]').first()).toBeVisible();
  });
});
