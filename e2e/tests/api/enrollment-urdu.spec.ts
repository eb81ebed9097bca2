import type { Page } from '@playwright/test';
import { leadTextsIn } from '@site/leads';
import { rowsByEmail } from '../../support/database';
import { expect, gotoHydrated, gotoPage, notThroughNginx, test } from '../../support/fixtures';

/**
 * The Urdu enrollment form (/ur/enrollment, issue 23) end to end: its errors in Urdu from the
 * browser's script and from the site's server (a post without script), and a lead stored with its
 * language. Needs the /ur routes of the shell (the core team's part of issue 23).
 */
const field = (page: Page, name: string) =>
  name === 'کورس'
    ? page.getByRole('combobox', { name, exact: true })
    : page.getByRole('textbox', { name, exact: true });

async function fill(page: Page, email: string, phone: string) {
  await field(page, 'پورا نام').fill('عثمان طارق');
  await field(page, 'ای میل ایڈریس').fill(email);
  await field(page, 'فون نمبر').fill(phone);
  await field(page, 'کورس').selectOption('Laravel');
}

/** A message somewhere in an accessible description (the phone's hint comes first). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const submit = (page: Page) =>
  page.getByRole('button', { name: /^(داخلہ فارم جمع کروائیں|بھیجا جا رہا ہے…)$/ });

test.describe('the Urdu enrollment form, form to database', () => {
  test('the API’s message in Urdu under its field, nothing stored; then stored with language ur', async ({
    page,
    dbPath,
  }) => {
    notThroughNginx(
      'the API’s 422 through nginx is nginx.spec.ts’s; a JSON post through it, enrollment.spec.ts’s',
    );
    const email = `e2e.enroll.ur.${Date.now()}@example.com`;
    await gotoHydrated(page, '/ur/enrollment');
    await fill(page, email, '12345');
    await submit(page).click();
    await expect(field(page, 'فون نمبر')).toHaveAccessibleDescription(
      containing(leadTextsIn.ur.enrollment.validation.phone),
    );
    await expect(page.getByText(leadTextsIn.ur.enrollment.answers.invalid)).toBeVisible();
    expect(rowsByEmail(dbPath, 'enrollments', email)).toEqual([]);

    await field(page, 'فون نمبر').fill('0300 1234567');
    await submit(page).click();
    await expect(
      page.getByRole('heading', { name: leadTextsIn.ur.enrollment.answers.successTitle }),
    ).toBeVisible();
    expect(rowsByEmail(dbPath, 'enrollments', email)).toEqual([
      expect.objectContaining({ full_name: 'عثمان طارق', course: 'Laravel', language: 'ur' }),
    ]);
  });

  test('without script: the site’s server answers in Urdu and stores the lead in Urdu', async ({
    browser,
    dbPath,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `e2e.enroll.ur.native.${Date.now()}@example.com`;
    try {
      await gotoPage(page, '/ur/enrollment');
      // A tel input has no format check of its own: the API refuses the number, in Urdu.
      await fill(page, email, '12345');
      await submit(page).click();
      await expect(field(page, 'فون نمبر')).toHaveAccessibleDescription(
        containing(leadTextsIn.ur.enrollment.validation.phone),
      );
      expect(new URL(page.url()).pathname).toBe('/ur/enrollment');

      await field(page, 'فون نمبر').fill('0300 1234567');
      await submit(page).click();
      await expect(page).toHaveURL(/\/ur\/enrollment\?sent=enrollment&course=Laravel$/);
      await expect(
        page.getByRole('heading', { name: leadTextsIn.ur.enrollment.answers.successTitle }),
      ).toBeVisible();
      expect(rowsByEmail(dbPath, 'enrollments', email)).toEqual([
        expect.objectContaining({ language: 'ur' }),
      ]);
    } finally {
      await context.close();
    }
  });
});
