import type { Locator, Page } from '@playwright/test';
import { staffPages } from '@site/staff';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, gotoHydrated, noHorizontalScroll, test } from '../../support/fixtures';
import { htmlErrors } from '../../support/html-checker';
import { fakeStaffApi, SETUP_TOKEN, STAFF_PASSWORD, TOTP_CODE, USED_TOKEN } from './staff-api';

// The staff area against a stand-in for the staff API (./staff-api.ts, page.route): the pages'
// own behaviour. STAFF_SCREENSHOTS=<folder> also saves a full-page screenshot of each page.

const main = (page: Page) => page.getByRole('main');
const leadsTable = (page: Page) => main(page).getByRole('table', { name: 'Results' });

async function shot(page: Page, name: string) {
  const folder = process.env.STAFF_SCREENSHOTS;
  if (!folder) return;
  // A long page in slices a person can look at.
  const { width } = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const slice = 1400;
  for (let y = 0, part = 1; y < height; y += slice, part += 1) {
    const clip = { x: 0, y, width, height: Math.min(slice, height - y) };
    await page.screenshot({
      path: `${folder}/${test.info().project.name}-${name}-${part}.png`,
      fullPage: true,
      clip,
    });
  }
}

/** The page's console errors but the browser's own line for each refused request (a 401). */
const realErrors = (errors: string[]) => errors.filter((error) => !/Failed to load resource/.test(error));

/** The lead's name, as its row in the inbox links it. */
const nameOf = async (link: Locator) => (await link.textContent())!.trim();

