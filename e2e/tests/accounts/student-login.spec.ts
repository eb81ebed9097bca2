import { expectNoAxeViolations } from '../../support/axe';
import { expect, gotoPage, test } from '../../support/fixtures';
import { captureConsole } from './helpers';

const PASSWORD = 'Stu-9x!Lm42';

test.describe('/student/login', () => {
  test('signs in with the API: a refusal offers the reset; nothing is logged', async ({ page }) => {
    const messages = captureConsole(page);
    await gotoPage(page, '/student/login');
    await expect(page).toHaveTitle('Student Portal | CodeNest Technologies');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Student Portal' })).toBeVisible();
    await expect(main.getByLabel('Email')).toHaveAttribute('autocomplete', 'username');
    await expect(main.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');

    await main.getByLabel('Email').fill('student@example.com');
    await main.getByLabel('Password').fill(PASSWORD);
    const eye = main.getByRole('button', { name: 'Show password' });
    await eye.click();
    await expect(main.getByLabel('Password')).toHaveAttribute('type', 'text');
    await expect(eye).toHaveAttribute('aria-pressed', 'true');
    await eye.click();
    await expect(main.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(eye).toHaveAttribute('aria-pressed', 'false');
    await main.getByRole('button', { name: 'Sign In' }).click();

    await expect(main.getByRole('alert')).toContainText('The e-mail address or password is not right.');
    await expect(main.getByRole('link', { name: 'Get a link to choose a new one' })).toBeVisible();
    expect(messages.join('\n')).not.toContain(PASSWORD);
  });

  test('requires email and password', async ({ page }) => {
    await gotoPage(page, '/student/login');
    const main = page.getByRole('main');
    await expect(main.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(main.getByLabel('Password')).toHaveAttribute('required', '');
  });

  for (const [name, target] of [
    ['Forgot password?', '/forgot-password'],
    ['Contact us', '/contact'],
  ] as const) {
    test(`"${name}" leads to ${target}, which is the 404 page`, async ({ page }) => {
      await gotoPage(page, '/student/login');
      await page.getByRole('main').getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    });
  }

  test('has no axe violations, before and after submitting @phone', async ({ page }) => {
    await gotoPage(page, '/student/login');
    await expectNoAxeViolations(page);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('student@example.com');
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(main.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
