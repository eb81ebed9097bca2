import { storeForTests, storeKinds } from '../testing/stores';
import { countStatusChange, foldStatusCounts, statusCounts } from './status-counts';

const rowsOf = async (db: ReturnType<ReturnType<typeof storeForTests>['current']>) =>
  (await db.one<{ rows: number }>('SELECT count(*) AS rows FROM lead_status_count_changes'))?.rows;

describe.each(storeKinds)('the inbox counts per status on the %s store', (kind) => {
  const store = storeForTests(kind);
  const db = () => store.current();

  beforeEach(() => db().run('DELETE FROM lead_status_count_changes'));

  it('counts stored leads and status changes, each a row of its own, and folds them into one per status', async () => {
    for (let i = 0; i < 3; i += 1) await db().transaction((tx) => countStatusChange(tx, { to: 'new' }));
    await db().transaction((tx) => countStatusChange(tx, { from: 'new', to: 'contacted' }));
    await db().transaction((tx) => countStatusChange(tx, { from: 'contacted', to: 'won' }));
    // Not a change at all: nothing written.
    await db().transaction((tx) => countStatusChange(tx, { from: 'won', to: 'won' }));
    const counts = [
      { status: 'new', n: 2 },
      { status: 'won', n: 1 },
    ];
    expect(await statusCounts(db())).toEqual(expect.arrayContaining(counts));
    expect(await statusCounts(db())).toHaveLength(2);
    expect(await rowsOf(db())).toBe(7);

    expect(await foldStatusCounts(db())).toBe(7);
    expect(await rowsOf(db())).toBe(2);
    expect(await statusCounts(db())).toEqual(expect.arrayContaining(counts));
    expect(await foldStatusCounts(db())).toBe(2);
    expect(await rowsOf(db())).toBe(2);
  });

  it('loses and doubles nothing when instances fold while leads are stored', async () => {
    const other = store.store().open();
    try {
      const stored = Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? db() : other).transaction((tx) => countStatusChange(tx, { to: 'new' })),
      );
      const folds = [foldStatusCounts(db()), foldStatusCounts(other), foldStatusCounts(db())];
      await Promise.all([...stored, ...folds]);
      await foldStatusCounts(other);
      expect(await statusCounts(db())).toEqual([{ status: 'new', n: 60 }]);
      expect(await rowsOf(db())).toBe(1);
    } finally {
      await other.close();
    }
  });
});
