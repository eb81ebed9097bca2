import { expectNoAxeViolations, statesAtOneWidth } from '../../support/axe';
import { expect, gotoPage, noHorizontalScroll, test } from '../../support/fixtures';

// The profile screen (its card, My Courses, Edit, Save, Cancel, the checks, Forget me) is
// profile-screen.test.tsx's; its title, tests/shell/server-rendering.spec.ts's. Here what needs a
// browser: what is kept across a real reload, hydrated without a mismatch, and axe on its states.

test.describe('/profile', () => {
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

  test('has no axe violations in edit mode and after saving @phone', async ({ page }) => {
    statesAtOneWidth();
    await gotoPage(page, '/profile');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(main.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: 'Save Changes' }).click();
    await expect(main.getByRole('status')).toContainText('Profile saved');
    await expectNoAxeViolations(page);
    expect(await noHorizontalScroll(page)).toBe(true);
  });
});
