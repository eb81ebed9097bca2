// A store for bench-accounts.mjs: a new SQLite file or a PostgreSQL cluster of its own, migrated,
// with the inbox's leads (api/dist/bench/seed-leads.js) and as many students, one per lead's
// address (seed-people.js), all with the bench's password.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { apiBuild } from '../api-under-test.mjs';
import { round } from '../report.mjs';

const require = createRequire(import.meta.url);
const { startPostgres } = require('../../../tools/run/postgres.js');

/** Resolves with { env, students, seededSeconds, remove() } once the store is ready. */
export async function seededStore(store, { students, password }) {
  const { migrate } = require(apiBuild('db/migrate.js'));
  const { openStore } = require(apiBuild('db/store.js'));
  const { seedLeads } = require(apiBuild('bench/seed-leads.js'));
  const { seedPeople } = require(apiBuild('bench/seed-people.js'));
  const { hashPassword } = require(apiBuild('auth/passwords.js'));
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-accounts-${store}-`));
  const cluster = store === 'postgres' ? await startPostgres({ fast: true, log: 'ignore' }) : undefined;
  const databaseUrl = cluster ? await cluster.createDatabase('accounts') : '';
  const dbPath = path.join(dir, 'requests.db');
  const remove = async () => {
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const db = openStore({ databaseUrl: databaseUrl || null, dbPath, poolMax: 4 });
    await migrate(db);
    const started = Date.now();
    await seedLeads(db, students);
    await seedPeople(db, students, await hashPassword(password));
    await db.close();
    return {
      env: { API_DB_PATH: dbPath, DATABASE_URL: databaseUrl },
      students,
      seededSeconds: round((Date.now() - started) / 1000, 1),
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
