import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { migrate } from '../db/migrate';
import type { Database } from '../db/sql';
import { seedEveryTable, targetOf } from '../testing/backup-fixtures';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { createBackup, type BackupResult } from './backup';
import { restoreBackup } from './restore';
import { tableNames } from './tables';

const retention = { keepLast: 10, keepDays: 0 };
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe.each(storeKinds)('a restore into the %s store refuses', (kind) => {
  let source: TestStore;
  let empty: TestStore;
  let db: Database;
  let dir: string;
  let backup: BackupResult;

  beforeAll(async () => {
    source = await createTestStore(kind);
    empty = await createTestStore(kind);
    db = source.open();
    await migrate(db);
    await seedEveryTable(db);
    dir = mkdtempSync(path.join(tmpdir(), 'api-backups-'));
    backup = await createBackup({ store: targetOf(source), dir, retention });
  }, 30_000);
  afterAll(async () => {
    await db.close();
    await source.remove();
    await empty.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The empty store is still empty: a refusal changed nothing. */
  async function expectStillEmpty() {
    if (kind === 'sqlite') {
      expect(existsSync(targetOf(empty).dbPath)).toBe(false);
      return;
    }
    const store = empty.open();
    try {
      expect(await tableNames(store)).toEqual([]);
    } finally {
      await store.close();
    }
  }

  /** A copy of the backup, with its checksum, under a name of its own. */
  function copyOfBackup(folder: string): string {
    const file = path.join(folder, path.basename(backup.file));
    copyFileSync(backup.file, file);
    copyFileSync(`${backup.file}.sha256`, `${file}.sha256`);
    return file;
  }

  it('a store that is not empty, saying what is in it', async () => {
    await expect(restoreBackup({ file: backup.file, store: targetOf(source) })).rejects.toThrow(
      /^The database .+ is not empty: it has \d+ tables \(.*leads 4, .*staff 1.*\)\. A backup is restored into an empty store only: /,
    );
    expect(Number((await db.one<{ n: number }>('SELECT count(*) AS n FROM leads'))?.n)).toBe(4);
  });

  it('a damaged file (a byte changed, or cut short), naming the file and what is wrong', async () => {
    const folder = mkdtempSync(path.join(dir, 'damaged-'));
    const file = copyOfBackup(folder);
    const bytes = readFileSync(file);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    writeFileSync(file, bytes);
    const damaged = new RegExp(
      `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is damaged: its SHA-256 is [0-9a-f]{64}, its checksum file says ${backup.sha256} \\(\\d+ bytes: truncated or changed since it was made\\)\\. Refused\\.$`,
    );
    await expect(restoreBackup({ file, store: targetOf(empty) })).rejects.toThrow(damaged);

    copyOfBackup(folder);
    truncateSync(file, Math.floor(backup.bytes / 2));
    await expect(restoreBackup({ file, store: targetOf(empty) })).rejects.toThrow(damaged);
    await expectStillEmpty();
  });

  it('a file without its checksum, or whose checksum file is for another', async () => {
    const folder = mkdtempSync(path.join(dir, 'unchecked-'));
    const file = copyOfBackup(folder);
    rmSync(`${file}.sha256`);
    await expect(restoreBackup({ file, store: targetOf(empty) })).rejects.toThrow(
      `${file} has no checksum file (${path.basename(file)}.sha256): the backup is incomplete, or its checksum was not copied with it. Refused.`,
    );
    writeFileSync(`${file}.sha256`, `${backup.sha256}  leads-2020-01-01T00-00-00Z.sqlite.gz\n`);
    await expect(restoreBackup({ file, store: targetOf(empty) })).rejects.toThrow(
      /is the checksum of leads-2020-01-01T00-00-00Z\.sqlite\.gz, not of leads-.+ \(renamed by hand\?\)\. Refused\.$/,
    );
    await expectStillEmpty();
  });

  it('a file whose checksum matches but which is not a backup', async () => {
    const folder = mkdtempSync(path.join(dir, 'foreign-'));
    const file = path.join(folder, path.basename(backup.file));
    writeFileSync(file, 'not a backup at all\n'.repeat(100));
    writeFileSync(`${file}.sha256`, `${sha256(file)}  ${path.basename(file)}\n`);
    await expect(restoreBackup({ file, store: targetOf(empty) })).rejects.toThrow(
      kind === 'sqlite'
        ? /could not be decompressed \(incorrect header check\): damaged\. Refused\.$/
        : /is not a dump pg_restore can read \(pg_restore exited with 1: .+\)\. Refused\.$/,
    );
    await expectStillEmpty();
  });

  it('a backup of a newer schema than this API’s', async () => {
    const newer = await createTestStore(kind);
    const newerDb = newer.open();
    const folder = mkdtempSync(path.join(dir, 'newer-'));
    try {
      await migrate(newerDb);
      await newerDb.run(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'from the future', '2030-01-01T00:00:00.000Z')",
      );
      const future = await createBackup({ store: targetOf(newer), dir: folder, retention });
      expect(future.schemaVersion).toBe(999);
      await expect(restoreBackup({ file: future.file, store: targetOf(empty) })).rejects.toThrow(
        /is at schema version 999, newer than this API's \(\d+\): restore it with the API's version that made it\. Refused\.$/,
      );
      await expectStillEmpty();
    } finally {
      await newerDb.close();
      await newer.remove();
    }
  }, 30_000);

  it('a backup of the other kind of store', async () => {
    const other = path.join(
      dir,
      kind === 'sqlite' ? 'leads-2026-11-28T00-00-00Z.pgdump' : 'leads-2026-11-28T00-00-00Z.sqlite.gz',
    );
    await expect(restoreBackup({ file: other, store: targetOf(empty) })).rejects.toThrow(
      kind === 'sqlite'
        ? "is a PostgreSQL backup, and the API's store is SQLite: set DATABASE_URL to the (empty) database to restore it into."
        : "is a SQLite backup, and the API's store is PostgreSQL: unset DATABASE_URL to restore it into API_DB_PATH.",
    );
  });
});
