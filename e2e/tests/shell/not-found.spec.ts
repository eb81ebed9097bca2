import { expect, test } from '../../support/fixtures';

const missing = [
  '/no-such-page',
  '/forgot-password',
  '/contact',
  '/news/1',
  '/course/unknown',
  '/packages/x/y',
  '/student',
];

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
