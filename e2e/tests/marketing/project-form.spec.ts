import type { Page, Route } from '@playwright/test';
import { leadPaths, projectRequestMessages } from '@site/leads';
import { expectNoAxeViolations, statesAtOneWidth } from '../../support/axe';
import { expect, test, waitForUnitHydration } from '../../support/fixtures';
import { expectFormKeepsInput, field, fillProjectForm, gotoHome } from './helpers';

const ENDPOINT = `**${leadPaths.projectRequest}`;
const GENERIC = projectRequestMessages.generic;
const submit = (page: Page) => page.getByRole('button', { name: /^(Submit Request|Submitting\.\.\.)$/ });
const form = (page: Page) => page.getByRole('form', { name: 'Project request' });

/**
 * The form as its script runs it, in a browser: its constraint validation, a request that never
 * gets an answer, and axe on its states. What the script does with each answer of the API
 * (Submitting…, the dialog, the panel for 5 s, the messages under the fields) is
 * start-project-section.test.tsx's; the real API's answers, tests/api/project-request.spec.ts's.
 * The form posted before its script, or without it, is the site server's
 * (tests/shell/without-javascript.spec.ts).
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

  const failures: [string, (route: Route) => Promise<void>, string][] = [
    // The browser's own error for a request that never got an answer (the API's answers, each
    // mapped to its message, are start-project-section.test.tsx's).
    ['a network failure', (route) => route.abort('failed'), GENERIC],
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

  test('has no axe violations with the Thank you! dialog open @phone', async ({ page }) => {
    statesAtOneWidth();
    // No fake clock here: axe needs real timers.
    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":1}' }),
    );
    await openForm(page);
    await fillProjectForm(page);
    await submit(page).click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
    // What the answer changed: the dialog and the section; the rest is the page as it loads.
    await expectNoAxeViolations(page, { include: ['dialog[open]', '#start-project'] });
  });

  test('has no axe violations with server errors shown @phone', async ({ page }) => {
    statesAtOneWidth();
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
    await expectNoAxeViolations(page, { include: '#start-project' });
  });
});
