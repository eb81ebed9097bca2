import type { Page, Route } from '@playwright/test';
import { enrollmentMessages, leadPaths, startDateRange } from '@site/leads';
import { expectNoAxeViolations, statesAtOneWidth } from '../../support/axe';
import { expect, gotoHydrated, gotoPage, test } from '../../support/fixtures';
import { expectEnrollmentKept, fillEnrollment, student, submitEnrollmentButton } from './helpers';

const ENDPOINT = `**${leadPaths.enrollment}`;

/**
 * The form as its script runs it, in a browser: the address kept in step with the course without
 * moving the visitor, the real API's answer after Submitting... for 2 s, a request that never gets
 * an answer, and axe on the success screen. The form's own behaviour (its courses, the course
 * from the URL, its checks, a slow server, each answer of the API) is enrollment-page.test.tsx's;
 * the form posted before its script, or without it, is the site server's
 * (tests/shell/without-javascript.spec.ts).
 */
const openScripted = gotoHydrated;

const checkedCourse = (page: Page) =>
  page.getByRole('combobox', { name: 'Course' }).locator('option:checked');

test.describe('/enrollment', () => {
  test('changing the course updates the address without moving the visitor; a reload keeps it', async ({
    page,
  }) => {
    await openScripted(page, '/enrollment');
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

  test('submitting to the real API shows Submitting... on a disabled button for about 2 s, then the success screen', async ({
    page,
    consoleErrors,
  }) => {
    await openScripted(page, '/enrollment?course=react-native');
    await fillEnrollment(page, { ...student, 'Preferred Start Date': startDateRange(new Date()).max });

    const started = Date.now();
    await submitEnrollmentButton(page).click();
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

  const failures: [string, (route: Route) => Promise<void>, string][] = [
    // The browser's own error for a request that never got an answer (each answer of the API,
    // mapped to its message, is enrollment-page.test.tsx's).
    ['a network failure', (route) => route.abort('failed'), enrollmentMessages.network],
  ];
  for (const [name, answer, message] of failures) {
    test(`${name}: a clear message, nothing typed lost, no success screen`, async ({ page }) => {
      await page.route(ENDPOINT, answer);
      await openScripted(page, '/enrollment?course=react-native');
      await fillEnrollment(page);
      await submitEnrollmentButton(page).click();
      await expect(page.getByRole('form', { name: 'Enrollment form' }).getByRole('alert')).toHaveText(
        message,
      );
      await expectEnrollmentKept(page);
      await expect(submitEnrollmentButton(page)).toBeEnabled();
      await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toHaveCount(0);
    });
  }

  test('axe: no violations on the success screen @phone', async ({ page }) => {
    statesAtOneWidth();
    await gotoPage(page, '/enrollment?course=crypto');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Hina Aslam');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('hina@example.com');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('0302 1112223');
    await page.getByRole('button', { name: 'Submit Enrollment' }).click();
    await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
