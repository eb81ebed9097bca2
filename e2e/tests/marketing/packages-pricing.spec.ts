import { expectNoAxeViolations } from '../../support/axe';
import { expect, gotoPage, noHorizontalScroll, test } from '../../support/fixtures';

const packages = {
  laravel: [
    ['$2,999', '2-3'],
    ['$5,999', '4-6'],
    ['$9,999', '6-8'],
  ],
  react: [
    ['$2,499', '2-3'],
    ['$4,999', '4-5'],
    ['$8,999', '6-8'],
  ],
  shopify: [
    ['$1,999', '1-2'],
    ['$3,999', '3-4'],
    ['$7,999', '5-6'],
  ],
  remix: [
    ['$3,499', '3-4'],
    ['$6,499', '5-6'],
    ['$10,999', '7-8'],
  ],
} as const;

test.describe('/packages/:service', () => {
  for (const [service, rows] of Object.entries(packages)) {
    test(`${service}: Basic, Standard (Most Popular) and Premium with prices, weeks and support days`, async ({
      page,
      consoleErrors,
    }) => {
      await gotoPage(page, `/packages/${service}`);
      await expect(page).toHaveTitle(/Packages \| CodeNest Technologies$/);
      const cards = page.getByRole('article');
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Basic', 'Standard', 'Premium']);
      for (const [i, [price, weeks]] of rows.entries()) {
        await expect(cards.nth(i)).toContainText(price);
        await expect(cards.nth(i)).toContainText(`${weeks} weeks`);
        await expect(cards.nth(i)).toContainText(`${[30, 60, 90][i]} days`);
        await expect(cards.nth(i).getByRole('link', { name: 'Get Started' })).toBeVisible();
      }
      await expect(page.getByText('Most Popular')).toHaveCount(1);
      await expect(cards.nth(1).getByText('Most Popular')).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test("'Get Started' goes to /#start-project and scrolls to the form", async ({ page }) => {
    await gotoPage(page, '/packages/laravel');
    await page.getByRole('article').nth(2).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/#start-project$/);
    await expect(page.locator('#start-project')).toBeInViewport();
  });

  test("'Book Free Consultation' goes to /#consultancy and scrolls there", async ({ page }) => {
    await gotoPage(page, '/packages/remix');
    await page.getByRole('link', { name: 'Book Free Consultation' }).click();
    await expect(page).toHaveURL(/\/#consultancy$/);
    await expect(page.locator('#consultancy')).toBeInViewport();
  });

  test("an unknown service shows 'Service Not Found' and 'Go Back Home' leads to /", async ({ page }) => {
    await gotoPage(page, '/packages/wordpress');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#services')).toBeAttached();
  });

  // The packages pages themselves: tests/shell/accessibility.spec.ts.
  test('a service without packages has no axe violations and fits the screen @phone', async ({ page }) => {
    await gotoPage(page, '/packages/unknown');
    await expectNoAxeViolations(page);
    expect(await noHorizontalScroll(page)).toBe(true);
  });
});

test.describe('/pricing', () => {
  test('shows Basic Website from $999, Professional Web App from $2,999 and Enterprise Solution by quote', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, '/pricing');
    await expect(page).toHaveTitle('Pricing | CodeNest Technologies');
    const cards = page.getByRole('article');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      'Basic Website',
      'Professional Web App',
      'Enterprise Solution',
    ]);
    await expect(cards.nth(0)).toContainText(/from\s*\$999/i);
    await expect(cards.nth(1)).toContainText(/from\s*\$2,999/i);
    await expect(cards.nth(2)).toContainText(/custom quote/i);
    for (const card of await cards.all()) {
      expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    }
    expect(consoleErrors).toEqual([]);
  });

  for (const name of ['Get Started', 'Start Your Project', 'Contact Sales', 'Get Custom Quote']) {
    test(`'${name}' goes to /#start-project and scrolls to the form`, async ({ page }) => {
      await gotoPage(page, '/pricing');
      await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL(/\/#start-project$/);
      await expect(page.locator('#start-project')).toBeInViewport();
    });
  }
});
