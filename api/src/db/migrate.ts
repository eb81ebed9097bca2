import { migrations } from './migrations';
import type { Migration } from './migrations/migration';
import type { Database, Queryable } from './sql';

/*
 * The runner of the schema's history (`db/migrations/`, one file per version). Each migration runs
 * in its own transaction together with its row in `schema_migrations`, so a database is always at
 * exactly one known version, and both stores are at the same version with the same tables.
 */

const SCHEMA_TABLE = {
  sqlite: `CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`,
  postgres: `CREATE TABLE IF NOT EXISTS schema_migrations (
    version    integer PRIMARY KEY,
    name       text NOT NULL,
    applied_at timestamptz NOT NULL
  )`,
};

/**
 * Every instance that starts runs the migrations; on PostgreSQL they wait for one another on this
 * advisory lock (taken per transaction), so each migration is applied once, by whichever instance
 * comes first, and the others find it done. On SQLite, BEGIN IMMEDIATE does the same.
 */
const MIGRATION_LOCK = 7_300_030;

async function versionIn(db: Queryable): Promise<number> {
  const table =
    db.dialect === 'sqlite'
      ? await db.one(
          "SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'",
        )
      : await db.one(
          "SELECT 1 AS found FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'schema_migrations'",
        );
  if (!table) return 0;
  const row = await db.one<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return row?.version ?? 0;
}

/** The database's schema version (0 for a new one). */
export function schemaVersion(db: Queryable): Promise<number> {
  return versionIn(db);
}

/** Applies every migration newer than the database, in order; resolves with the versions applied. */
export async function migrate(db: Database, list: readonly Migration[] = migrations): Promise<number[]> {
  const latest = list.at(-1)?.version ?? 0;
  const applied: number[] = [];
  for (;;) {
    const step = await db.transaction(async (tx) => {
      if (tx.dialect === 'postgres') {
        // Instances starting together wait for the one migrating, however long a migration takes
        // (up to the statement timeout), not the short lock timeout of requests (db/postgres.ts).
        await tx.run('SET LOCAL lock_timeout = 0');
        await tx.one('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      }
      await tx.script(SCHEMA_TABLE[tx.dialect]);
      const current = await versionIn(tx);
      if (current > latest) {
        throw new Error(`Database schema version ${current} is newer than this service (${latest}).`);
      }
      const next = list.find((migration) => migration.version > current);
      if (!next) return undefined;
      await tx.script(next[tx.dialect]);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        next.version,
        next.name,
        new Date().toISOString(),
      ]);
      return next.version;
    });
    if (step === undefined) return applied;
    applied.push(step);
  }
}
