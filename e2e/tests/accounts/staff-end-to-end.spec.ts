import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { staffPages } from '@site/staff';
import { e2eDbPath } from '../../playwright.config';
import { expect, test, waitForUnitHydration } from '../../support/fixtures';

// The staff area against the real API and its database (issue 31): a visitor sends an enrollment
// from a campaign's link; an admin created with the staff tool signs in with the password and the
// authenticator, finds the lead with its source, changes its status, adds a note, exports the
// filter, signs out, and the back button shows no lead. On a desktop and on a phone.

const root = path.resolve(__dirname, '..', '..', '..');
// The API's own TOTP, as the authenticator app computes it (built by `npm run build`).
const { totpCode } = require(path.join(root, 'api', 'dist', 'auth', 'totp.js')) as {
  totpCode: (secret: string, time: Date) => string;
};
const PASSWORD = 'kinnow orchards in winter light';

/** A new admin, made with the staff tool as the README says, and its authenticator's secret. */
function createAdmin(baseURL: string, username: string): string {
  const out = execFileSync(
    process.execPath,
    [path.join(root, 'api', 'dist', 'cli', 'staff.js'), 'add', username, '--admin', '--password-stdin'],
    {
      input: PASSWORD,
      encoding: 'utf8',
      env: { ...process.env, API_DB_PATH: e2eDbPath, DATABASE_URL: '', PUBLIC_ORIGIN: baseURL },
    },
  );
  const secret = /secret: ([A-Z2-7]+)/.exec(out)?.[1];
  if (!secret) throw new Error(`no secret in: ${out}`);
  return secret;
}

test('a lead from a campaign, worked end to end by staff @phone', async ({
  page,
  baseURL,
  consoleErrors,
}, info) => {
  const run = `${info.project.name}-${Date.now()}`;
  const name = `Campaign Student ${run}`;
  const campaign = `e2e-${run}`;

  // A visitor comes from a Facebook campaign and enrolls.
  await page.goto(`/?utm_source=facebook&utm_medium=cpc&utm_campaign=${campaign}`);
  await page.goto('/enrollment');
  const form = page.getByRole('form', { name: 'Enrollment form' });
  await waitForUnitHydration(form);
  await form.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email Address' }).fill(`student-${Date.now()}@example.com`);
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('0301 7654321');
  await form.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Laravel' });
  await form.getByRole('button', { name: 'Submit Enrollment' }).click();
  await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toBeVisible();

  // An admin signs in, with the authenticator's code.
  const username = `e2e-admin-${Date.now() % 1e9}`;
  const secret = createAdmin(baseURL!, username);
  await page.goto(staffPages.signIn);
  const main = page.getByRole('main');
  await waitForUnitHydration(main.getByRole('form').first());
  await main.getByLabel('Username').fill(username);
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await main.getByLabel('Authenticator code').fill(totpCode(secret, new Date()));
  await main.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin-jeansrecycle\/leads$/);

  // The lead is in the inbox, found by its source and by its name.
  const filters = main.getByRole('search', { name: 'Filter leads' });
  await main.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }).fill(name);
  const sourceFilter = filters.getByRole('combobox', { name: 'Source' });
  // On a phone the filters fold away under their summary.
  if (!(await sourceFilter.isVisible())) await filters.getByText('Filters', { exact: true }).click();
  await sourceFilter.fill('facebook');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/source=facebook/);
  const lead = main.getByRole('link', { name });
  await expect(lead).toHaveCount(1);
  await lead.click();
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  const source = main.getByRole('region', { name: 'Where they came from' });
  await expect(source).toContainText('facebook');
  await expect(source).toContainText(campaign);

  // Worked: status and a note, kept by the API.
  const status = main.getByRole('region', { name: 'Status' });
  await status.getByRole('combobox', { name: 'Set the status' }).selectOption('contacted');
  await status.getByRole('button', { name: 'Save' }).click();
  await expect(status.getByText('Status saved: Contacted.')).toBeVisible();
  const notes = main.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox', { name: 'Add a note' }).fill('Called: wants the evening batch.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Called: wants the evening batch.')).toBeVisible();
  await page.reload();
  await expect(
    main.getByRole('region', { name: 'Notes' }).getByText('Called: wants the evening batch.'),
  ).toBeVisible();
  await expect(main.getByRole('region', { name: 'Status' })).toContainText(username);

  // Exported: the filter's CSV holds the lead with its new status and source.
  await main.getByRole('link', { name: 'All leads' }).click();
  const downloaded = page.waitForEvent('download');
  await main.getByRole('link', { name: /Download CSV/ }).click();
  const csv = readFileSync((await (await downloaded).path())!, 'utf8');
  expect(csv.startsWith('\uFEFF"kind"')).toBe(true);
  expect(csv).toContain(`"${name}"`);
  expect(csv).toMatch(new RegExp(`"contacted","${name}".*"facebook"`));

  // Signed out: the session ends, and going back shows no lead.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/session=signed-out/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin-jeansrecycle\?/);
  await expect(page.getByText(name)).toHaveCount(0);
  const me = await page.request.get('/api/v1/staff/me');
  expect(me.status()).toBe(401);
  expect(consoleErrors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
});
