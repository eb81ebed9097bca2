import { rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeUrl, PostgresDatabase } from '../db/postgres';
import { BackupRefused, FILE_MODE, partialPath, publish, sha256OfFile, writeChecksum } from './files';
import { connection, pgProgram, ProgramFailed, runProgram } from './pg-programs';
import { readSnapshot, type Made, type SnapshotFacts, type SnapshotOptions } from './snapshot';
import { checkEmpty, countRows, EPHEMERAL_TABLES, tableNames } from './tables';

/**
 * PostgreSQL's backups: pg_dump's custom format (compressed, restored by pg_restore table by
 * table). pg_dump is consistent by itself (one snapshot, taken without blocking writers); here it
 * takes the snapshot of a transaction of ours (`pg_export_snapshot`), so that what is counted and
 * read beside it (`inSnapshot`) is exactly what it dumps.
 */

/** One connection without a statement timeout: counting every row of a large table may take a while. */
function openOne(url: string): PostgresDatabase {
  return new PostgresDatabase({ url, poolMax: 1, statementTimeoutMs: 0 });
}

/** Backs up the database at `url` into `file` (`….pgdump`) and its checksum. */
export async function backupPostgres(
  url: string,
  file: string,
  options: SnapshotOptions = {},
): Promise<Made> {
  const pgDump = pgProgram('pg_dump', options.env);
  const conn = connection(url);
  const partial = partialPath(path.dirname(file), path.basename(file));
  // Made first, the owner's only: pg_dump writes into it without changing its mode.
  writeFileSync(partial, '', { mode: FILE_MODE });
  const db = openOne(url);
  try {
    const facts = await db.transaction(async (tx) => {
      await tx.run('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const snapshot = await tx.one<{ id: string }>('SELECT pg_export_snapshot() AS id');
      // The transaction stays open while pg_dump runs: its snapshot lives as long as it does.
      const dump = runProgram(
        pgDump,
        [
          '--format=custom',
          `--snapshot=${snapshot?.id ?? ''}`,
          ...EPHEMERAL_TABLES.map((table) => `--exclude-table-data=${table}`),
          `--file=${partial}`,
          `--dbname=${conn.dbname}`,
        ],
        conn.env,
      );
      const [read, dumped] = await Promise.allSettled([readSnapshot(tx, options), dump]);
      if (dumped.status === 'rejected') throw dumped.reason;
      if (read.status === 'rejected') throw read.reason;
      return read.value;
    });
    const sha256 = await sha256OfFile(partial);
    const bytes = statSync(partial).size;
    publish(partial, file);
    writeChecksum(file, sha256);
    return { ...facts, sha256, bytes };
  } catch (error) {
    if (error instanceof ProgramFailed) throw new BackupRefused(`No backup was made: ${error.message}`);
    throw error;
  } finally {
    await db.close();
    rmSync(partial, { force: true });
  }
}

/** The schema version in a dump: the highest row of its `schema_migrations` (0 when it has none). */
async function dumpedVersion(pgRestore: string, file: string): Promise<number> {
  const sql = await runProgram(pgRestore, ['--data-only', '--table=schema_migrations', '--file=-', file]);
  const lines = sql.split('\n');
  const start = lines.findIndex((line) => /^COPY \S*schema_migrations \(/.test(line));
  if (start < 0) return 0;
  let version = 0;
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    version = Math.max(version, Number(line.split('\t')[0]) || 0);
  }
  return version;
}

/**
 * Restores `file` into the database at `url`, which must exist and be empty: the dump is read
 * first (its table of contents and its schema version, by `checkVersion`), then restored in one
 * transaction (all of it or nothing), owned by the URL's user, and its statistics gathered.
 */
export async function restorePostgres(
  file: string,
  url: string,
  checkVersion: (version: number) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SnapshotFacts> {
  const pgRestore = pgProgram('pg_restore', env);
  let version: number;
  try {
    await runProgram(pgRestore, ['--list', file]);
    version = await dumpedVersion(pgRestore, file);
  } catch (error) {
    if (error instanceof ProgramFailed)
      throw new BackupRefused(`${file} is not a dump pg_restore can read (${error.message}). Refused.`);
    throw error;
  }
  checkVersion(version);
  const conn = connection(url);
  const db = openOne(url);
  try {
    await checkEmpty(
      db,
      `The database ${describeUrl(url)}`,
      'create a new database (createdb -O <the API user> <name>) and point DATABASE_URL at it.',
    );
    try {
      await runProgram(
        pgRestore,
        [
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          `--dbname=${conn.dbname}`,
          file,
        ],
        conn.env,
      );
    } catch (error) {
      if (error instanceof ProgramFailed)
        throw new BackupRefused(`The restore failed and was rolled back: ${error.message}`);
      throw error;
    }
    // pg_restore leaves the planner without statistics: the inbox's queries need them at once.
    await db.script('ANALYZE');
    return { schemaVersion: version, counts: await countRows(db, await tableNames(db)) };
  } finally {
    await db.close();
  }
}
