import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { staffPages } from '@site/staff';
import { expect, test, waitForUnitHydration } from '../../support/fixtures';
import { codeOf, newAccount, unique } from '../../support/staff';

// The staff area against the real API and its database (issue 31): a visitor sends an enrollment
// from a campaign's link; an admin created with the staff tool opens the inbox, is sent to sign
// in, mistypes the password, signs in with it and the authenticator, finds the lead by its source
// and filters, changes its status, adds a note, finds it under its new status, exports the filter,
// signs out, and the back button shows no lead. On a desktop and on a phone.

/** The inbox's leads: rows of the table on a desktop, cards on a phone. */
const leadsShown = (page: Page) =>
  page.viewportSize()!.width <= 640
    ? page.getByRole('main').getByRole('list', { name: 'Results' }).getByRole('listitem')
    : page.getByRole('main').getByRole('table', { name: 'Results' }).locator('tbody').getByRole('row');

test('a lead from a campaign, worked end to end by staff @phone', async ({
  page,
  baseURL,
  dbPath,
  consoleErrors,
}) => {
  const name = unique('Campaign Student');
  const campaign = unique('e2e');

  // A visitor comes from a Facebook campaign and enrolls.
  await page.goto(`/?utm_source=facebook&utm_medium=cpc&utm_campaign=${campaign}`);
  await page.goto('/enrollment');
  const form = page.getByRole('form', { name: 'Enrollment form' });
  await waitForUnitHydration(form);
  await form.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email Address' }).fill(`${unique('student')}@example.com`);
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('0301 7654321');
  await form.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Laravel' });
  await form.getByRole('button', { name: 'Submit Enrollment' }).click();
  await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toBeVisible();

  // An admin, made with the staff tool as the README says, opens the new leads: no session yet,
  // so the sign-in page, which comes back there.
  const admin = await newAccount(dbPath, baseURL!, 'admin');
  const main = page.getByRole('main');
  await page.goto(`${staffPages.inbox}?status=new`);
  await expect(page).toHaveURL(
    /\/admin-jeansrecycle\?next=%2Fadmin-jeansrecycle%2Fleads%3Fstatus%3Dnew&session=ended$/,
  );
  await expect(main.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await waitForUnitHydration(main.getByRole('form').first());
  await main.getByLabel('Username').fill(admin.username);
  await main.getByLabel('Password').fill('not the password');
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(main.getByRole('alert')).toHaveText('The username or password is not right.');
  await expect(main.getByLabel('Username')).toHaveValue(admin.username);
  await expect(main.getByLabel('Password')).toHaveValue('');
  await main.getByLabel('Password').fill(admin.password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  const code = main.getByLabel('Authenticator code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(codeOf(admin.secret));
  await main.getByRole('button', { name: 'Verify and sign in' }).click();

  // The new leads, as many as their chip counts (a page of 25 at most).
  await expect(page).toHaveURL(/\/admin-jeansrecycle\/leads\?status=new$/);
  const chips = main.getByRole('navigation', { name: 'Leads by status' });
  const newChip = chips.getByRole('link', { name: /^New\s*\d+$/ });
  await expect(newChip).toHaveAttribute('aria-current', 'page');
  const fresh = Number(/\d+$/.exec((await newChip.textContent())!)![0]);
  await expect(leadsShown(page)).toHaveCount(Math.min(25, fresh));

  // The lead is found by its source, language and name.
  const filters = main.getByRole('search', { name: 'Filter leads' });
  await main.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }).fill(name);
  const sourceFilter = filters.getByRole('combobox', { name: 'Source' });
  // On a phone the filters fold away under their summary.
  if (!(await sourceFilter.isVisible())) await filters.getByText('Filters', { exact: true }).click();
  await sourceFilter.fill('facebook');
  await filters.getByRole('combobox', { name: 'Language' }).selectOption('en');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/source=facebook/);
  await expect(page).toHaveURL(/language=en/);
  await page.reload();
  const lead = main.getByRole('link', { name });
  await expect(lead).toHaveCount(1);
  await expect(leadsShown(page)).toHaveCount(1);
  await expect(leadsShown(page)).toContainText('English');
  await lead.click();
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  const source = main.getByRole('region', { name: 'Where they came from' });
  await expect(source).toContainText('facebook');
  await expect(source).toContainText(campaign);

  // Worked: status and a note, kept by the API (which takes a change only with the session's CSRF token).
  const status = main.getByRole('region', { name: 'Status' });
  await status.getByRole('combobox', { name: 'Set the status' }).selectOption('contacted');
  await status.getByRole('button', { name: 'Save' }).click();
  await expect(status.getByText('Status saved: Contacted.')).toBeVisible();
  const notes = main.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox', { name: 'Add a note' }).fill('Called: wants the evening batch.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Note added.')).toBeVisible();
  await expect(notes.getByText('Called: wants the evening batch.')).toBeVisible();
  await page.reload();
  await expect(
    main.getByRole('region', { name: 'Notes' }).getByText('Called: wants the evening batch.'),
  ).toBeVisible();
  await expect(main.getByRole('region', { name: 'Status' })).toContainText(admin.username);

  // Back in the list with its filters, the lead is under its new status.
  await main.getByRole('link', { name: 'All leads' }).click();
  await expect(page).toHaveURL(/source=facebook/);
  await chips.getByRole('link', { name: /^Contacted/ }).click();
  await expect(page).toHaveURL(/status=contacted/);
  await expect(chips.getByRole('link', { name: /^Contacted/ })).toHaveAttribute('aria-current', 'page');
  await expect(leadsShown(page)).toHaveCount(1);
  await expect(leadsShown(page)).toContainText('Contacted');

  // Exported: the filter's CSV holds the lead with its new status and source.
  const downloaded = page.waitForEvent('download');
  await main.getByRole('link', { name: /Download CSV/ }).click();
  const csv = readFileSync((await (await downloaded).path())!, 'utf8');
  expect(csv.startsWith('\uFEFF"kind"')).toBe(true);
  expect(csv).toContain(`"${name}"`);
  expect(csv).toMatch(new RegExp(`"contacted","${name}".*"facebook"`));

  // Signed out: the session ends, and going back shows no lead.
  await leadsShown(page).getByRole('link', { name }).click();
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin-jeansrecycle\?session=signed-out$/);
  await expect(main.getByText('You have signed out.')).toBeVisible();
  await page.goBack();
  // Whatever page the browser shows, it holds no lead: it checks the session and goes to sign in.
  await expect(page).toHaveURL(/session=ended/);
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(main.getByRole('table')).toHaveCount(0);
  const me = await page.request.get('/api/v1/staff/me');
  expect(me.status()).toBe(401);
  expect(consoleErrors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
});
