import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { peopleApi } from '@site/people';
import { staffPages } from '@site/staff';
import { waitForUnitHydration } from '../../support/fixtures';
import { codeOf, newAccount } from '../../support/staff';

// What the people's journeys share (people.spec.ts): a staff member made with the staff tool
// (e2e/support/staff.ts, as the staff specs make theirs), signed in through the page with the
// authenticator; a person made through the API itself.

/** Signs a new admin in on `page` (password, then the authenticator's code); on the inbox. */
export async function signInNewAdmin(
  page: Page,
  baseURL: string,
  dbPath: string,
  name: string,
): Promise<string> {
  const admin = await newAccount(dbPath, baseURL, 'admin', name);
  await page.goto(staffPages.signIn);
  const main = page.getByRole('main');
  await waitForUnitHydration(main.getByRole('form').first());
  await main.getByLabel('Username').fill(admin.username);
  await main.getByLabel('Password').fill(admin.password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await main.getByLabel('Authenticator code').fill(codeOf(admin.secret));
  await main.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin-jeansrecycle\/leads$/);
  return admin.username;
}

/** A request to the people API from the site's own pages (the API takes changes from its origin only). */
export const fromSite = (baseURL: string) => ({ origin: baseURL });

/** A verified account, made through the API as the pages make one (the link read from the outbox). */
export async function createVerifiedPerson(
  request: APIRequestContext,
  baseURL: string,
  person: { name: string; email: string; password: string; language?: 'en' | 'ur' },
  mailedToken: (email: string, kind: 'verify') => Promise<string>,
) {
  const signUp = await request.post(peopleApi.signUp, { data: person, headers: fromSite(baseURL) });
  expect(signUp.status()).toBe(202);
  const verify = await request.post(peopleApi.verify, {
    data: { token: await mailedToken(person.email, 'verify') },
    headers: fromSite(baseURL),
  });
  expect(verify.status()).toBe(204);
}

/** Tomorrow a week, as `YYYY-MM-DD`: a batch's first day. */
export const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
