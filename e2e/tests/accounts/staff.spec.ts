import type { Locator, Page } from '@playwright/test';
import { staffApi, staffPages } from '@site/staff';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, gotoHydrated, noHorizontalScroll, test } from '../../support/fixtures';
import { htmlErrors } from '../../support/html-checker';
import {
  addLead,
  codeOf,
  enrollmentPlan,
  invite,
  newAccount,
  seedData,
  signIn,
  unique,
} from '../../support/staff';

// The staff area's pages against the real API on the run's database: the inbox seeded before the
// run (`npm run seed -w api`) is only read; each test signs in with an account of its own and
// changes only leads of its own. The whole path from a visitor's lead to its export is
// staff-end-to-end.spec.ts's. STAFF_SCREENSHOTS=<folder> also saves a full-page screenshot of
// each page the last test checks.

const main = (page: Page) => page.getByRole('main');
const leadsTable = (page: Page) => main(page).getByRole('table', { name: 'Results' });
/** The leads shown: rows of the table on a desktop, cards on a phone. */
const leadsShown = (page: Page) =>
  page.viewportSize()!.width <= 640
    ? main(page).getByRole('list', { name: 'Results' }).getByRole('listitem')
    : leadsTable(page).locator('tbody').getByRole('row');

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

/** The number in a text ("Showing 25 of 61 leads." → 61, the last one). */
const lastNumber = async (locator: Locator) => Number(/(\d+)\D*$/.exec((await locator.textContent())!)![1]);