test.describe('the staff area', () => {
  test('signs in with the authenticator, filters the inbox, works a lead, signs out; back shows no lead', async ({
    page,
    consoleErrors,
  }) => {
    const api = await fakeStaffApi(page);
    await page.goto(`${staffPages.inbox}?status=new`);
    // No session: the sign-in page, which comes back here.
    await expect(page).toHaveURL(
      /\/admin-jeansrecycle\?next=%2Fadmin-jeansrecycle%2Fleads%3Fstatus%3Dnew&session=ended$/,
    );
    await expect(main(page).getByText('Your session has ended. Please sign in again.')).toBeVisible();

    await main(page).getByLabel('Username').fill('ayesha');
    await main(page).getByLabel('Password').fill('not the password');
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('Wrong username or password.');
    await expect(main(page).getByLabel('Username')).toHaveValue('ayesha');
    await expect(main(page).getByLabel('Password')).toHaveValue('');

    await main(page).getByLabel('Password').fill(STAFF_PASSWORD);
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    const code = main(page).getByLabel('Authenticator code');
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await code.fill(TOTP_CODE);
    await main(page).getByRole('button', { name: 'Verify and sign in' }).click();

    await expect(page).toHaveURL(/\/admin-jeansrecycle\/leads\?status=new$/);
    const fresh = api.leads.filter((lead) => lead.status === 'new').length;
    await expect(leadsTable(page).getByRole('row')).toHaveCount(1 + Math.min(25, fresh));
    const chips = main(page).getByRole('navigation', { name: 'Leads by status' });
    await chips.getByRole('link', { name: /^Contacted/ }).click();
    await expect(page).toHaveURL(/\?status=contacted$/);
    const search = main(page).getByRole('search', { name: 'Filter leads' });
    await search.getByRole('combobox', { name: 'Language' }).selectOption('ur');
    await search.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\?status=contacted&language=ur$/);
    await page.reload();
    await expect(chips.getByRole('link', { name: /^Contacted/ })).toHaveAttribute('aria-current', 'page');
    const rows = leadsTable(page).getByRole('row');
    await expect(rows.nth(1)).toContainText('Urdu');
    for (const row of (await rows.all()).slice(1)) await expect(row).toContainText('Contacted');

    const first = leadsTable(page).getByRole('link').first();
    const name = await nameOf(first);
    await first.click();
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
    const status = main(page).getByRole('region', { name: 'Status' });
    await status.getByRole('combobox', { name: 'Set the status' }).selectOption('qualified');
    await status.getByRole('button', { name: 'Save' }).click();
    await expect(status.getByText('Status saved: Qualified.')).toBeVisible();
    const notes = main(page).getByRole('region', { name: 'Notes' });
    await notes
      .getByRole('textbox', { name: 'Add a note' })
      .fill('Called: prefers the evening batch. Fee in two parts.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByText('Note added.')).toBeVisible();
    await expect(notes.getByText('Called: prefers the evening batch. Fee in two parts.')).toBeVisible();
    const changes = api.changes.filter((change) => /\/(status|notes)$/.test(change.path));
    expect(changes.map((change) => [change.body, change.csrf])).toEqual([
      [{ status: 'qualified' }, 'csrf-e2e-7d1c'],
      [{ body: 'Called: prefers the evening batch. Fee in two parts.' }, 'csrf-e2e-7d1c'],
    ]);

    await main(page).getByRole('link', { name: 'All leads' }).click();
    await expect(page).toHaveURL(/\/admin-jeansrecycle\/leads\?status=contacted&language=ur$/);
    await leadsTable(page).getByRole('link').first().click();
    await expect(main(page).getByRole('heading', { level: 1 })).not.toHaveText('Lead');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin-jeansrecycle\?session=signed-out$/);
    await expect(main(page).getByText('You have signed out.')).toBeVisible();
    await page.goBack();
    // Whatever page the browser shows, it holds no lead: it checks the session and goes to sign in.
    await expect(page).toHaveURL(/session=ended/);
    await expect(main(page).getByText(name)).toHaveCount(0);
    await expect(main(page).getByRole('table')).toHaveCount(0);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  test('the site’s server answers staff pages as frames nobody keeps or indexes', async ({ request }) => {
    for (const path of [
      staffPages.inbox,
      staffPages.lead('enrollment', 120),
      staffPages.audit,
      staffPages.setup,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-store');
      expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
      expect(response.headers()['etag'], path).toBeUndefined();
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(html).toMatch(/<noscript>.*needs JavaScript/);
      expect(html).not.toContain('Sign out');
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/admin-jeansrecycle');
    // robots.txt, which anyone reads, does not name them: their noindex keeps them out (issue 42).
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).not.toContain('/admin-jeansrecycle');
  });

  test('the inbox pages by links, exports its filter and draws leads per week', async ({ page }) => {
    const api = await fakeStaffApi(page);
    api.signIn();
    await page.goto(staffPages.inbox);
    await expect(leadsTable(page).getByRole('row')).toHaveCount(26);
    await expect(main(page).getByText('Showing 25 of 58 leads.')).toBeVisible();
    await main(page).getByRole('link', { name: 'Older leads' }).click();
    await expect(page).toHaveURL(/\?cursor=25$/);
    await expect(main(page).getByRole('heading', { name: 'Results', level: 2 })).toBeFocused();
    await main(page).getByRole('link', { name: 'Older leads' }).click();
    await expect(leadsTable(page).getByRole('row')).toHaveCount(9);
    await main(page).getByRole('link', { name: 'Back to the newest' }).click();
    await expect(page).toHaveURL(/\/leads$/);

    await main(page).getByRole('searchbox', { name: 'Search by name, e-mail or phone' }).fill('khan');
    await main(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\?q=khan$/);
    // The API sends the file (a download is the browser's: page.route does not stand in for it).
    const csv = main(page).getByRole('link', { name: /Download CSV/ });
    await expect(csv).toHaveAttribute('href', '/api/v1/staff/leads/export.csv?q=khan');
    await expect(csv).toHaveAttribute('download', '');
    expect(api.reads).toContain('/leads?q=khan');

    const chart = main(page).getByRole('img', {
      name: /^Leads per week for the last 12 weeks, by source: \d+ in total/,
    });
    await expect(chart).toBeVisible();
    await main(page).getByRole('button', { name: 'Kind', exact: true }).click();
    await expect(
      main(page).getByRole('img', { name: /by kind: .*Project request \d+, Enrollment \d+\.$/ }),
    ).toBeVisible();
    await main(page).getByText('Show the numbers').click();
    await expect(
      main(page).getByRole('table', { name: 'Leads per week by kind' }).getByRole('row'),
    ).toHaveCount(13);
  });

  test('the API down: the list says so with Try again, the rest of the page intact', async ({ page }) => {
    const api = await fakeStaffApi(page);
    api.signIn();
    api.leadsDown = true;
    await page.goto(staffPages.inbox);
    const failure = main(page).getByRole('alert');
    await expect(failure).toContainText('The leads could not be loaded');
    await expect(main(page).getByRole('search', { name: 'Filter leads' })).toBeVisible();
    await expect(main(page).getByRole('img', { name: /Leads per week/ })).toBeVisible();
    await shot(page, 'inbox-api-down');
    api.leadsDown = false;
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(leadsTable(page).getByRole('row')).toHaveCount(26);
  });

  test('a lead: call, WhatsApp in the lead’s language, e-mail; a given-up mail sent again', async ({
    page,
  }) => {
    const api = await fakeStaffApi(page);
    api.signIn();
    const urdu = api.leads.find((lead) => lead.language === 'ur' && lead.phone === '0300 1234567')!;
    await page.goto(staffPages.lead(urdu.kind, urdu.id));
    const contact = main(page).getByRole('list', { name: 'Contact' });
    await expect(contact.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+923001234567');
    const whatsApp = new URL((await contact.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'))!);
    expect(whatsApp.href.startsWith('https://wa.me/923001234567?text=')).toBe(true);
    expect(whatsApp.searchParams.get('text')).toMatch(/^السلام علیکم عائشہ خان، یہ CodeNest Technologies/);

    const givenUp = api.leads.find((lead) => lead.mail.state === 'given-up')!;
    await page.goto(staffPages.lead(givenUp.kind, givenUp.id));
    const mail = main(page).getByRole('region', { name: 'E-mail to the company' });
    await expect(mail.getByText('550 5.7.1 Message rejected as spam')).toBeVisible();
    await mail.getByRole('button', { name: 'Send again' }).click();
    await expect(mail.getByText(/The mail is due again/)).toBeVisible();
    await expect(mail.getByText('Pending', { exact: true })).toBeVisible();
  });

  test('a one-time link sets the password and the authenticator; a used one says to ask again', async ({
    page,
  }) => {
    await fakeStaffApi(page);
    await page.goto(`${staffPages.setup}#token=${SETUP_TOKEN}`);
    const area = main(page);
    await expect(area.getByText('hira', { exact: true })).toBeVisible();
    await expect(area.getByRole('img', { name: /QR code that adds hira/ })).toHaveAttribute(
      'src',
      /^data:image\/svg\+xml;base64,/,
    );
    await expect(area.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await area.getByLabel('New password', { exact: true }).fill('a long phrase for hira');
    await area.getByLabel('Confirm the new password').fill('a long phrase for hira');
    await area.getByLabel(/^Code from the app/).fill('000000');
    await area.getByRole('button', { name: 'Set password' }).click();
    await expect(
      area.getByText('This code is not the current one. Check the time on your phone.'),
    ).toBeVisible();
    await area.getByLabel(/^Code from the app/).fill(TOTP_CODE);
    await area.getByRole('button', { name: 'Set password' }).click();
    await expect(area.getByText(/Your password is set/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin-jeansrecycle\/setup$/);
    await area.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin-jeansrecycle$/);

    await page.goto(`${staffPages.setup}#token=${USED_TOKEN}`);
    await expect(main(page).getByRole('alert')).toHaveText(
      'This link has expired or was already used. Ask an admin for a new one.',
    );
  });

  test('the audit log is for admins; staff are told so', async ({ page }) => {
    const api = await fakeStaffApi(page);
    api.signIn('admin');
    await page.goto(staffPages.audit);
    await expect(main(page).getByRole('table').getByRole('row')).toHaveCount(26);
    await main(page).getByRole('link', { name: 'Older entries' }).click();
    await expect(main(page).getByRole('table').getByRole('row')).toHaveCount(10);
    api.signIn('staff');
    await page.goto(staffPages.audit);
    await expect(main(page).getByText('Only admins can read the audit log.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  });

  test('every staff page: no axe violation, valid HTML, no sideways scroll, by keyboard @phone', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const api = await fakeStaffApi(page);
    // Each page's HTML as the browser holds it, checked at the end in one run of the checker.
    const documents: { name: string; html: string }[] = [];
    const check = async (name: string) => {
      documents.push({ name, html: await page.content() });
      expect(await noHorizontalScroll(page), name).toBe(true);
      // Nothing wider than the screen either, where the site's frame would clip it.
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('main section, main h1, main form')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(wide, name).toEqual([]);
      await expectNoAxeViolations(page);
      await shot(page, name);
    };

    await gotoHydrated(page, staffPages.signIn);
    await check('sign-in');
    await main(page).getByLabel('Username').fill('ayesha');
    await main(page).getByLabel('Password').fill(STAFF_PASSWORD);
    await main(page).getByLabel('Password').press('Enter');
    await expect(main(page).getByLabel('Authenticator code')).toBeFocused();
    await check('sign-in-totp');
    await page.keyboard.type(TOTP_CODE);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/admin-jeansrecycle\/leads$/);
    const list =
      page.viewportSize()!.width <= 640
        ? main(page).getByRole('list', { name: 'Results' })
        : leadsTable(page);
    await expect(list.getByRole('link').first()).toBeVisible();
    await check('inbox');
    await main(page).getByText('Show the numbers').click();
    await check('inbox-numbers');

    const lead = api.leads.find(
      (l) => l.kind === 'project_request' && l.fields.some((f) => f.value && f.value.length > 200),
    )!;
    await page.goto(staffPages.lead(lead.kind, lead.id));
    await expect(main(page).getByRole('heading', { level: 1, name: lead.fullName })).toBeVisible();
    await check('lead-project');
    await page.goto(staffPages.lead(api.leads[0]!.kind, api.leads[0]!.id));
    await expect(main(page).getByRole('heading', { level: 1, name: api.leads[0]!.fullName })).toBeVisible();
    // By keyboard: the status, then Save.
    await main(page).getByRole('combobox', { name: 'Set the status' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(main(page).getByRole('button', { name: 'Save' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main(page).getByText(/^Status saved/)).toBeVisible();
    await check('lead-enrollment');

    await page.goto(staffPages.audit);
    await expect(main(page).getByText('Signed in').first()).toBeVisible();
    await check('audit');

    await page.goto(`${staffPages.setup}#token=${SETUP_TOKEN}`);
    await expect(main(page).getByLabel('New password', { exact: true })).toBeVisible();
    await check('setup');
    // The markup is the same at every width: the checker (a Java start) runs once, on desktop.
    if (test.info().project.name === 'desktop') {
      const errors = htmlErrors(documents);
      expect(errors, errors.join('\n')).toEqual([]);
    }
    expect(realErrors(consoleErrors)).toEqual([]);
  });
});
