import type { Page, Request, Route } from '@playwright/test';
import { budgetRanges, leadPaths, projectRequestMessages, projectTypes } from '@site/leads';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, waitForUnitHydration } from '../../support/fixtures';
import { expectFormKeepsInput, field, fillProjectForm, gotoHome, pauseClock, visitor } from './helpers';

const ENDPOINT = `**${leadPaths.projectRequest}`;
const GENERIC = projectRequestMessages.generic;
const submit = (page: Page) => page.getByRole('button', { name: /^(Submit Request|Submitting\.\.\.)$/ });
const form = (page: Page) => page.getByRole('form', { name: 'Project request' });

/**
 * The form as its script runs it: these tests are about what the script does with each answer of
 * the API (which they stand in for). The form posted before its script, or without it, is the
 * site server's (tests/shell/without-javascript.spec.ts).
 */
async function openForm(page: Page) {
  await gotoHome(page, '/#start-project');
  // This spec is about the form's script (Submitting…, the dialog, the API's answers shown by
  // fetch): it acts once the form's section is hydrated (the page's signal may come before the
  // browser has scrolled to it). A form sent before its script posts to the site's server:
  // tests/shell/without-javascript.spec.ts and first-paint-taps.spec.ts.
  await waitForUnitHydration(page.locator('#start-project form'));
}

