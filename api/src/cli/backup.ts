import path from 'node:path';
import { createBackup, type BackupResult } from '../backup/backup';
import { BackupRefused, messageOf } from '../backup/files';
import { storeTitles } from '../backup/names';
import { describeCounts } from '../backup/tables';
import { loadBackupConfig } from '../config';
import { processIo, runMain, type Io } from './main';

/**
 * `npm run backup -w api`: a consistent backup of the API's store, safe while the API runs and
 * leads keep arriving (docs/production.md, "Backups"). Exit codes: 0 made; 1 not made (the reason
 * on stderr); 2 a wrong option.
 */
export const BACKUP_USAGE = `Usage: npm run backup -w api
Backs up the API's store (DATABASE_URL, else API_DB_PATH) while it runs, into BACKUP_DIR
(default api/data/backups): leads-<UTC time>.sqlite.gz (SQLite) or leads-<UTC time>.pgdump
(PostgreSQL, pg_dump's custom format), with its SHA-256 in <file>.sha256 (sha256sum -c checks it).
Then keeps the newest BACKUP_KEEP_LAST (24) and the newest of each of the last BACKUP_KEEP_DAYS
(30) days, and removes the other backups of the folder.
Restore one with: npm run restore -w api -- <file>`;

/** 1.2 MB, 340 kB, 512 bytes. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} kB`;
  return `${bytes} bytes`;
}

export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What a made backup is, in lines: the first one alone says enough for a log (the fleet's). */
export function describeBackup(result: BackupResult, keep: { keepLast: number; keepDays: number }): string[] {
  const name = path.basename(result.file);
  const { kept, removed } = result.pruned;
  return [
    `Backed up ${storeTitles[result.kind]} ${result.source} in ${formatSeconds(result.ms)}: ${result.file} (${formatBytes(result.bytes)}, schema version ${result.schemaVersion}).`,
    `  SHA-256 ${result.sha256} in ${name}.sha256`,
    `  rows: ${describeCounts(result.counts)}`,
    `Kept ${kept.length} backup${kept.length === 1 ? '' : 's'} (BACKUP_KEEP_LAST ${keep.keepLast}, BACKUP_KEEP_DAYS ${keep.keepDays})${
      removed.length ? `; removed ${removed.join(', ')}` : ''
    }.`,
  ];
}

export async function runBackup(argv: readonly string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(BACKUP_USAGE);
    return 0;
  }
  if (argv.length > 0) {
    io.err(`npm run backup takes no ${argv[0]}: its settings are environment variables.\n${BACKUP_USAGE}`);
    return 2;
  }
  try {
    const config = loadBackupConfig(env);
    const result = await createBackup({
      store: config.store,
      dir: config.dir,
      retention: config,
      env,
    });
    for (const line of describeBackup(result, config)) io.out(line);
    return 0;
  } catch (error) {
    io.err(error instanceof BackupRefused ? error.message : `No backup was made: ${messageOf(error)}`);
    return 1;
  }
}

if (require.main === module) runMain(() => runBackup(process.argv.slice(2), process.env, processIo));
