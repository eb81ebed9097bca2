import type { Browser, Page } from '@playwright/test';
import { mailOf, rowsByEmail } from '../../support/database';
import { expect, test } from '../../support/fixtures';

// What HTML does, with JavaScript disabled: the same paths a visitor takes before the page's
// scripts arrive. In-page links, filters, the FAQ, the testimonials (a swipe: sections.spec.ts)
// and both lead forms, which post to the site's server: stored and mailed like any other lead.

async function withoutScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('without JavaScript', () => {
  test('in-page links go to their section; the blog and portfolio filters show the chosen category', async ({
    browser,
  }) => {
    await withoutScript(browser, async (page) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'View Our Work' }).click();
      await expect(page.locator('#portfolio')).toBeInViewport();
      await page
        .getByRole('list', { name: 'Filter projects by technology' })
        .getByRole('link', { name: 'Shopify' })
        .click();
      await expect(page).toHaveURL(/\/\?portfolio=shopify#portfolio$/);
      await expect(page.locator('#portfolio').getByRole('article')).toHaveCount(1);
      await expect(page.locator('#portfolio')).toBeInViewport();

      await page.goto('/blog');
      await page
        .getByRole('list', { name: /filter posts by category/i })
        .getByRole('link', { name: 'React' })
        .click();
      await expect(page).toHaveURL(/\/blog\?category=react$/);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\?category=react$/);
    });
  });

  test('FAQ questions open and close, several at once', async ({ browser }) => {
    await withoutScript(browser, async (page) => {
      await page.goto('/faq');
      const questions = page.getByRole('main').locator('details');
      await questions.nth(0).locator('summary').click();
      await questions.nth(3).locator('summary').click();
      await expect(page.getByRole('main').locator('details[open]')).toHaveCount(2);
      await questions.nth(0).locator('summary').click();
      await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
    });
  });

  test('a project request posts to the site, is stored and mailed, and a reload sends nothing again', async ({
    browser,
    dbPath,
  }) => {
    await withoutScript(browser, async (page) => {
      const email = unique('native-project');
      await page.goto('/#start-project');
      const form = page.getByRole('form', { name: 'Project request' });
      await form.getByRole('textbox', { name: 'Full Name' }).fill('Native Visitor');
      await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
      await form.getByRole('combobox', { name: 'Project Type' }).selectOption('Mobile App Development');
      await form
        .getByRole('textbox', { name: 'Project Details' })
        .fill('An app for our shop, posted without script.');
      await form.getByRole('button', { name: /Submit Request/ }).click();

      await expect(page).toHaveURL(/\/\?sent=project-request#start-project$/);
      await expect(page.getByTestId('thank-you-panel')).toBeVisible();
      const [row] = rowsByEmail<{ id: number; full_name: string }>(dbPath, 'project_requests', email);
      expect(row?.full_name).toBe('Native Visitor');
      expect(mailOf(dbPath, 'project_request', row!.id)).toBeDefined();

      await page.reload();
      await expect(page.getByTestId('thank-you-panel')).toBeVisible();
      expect(rowsByEmail(dbPath, 'project_requests', email)).toHaveLength(1);
    });
  });

  test('a project request the API refuses comes back with its message under the field and nothing lost', async ({
    browser,
  }) => {
    await withoutScript(browser, async (page) => {
      await page.goto('/#start-project');
      const form = page.getByRole('form', { name: 'Project request' });
      await form.getByRole('textbox', { name: 'Full Name' }).fill('Native Visitor');
      // The browser's own check accepts it; the API's does not.
      await form.getByRole('textbox', { name: 'Email Address' }).fill('native@localhost');
      await form.getByRole('combobox', { name: 'Project Type' }).selectOption('Other');
      await form.getByRole('textbox', { name: 'Project Details' }).fill('Kept as typed.');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        form.getByRole('button', { name: /Submit Request/ }).click(),
      ]);
      expect(response.status()).toBe(422);
      const email = form.getByRole('textbox', { name: 'Email Address' });
      await expect(email).toHaveValue('native@localhost');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByRole('alert').first()).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Project Details' })).toHaveValue('Kept as typed.');
      await expect(form.getByRole('combobox', { name: 'Project Type' })).toHaveValue('Other');
    });
  });

  test('an enrollment posts to the site, is stored and mailed, and the success screen names the course', async ({
    browser,
    dbPath,
  }) => {
    await withoutScript(browser, async (page) => {
      const email = unique('native-enrollment');
      await page.goto('/enrollment?course=react-js');
      const form = page.getByRole('form', { name: 'Enrollment form' });
      await expect(form.getByRole('combobox', { name: 'Course' })).toHaveValue('React JS');
      await form.getByRole('textbox', { name: 'Full Name' }).fill('Native Student');
      await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
      await form.getByRole('textbox', { name: 'Phone Number' }).fill('0300 1234567');
      await form.getByRole('button', { name: 'Submit Enrollment' }).click();

      await expect(page).toHaveURL(/\/enrollment\?sent=enrollment&course=React\+JS$/);
      await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('We have received your enrollment for React JS');
      const [row] = rowsByEmail<{ id: number; course: string }>(dbPath, 'enrollments', email);
      expect(row?.course).toBe('React JS');
      expect(mailOf(dbPath, 'enrollment', row!.id)).toBeDefined();
    });
  });

  test('a sign-in sends no password: the page says it needs JavaScript', async ({ browser }) => {
    await withoutScript(browser, async (page) => {
      const posted: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posted.push(request.postData() ?? '');
      });
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill('native@example.com');
      await page.getByLabel('Password', { exact: true }).fill('a secret only I know');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(/\/login\?sent=sign-in$/);
      await expect(page.getByRole('main').getByRole('status')).toContainText('Signing in needs JavaScript');
      expect(posted.join('\n')).not.toContain('secret');
    });
  });
});