test.describe('start-project form', () => {
  test('has the fields, required/optional rules and option lists of the spec', async ({ page }) => {
    await openForm(page);
    for (const name of ['Full Name', 'Email Address', 'Project Type', 'Project Details']) {
      await expect(field(page, name)).toHaveAttribute('required', '');
    }
    for (const name of ['Company Name', 'Budget Range']) {
      await expect(field(page, name)).not.toHaveAttribute('required');
    }
    await expect(field(page, 'Email Address')).toHaveAttribute('type', 'email');
    await expect(field(page, 'Project Type').locator('option')).toHaveText([
      'Select a project type',
      ...projectTypes,
    ]);
    await expect(field(page, 'Budget Range').locator('option')).toHaveText([
      'Select a budget range',
      ...budgetRanges,
    ]);
  });

  test('the browser stops an incomplete form before any request', async ({ page }) => {
    let requests = 0;
    await page.route(ENDPOINT, (route) => {
      requests++;
      return route.abort();
    });
    await openForm(page);
    await submit(page).click();
    expect(await field(page, 'Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    );
    await field(page, 'Full Name').fill('Ali');
    await field(page, 'Email Address').fill('not-an-email');
    await submit(page).click();
    expect(
      await field(page, 'Email Address').evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
    ).toBe(true);
    expect(requests).toBe(0);
  });

  test('success: POSTs JSON, shows Submitting..., the Thank you! dialog, the panel, then the empty form after 5 s', async ({
    page,
    consoleErrors,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: Request | undefined;
    await page.route(ENDPOINT, async (route) => {
      sent = route.request();
      await held;
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 42 }) });
    });
    await page.clock.install();
    await openForm(page);
    await pauseClock(page);
    await fillProjectForm(page);
    await submit(page).click();
    await expect(submit(page)).toHaveText('Submitting...');
    await expect(submit(page)).toBeDisabled();
    expect(sent!.method()).toBe('POST');
    expect(sent!.headers()['content-type']).toBe('application/json');
    // With where the visitor came from (here: nowhere but this page; tests/shell/lead-source.spec.ts).
    expect(sent!.postDataJSON()).toEqual({
      ...visitor,
      website: '',
      source: expect.objectContaining({ landing_page: '/', sent_from: '/' }),
    });

    release();
    const dialog = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "We've received your project details and will get back to you within 24 hours.",
    );
    await expect(page.getByRole('heading', { name: 'Thank You for Reaching Out!' })).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.clock.runFor(4000);
    await expect(page.getByRole('heading', { name: 'Thank You for Reaching Out!' })).toBeVisible();
    await page.clock.runFor(1000);
    await expect(form(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank You for Reaching Out!' })).toHaveCount(0);
    for (const name of [
      'Full Name',
      'Email Address',
      'Company Name',
      'Project Type',
      'Budget Range',
      'Project Details',
    ]) {
      await expect(field(page, name)).toHaveValue('');
    }
    await expect(submit(page)).toHaveText('Submit Request');
    expect(consoleErrors).toEqual([]);
  });

  test('422 with errors: messages under their fields joined by a space, and the server message on top', async ({
    page,
  }) => {
    await page.route(ENDPOINT, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Please check the highlighted fields.',
          errors: {
            full_name: ['The full name must be at least 2 characters.'],
            email: ['The email must be a valid email address.', 'The email domain is not accepted.'],
            project_type: ['The selected project type is invalid.'],
            project_details: ['The project details are too short.', 'Add a few more words.'],
            budget_range: ['Shown nowhere per field.'],
          },
        }),
      }),
    );
    await openForm(page);
    await fillProjectForm(page);
    await submit(page).click();
    await expect(form(page).getByRole('alert')).toHaveText('Please check the highlighted fields.');
    await expect(field(page, 'Full Name')).toHaveAccessibleDescription(
      'The full name must be at least 2 characters.',
    );
    await expect(field(page, 'Email Address')).toHaveAccessibleDescription(
      'The email must be a valid email address. The email domain is not accepted.',
    );
    await expect(field(page, 'Project Type')).toHaveAccessibleDescription(
      'The selected project type is invalid.',
    );
    await expect(field(page, 'Project Details')).toHaveAccessibleDescription(
      'The project details are too short. Add a few more words.',
    );
    await expect(field(page, 'Email Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Shown nowhere per field.')).toHaveCount(0);
    await expectFormKeepsInput(page);
    await expect(submit(page)).toBeEnabled();
    await expect(submit(page)).toHaveText('Submit Request');
  });

  test("422 with errors but no message: the top message is 'Validation failed.'", async ({ page }) => {
    await page.route(ENDPOINT, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ errors: { email: ['The email has already been used today.'] } }),
      }),
    );
    await openForm(page);
    await fillProjectForm(page);
    await submit(page).click();
    await expect(form(page).getByRole('alert')).toHaveText('Validation failed.');
    await expect(field(page, 'Email Address')).toHaveAccessibleDescription(
      'The email has already been used today.',
    );
    await expectFormKeepsInput(page);
  });

  // The specification's sentence; after it, for a gateway's 502/503/504, why (our server).
  const UNAVAILABLE = `${GENERIC} ${projectRequestMessages.unavailable}`;
  const failures: [string, (route: Route) => Promise<void>, string][] = [
    [
      '500 without errors',
      (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal"}' }),
      GENERIC,
    ],
    [
      '429 rate limited',
      (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: '{"message":"Too many requests"}',
        }),
      GENERIC,
    ],
    ['a network failure', (route) => route.abort('failed'), GENERIC],
    [
      'an unreadable body',
      (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Error</h1>' }),
      GENERIC,
    ],
    [
      'a gateway’s 502 page',
      (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
      UNAVAILABLE,
    ],
    [
      'a gateway’s 503',
      (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"Our server is briefly unavailable. Please try again in a minute."}',
        }),
      UNAVAILABLE,
    ],
  ];
  for (const [name, answer, message] of failures) {
    test(`${name}: what went wrong, and the input stays`, async ({ page }) => {
      await page.route(ENDPOINT, answer);
      await openForm(page);
      await fillProjectForm(page);
      await submit(page).click();
      await expect(form(page).getByRole('alert')).toHaveText(message);
      await expectFormKeepsInput(page);
      await expect(submit(page)).toBeEnabled();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('reaches the real API and stores the request', async ({ page }) => {
    await openForm(page);
    await fillProjectForm(page);
    const [response] = await Promise.all([page.waitForResponse(ENDPOINT), submit(page).click()]);
    expect(response.status()).toBe(201);
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  });

  test('has no axe violations with the Thank you! dialog open @phone', async ({ page }) => {
    // No fake clock here: axe needs real timers.
    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' }),
    );
    await openForm(page);
    await fillProjectForm(page);
    await submit(page).click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('has no axe violations with server errors shown @phone', async ({ page }) => {
    await page.route(ENDPOINT, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Validation failed.', errors: { full_name: ['Too short.'] } }),
      }),
    );
    await openForm(page);
    await fillProjectForm(page);
    await submit(page).click();
    await expect(form(page).getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
