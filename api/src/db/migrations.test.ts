import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { compareSchemas } from '../testing/schema/compare';
import { describePostgres } from '../testing/schema/describe-postgres';
import { describeSqlite } from '../testing/schema/describe-sqlite';
import { knownDifferences, unexplained } from '../testing/schema/known-differences';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { migrate } from './migrate';
import { migrations } from './migrations';
import type { Migration } from './migrations/migration';
import type { Database } from './sql';
import { statusCounts } from './status-counts';

const folder = path.join(__dirname, 'migrations');
/** The folder's files that are not migrations: the shape of one, the list, and tests. */
const notMigrations = new Set(['migration.ts', 'index.ts']);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const fingerprint = ({ version, name, sqlite, postgres }: Migration) => ({
  version,
  name,
  sqlite: sha256(sqlite),
  postgres: sha256(postgres),
});

/**
 * Every migration as it was released: its name (recorded in `schema_migrations`) and the SHA-256
 * of each dialect's SQL, byte for byte. A released migration is never edited, so these never
 * change; a new migration adds its line (the failure shows it).
 */
const released = [
  {
    version: 1,
    name: 'create project_requests',
    sqlite: '1c005753863adae56d342fbb4c5e067f91e786162f013592b535dc3f5772b32e',
    postgres: '43ffdf1a49129c10e95c7e00a1c530e4de2d5d20bb2f0a532fd591ae2c51dd01',
  },
  {
    version: 2,
    name: 'create enrollments and the lead mail outbox',
    sqlite: '91b94ea1c55565fe4ac12e2e873e5bcfbd2c5f18586ba9afc8a15a4826c978e6',
    postgres: 'aa97ff3de52b42c6a17b55fe1c27157dc6eff568b3fdd2aae4125996c3068d44',
  },
  {
    version: 3,
    name: 'dead letters in the lead mail outbox',
    sqlite: '6aa080340383789eacf14dfe5f36acbef80abc3a45a69b48ad874bd58ddf55db',
    postgres: '281011337af2f3b42e4e743ad585c30507110707870714927fc37cae731554e5',
  },
  {
    version: 4,
    name: 'the language each lead came in',
    sqlite: '6db62649426f33e0e413804b106890086fac3fe597a61bdbb3fd68181b0275c2',
    postgres: 'c68c6f9afb071c72080508e7fea642daacd2888d780130cb3054cc1d6f6b9cf3',
  },
  {
    version: 5,
    name: 'the inbox: every lead with its status and source; idempotency keys; shared limits',
    sqlite: 'cd28c26493d962f586eddfefd0853926da79cff1537506fe1af82803bd649853',
    postgres: '552d3ba1b987f5c9d0cdf6af9ca49bb3265ae097f92d14690894bd8aae3e48f1',
  },
  {
    version: 6,
    name: 'staff accounts, sessions, sign-in failures, lead notes and statuses, the audit log',
    sqlite: '01dcf5f7c63ccdc66a4facf63aa1a470d8638ae63f07582ae4026c6a9d94f32a',
    postgres: 'd718394b76e472124be0c863701ed2a2589ecfed08716af0cf5be82cd91e2294',
  },
  {
    version: 7,
    name: 'the inbox: counts per status kept',
    sqlite: 'bab47604aa632deb760a1ac7aea8d02e2d36c6fe75599587c9b1ab040195f494',
    postgres: '3dcd1fd55fa4d238969fcefc7e37cbf03ec3b482cf7743de85dea5c7dc9e2d78',
  },
  {
    version: 8,
    name: 'operator alerts, shared by the instances; given-up mails indexed',
    sqlite: 'c28ce0fb02f8d5157755fc7a4e907834dd6550274e75a777f5fe049c524e6cf9',
    postgres: '15d7b62828fdf4b7a055cbb430778cfc99fcf14f3f4dd78b11b9d370c50cdd49',
  },
  {
    version: 9,
    name: 'the inbox: counts per status kept as changes',
    sqlite: 'ecff012df6a8d3697d6bc08310de14a73320e85cc10c4ee39cba27e71ba72ec2',
    postgres: '8ce0f4da689784afc3d1ba7851f761ff567d3af1b8070df8d3452424b0a06e02',
  },
  {
    version: 10,
    name: 'the security review: guesses keyed by kind of account, used links without secrets, audit counts',
    sqlite: '01b81c4ddeaab79cd2d4d6022cb1c7e5bbde7961533c1aa4546d93a039b7962c',
    postgres: '2b81e2d42d745509e283d630bb2463af3c2b3004a78e0122a9bdb2930ba80d33',
  },
  {
    version: 11,
    name: "people's accounts: profiles, sessions, links, courses, their mails",
    sqlite: '1f6f01c369241bbbe14f29f116c7efe234560c26b2ae16424ef26f74c1d2d642',
    postgres: 'db8125448ebd70c529f98588895e0df556f915c68cae0edaeeb45a08a96362f3',
  },
];

