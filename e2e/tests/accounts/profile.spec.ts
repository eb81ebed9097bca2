import { expectNoAxeViolations } from '../../support/axe';
import { expect, gotoPage, test } from '../../support/fixtures';

test.describe('/profile', () => {
  test('shows the profile card and My Courses with progress, status and enroll dates', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, '/profile');
    await expect(page).toHaveTitle('My Profile | CodeNest Technologies');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Ayesha Malik' })).toBeVisible();
    for (const text of ['ayesha.malik@example.com', '+92 301 5550123', 'Sargodha', 'February 10, 2025']) {
      await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
    }

    const courses = main.getByRole('region', { name: 'My Courses' });
    const bars = courses.getByRole('progressbar');
    await expect(bars).toHaveCount(3);
    for (const [i, value] of ['75', '100', '45'].entries()) {
      await expect(bars.nth(i)).toHaveAttribute('aria-valuenow', value);
      await expect(bars.nth(i)).toHaveAttribute('aria-valuemax', '100');
    }
    const items = courses.getByRole('listitem');
    await expect(items.nth(0)).toContainText('In Progress');
    await expect(items.nth(1)).toContainText('Completed');
    await expect(items.nth(2)).toContainText('In Progress');
    await expect(items.nth(0)).toContainText('Enrolled February 15, 2025');
    expect(consoleErrors).toEqual([]);
  });

  test('Edit Profile → Save Changes keeps the edits after a reload; “Forget me on this device” removes them', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, '/profile');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(main.getByLabel('Full Name')).toBeFocused();
    await main.getByLabel('Full Name').fill('Hamza Tariq');
    await main.getByLabel('Location').fill('Bhalwal, Sargodha');
    await main.getByLabel('Bio').fill('Learning Laravel in the evening batch.');
    await main.getByRole('button', { name: 'Save Changes' }).click();

    await expect(main.getByRole('heading', { level: 2, name: 'Hamza Tariq' })).toBeVisible();
    await expect(main.getByRole('status')).toContainText('Profile saved');
    await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeFocused();

    await page.reload();
    await expect(main.getByRole('heading', { level: 2, name: 'Hamza Tariq' })).toBeVisible();
    await expect(main.getByText('Bhalwal, Sargodha')).toBeVisible();
    await expect(main.getByText('Learning Laravel in the evening batch.')).toBeVisible();
    // The server's markup is the sample profile: the saved one is applied after hydration, so
    // React reports no mismatch.
    expect(consoleErrors).toEqual([]);

    // A shared computer: the visitor removes their data from the keyboard.
    const forget = main.getByRole('button', { name: 'Forget me on this device' });
    await expect(forget).toBeVisible();
    await forget.focus();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('heading', { level: 2, name: 'Ayesha Malik' })).toBeVisible();
    await expect(main.getByRole('status')).toContainText('no longer keeps your profile');
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await page.reload();
    await expect(main.getByRole('heading', { level: 2, name: 'Ayesha Malik' })).toBeVisible();
  });

  test('Cancel discards the edits', async ({ page }) => {
    await gotoPage(page, '/profile');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await main.getByLabel('Full Name').fill('Not Saved');
    await main.getByRole('button', { name: 'Cancel' }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Ayesha Malik' })).toBeVisible();
    await expect(main.getByText('Not Saved')).toHaveCount(0);
    await page.reload();
    await expect(main.getByRole('heading', { level: 2, name: 'Ayesha Malik' })).toBeVisible();
  });

  test('has no axe violations in view mode, edit mode and after saving @phone', async ({ page }) => {
    await gotoPage(page, '/profile');
    await expectNoAxeViolations(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(main.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await expect(main.getByRole('status')).toContainText('Profile saved');
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
