import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { peopleApi } from '@site/people';
import { staffPages } from '@site/staff';
import { e2eDbPath } from '../../playwright.config';
import { waitForUnitHydration } from '../../support/fixtures';

// What the people's journeys share (people.spec.ts): a staff member made with the staff tool, as
// the README says, signed in with the authenticator; a person made through the API itself.

const root = path.resolve(__dirname, '..', '..', '..');
// The API's own TOTP, as the authenticator app computes it (built by `npm run build`).
const { totpCode } = require(path.join(root, 'api', 'dist', 'auth', 'totp.js')) as {
  totpCode: (secret: string, time: Date) => string;
};
export const STAFF_PASSWORD = 'kinnow orchards in winter light';

/** A new admin and its authenticator's secret (the staff tool, on the run's database). */
export function createAdmin(baseURL: string, username: string): string {
  const out = execFileSync(
    process.execPath,
    [path.join(root, 'api', 'dist', 'cli', 'staff.js'), 'add', username, '--admin', '--password-stdin'],
    {
      input: STAFF_PASSWORD,
      encoding: 'utf8',
      env: { ...process.env, API_DB_PATH: e2eDbPath, DATABASE_URL: '', PUBLIC_ORIGIN: baseURL },
    },
  );
  const secret = /secret: ([A-Z2-7]+)/.exec(out)?.[1];
  if (!secret) throw new Error(`no secret in: ${out}`);
  return secret;
}

/** Signs a new admin in on `page` (password, then the authenticator's code); on the inbox. */
export async function signInNewAdmin(page: Page, baseURL: string, name: string): Promise<string> {
  const username = `e2e-${name}-${Date.now() % 1e9}`;
  const secret = createAdmin(baseURL, username);
  await page.goto(staffPages.signIn);
  const main = page.getByRole('main');
  await waitForUnitHydration(main.getByRole('form').first());
  await main.getByLabel('Username').fill(username);
  await main.getByLabel('Password').fill(STAFF_PASSWORD);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await main.getByLabel('Authenticator code').fill(totpCode(secret, new Date()));
  await main.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin-jeansrecycle\/leads$/);
  return username;
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
