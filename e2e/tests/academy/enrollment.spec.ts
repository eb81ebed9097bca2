import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, gotoPage, test } from '../../support/fixtures';

const checkedCourse = (page: Page) =>
  page.getByRole('combobox', { name: 'Course' }).locator('option:checked');

test.describe('/enrollment', () => {
  test('a link with ?course= pre-selects the course, and a reload keeps it', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, '/enrollment?course=laravel');
    await expect(checkedCourse(page)).toHaveText('Laravel');
    await page.reload();
    await expect(checkedCourse(page)).toHaveText('Laravel');
    expect(consoleErrors).toEqual([]);
  });

  test('changing the course updates the address without moving the visitor; a reload keeps it', async ({
    page,
  }) => {
    await gotoPage(page, '/enrollment');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Bilal Ahmed');
    const select = page.getByRole('combobox', { name: 'Course' });
    await select.focus();
    await page.evaluate(() => window.scrollTo(0, 200));
    await select.selectOption({ label: 'Digital Marketing' });
    await expect(page).toHaveURL(/\/enrollment\?course=digital-marketing$/);
    // A router navigation would make the shell scroll to the top and focus <main>.
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    await expect(select).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Bilal Ahmed');
    await page.reload();
    await expect(checkedCourse(page)).toHaveText('Digital Marketing');
  });

  test('the browser blocks an incomplete submit and nothing typed is lost', async ({ page }) => {
    await gotoPage(page, '/enrollment');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Sara Malik');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Message' }).fill('Evening batch please');
    await page.getByRole('button', { name: 'Submit Enrollment' }).click();
    await expect(page.getByRole('button', { name: 'Submit Enrollment' })).toBeEnabled();
    const emailInvalid = await page
      .getByRole('textbox', { name: 'Email Address' })
      .evaluate((el: HTMLInputElement) => el.validity.typeMismatch);
    expect(emailInvalid).toBe(true);
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Sara Malik');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Evening batch please');
  });

  test('submitting shows Submitting... on a disabled button for about 2 s, then the success screen', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, '/enrollment?course=react-native');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Usman Tariq');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('usman@example.com');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('0301 7654321');
    await page.getByLabel('Preferred Start Date').fill('2026-03-02');

    const started = Date.now();
    await page.getByRole('button', { name: 'Submit Enrollment' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const success = page.getByRole('heading', { name: 'Enrollment Successful!' });
    await expect(success).toBeVisible({ timeout: 5000 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(4000);
    test.info().annotations.push({ type: 'enrollment delay (ms)', description: String(elapsed) });

    await expect(success).toBeFocused();
    await expect(page.getByText('Usman Tariq')).toBeVisible();
    await expect(page.getByText('usman@example.com')).toBeVisible();
    await page.getByRole('button', { name: 'Enroll in Another Course' }).click();
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });

  test('axe: no violations on the form and on the success screen @phone', async ({ page }) => {
    await gotoPage(page, '/enrollment?course=crypto');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Hina Aslam');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('hina@example.com');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('0302 1112223');
    await page.getByRole('button', { name: 'Submit Enrollment' }).click();
    await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
