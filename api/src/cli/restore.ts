import path from 'node:path';
import { restoreBackup } from '../backup/restore';
import { BackupRefused, messageOf } from '../backup/files';
import { storeTitles } from '../backup/names';
import { describeCounts } from '../backup/tables';
import { loadBackupConfig } from '../config';
import { formatSeconds } from './backup';
import { processIo, runMain, type Io } from './main';

/**
 * `npm run restore -w api -- <file>`: a backup of `npm run backup` into the API's store, which
 * must be empty (docs/production.md, "Restoring a backup"). Exit codes: 0 restored; 1 refused or
 * failed (the reason on stderr, nothing changed); 2 a wrong argument.
 */
export const RESTORE_USAGE = `Usage: npm run restore -w api -- <backup file>
Restores a backup made by npm run backup (leads-….sqlite.gz or leads-….pgdump, with its .sha256
beside it) into the API's store: DATABASE_URL (an existing, empty database), else API_DB_PATH (a
missing file, or an empty one). Refuses a store that is not empty, a file whose checksum does not
match, and a backup of a newer schema than this API's. Stop the API first.`;

export async function runRestore(argv: readonly string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(RESTORE_USAGE);
    return 0;
  }
  const [given, ...rest] = argv;
  if (!given || given.startsWith('-') || rest.length > 0) {
    io.err(`npm run restore needs one backup file.\n${RESTORE_USAGE}`);
    return 2;
  }
  // Relative to where the command was typed, not api/ where npm runs it.
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), given);
  try {
    const { store } = loadBackupConfig(env);
    const result = await restoreBackup({ file, store, env });
    io.out(
      `Restored ${path.basename(file)} into ${storeTitles[result.kind]} ${result.target} in ${formatSeconds(result.ms)} (checksum matched, schema version ${result.schemaVersion}).`,
    );
    io.out(`  rows: ${describeCounts(result.counts)}`);
    io.out(
      result.schemaVersion < result.latestVersion
        ? `Start the API: it upgrades the schema from version ${result.schemaVersion} to ${result.latestVersion} as it starts.`
        : 'Start the API.',
    );
    return 0;
  } catch (error) {
    io.err(error instanceof BackupRefused ? error.message : `The restore failed: ${messageOf(error)}`);
    return 1;
  }
}

if (require.main === module) runMain(() => runRestore(process.argv.slice(2), process.env, processIo));
