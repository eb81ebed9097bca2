import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { LEAD_STATUSES } from '@site/staff';
import { verifyPassword } from '../auth/passwords';
import { secretBox } from '../auth/secret-box';
import { hashToken } from '../auth/tokens';
import { SqlAuditRepository } from '../repositories/audit-repository';
import { SqlInboxRepository } from '../repositories/inbox-repository';
import { SqlStaffRepository } from '../repositories/staff-repository';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { GIVEN_UP_ERROR, SEED_LEAD_COUNT, seedPeople } from './seed-data';
import { runSeed, SEED_PASSWORD, SEED_TOTP_SECRET, seedAccounts } from './seed';

const NOW = Date.parse('2026-11-28T09:00:00.000Z');
/** The store's STAFF_SECRET_KEY, which seals the authenticators' secrets. */
const KEY = randomBytes(32);

async function seed(store: TestStore, env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runSeed(
    [],
    {
      ...store.env,
      STAFF_SECRET_KEY: KEY.toString('base64'),
      PUBLIC_ORIGIN: 'https://www.codenest.pk',
      ...env,
    },
    {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      now: () => NOW,
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe.each(storeKinds)('npm run seed -w api on the %s store', (kind) => {
  let store: TestStore;
  let output: string;
  beforeAll(async () => {
    store = await createTestStore(kind);
    const first = await seed(store);
    expect(first).toMatchObject({ code: 0, err: '' });
    output = first.out;
  });
  afterAll(() => store.remove());

  const withDb = async <T>(work: (db: ReturnType<TestStore['open']>) => Promise<T>): Promise<T> => {
    const db = store.open();
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  };

  it('writes an inbox of both kinds, both languages, many sources and statuses, all in the last twelve weeks', async () => {
    const { items, total, counts } = await withDb((db) =>
      new SqlInboxRepository(db).list({}, { limit: 100 }),
    );
    expect(total).toBe(SEED_LEAD_COUNT);
    expect(new Set(items.map((lead) => lead.kind))).toEqual(new Set(['enrollment', 'project_request']));
    expect(new Set(items.map((lead) => lead.language))).toEqual(new Set(['en', 'ur']));
    expect(new Set(items.map((lead) => lead.source)).size).toBeGreaterThanOrEqual(8);
    expect(LEAD_STATUSES.filter((status) => counts[status] > 0).length).toBeGreaterThanOrEqual(5);
    const weekly = await withDb((db) => new SqlInboxRepository(db).weekly({}, 12, NOW));
    expect(weekly.weeks.reduce((sum, week) => sum + week.total, 0)).toBe(SEED_LEAD_COUNT);
  });

  it('lists the newest first: an Urdu enrollment from a campaign, its mail not sent yet', async () => {
    const { items } = await withDb((db) => new SqlInboxRepository(db).list({}, { limit: 3 }));
    expect(items[0]).toMatchObject({
      kind: 'enrollment',
      fullName: seedPeople.newest.name,
      language: 'ur',
      status: 'new',
      mail: 'pending',
    });
    expect(items.map((lead) => lead.mail)).toEqual(['pending', 'retrying', 'given-up']);
  });

  it('keeps what happened to the leads: a given-up mail with its error, statuses with notes', async () => {
    const inbox = await withDb(async (db) => {
      const repository = new SqlInboxRepository(db);
      const { items } = await repository.list({ q: seedPeople.givenUp.email }, { limit: 5 });
      const worked = await repository.list({ status: 'contacted' }, { limit: 100 });
      const details = await Promise.all(worked.items.map((lead) => repository.detail(lead)));
      return { givenUp: await repository.detail(items[0]!), details };
    });
    expect(inbox.givenUp?.mail).toMatchObject({ state: 'given-up', lastError: GIVEN_UP_ERROR });
    expect(inbox.details.length).toBeGreaterThan(0);
    for (const lead of inbox.details) expect(lead?.history.at(-1)).toMatchObject({ status: 'contacted' });
    expect(inbox.details.some((lead) => (lead?.notes.length ?? 0) > 0)).toBe(true);
  });

  it('makes the accounts: passwords and authenticators known, a fresh and a used link', async () => {
    const state = await withDb(async (db) => {
      const staff = new SqlStaffRepository(db, secretBox(KEY));
      const now = new Date(NOW).toISOString();
      return {
        admin: await staff.byUsername(seedAccounts.admin.username),
        member: await staff.byUsername(seedAccounts.staff.username),
        fresh: await staff.openLink(hashToken(seedAccounts.invited.token), now),
        used: await staff.openLink(hashToken(seedAccounts.joined.token), now),
        audit: await new SqlAuditRepository(db).page(undefined, 25),
      };
    });
    expect(state.admin).toMatchObject({ role: 'admin', totp_secret: SEED_TOTP_SECRET });
    expect(await verifyPassword(SEED_PASSWORD, state.admin!.password_hash!)).toBe(true);
    // Every staff account signs in with an authenticator (decision 0041).
    expect(state.member).toMatchObject({ role: 'staff', totp_secret: SEED_TOTP_SECRET });
    expect(await verifyPassword(SEED_PASSWORD, state.member!.password_hash!)).toBe(true);
    expect(state.fresh?.account.username).toBe(seedAccounts.invited.username);
    expect(state.used).toBeUndefined();
    // More than a page of the audit log.
    expect(state.audit.next).not.toBeNull();
    expect(output).toContain(
      `https://www.codenest.pk/admin-jeansrecycle/setup#token=${seedAccounts.invited.token}`,
    );
    expect(output).toContain(SEED_TOTP_SECRET);
  });

  it('refuses a store seeded already, and changes nothing', async () => {
    const again = await seed(store);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/seeded already/);
    const { total } = await withDb((db) => new SqlInboxRepository(db).list({}, { limit: 1 }));
    expect(total).toBe(SEED_LEAD_COUNT);
  });
});

test('refuses to run in production, before it opens the store', async () => {
  const store = await createTestStore('sqlite');
  try {
    const refused = await seed(store, { NODE_ENV: 'production' });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/NODE_ENV is production/);
    expect(existsSync(store.env.API_DB_PATH!)).toBe(false);
  } finally {
    await store.remove();
  }
});
