import { expectNoAxeViolations } from '../../support/axe';
import { expect, gotoHydrated, gotoPage, test } from '../../support/fixtures';
import { captureConsole } from './helpers';

const PASSWORD = 'Pw-7f3k!Zq91';

test.describe('/login', () => {
  test('signs in with the API: an unknown account is refused, the reset offered, nothing logged', async ({
    page,
  }) => {
    const messages = captureConsole(page);
    await gotoPage(page, '/login');
    await expect(page).toHaveTitle('Sign In | CodeNest Technologies');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await main.getByLabel('Email').fill('nobody-here@example.com');
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign In' }).click();

    await expect(main.getByRole('alert')).toContainText('The e-mail address or password is not right.');
    await expect(main.getByRole('link', { name: 'Get a link to choose a new one' })).toBeVisible();
    expect(messages.join('\n')).not.toContain(PASSWORD);
    expect(messages.join('\n')).not.toContain('nobody-here@example.com');
  });

  test('uses the right autocomplete for each field in each mode', async ({ page }) => {
    await gotoPage(page, '/login');
    const main = page.getByRole('main');
    await expect(main.getByLabel('Email')).toHaveAttribute('autocomplete', 'username');
    await expect(main.getByLabel('Password', { exact: true })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await main.getByRole('link', { name: 'Create Account' }).click();
    await expect(main.getByLabel('Full Name')).toHaveAttribute('autocomplete', 'name');
    await expect(main.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    await expect(main.getByLabel('Password', { exact: true })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(main.getByLabel('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  test('switches between Sign In and Create Account with a link', async ({ page }) => {
    await gotoPage(page, '/login');
    const main = page.getByRole('main');
    await expect(main.getByLabel('Full Name')).toHaveCount(0);
    await expect(main.getByLabel('Confirm Password')).toHaveCount(0);

    const toCreate = main.getByRole('link', { name: 'Create Account' });
    await expect(toCreate).toHaveAttribute('href', '/login?mode=create-account');
    await toCreate.click();
    await expect(page).toHaveURL(/\/login\?mode=create-account$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(page).toHaveTitle('Create Account | CodeNest Technologies');
    await expect(main.getByLabel('Full Name')).toHaveAttribute('required', '');
    await expect(main.getByLabel('Confirm Password')).toHaveAttribute('required', '');
    await expect(main.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);

    const toSignIn = main.getByRole('link', { name: 'Sign In' });
    await expect(toSignIn).toHaveAttribute('href', '/login');
    await toSignIn.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(main.getByLabel('Full Name')).toHaveCount(0);

    // Each mode is an entry of the history.
    await page.goBack();
    await expect(main.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  });

  test('the server renders Create Account from the URL, in English and in Urdu', async ({ page }) => {
    await gotoPage(page, '/login?mode=create-account');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(main.getByLabel('Full Name')).toBeVisible();

    await gotoPage(page, '/ur/login');
    const toCreate = page.getByRole('main').getByRole('link', { name: 'اکاؤنٹ بنائیں' });
    await expect(toCreate).toHaveAttribute('href', '/ur/login?mode=create-account');
    await toCreate.click();
    await expect(page).toHaveURL(/\/ur\/login\?mode=create-account$/);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'اکاؤنٹ بنائیں' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'سائن اِن' })).toHaveAttribute(
      'href',
      '/ur/login',
    );
  });

  test('keeps what was typed across a switch once the page’s script is there', async ({ page }) => {
    await gotoHydrated(page, '/login');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('ali@example.com');
    await main.getByRole('link', { name: 'Create Account' }).click();
    await expect(main.getByLabel('Full Name')).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveValue('ali@example.com');
  });

  test('requires email and password before anything is logged', async ({ page }) => {
    const messages = captureConsole(page);
    await gotoPage(page, '/login');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(main.getByLabel('Email')).toBeFocused();
    expect(await main.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    );
    expect(messages.filter((m) => m.includes('form submitted'))).toEqual([]);
    await expect(main.getByRole('status')).toBeEmpty();
  });

  test('shows and hides the password', async ({ page }) => {
    await gotoPage(page, '/login');
    const main = page.getByRole('main');
    // The label is exactly "Password" and the toggle is not a second match for it.
    await expect(main.getByLabel('Password')).toHaveCount(1);
    const password = main.getByLabel('Password', { exact: true });
    await password.fill(PASSWORD);
    await expect(password).toHaveAttribute('type', 'password');
    // A toggle button: one name, its state in aria-pressed.
    const eye = main.getByRole('button', { name: 'Show password' });
    await expect(eye).toHaveAttribute('aria-pressed', 'false');
    await eye.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue(PASSWORD);
    await expect(eye).toHaveAttribute('aria-pressed', 'true');
    await eye.click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(eye).toHaveAttribute('aria-pressed', 'false');
  });

  test('says clearly when the two passwords differ and keeps what was typed', async ({ page }) => {
    const messages = captureConsole(page);
    await gotoPage(page, '/login?mode=create-account');
    const main = page.getByRole('main');
    await main.getByLabel('Full Name').fill('Ali Raza');
    await main.getByLabel('Email').fill('ali@example.com');
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByLabel('Confirm Password').fill('something-else');
    await main.getByRole('button', { name: 'Create Account' }).click();

    const confirm = main.getByLabel('Confirm Password');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription(/Passwords do not match/);
    await expect(confirm).toBeFocused();
    await expect(confirm).toHaveValue('something-else');
    await expect(main.getByLabel('Full Name')).toHaveValue('Ali Raza');
    expect(messages.filter((m) => m.includes('form submitted'))).toEqual([]);

    await confirm.fill(PASSWORD);
    await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
    const email = `ali-${Date.now()}@example.com`;
    await main.getByLabel('Email').fill(email);
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expect(main.getByRole('status')).toContainText(`We have sent a message to ${email}`);
    expect(messages.join('\n')).not.toContain(PASSWORD);
  });

  test('"Forgot password?" leads to /forgot-password, which is the 404 page', async ({ page }) => {
    await gotoPage(page, '/login');
    await page.getByRole('main').getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  });

  test('has no axe violations in either mode, with the mismatch message or the notice @phone', async ({
    page,
  }) => {
    await gotoPage(page, '/login');
    const main = page.getByRole('main');
    await expectNoAxeViolations(page);

    await main.getByLabel('Email').fill('student@example.com');
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Show password' }).click();
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(main.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Create Account' }).click();
    await expect(main.getByLabel('Confirm Password')).toBeVisible();
    await expectNoAxeViolations(page);

    await main.getByLabel('Full Name').fill('Ali Raza');
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByLabel('Confirm Password').fill('nope');
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expect(main.getByText(/Passwords do not match/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('fits the screen without sideways scrolling @phone', async ({ page }) => {
    await gotoPage(page, '/login');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const submit = page.getByRole('main').getByRole('button', { name: 'Sign In' });
    const box = await submit.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  });
});
