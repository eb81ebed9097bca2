import { startDateRange } from '@site/leads';
import { mailOf, rowsByEmail } from '../../support/database';
import { expect, gotoPage, notThroughNginx, test } from '../../support/fixtures';
import { enrollmentField, fillEnrollment, student, submitEnrollmentButton } from '../academy/helpers';

/**
 * The whole path of an enrollment: the real form at /enrollment, through the shell's /api proxy,
 * into the API's SQLite file with its mail waiting in the outbox (the e2e API has no SMTP_URL).
 */
interface Row {
  id: number;
  full_name: string;
  email: string;
  phone: string;
  course: string;
  start_date: string | null;
  message: string | null;
  user_agent: string | null;
  submitted_at: string;
}

test.describe('enrollment, form to database', () => {
  test('an enrollment typed into the form is stored as typed, the course as its label, its mail queued', async ({
    page,
    dbPath,
    consoleErrors,
  }) => {
    const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const email = `e2e.enroll.${unique}@example.com`;
    const startDate = startDateRange(new Date()).min;
    await gotoPage(page, '/enrollment');
    await fillEnrollment(page, {
      ...student,
      'Email Address': email,
      'Phone Number': '+92 300 1234567',
      Course: 'Basic Computer Course (Windows, MS Office)',
      'Preferred Start Date': startDate,
      Message: `Weekend batch.\nRef ${unique}`,
    });
    await submitEnrollmentButton(page).click();
    await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toBeVisible();

    const rows = rowsByEmail<Row>(dbPath, 'enrollments', email);
    expect(rows).toEqual([
      expect.objectContaining({
        full_name: 'Usman Tariq',
        email,
        phone: '+92 300 1234567',
        course: 'Basic Computer Course (Windows, MS Office)',
        start_date: startDate,
        message: `Weekend batch.\nRef ${unique}`,
        user_agent: expect.stringMatching(/Chrome/),
      }),
    ]);
    expect(Math.abs(Date.parse(rows[0]?.submitted_at ?? '') - Date.now())).toBeLessThan(60_000);
    expect(mailOf(dbPath, 'enrollment', rows[0]?.id ?? 0)).toMatchObject({ attempts: 0, sent_at: null });
    expect(consoleErrors).toEqual([]);
  });

  test("the server's validation message appears under its field and nothing is stored", async ({
    page,
    dbPath,
  }) => {
    notThroughNginx('the API’s 422 through nginx is nginx.spec.ts’s');
    // A tel input has no format check of its own; the API counts the digits.
    const email = `e2e.enroll.phone.${Date.now()}@example.com`;
    await gotoPage(page, '/enrollment?course=laravel');
    await fillEnrollment(page, {
      ...student,
      'Email Address': email,
      'Phone Number': '12345',
      Course: 'Laravel',
    });
    await submitEnrollmentButton(page).click();

    await expect(enrollmentField(page, 'Phone Number')).toHaveAccessibleDescription(
      /Enter a phone number of 7 to 15 digits, such as 0300 1234567 or \+92 300 1234567\./,
    );
    await expect(enrollmentField(page, 'Phone Number')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toHaveCount(0);
    expect(rowsByEmail(dbPath, 'enrollments', email)).toEqual([]);
  });
});
