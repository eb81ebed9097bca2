// The staff area's tests run against the real API and the run's database (STYLE.md: never a second
// implementation of it). The inbox they read is seeded once before the run (global-setup.ts,
// `npm run seed -w api`); what a test changes is its own: an account made with the staff tool and
// leads stored through the API's repositories, each with a name of its own. Everything here runs
// the API's built code (`npm run build`), in the test's process, on the run's SQLite file.
import { expect, type Page } from '@playwright/test';
import { staffApi, type LeadKindName, type SignInAnswer } from '@site/staff';
import path from 'node:path';
import type { LeadPlan } from '../../api/src/cli/seed-data';

const api = path.resolve(__dirname, '..', '..', 'api', 'dist');

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  readStdin: () => Promise<string>;
}
type Env = Record<string, string | undefined>;
interface Database {
  close(): Promise<void>;
}

const { runStaffTool } = require(path.join(api, 'cli', 'staff.js')) as {
  runStaffTool: (argv: string[], env: Env, io: Io) => Promise<number>;
};
const { totpCode } = require(path.join(api, 'auth', 'totp.js')) as {
  totpCode: (secret: string, time: Date) => string;
};
const { SqliteDatabase } = require(path.join(api, 'db', 'sqlite.js')) as {
  SqliteDatabase: new (file: string) => Database;
};
const seed = require(path.join(api, 'cli', 'seed.js')) as {
  SEED_PASSWORD: string;
  SEED_TOTP_SECRET: string;
  seedAccounts: Record<'admin' | 'staff' | 'invited' | 'joined', { username: string; token?: string }>;
  addLead: (db: Database, plan: LeadPlan, now: number) => Promise<{ kind: LeadKindName; id: number }>;
};
export const seedData = require(path.join(api, 'cli', 'seed-data.js')) as {
  seedPeople: Record<'newest' | 'givenUp', { name: string; email: string; phone: string }>;
  GIVEN_UP_ERROR: string;
  SEED_LEAD_COUNT: number;
};
export const { SEED_PASSWORD, seedAccounts } = seed;

/** The password of every account a test makes. */
export const PASSWORD = 'kinnow orchards in winter light';

/** The authenticator app: the code of `secret` now. */
export const codeOf = (secret: string) => totpCode(secret, new Date());

/** A name no other test (nor an earlier run's leftovers) uses: the test's own data. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export interface Account {
  username: string;
  password: string;
  /** Its authenticator's secret (base32): every staff account has one. */
  secret: string;
}

/**
 * The staff tool (`npm run staff -w api -- …`) on the run's database; what it printed. It seals
 * the secrets with the checkout's development key (`.server-keys/`), as the run's API does: no
 * STAFF_SECRET_KEY in either's environment.
 */
async function staffTool(dbPath: string, origin: string, argv: string[]): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaffTool(
    argv,
    { API_DB_PATH: dbPath, DATABASE_URL: '', PUBLIC_ORIGIN: origin },
    { out: (text) => out.push(text), err: (text) => err.push(text), readStdin: async () => PASSWORD },
  );
  if (code !== 0) throw new Error(`staff tool ${argv.join(' ')}: ${err.join('\n')}`);
  return out.join('\n');
}

/** A new account of its own for a test, with its password and its authenticator set. */
export async function newAccount(
  dbPath: string,
  origin: string,
  role: 'admin' | 'staff',
  prefix: string = role,
): Promise<Account> {
  const username = unique(`e2e-${prefix}`);
  const out = await staffTool(dbPath, origin, [
    'add',
    username,
    ...(role === 'admin' ? ['--admin'] : []),
    '--password-stdin',
  ]);
  const secret = /secret: ([A-Z2-7]+)/.exec(out)?.[1];
  if (!secret) throw new Error(`no secret in: ${out}`);
  return { username, password: PASSWORD, secret };
}

/** A new account invited by the staff tool: its one-time link's path (`/admin-jeansrecycle/setup#token=…`). */
export async function invite(dbPath: string, origin: string, role: 'admin' | 'staff') {
  const username = unique(`e2e-invited`);
  const out = await staffTool(dbPath, origin, ['add', username, ...(role === 'admin' ? ['--admin'] : [])]);
  const link = /^\s+(http\S+#token=\S+)$/m.exec(out)?.[1];
  if (!link) throw new Error(`no link in: ${out}`);
  const url = new URL(link);
  return { username, path: `${url.pathname}${url.hash}` };
}

/**
 * Signs the page's browser in as `account` through the staff API, as the sign-in page does (for
 * a test about another page): the session's cookie is then the browser's.
 */
export async function signIn(page: Page, origin: string, account: Account) {
  const post = (url: string, data: unknown) => page.request.post(url, { data, headers: { origin } });
  const first = await post(staffApi.session, { username: account.username, password: account.password });
  expect(first.status(), await first.text()).toBe(200);
  if (((await first.json()) as SignInAnswer).step === 'totp') {
    const second = await post(staffApi.sessionTotp, { code: codeOf(account.secret) });
    expect(second.status(), await second.text()).toBe(200);
  }
}

/** A lead of the test's own, stored through the API's repositories (see `LeadPlan` in api/src/cli/seed-data.ts). */
export async function addLead(dbPath: string, plan: LeadPlan): Promise<{ kind: LeadKindName; id: number }> {
  const db = new SqliteDatabase(dbPath);
  try {
    return await seed.addLead(db, plan, Date.now());
  } finally {
    await db.close();
  }
}

/** An enrollment as a visitor sends it: English unless told, new, its mail waiting. */
export function enrollmentPlan(fullName: string, overrides: Partial<LeadPlan> = {}): LeadPlan {
  return {
    kind: 'enrollment',
    fullName,
    email: `${fullName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
    phone: '0301 7654321',
    language: 'en',
    choice: 'Laravel',
    message: 'Evening batch, please.',
    company: null,
    startDate: null,
    submittedAt: new Date().toISOString(),
    source: { utm_source: 'facebook', utm_campaign: 'e2e', landing_page: '/', sent_from: '/enrollment' },
    mail: 'pending',
    status: 'new',
    worker: 'ayesha',
    note: null,
    ...overrides,
  };
}
