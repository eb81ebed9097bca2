import type { Page } from '@playwright/test';
import { rowsByEmail as rowsOf } from '../../support/database';
import { expect, notThroughNginx, test } from '../../support/fixtures';

/**
 * The whole path of a project request: the real form on the home page, through the shell's
 * /api proxy, into the API's SQLite file (the Playwright config points API_DB_PATH at it).
 */
interface Row {
  id: number;
  full_name: string;
  email: string;
  company_name: string | null;
  project_type: string;
  budget_range: string | null;
  project_details: string;
  user_agent: string | null;
  submitted_at: string;
}

const rowsByEmail = (dbPath: string, email: string) => rowsOf<Row>(dbPath, 'project_requests', email);

async function openForm(page: Page) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Project request' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel('Full Name')).toBeVisible();
  return form;
}

test.describe('project request, form to database', () => {
  test('a request typed into the form is stored as typed', async ({ page, dbPath, consoleErrors }) => {
    const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const email = `e2e.${unique}@example.com`;
    const form = await openForm(page);

    await form.getByLabel('Full Name').fill('Hamza Tariq');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Company Name').fill('Tariq Traders');
    await form.getByLabel('Project Type').selectOption('Shopify App Development');
    await form.getByLabel('Budget Range').selectOption('$15,000 - $30,000');
    await form.getByLabel('Project Details').fill(`Stock sync for our Shopify store.\nRef ${unique}`);
    await form.getByRole('button', { name: 'Submit Request' }).click();

    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();

    const rows = rowsByEmail(dbPath, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      full_name: 'Hamza Tariq',
      email,
      company_name: 'Tariq Traders',
      project_type: 'Shopify App Development',
      budget_range: '$15,000 - $30,000',
      project_details: `Stock sync for our Shopify store.\nRef ${unique}`,
    });
    expect(rows[0]?.user_agent).toMatch(/Chrome/);
    expect(Math.abs(Date.parse(rows[0]?.submitted_at ?? '') - Date.now())).toBeLessThan(60_000);
    expect(consoleErrors).toEqual([]);
  });

  test('optional fields left empty are stored as not given', async ({ page, dbPath }) => {
    notThroughNginx('what the API stores, not how it gets there');
    const email = `e2e.optional.${Date.now()}@example.com`;
    const form = await openForm(page);
    await form.getByLabel('Full Name').fill('Sana Iqbal');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Project Type').selectOption('Other');
    await form.getByLabel('Project Details').fill('A small landing page.');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();

    expect(rowsByEmail(dbPath, email)).toEqual([
      expect.objectContaining({ full_name: 'Sana Iqbal', company_name: null, budget_range: null }),
    ]);
  });

  test("the server's validation message appears under its field and nothing is stored", async ({
    page,
    dbPath,
  }) => {
    notThroughNginx('the API’s 422 through nginx is nginx.spec.ts’s');
    // The browser's e-mail check accepts a host without a dot; the API does not.
    const email = `e2e.${Date.now()}@localhost`;
    const form = await openForm(page);
    await form.getByLabel('Full Name').fill('Bilal Ahmed');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Project Type').selectOption('API Development');
    await form.getByLabel('Project Details').fill('A REST API for our mobile app.');
    await form.getByRole('button', { name: 'Submit Request' }).click();

    await expect(form.getByText('Validation failed.')).toBeVisible();
    await expect(form.getByLabel('Email Address')).toHaveAccessibleDescription(
      /Enter a valid email address\./,
    );
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeHidden();
    expect(rowsByEmail(dbPath, email)).toEqual([]);
  });
});
