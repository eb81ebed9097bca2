import type { Page, Route } from '@playwright/test';
import { enrollmentCourses, enrollmentMessages, leadPaths, startDateRange } from '@site/leads';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, gotoHydrated, gotoPage, test } from '../../support/fixtures';
import {
  enrollmentField,
  expectEnrollmentKept,
  fillEnrollment,
  student,
  submitEnrollmentButton,
} from './helpers';

const ENDPOINT = `**${leadPaths.enrollment}`;

/**
 * The form as its script runs it: for the tests about what the script does (the address kept in
 * step with the course, Submitting... for 2 s, each answer of the API they stand in for). The
 * form posted before its script, or without it, is the site server's
 * (tests/shell/without-javascript.spec.ts).
 */
const openScripted = gotoHydrated;

const checkedCourse = (page: Page) =>
  page.getByRole('combobox', { name: 'Course' }).locator('option:checked');

test.describe('/enrollment', () => {
  test('offers the 11 courses of the leads contract', async ({ page }) => {
    await gotoPage(page, '/enrollment');
    await expect(enrollmentField(page, 'Course').locator('option')).toHaveText([
      'Select a course',
      ...enrollmentCourses,
    ]);
  });

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

  test('a slow server keeps Submitting... until it answers, long after the 2 s', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENDPOINT, async (route) => {
      await held;
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' });
    });
    await page.clock.install();
    await openScripted(page, '/enrollment?course=react-native');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await fillEnrollment(page);
    await submitEnrollmentButton(page).click();
    await page.clock.runFor(10_000);
    await expect(submitEnrollmentButton(page)).toHaveText('Submitting...');
    await expect(submitEnrollmentButton(page)).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toBeVisible();
  });

  test('422: the server’s messages under their fields, the first one focused, nothing typed lost', async ({
    page,
  }) => {
    await page.route(ENDPOINT, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Validation failed.',
          errors: {
            phone: ['Enter a phone number of 7 to 15 digits, such as 0300 1234567 or +92 300 1234567.'],
            message: ['Message must be at most 2000 characters.', 'Second message.'],
          },
        }),
      }),
    );
    await openScripted(page, '/enrollment?course=react-native');
    await fillEnrollment(page);
    await submitEnrollmentButton(page).click();
    await expect(page.getByRole('form', { name: 'Enrollment form' }).getByRole('alert')).toHaveText(
      enrollmentMessages.invalid,
    );
    await expect(enrollmentField(page, 'Phone Number')).toHaveAccessibleDescription(
      /Enter a phone number of 7 to 15 digits, such as 0300 1234567 or \+92 300 1234567\./,
    );
    await expect(enrollmentField(page, 'Message')).toHaveAccessibleDescription(
      '(optional) Message must be at most 2000 characters. Second message.',
    );
    await expect(enrollmentField(page, 'Phone Number')).toBeFocused();
    await expectEnrollmentKept(page);
    await expect(submitEnrollmentButton(page)).toHaveText('Submit Enrollment');
  });

  const failures: [string, (route: Route) => Promise<void>, string][] = [
    [
      'a server error',
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
      enrollmentMessages.generic,
    ],
    [
      'a proxy error page (our server briefly unavailable)',
      (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
      enrollmentMessages.unavailable,
    ],
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
