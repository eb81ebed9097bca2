import { expect, type Page } from '@playwright/test';

export const sectionOrder = [
  'services',
  'portfolio',
  'team',
  'testimonials',
  'courses',
  'consultancy',
  'start-project',
] as const;

/** The home page, fully rendered (its sections come from two remotes). */
export async function gotoHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#start-project form')).toBeVisible();
}

export const field = (page: Page, name: string) =>
  ['Project Type', 'Budget Range'].includes(name)
    ? page.getByRole('combobox', { name, exact: true })
    : page.getByRole('textbox', { name, exact: true });

export const visitor = {
  full_name: 'Ali Hassan',
  email: 'ali@example.com',
  company_name: 'Hassan Foods',
  project_type: 'E-commerce Store',
  budget_range: '$5,000 - $15,000',
  project_details: 'An online store for our bakery, with cash on delivery.',
};

export async function fillProjectForm(page: Page) {
  await field(page, 'Full Name').fill(visitor.full_name);
  await field(page, 'Email Address').fill(visitor.email);
  await field(page, 'Company Name').fill(visitor.company_name);
  await field(page, 'Project Type').selectOption(visitor.project_type);
  await field(page, 'Budget Range').selectOption(visitor.budget_range);
  await field(page, 'Project Details').fill(visitor.project_details);
}

export async function expectFormKeepsInput(page: Page) {
  await expect(field(page, 'Full Name')).toHaveValue(visitor.full_name);
  await expect(field(page, 'Email Address')).toHaveValue(visitor.email);
  await expect(field(page, 'Company Name')).toHaveValue(visitor.company_name);
  await expect(field(page, 'Project Type')).toHaveValue(visitor.project_type);
  await expect(field(page, 'Budget Range')).toHaveValue(visitor.budget_range);
  await expect(field(page, 'Project Details')).toHaveValue(visitor.project_details);
}

/** Stops the page's (installed) clock now, so that only `clock.runFor` moves timers on. */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}
