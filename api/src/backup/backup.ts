import { existsSync } from 'node:fs';
import path from 'node:path';
import { describeUrl } from '../db/postgres';
import { BackupRefused, ensureDir, removeStalePartials } from './files';
import { backupName, type BackupKind } from './names';
import { backupPostgres } from './postgres-backup';
import { pruneBackups, type RetentionRule } from './retention';
import type { Made, SnapshotOptions } from './snapshot';
import { backupSqlite } from './sqlite-backup';

/**
 * `npm run backup -w api`: a consistent backup of the API's store while it serves, in a file named
 * by its time with its checksum, under a retention rule (docs/production.md, "Backups";
 * docs/decisions/0040-backups-that-restore.md). Its restore: `restore.ts`.
 */

/** The store backed up or restored into: PostgreSQL when `databaseUrl` is set, else the SQLite file. */
export interface StoreTarget {
  databaseUrl: string | null;
  dbPath: string;
}

export interface BackupOptions extends SnapshotOptions {
  store: StoreTarget;
  dir: string;
  retention: RetentionRule;
  /** The clock (the backup's name, the retention's days). */
  now?: () => Date;
}

export interface BackupResult extends Made {
  kind: BackupKind;
  /** The store, for messages: the file, or the server and database without the password. */
  source: string;
  file: string;
  ms: number;
  /** The retention rule's outcome, after this backup. */
  pruned: { kept: string[]; removed: string[] };
}

export const kindOf = (store: StoreTarget): BackupKind => (store.databaseUrl ? 'postgres' : 'sqlite');

/** The store, for messages: the file, or the server and database without the password. */
export const describeStore = (store: StoreTarget) =>
  store.databaseUrl ? describeUrl(store.databaseUrl) : store.dbPath;

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const now = options.now ?? (() => new Date());
  const { store, dir } = options;
  const kind = kindOf(store);
  ensureDir(dir);
  removeStalePartials(dir);
  const file = path.join(dir, backupName(kind, now()));
  if (existsSync(file))
    throw new BackupRefused(`${file} exists already (a backup made this second): not replaced.`);
  const made = store.databaseUrl
    ? await backupPostgres(store.databaseUrl, file, options)
    : await backupSqlite(store.dbPath, file, options);
  const pruned = pruneBackups(dir, options.retention, now());
  return { ...made, kind, source: describeStore(store), file, ms: Date.now() - started, pruned };
}