describe('the migrations folder', () => {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !notMigrations.has(file))
    .sort();

  it('holds one file per version, 0001 on, without gaps, each named for its version', () => {
    expect(files.filter((file) => !/^\d{4}-[a-z0-9]+(?:-[a-z0-9]+)*\.ts$/.test(file))).toEqual([]);
    expect(files.map((file) => Number(file.slice(0, 4)))).toEqual(migrations.map((_, index) => index + 1));
    expect(migrations.map((migration) => migration.version)).toEqual(migrations.map((_, index) => index + 1));
  });

  it('is listed in full and in order by index.ts', async () => {
    const modules = await Promise.all(
      files.map(
        async (file) => ((await import(path.join(folder, file))) as { migration: Migration }).migration,
      ),
    );
    expect(modules).toHaveLength(migrations.length);
    modules.forEach((migration, index) => expect(migrations[index]).toBe(migration));
  });

  it('keeps every released migration as it was released', () => {
    expect(migrations.map(fingerprint)).toEqual(released);
  });
});

/** A new SQLite and a new PostgreSQL database, side by side, each with its open connection. */
function bothStores() {
  let stores: TestStore[] = [];
  let open: Database[] = [];
  beforeEach(async () => {
    stores = [await createTestStore('sqlite'), await createTestStore('postgres')];
    open = stores.map((store) => store.open());
  });
  afterEach(async () => {
    for (const db of open) await db.close();
    for (const store of stores) await store.remove();
  });
  return {
    sqlite: () => open[0] as Database,
    postgres: () => open[1] as Database,
    /** What each store says its schema is, compared. */
    differences: async () =>
      compareSchemas(await describeSqlite(open[0] as Database), await describePostgres(open[1] as Database)),
  };
}

// Both stores at once: without a PostgreSQL cluster there is nothing to compare with (global setup
// says so, and REQUIRE_POSTGRES=1 fails the run instead).
(storeKinds.includes('postgres') ? describe : describe.skip)("both stores' schemas", () => {
  const stores = bothStores();

  it('match after every migration, but for the known differences, each explained', async () => {
    let differences: string[] = [];
    for (const migration of migrations) {
      const upTo = migrations.filter((each) => each.version <= migration.version);
      await migrate(stores.sqlite(), upTo);
      await migrate(stores.postgres(), upTo);
      differences = await stores.differences();
      expect({ version: migration.version, unexplained: unexplained(differences) }).toEqual({
        version: migration.version,
        unexplained: [],
      });
    }
    // None of the known differences is stale.
    expect(
      knownDifferences.map((known) => known.difference).filter((known) => !differences.includes(known)),
    ).toEqual([]);
  });

  it('differ when a migration adds a column in one dialect only', async () => {
    const latest = migrations.at(-1)?.version ?? 0;
    const oneSided: Migration = {
      version: latest + 1,
      name: 'a column in SQLite only',
      sqlite: 'ALTER TABLE leads ADD COLUMN priority INTEGER',
      postgres: 'SELECT 1',
    };
    await migrate(stores.sqlite(), [...migrations, oneSided]);
    await migrate(stores.postgres(), [...migrations, oneSided]);
    expect(unexplained(await stores.differences())).toEqual(['column leads.priority: only in sqlite']);
  });
});

describe.each(storeKinds)('the migrations on the %s store', (kind) => {
  let store: TestStore;
  let db: Database;
  beforeEach(async () => {
    store = await createTestStore(kind);
    db = store.open();
  });
  afterEach(async () => {
    await db.close();
    await store.remove();
  });

  it('copies the leads stored before the inbox into it, oldest first, as new and direct', async () => {
    await migrate(
      db,
      migrations.filter((migration) => migration.version <= 4),
    );
    await db.run(
      `INSERT INTO project_requests (full_name, email, project_type, project_details, submitted_at, language)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        'Kamran Akhtar',
        'Kamran@Example.com',
        'E-commerce Store',
        'A shop.',
        '2026-11-02T10:00:00.000Z',
        'en',
      ],
    );
    await db.run(
      `INSERT INTO enrollments (full_name, email, phone, course, submitted_at, language)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      ['زینب حسین', 'zainab@example.com', '+92 (300) 123-4567', 'React JS', '2026-11-01T10:00:00.000Z', 'ur'],
    );
    await migrate(db);
    expect(
      await db.query(
        'SELECT id, kind, kind_id, full_name, phone, choice, language, status, source_label, search FROM leads ORDER BY id',
      ),
    ).toEqual([
      {
        id: 1,
        kind: 'enrollment',
        kind_id: 1,
        full_name: 'زینب حسین',
        phone: '+92 (300) 123-4567',
        choice: 'React JS',
        language: 'ur',
        status: 'new',
        source_label: 'direct',
        search: 'زینب حسین zainab@example.com 923001234567',
      },
      {
        id: 2,
        kind: 'project_request',
        kind_id: 1,
        full_name: 'Kamran Akhtar',
        phone: null,
        choice: 'E-commerce Store',
        language: 'en',
        status: 'new',
        source_label: 'direct',
        search: 'kamran akhtar kamran@example.com',
      },
    ]);
    expect(await statusCounts(db)).toEqual([{ status: 'new', n: 2 }]);
  });
});
