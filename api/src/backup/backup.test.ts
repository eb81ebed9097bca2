import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SqlLeadsRepository } from '../repositories/leads-repository';
import { migrate } from '../db/migrate';
import type { Database } from '../db/sql';
import {
  nthLead,
  readEveryTable,
  seedEveryTable,
  targetOf,
  type StoreContents,
} from '../testing/backup-fixtures';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { createBackup } from './backup';
import { restoreBackup } from './restore';
import { EPHEMERAL_TABLES } from './tables';

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe.each(storeKinds)('a backup of the %s store', (kind) => {
  let source: TestStore;
  let target: TestStore;
  let db: Database;
  let restoredDb: Database | undefined;
  let dir: string;

  beforeAll(async () => {
    source = await createTestStore(kind);
    target = await createTestStore(kind);
    db = source.open();
    await migrate(db);
    await seedEveryTable(db);
    dir = mkdtempSync(path.join(tmpdir(), 'api-backups-'));
  });
  afterAll(async () => {
    await db.close();
    await restoredDb?.close();
    await source.remove();
    await target.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it('taken while leads keep arriving, restores into an empty store with every row of every table', async () => {
    // A writer storing leads one after another through the API's repository, each with its key.
    const leads = new SqlLeadsRepository(db);
    const writes: Array<{ key: string; sent: number; acknowledged: number }> = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 1_000; writing; n += 1) {
        const { kind: leadKind, lead, key } = nthLead(n);
        const sent = performance.now();
        await leads.insert(leadKind, lead, { idempotencyKey: key });
        writes.push({ key, sent, acknowledged: performance.now() });
      }
    })();
    await until(() => writes.length >= 20);

    let snapshot: StoreContents | undefined;
    const started = performance.now();
    const backup = await createBackup({
      store: targetOf(source),
      dir,
      retention: { keepLast: 5, keepDays: 0 },
      // A page per step: the copy takes many turns, and the writer's leads go in between.
      pagesPerStep: 1,
      inSnapshot: async (reader) => {
        snapshot = await readEveryTable(reader);
      },
    });
    const ended = performance.now();
    await until(() => writes.some((write) => write.sent > ended));
    writing = false;
    await writer;

    expect(
      writes.filter((write) => write.acknowledged > started && write.acknowledged < ended).length,
    ).toBeGreaterThan(0);
    expect(readdirSync(dir).sort()).toEqual([
      path.basename(backup.file),
      `${path.basename(backup.file)}.sha256`,
    ]);
    expect(readFileSync(`${backup.file}.sha256`, 'utf8')).toBe(
      `${backup.sha256}  ${path.basename(backup.file)}\n`,
    );

    const restored = await restoreBackup({ file: backup.file, store: targetOf(target) });
    restoredDb = target.open();
    const contents = await readEveryTable(restoredDb);
    if (!snapshot) throw new Error('The backup read no snapshot.');

    // Every table is compared: the seed leaves none empty (a new table needs a row in seedEveryTable).
    const empty = Object.entries(snapshot.tables).filter(([, rows]) => rows.length === 0);
    expect(empty.map(([table]) => table)).toEqual([]);
    expect(contents.schema).toEqual(snapshot.schema);
    expect(Object.keys(contents.tables)).toEqual(Object.keys(snapshot.tables));
    for (const [table, rows] of Object.entries(snapshot.tables)) {
      // The ephemeral tables' rows are left out on purpose (their schema is there).
      const expected = EPHEMERAL_TABLES.includes(table) ? [] : rows;
      expect({ table, rows: contents.tables[table] }).toEqual({ table, rows: expected });
    }
    expect(restored.counts.leads).toBe(contents.tables.leads?.length);
    expect(backup.counts).toEqual(restored.counts);

    // The snapshot is a moment of the writes: every lead acknowledged before the backup started is
    // in it, none sent after it ended, and the store went on taking leads.
    const keys = new Set(contents.tables.idempotency_keys?.map((row) => row.key));
    const before = writes.filter((write) => write.acknowledged < started);
    expect(before.filter((write) => !keys.has(write.key))).toEqual([]);
    expect(writes.filter((write) => write.sent > ended && keys.has(write.key))).toEqual([]);
    expect(Number((await db.one<{ n: number }>('SELECT count(*) AS n FROM leads'))?.n)).toBeGreaterThan(
      contents.tables.leads?.length ?? 0,
    );

    // The restored store takes new leads on after the restored ones (its ids go on).
    const { kind: leadKind, lead, key } = nthLead(999_999);
    const { id } = await new SqlLeadsRepository(restoredDb).insert(leadKind, lead, { idempotencyKey: key });
    const ids = (contents.tables[leadKind.table] ?? []).map((row) => Number(row.id));
    expect(id).toBeGreaterThan(Math.max(...ids));
    // Real sockets and fsyncs on a shared machine: more than Jest's default 5 s, whatever runs it.
  }, 30_000);
});
