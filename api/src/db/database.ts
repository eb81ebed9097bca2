import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrations as allMigrations, type Migration } from './migrations';

export type Db = Database.Database;

export interface OpenOptions {
  readonly?: boolean;
  migrations?: readonly Migration[];
  /** false: an existing file as it is (the staff tool's writes leave migrating to the API). */
  migrate?: boolean;
}

/**
 * Opens (creating it and its folder if needed) the SQLite file and brings its schema up to
 * date. Durability: WAL journal with synchronous=FULL, so a COMMIT returns only after the WAL is
 * fsynced; an answered 201 survives a crash or a power cut, not only a process restart.
 */
export function openDatabase(file: string, options: OpenOptions = {}): Db {
  if (options.readonly) {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    return db;
  }
  if (options.migrate !== false) mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { fileMustExist: options.migrate === false });
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // Another process (the staff CLI, a second instance) may hold the lock for a moment.
    db.pragma('busy_timeout = 5000');
    if (options.migrate !== false) migrate(db, options.migrations ?? allMigrations);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

export function schemaVersion(db: Db): number {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    .get();
  if (!table) return 0;
  const row = db.prepare('SELECT max(version) AS version FROM schema_migrations').get() as {
    version: number | null;
  };
  return row.version ?? 0;
}

/** Applies every migration newer than the database, in order; returns the versions applied. */
export function migrate(db: Db, migrations: readonly Migration[] = allMigrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied: number[] = [];
  const latest = migrations.at(-1)?.version ?? 0;
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  // IMMEDIATE: two processes starting on one file cannot both apply the same migration.
  const step = db.transaction((migration: Migration) => {
    if (schemaVersion(db) >= migration.version) return false;
    db.exec(migration.sql);
    record.run(migration.version, migration.name, new Date().toISOString());
    return true;
  });
  const current = schemaVersion(db);
  if (current > latest) {
    throw new Error(`Database schema version ${current} is newer than this service (${latest}).`);
  }
  for (const migration of migrations) {
    if (migration.version > current && step.immediate(migration)) applied.push(migration.version);
  }
  return applied;
}
