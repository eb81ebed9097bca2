import { expectNoAxeViolations, statesAtOneWidth } from '../../support/axe';
import { expect, gotoPage, test } from '../../support/fixtures';

const PASSWORD = 'Pw-7f3k!Zq91';

// What a browser adds to the sign-in page: its modes as entries of the history, and axe on the
// states a visitor reaches. The screen's own behaviour (fields, autocomplete, the eye, the
// mismatch message, what is logged and what is not, the notices) is login-screen.test.tsx's; the
// server's HTML of each mode (and its title) is tests/shell/server-rendering.spec.ts's; a tap on
// the eye or on Create Account at the first paint is tests/shell/first-paint-taps.spec.ts's.
test.describe('/login', () => {
  test('switches between Sign In and Create Account with a link, each mode an entry of the history', async ({
    page,
  }) => {
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

  test('has no axe violations with the refusal, in Create Account, and with the mismatch message; its button fits a thumb @phone', async ({
    page,
  }) => {
    statesAtOneWidth();
    await gotoPage(page, '/login');
    const main = page.getByRole('main');
    const submit = main.getByRole('button', { name: 'Sign In' });
    expect((await submit.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await main.getByLabel('Email').fill('student@example.com');
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Show password' }).click();
    await submit.click();
    // The API refuses an address it has no account for: the refusal, with the reset link.
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
});
