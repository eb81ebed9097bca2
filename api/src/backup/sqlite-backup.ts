import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import BetterSqlite3 from 'better-sqlite3';
import { BackupRefused, FILE_MODE, messageOf, partialPath, publish, writeChecksum } from './files';
import { readSnapshot, sqliteReader, type Made, type SnapshotFacts, type SnapshotOptions } from './snapshot';
import { checkEmpty, EPHEMERAL_TABLES, quoteIdentifier } from './tables';

/**
 * SQLite's backups: the database file, copied by SQLite's online backup API, then gzipped.
 *
 * The copy is consistent while the API goes on writing: it is made on a connection of its own
 * that holds one read transaction from its first page to its last (in WAL mode a reader sees one
 * snapshot and blocks no writer). Without it the backup API starts again from the first page
 * whenever another connection writes between two steps, and under steady leads might never end.
 * The copy is made `pagesPerStep` pages per turn of the event loop, so that a process that also
 * serves (the tests' writers) keeps serving.
 */

const DEFAULT_PAGES_PER_STEP = 1000;
/** How long a backup waits for a moment's lock (the API's checkpoint), as the API does. */
const BUSY_TIMEOUT_MS = 5000;

function removeWithJournal(file: string): void {
  for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}

/** Backs up the database at `dbPath` into `file` (`….sqlite.gz`) and its checksum. */
export async function backupSqlite(
  dbPath: string,
  file: string,
  options: SnapshotOptions = {},
): Promise<Made> {
  if (!existsSync(dbPath))
    throw new BackupRefused(`No database at ${dbPath} (API_DB_PATH): nothing to back up.`);
  const dir = path.dirname(file);
  const copy = partialPath(dir, path.basename(file, '.gz'));
  const packed = partialPath(dir, path.basename(file));
  try {
    const facts = await copyDatabase(dbPath, copy, options);
    prepareCopy(copy);
    const hash = createHash('sha256');
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(createReadStream(copy), createGzip(), tap, createWriteStream(packed, { mode: FILE_MODE }));
    removeWithJournal(copy);
    const sha256 = hash.digest('hex');
    const bytes = statSync(packed).size;
    publish(packed, file);
    writeChecksum(file, sha256);
    return { ...facts, sha256, bytes };
  } finally {
    removeWithJournal(copy);
    rmSync(packed, { force: true });
  }
}

/** The online backup API's copy of `dbPath`, made in one read transaction; the snapshot's facts. */
async function copyDatabase(dbPath: string, copy: string, options: SnapshotOptions): Promise<SnapshotFacts> {
  const source = new BetterSqlite3(dbPath, { readonly: true, fileMustExist: true });
  try {
    source.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    source.exec('BEGIN');
    // The first read opens the transaction's snapshot: what is counted is what is copied.
    const facts = await readSnapshot(sqliteReader(source), options);
    const pages = options.pagesPerStep ?? DEFAULT_PAGES_PER_STEP;
    await source.backup(copy, { progress: () => pages });
    source.exec('COMMIT');
    return facts;
  } finally {
    source.close();
  }
}

/**
 * Makes the copy stand alone and checks it: a rollback journal (no WAL beside it to lose; the API
 * turns WAL on again when it opens the file), without the ephemeral rows, and sound by SQLite's
 * quick check, so that a damaged database never replaces a good backup under the retention rule.
 */
function prepareCopy(copy: string): void {
  const db = new BetterSqlite3(copy, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
    for (const table of EPHEMERAL_TABLES)
      if (tables.has(table)) db.exec(`DELETE FROM ${quoteIdentifier(table)}`);
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok')
      throw new BackupRefused(
        `The database failed SQLite's quick check (${String(check)}): no backup was kept.`,
      );
  } finally {
    db.close();
  }
}

/** Refuses a target file that is not an empty database (or missing). */
async function checkTarget(dbPath: string): Promise<void> {
  if (!existsSync(dbPath)) return;
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(dbPath, { fileMustExist: true });
    await checkEmpty(
      sqliteReader(db),
      `The database ${dbPath}`,
      'stop the API, move the file away (or set API_DB_PATH to a new file), then restore.',
    );
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_NOTADB')
      throw new BackupRefused(`${dbPath} is not a SQLite database: move it away, then restore.`);
    throw error;
  } finally {
    db?.close();
  }
}

/**
 * Restores `file` into `dbPath`, which must be missing or an empty database: decompressed beside
 * it, checked whole (integrity check, schema version by `checkVersion`), then linked into place,
 * which fails rather than replace a file that appeared meanwhile (an API started since).
 */
export async function restoreSqlite(
  file: string,
  dbPath: string,
  checkVersion: (version: number) => void,
): Promise<SnapshotFacts> {
  await checkTarget(dbPath);
  mkdirSync(path.dirname(dbPath), { recursive: true });
  const temp = partialPath(path.dirname(dbPath), path.basename(dbPath));
  try {
    try {
      await pipeline(createReadStream(file), createGunzip(), createWriteStream(temp, { mode: FILE_MODE }));
    } catch (error) {
      throw new BackupRefused(`${file} could not be decompressed (${messageOf(error)}): damaged. Refused.`);
    }
    const facts = await checkRestored(file, temp, checkVersion);
    await checkTarget(dbPath);
    removeWithJournal(dbPath);
    publish(temp, dbPath);
    return facts;
  } finally {
    removeWithJournal(temp);
  }
}

async function checkRestored(
  file: string,
  temp: string,
  checkVersion: (version: number) => void,
): Promise<SnapshotFacts> {
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(temp, { fileMustExist: true });
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new BackupRefused(`${file} holds a damaged database (${String(check)}). Refused.`);
    const facts = await readSnapshot(sqliteReader(db), {});
    checkVersion(facts.schemaVersion);
    return facts;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_NOTADB')
      throw new BackupRefused(`${file} does not hold a SQLite database. Refused.`);
    throw error;
  } finally {
    db?.close();
  }
}