test.describe('the staff area', () => {
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

  test('the inbox pages by links, exports its filter and draws leads per week', async ({
    page,
    baseURL,
    dbPath,
  }) => {
    await signIn(page, baseURL!, await newAccount(dbPath, baseURL!, 'staff'));
    await page.goto(staffPages.inbox);
    await expect(leadsShown(page)).toHaveCount(25);
    const showing = main(page).getByText(/^Showing 25 of \d+ leads\.$/);
    // The seeded inbox, and the leads other tests sent meanwhile.
    const total = await lastNumber(showing);
    expect(total).toBeGreaterThanOrEqual(seedData.SEED_LEAD_COUNT);
    await main(page).getByRole('link', { name: 'Older leads' }).click();
    await expect(page).toHaveURL(/\?cursor=\d+$/);
    await expect(main(page).getByRole('heading', { name: 'Results', level: 2 })).toBeFocused();
    await expect(leadsShown(page)).toHaveCount(25);
    await main(page).getByRole('link', { name: 'Older leads' }).click();
    await expect(leadsShown(page)).toHaveCount(Math.min(25, total - 50));
    await main(page).getByRole('link', { name: 'Back to the newest' }).click();
    await expect(page).toHaveURL(/\/leads$/);

    await main(page).getByRole('searchbox', { name: 'Search by name, e-mail or phone' }).fill('khan');
    await main(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\?q=khan$/);
    await expect(leadsShown(page).first()).toBeVisible();
    for (const lead of await leadsShown(page).all()) await expect(lead).toContainText(/khan|خان/i);
    const csv = main(page).getByRole('link', { name: /Download CSV/ });
    await expect(csv).toHaveAttribute('href', '/api/v1/staff/leads/export.csv?q=khan');
    await expect(csv).toHaveAttribute('download', '');

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

  test('the API down: the list says so with Try again, the rest of the page intact', async ({
    page,
    baseURL,
    dbPath,
  }) => {
    await signIn(page, baseURL!, await newAccount(dbPath, baseURL!, 'staff'));
    // The one answer the real API cannot be made to give here: its database gone.
    const list = (url: URL) => url.pathname === staffApi.leads;
    await page.route(list, (route) =>
      route.fulfill({ status: 503, json: { message: 'The database is not reachable.' } }),
    );
    await page.goto(staffPages.inbox);
    const failure = main(page).getByRole('alert');
    await expect(failure).toContainText('The leads could not be loaded');
    await expect(main(page).getByRole('search', { name: 'Filter leads' })).toBeVisible();
    await expect(main(page).getByRole('img', { name: /Leads per week/ })).toBeVisible();
    await shot(page, 'inbox-api-down');
    await page.unroute(list);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(leadsShown(page)).toHaveCount(25);
  });

  test('a lead: call, WhatsApp in the lead’s language, e-mail; a given-up mail sent again', async ({
    page,
    baseURL,
    dbPath,
  }) => {
    await signIn(page, baseURL!, await newAccount(dbPath, baseURL!, 'staff'));
    const { newest } = seedData.seedPeople;
    await page.goto(`${staffPages.inbox}?q=${encodeURIComponent(newest.email)}`);
    await main(page).getByRole('link', { name: newest.name }).first().click();
    const contact = main(page).getByRole('list', { name: 'Contact' });
    await expect(contact.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+923001234567');
    const whatsApp = new URL((await contact.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'))!);
    expect(whatsApp.href.startsWith('https://wa.me/923001234567?text=')).toBe(true);
    expect(whatsApp.searchParams.get('text')).toMatch(/^السلام علیکم عائشہ خان، یہ CodeNest Technologies/);
    await expect(contact.getByRole('link', { name: /E-mail/ })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${newest.email}`),
    );

    // A lead of this test's own whose mail the mail server refused for good (stored long ago: the
    // mail that was due then is its own).
    const name = unique('Given Up');
    const givenUp = await addLead(
      dbPath,
      enrollmentPlan(name, {
        mail: 'given-up',
        submittedAt: new Date(Date.now() - 400 * 24 * 3_600_000).toISOString(),
      }),
    );
    await page.goto(staffPages.lead(givenUp.kind, givenUp.id));
    const mail = main(page).getByRole('region', { name: 'E-mail to the company' });
    await expect(mail.getByText(seedData.GIVEN_UP_ERROR)).toBeVisible();
    await mail.getByRole('button', { name: 'Send again' }).click();
    await expect(mail.getByText(/The mail is due again/)).toBeVisible();
    await expect(mail.getByText('Pending', { exact: true })).toBeVisible();
    await page.reload();
    await expect(mail.getByText('Pending', { exact: true })).toBeVisible();
  });

  test('a one-time link sets the password and the authenticator; a used one says to ask again', async ({
    page,
    baseURL,
    dbPath,
  }) => {
    const invited = await invite(dbPath, baseURL!, 'admin');
    await page.goto(invited.path);
    const area = main(page);
    await expect(area.getByText(invited.username, { exact: true })).toBeVisible();
    await expect(
      area.getByRole('img', {
        name: `QR code that adds ${invited.username} of CodeNest to an authenticator app`,
      }),
    ).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    // The key as the page shows it for typing into the app, which then shows its codes.
    const key = area.locator('code').filter({ hasText: /^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/ });
    const secret = (await key.textContent())!.replace(/ /g, '');
    await area.getByLabel('New password', { exact: true }).fill('a long phrase for the inbox');
    await area.getByLabel('Confirm the new password').fill('a long phrase for the inbox');
    const wrong = codeOf(secret) === '000000' ? '111111' : '000000';
    await area.getByLabel(/^Code from the app/).fill(wrong);
    await area.getByRole('button', { name: 'Set password' }).click();
    await expect(
      area.getByText('That code is not right. Enter the code your authenticator app shows now.'),
    ).toBeVisible();
    await area.getByLabel(/^Code from the app/).fill(codeOf(secret));
    await area.getByRole('button', { name: 'Set password' }).click();
    await expect(area.getByText(/Your password is set/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin-jeansrecycle\/setup$/);
    await area.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin-jeansrecycle$/);

    await page.goto(invited.path);
    await expect(main(page).getByRole('alert')).toHaveText(
      'This link has expired or was already used. Ask an admin for a new one.',
    );
  });

  test('the audit log is for admins; staff are told so', async ({ page, baseURL, dbPath }) => {
    await signIn(page, baseURL!, await newAccount(dbPath, baseURL!, 'admin'));
    await page.goto(staffPages.audit);
    const entries = main(page).getByRole('table').locator('tbody').getByRole('row');
    // A page of the log, as the staff API sends it (the seeded log holds more).
    await expect(entries).toHaveCount(50);
    await expect(entries.first()).toContainText('Signed in');
    await main(page).getByRole('link', { name: 'Older entries' }).click();
    await expect(page).toHaveURL(/\?before=\d+$/);
    await expect(entries.first()).toBeVisible();

    await signIn(page, baseURL!, await newAccount(dbPath, baseURL!, 'staff'));
    await page.goto(staffPages.audit);
    await expect(main(page).getByText('Only admins can read the audit log.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  });

  test('every staff page: no axe violation, valid HTML, no sideways scroll, by keyboard @phone', async ({
    page,
    baseURL,
    dbPath,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const admin = await newAccount(dbPath, baseURL!, 'admin');
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
    await main(page).getByLabel('Username').fill(admin.username);
    await main(page).getByLabel('Password').fill(admin.password);
    await main(page).getByLabel('Password').press('Enter');
    await expect(main(page).getByLabel('Authenticator code')).toBeFocused();
    await check('sign-in-totp');
    await page.keyboard.type(codeOf(admin.secret));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/admin-jeansrecycle\/leads$/);
    await expect(leadsShown(page).first().getByRole('link')).toBeVisible();
    await check('inbox');
    await main(page).getByText('Show the numbers').click();
    await check('inbox-numbers');

    // A project request with long details, and an enrollment, of this test's own.
    const project = unique('Long Details');
    const longLead = await addLead(
      dbPath,
      enrollmentPlan(project, {
        kind: 'project_request',
        choice: 'E-commerce Store',
        company: 'Tariq Textiles (Pvt) Ltd',
        message: `${'We sell cloth in Faisalabad and want an online store with WhatsApp ordering. '.repeat(4)}Ref ${project}.`,
      }),
    );
    await page.goto(staffPages.lead(longLead.kind, longLead.id));
    await expect(main(page).getByRole('heading', { level: 1, name: project })).toBeVisible();
    await check('lead-project');
    const student = unique('Keyboard Student');
    const enrollment = await addLead(dbPath, enrollmentPlan(student, { language: 'ur' }));
    await page.goto(staffPages.lead(enrollment.kind, enrollment.id));
    await expect(main(page).getByRole('heading', { level: 1, name: student })).toBeVisible();
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

    const invited = await invite(dbPath, baseURL!, 'admin');
    await page.goto(invited.path);
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
