import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../db/migrate';
import { PostgresDatabase } from '../db/postgres';
import type { Database } from '../db/sql';
import { SqliteDatabase } from '../db/sqlite';

export type StoreKind = 'sqlite' | 'postgres';

/**
 * The stores a test runs against: SQLite always, PostgreSQL when the run has a cluster
 * (testing/postgres-setup.ts). `describe.each(storeKinds)` runs a suite once per store.
 */
export const storeKinds: StoreKind[] = process.env.TEST_POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestStore {
  kind: StoreKind;
  /** The API's settings that name this store (API_DB_PATH or DATABASE_URL). */
  env: Record<string, string>;
  /** Opens another connection to it (a second instance). */
  open(): Database;
  /** Drops it. */
  remove(): Promise<void>;
}

/** A new, empty database of the given kind (not migrated). */
export async function createTestStore(kind: StoreKind): Promise<TestStore> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-store-'));
    const file = path.join(dir, 'requests.db');
    return {
      kind,
      env: { API_DB_PATH: file, DATABASE_URL: '' },
      open: () => new SqliteDatabase(file),
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_POSTGRES_URL;
  if (!adminUrl) throw new Error('No PostgreSQL for this run (TEST_POSTGRES_URL).');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: url.toString() },
    open: () => new PostgresDatabase({ url: url.toString(), poolMax: 5 }),
    remove: async () => {
      const client = new pg.Client(adminUrl);
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A migrated database of the given kind for the tests of a `describe` block: created before
 * them, dropped after them. `current()` is its open connection.
 */
export function storeForTests(kind: StoreKind): { current(): Database; store(): TestStore } {
  let store: TestStore | undefined;
  let db: Database | undefined;
  beforeAll(async () => {
    store = await createTestStore(kind);
    db = store.open();
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await store?.remove();
  });
  return {
    current() {
      if (!db) throw new Error('The test store is not open yet.');
      return db;
    },
    store() {
      if (!store) throw new Error('The test store is not created yet.');
      return store;
    },
  };
}
