import path from 'node:path';
import { migrations } from '../db/migrations';
import { describeStore, kindOf, type StoreTarget } from './backup';
import { BackupRefused, verifyChecksum } from './files';
import { kindOfFile, storeTitles, type BackupKind } from './names';
import { restorePostgres } from './postgres-backup';
import type { SnapshotFacts } from './snapshot';
import { restoreSqlite } from './sqlite-backup';

/**
 * `npm run restore -w api -- <file>`: a backup of `npm run backup` into an empty store of its kind,
 * once its checksum and its schema version are checked (docs/production.md, "Restoring a backup").
 */

export interface RestoreResult extends SnapshotFacts {
  kind: BackupKind;
  target: string;
  /** The schema version of this API: higher than the backup's means the API upgrades it at start. */
  latestVersion: number;
  ms: number;
}

const latestVersion = () => migrations.at(-1)?.version ?? 0;

/** Refuses a backup whose schema this API cannot run, or that has none. */
function versionCheck(file: string): (version: number) => void {
  return (version) => {
    if (version < 1)
      throw new BackupRefused(
        `${file} holds no schema version (no schema_migrations rows): not a backup of this API. Refused.`,
      );
    if (version > latestVersion())
      throw new BackupRefused(
        `${file} is at schema version ${version}, newer than this API's (${latestVersion()}): restore it with the API's version that made it. Refused.`,
      );
  };
}

export async function restoreBackup(options: {
  file: string;
  store: StoreTarget;
  env?: NodeJS.ProcessEnv;
}): Promise<RestoreResult> {
  const started = Date.now();
  const { file, store } = options;
  const kind = kindOfFile(path.basename(file));
  const storeKind = kindOf(store);
  if (!kind)
    throw new BackupRefused(
      `${file} is not a backup made by npm run backup (its name ends neither in .sqlite.gz nor in .pgdump).`,
    );
  if (kind !== storeKind)
    throw new BackupRefused(
      `${file} is a ${storeTitles[kind]} backup, and the API's store is ${storeTitles[storeKind]}: ${
        kind === 'postgres'
          ? 'set DATABASE_URL to the (empty) database to restore it into.'
          : 'unset DATABASE_URL to restore it into API_DB_PATH.'
      }`,
    );
  await verifyChecksum(file);
  const check = versionCheck(file);
  const facts = store.databaseUrl
    ? await restorePostgres(file, store.databaseUrl, check, options.env)
    : await restoreSqlite(file, store.dbPath, check);
  return {
    ...facts,
    kind,
    target: describeStore(store),
    latestVersion: latestVersion(),
    ms: Date.now() - started,
  };
}
