import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { migrate, migrations, schemaVersion, type Migration } from './migrations';
import type { Database } from './sql';

const latest = migrations.at(-1)?.version ?? 0;
const extra = (version: number, name: string, sql: string): Migration => ({
  version,
  name,
  sqlite: sql,
  postgres: sql,
});

describe.each(storeKinds)('migrations on the %s store', (kind) => {
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

  it('copies the leads stored before the inbox into it, oldest first, as new and direct', async () => {
    const db = connect();
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
    expect(await db.query('SELECT status, n FROM lead_status_counts WHERE n > 0')).toEqual([
      { status: 'new', n: 2 },
    ]);
  });
});
