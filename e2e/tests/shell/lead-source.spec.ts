import type { Page, Request } from '@playwright/test';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  SOURCE_FIELD,
  SOURCE_STORAGE_KEY,
  leadPaths,
  type LeadSource,
} from '@site/leads';
import { expect, test, waitForUnitHydration } from '../../support/fixtures';

// Where a lead came from (docs/decisions/0025-lead-attribution.md): a visitor arrives by a
// campaign's link, moves on through the site by its links and sends a form. The page's head keeps
// the campaign on the device; the form carries it, with script in its JSON and without script in
// its post to the site's server, and the record is forgotten once the lead is stored.

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const storedRecord = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SOURCE_STORAGE_KEY);

/** The next lead the page's script sends to the API. */
const leadRequest = (page: Page, apiPath: string) =>
  page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === apiPath,
  );

const sourceOf = (request: Request) => (request.postDataJSON() as { source: LeadSource }).source;

test.describe('a lead says where it came from', () => {
  test('an enrollment sent after a Facebook campaign’s link, two pages later', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/?utm_source=facebook&utm_campaign=winter');
    await page.getByRole('link', { name: 'Start Learning Today' }).click();
    await expect(page).toHaveURL(/\/enrollment$/);
    const form = page.getByRole('form', { name: 'Enrollment form' });
    // The form's script sends it (a post before it is the site server's: the last test).
    await waitForUnitHydration(form);
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Campaign Visitor');
    await form.getByRole('textbox', { name: 'Email Address' }).fill(unique('campaign-enrollment'));
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('0301 7654321');
    await form.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'React JS' });
    const sent = leadRequest(page, leadPaths.enrollment);
    await form.getByRole('button', { name: 'Submit Enrollment' }).click();

    const request = await sent;
    expect(sourceOf(request)).toEqual({
      utm_source: 'facebook',
      utm_campaign: 'winter',
      landing_page: '/',
      sent_from: '/enrollment',
      first_visit_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(await request.headerValue(IDEMPOTENCY_HEADER)).toMatch(IDEMPOTENCY_KEY_PATTERN);
    await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toBeVisible();
    // Kept until a form is sent.
    expect(await storedRecord(page)).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test('a project request sent in Urdu from /ur, after a Google ad opened another page', async ({ page }) => {
    await page.goto('/ur/faq?utm_source=google&utm_medium=cpc&gclid=Cj0KCQiA');
    await page.getByRole('link', { name: 'ہوم', exact: true }).click();
    await expect(page).toHaveURL(/\/ur$/);
    const form = page.getByRole('form', { name: 'پروجیکٹ کی درخواست' });
    await form.scrollIntoViewIfNeeded();
    await waitForUnitHydration(form);
    await form.getByRole('textbox', { name: 'پورا نام' }).fill('علی حسن');
    await form.getByRole('textbox', { name: 'ای میل ایڈریس' }).fill(unique('campaign-project'));
    await form.getByRole('combobox', { name: 'پروجیکٹ کی قسم' }).selectOption('Mobile App Development');
    await form.getByRole('textbox', { name: 'پروجیکٹ کی تفصیلات' }).fill('ہماری دکان کے لیے ایک ایپ۔');
    const sent = leadRequest(page, leadPaths.projectRequest);
    await form.getByRole('button', { name: 'درخواست بھیجیں' }).click();

    const request = await sent;
    expect(sourceOf(request)).toMatchObject({
      utm_source: 'google',
      utm_medium: 'cpc',
      click_id_kind: 'gclid',
      click_id: 'Cj0KCQiA',
      landing_page: '/ur/faq',
      sent_from: '/ur',
    });
    expect(request.postDataJSON()).toMatchObject({ language: 'ur' });
    expect(await request.headerValue(IDEMPOTENCY_HEADER)).toMatch(IDEMPOTENCY_KEY_PATTERN);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await storedRecord(page)).toBeNull();
  });

  test('an enrollment posted before the page’s scripts carries the record to the site’s server', async ({
    page,
  }) => {
    // The page's bundles never arrive: only the inline scripts of its head run.
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/enrollment?fbclid=IwAR0abc', { referer: 'https://l.facebook.com/' });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const form = page.getByRole('form', { name: 'Enrollment form' });
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Native Visitor');
    await form.getByRole('textbox', { name: 'Email Address' }).fill(unique('native-campaign'));
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('0301 7654321');
    await form.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Laravel' });
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/enrollment',
    );
    await form.getByRole('button', { name: 'Submit Enrollment' }).click();

    const source = JSON.parse(
      new URLSearchParams((await posted).postData() ?? '').get(SOURCE_FIELD) ?? 'null',
    );
    expect(source).toMatchObject({
      click_id_kind: 'fbclid',
      click_id: 'IwAR0abc',
      referrer_host: 'l.facebook.com',
      landing_page: '/enrollment',
      sent_from: '/enrollment',
    });
    // Stored by the site's server through the API: the page it redirects to forgets the record.
    await expect(page).toHaveURL(/\/enrollment\?sent=enrollment&course=Laravel$/);
    await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toBeVisible();
    expect(await storedRecord(page)).toBeNull();
  });
});
