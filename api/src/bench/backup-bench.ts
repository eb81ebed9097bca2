import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgres } from '../../../tools/run/postgres.js';
import { createBackup, type StoreTarget } from '../backup/backup';
import { restoreBackup } from '../backup/restore';
import { describeCounts } from '../backup/tables';
import { migrate } from '../db/migrate';
import { PostgresDatabase } from '../db/postgres';
import type { Database } from '../db/sql';
import { SqliteDatabase } from '../db/sqlite';
import { seedLeads } from './seed-leads';

/**
 * `npm run bench:backup -w api`: how long a backup and a restore take at BENCH_LEADS leads
 * (100,000), on SQLite (a file in the temporary folder) and PostgreSQL (a cluster of its own, with
 * fsync, as a server runs); BENCH_STORE=sqlite or postgres for one. For each: the leads seeded as
 * the inbox bench seeds them, `npm run backup`'s backup timed, then `npm run restore`'s restore
 * into an empty store timed (checksum, checks, the restore itself, and for PostgreSQL its
 * ANALYZE), and the rows of both compared by count.
 */

const leads = Number(process.env.BENCH_LEADS ?? 100_000);
const only = process.env.BENCH_STORE;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

async function measure(
  kind: 'sqlite' | 'postgres',
  source: StoreTarget,
  target: StoreTarget,
  open: () => Database,
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-bench-backups-'));
  try {
    const db = open();
    let seeded: number;
    try {
      await migrate(db);
      const started = Date.now();
      await seedLeads(db, leads);
      seeded = Date.now() - started;
    } finally {
      await db.close();
    }
    const size = kind === 'sqlite' ? ` (database ${megabytes(statSync(source.dbPath).size)})` : '';
    console.log(`${kind}: ${leads} leads seeded in ${seconds(seeded)}${size}`);
    const backup = await createBackup({ store: source, dir, retention: { keepLast: 1, keepDays: 0 } });
    console.log(
      `${kind}: backup ${seconds(backup.ms)}, ${megabytes(backup.bytes)} (${path.basename(backup.file)})`,
    );
    const restored = await restoreBackup({ file: backup.file, store: target });
    console.log(`${kind}: restore ${seconds(restored.ms)}: ${describeCounts(restored.counts)}`);
    const same = JSON.stringify(restored.counts) === JSON.stringify(backup.counts);
    console.log(`${kind}: every table's rows restored: ${same ? 'yes' : 'NO'}`);
    if (!same) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (only !== 'postgres') {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-bench-sqlite-'));
    try {
      const source = { databaseUrl: null, dbPath: path.join(dir, 'source.db') };
      const target = { databaseUrl: null, dbPath: path.join(dir, 'restored.db') };
      await measure('sqlite', source, target, () => new SqliteDatabase(source.dbPath));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (only !== 'sqlite') {
    const cluster = await startPostgres({ log: 'ignore' });
    try {
      const source = { databaseUrl: await cluster.createDatabase('source'), dbPath: '' };
      const target = { databaseUrl: await cluster.createDatabase('restored'), dbPath: '' };
      await measure(
        'postgres',
        source,
        target,
        () => new PostgresDatabase({ url: source.databaseUrl, poolMax: 2 }),
      );
    } finally {
      await cluster.stop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
