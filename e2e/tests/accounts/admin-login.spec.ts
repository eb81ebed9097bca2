import { expectNoAxeViolations, statesAtOneWidth } from '../../support/axe';
import { expect, gotoHydrated, noHorizontalScroll, test } from '../../support/fixtures';
import { unique } from '../../support/staff';
import { captureConsole } from './helpers';

const PASSWORD = 'Adm1n-Recycle#77';

// The staff sign-in's page, against the real staff API (an account that does not exist: each test
// a name of its own, so that no test's failures slow another's sign-in); signing in, the two-step
// code and the staff pages behind it are staff-end-to-end.spec.ts's and staff.spec.ts's.
test.describe('/admin-jeansrecycle', () => {
  test('a refused sign-in: the API’s message, the username kept, never the password in the console', async ({
    page,
  }) => {
    const messages = captureConsole(page);
    const username = unique('recycle-admin');
    await gotoHydrated(page, '/admin-jeansrecycle');
    const main = page.getByRole('main');
    await expect(main.getByLabel('Username')).toHaveAttribute('autocomplete', 'username');
    await expect(main.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
    await main.getByLabel('Username').fill(username);
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Show password' }).click();
    await expect(main.getByLabel('Password')).toHaveAttribute('type', 'text');
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(main.getByRole('alert')).toHaveText('The username or password is not right.');
    await expect(main.getByLabel('Username')).toHaveValue(username);
    await expect(main.getByLabel('Password')).toHaveValue('');
    await expect(main.getByLabel('Password')).toHaveAttribute('type', 'password');
    expect(messages.join('\n')).not.toContain(PASSWORD);
    expect(messages.join('\n')).not.toContain(username);
  });

  test('without JavaScript: says the staff area needs it; a sign-in posted sends no password, keeps nothing', async ({
    browser,
  }) => {
    // A context of its own: the page fixture waits for the first paint with a script.
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const posted: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posted.push(request.postData() ?? '');
      });
      await page.goto('/admin-jeansrecycle');
      const main = page.getByRole('main');
      await expect(main.getByText('The staff area needs JavaScript.', { exact: true })).toBeVisible();
      await main.getByLabel('Username').fill('recycle-admin');
      await main.getByLabel('Password').fill(PASSWORD);
      await main.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/admin-jeansrecycle\?sent=sign-in$/);
      await expect(main.getByRole('status')).toContainText('The staff area needs JavaScript');
      await expect(main.getByLabel('Username')).toHaveValue('');
      expect(posted.join('\n')).not.toContain(PASSWORD);
    } finally {
      await context.close();
    }
  });

  test('has no axe violations, with the session-ended notice and after a refused sign-in @phone', async ({
    page,
  }) => {
    statesAtOneWidth();
    await gotoHydrated(page, '/admin-jeansrecycle?session=ended');
    await expectNoAxeViolations(page);
    const main = page.getByRole('main');
    await main.getByLabel('Username').fill(unique('recycle-admin'));
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(main.getByRole('alert')).not.toBeEmpty();
    await expectNoAxeViolations(page);
    expect(await noHorizontalScroll(page)).toBe(true);
  });
});
