import { expectNoAxeViolations, statesAtOneWidth } from '../../support/axe';
import { expect, gotoPage, test } from '../../support/fixtures';

const PASSWORD = 'Stu-9x!Lm42';

// The Student Portal's screen (fields, autocomplete, the eye, what is logged and said, its two
// links) is student-login-screen.test.tsx's; its title is tests/shell/server-rendering.spec.ts's;
// the pages its links lead to, the 404, tests/shell/not-found.spec.ts's. Here: axe on the API's
// refusal.
test.describe('/student/login', () => {
  test('has no axe violations after a refused sign-in @phone', async ({ page }) => {
    statesAtOneWidth();
    await gotoPage(page, '/student/login');
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('student@example.com');
    await main.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(main.getByRole('alert')).toContainText('The e-mail address or password is not right.');
    await expectNoAxeViolations(page);
  });
});
