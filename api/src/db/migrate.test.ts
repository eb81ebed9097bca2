import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { migrate, schemaVersion } from './migrate';
import { migrations } from './migrations';
import type { Migration } from './migrations/migration';
import type { Database } from './sql';

const latest = migrations.at(-1)?.version ?? 0;
const extra = (version: number, name: string, sql: string): Migration => ({
  version,
  name,
  sqlite: sql,
  postgres: sql,
});

describe.each(storeKinds)('the migrations runner on the %s store', (kind) => {
  let store: TestStore;
  const open: Database[] = [];
  const connect = () => {
    const db = store.open();
    open.push(db);
    return db;
  };

  beforeEach(async () => {
    store = await createTestStore(kind);
  });
  afterEach(async () => {
    for (const db of open.splice(0)) await db.close();
    await store.remove();
  });

  it('creates the schema on first start, records it, and is idempotent', async () => {
    const db = connect();
    expect(await migrate(db)).toEqual(migrations.map((migration) => migration.version));
    expect(await migrate(db)).toEqual([]);
    expect(await schemaVersion(db)).toBe(latest);
    expect(await db.query('SELECT version, name FROM schema_migrations ORDER BY version')).toEqual(
      migrations.map(({ version, name }) => ({ version, name })),
    );
  });

  it('applies only the new migrations, in order, to an existing database', async () => {
    const db = connect();
    await migrate(db);
    const next = [
      ...migrations,
      extra(latest + 1, 'add a column', 'ALTER TABLE project_requests ADD COLUMN note TEXT'),
    ];
    expect(await migrate(db, next)).toEqual([latest + 1]);
    expect(await schemaVersion(db)).toBe(latest + 1);
  });

  it('rolls back a failing migration as a whole', async () => {
    const db = connect();
    await migrate(db);
    const broken = [
      ...migrations,
      extra(latest + 1, 'broken', 'CREATE TABLE t (x integer); SELECT nonsense FROM nowhere;'),
    ];
    // The stores' errors may come from another realm than the test's: matched by message.
    const missing = expect.stringMatching(/no such table|does not exist/);
    await expect(migrate(db, broken)).rejects.toHaveProperty('message', missing);
    expect(await schemaVersion(db)).toBe(latest);
    await expect(db.query('SELECT * FROM t')).rejects.toHaveProperty('message', missing);
  });

  it('refuses a database from a newer version of the service', async () => {
    const db = connect();
    await migrate(db, [...migrations, extra(latest + 7, 'future', 'SELECT 1')]);
    await expect(migrate(db)).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/newer than this service/),
    );
  });

  it('applies each migration once when several instances start together', async () => {
    const instances = [connect(), connect(), connect()];
    const results = await Promise.all(instances.map((db) => migrate(db)));
    expect(results.flat().sort((a, b) => a - b)).toEqual(migrations.map((migration) => migration.version));
    const [first] = instances;
    if (!first) throw new Error('no instance');
    expect(await first.query('SELECT version FROM schema_migrations ORDER BY version')).toHaveLength(latest);
  });
});
