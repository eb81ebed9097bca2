import { expectNoAxeViolations } from '../../support/axe';
import { expect, gotoPage, test } from '../../support/fixtures';
import { captureConsole } from './helpers';

const PASSWORD = 'Adm1n-Recycle#77';

test.describe('/admin-jeansrecycle', () => {
  test('shows the subtitle and the restricted-area warning; not for search engines', async ({ page }) => {
    await gotoPage(page, '/admin-jeansrecycle');
    await expect(page).toHaveTitle('Admin Panel | CodeNest Technologies');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(main.getByText('Jeans Recycle — Recycling Management System')).toBeVisible();
    await expect(main.getByText('Restricted area')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('signs in: logs the username, never the password, and says the panel is not connected', async ({
    page,
    consoleErrors,
  }) => {
    const messages = captureConsole(page);
    await gotoPage(page, '/admin-jeansrecycle');
    const main = page.getByRole('main');
    await expect(main.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
    await expect(main.getByLabel('Username')).toHaveAttribute('required', '');
    await expect(main.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(main.getByLabel('Password')).toHaveAttribute('required', '');

    await main.getByLabel('Username').fill('recycle-admin');
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Show password' }).click();
    await expect(main.getByLabel('Password')).toHaveAttribute('type', 'text');
    await main.getByRole('button', { name: 'Sign In' }).click();

    await expect(main.getByRole('status')).toContainText('Admin sign-in is not connected yet');
    await expect.poll(() => messages.join('\n')).toContain('recycle-admin');
    expect(messages.join('\n')).not.toContain(PASSWORD);
    expect(consoleErrors).toEqual([]);
  });

  test('has no axe violations, before and after submitting @phone', async ({ page }) => {
    await gotoPage(page, '/admin-jeansrecycle');
    await expectNoAxeViolations(page);
    const main = page.getByRole('main');
    await main.getByLabel('Username').fill('recycle-admin');
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(main.getByRole('status')).not.toBeEmpty();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
