import { storeForTests, storeKinds } from '../testing/stores';
import { isUniqueViolation } from './sql';

/** What every repository relies on, on both stores alike. */
describe.each(storeKinds)('the %s store', (kind) => {
  const store = storeForTests(kind);
  const db = () => store.current();

  beforeAll(async () => {
    await db().script(`CREATE TABLE items (
      id integer PRIMARY KEY, name text NOT NULL UNIQUE, at ${kind === 'postgres' ? 'timestamptz' : 'text'}, n bigint
    )`);
  });

  it('runs statements with $n parameters, a parameter used twice included', async () => {
    expect(
      await db().run('INSERT INTO items (id, name, at, n) VALUES ($1, $2, $3, $4)', [1, 'one', null, 7]),
    ).toBe(1);
    const rows = await db().query<{ id: number; name: string }>(
      'SELECT id, name FROM items WHERE name = $1 OR name = upper($1) ORDER BY id',
      ['one'],
    );
    expect(rows).toEqual([{ id: 1, name: 'one' }]);
    expect(await db().one('SELECT name FROM items WHERE id = $1', [404])).toBeUndefined();
  });

  it('reads integers (bigint too) as numbers and instants as the ISO strings written', async () => {
    const at = '2026-11-26T19:04:05.123Z';
    await db().run('INSERT INTO items (id, name, at, n) VALUES ($1, $2, $3, $4)', [
      2,
      'two',
      at,
      9_007_199_254,
    ]);
    expect(
      await db().one('SELECT id, at, n, count(*) AS c FROM items WHERE id = $1 GROUP BY id, at, n', [2]),
    ).toEqual({
      id: 2,
      at,
      n: 9_007_199_254,
      c: 1,
    });
    // Instants compare with ISO parameters in both.
    expect(await db().query('SELECT id FROM items WHERE at >= $1', ['2026-11-26T00:00:00.000Z'])).toEqual([
      { id: 2 },
    ]);
  });

  it('returns rows of INSERT … RETURNING and counts changes', async () => {
    expect(
      await db().query('INSERT INTO items (id, name) VALUES ($1, $2) RETURNING id', [3, 'three']),
    ).toEqual([{ id: 3 }]);
    expect(await db().run('UPDATE items SET n = $1 WHERE id >= $2', [1, 2])).toBe(2);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db().transaction(async (tx) => {
      await tx.run('INSERT INTO items (id, name) VALUES ($1, $2)', [10, 'ten']);
    });
    await expect(
      db().transaction(async (tx) => {
        await tx.run('INSERT INTO items (id, name) VALUES ($1, $2)', [11, 'eleven']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db().query('SELECT id FROM items WHERE id IN ($1, $2) ORDER BY id', [10, 11])).toEqual([
      { id: 10 },
    ]);
  });

  it('keeps concurrent transactions apart: one that fails takes no other with it', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        db().transaction(async (tx) => {
          await tx.run('INSERT INTO items (id, name) VALUES ($1, $2)', [100 + index, `item ${index}`]);
          // The seventh collides with an existing name: only it is refused.
          if (index === 7) await tx.run('INSERT INTO items (id, name) VALUES ($1, $2)', [999, 'one']);
          return index;
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    const refused = results[7];
    expect(refused?.status === 'rejected' && isUniqueViolation(refused.reason)).toBe(true);
    const stored = await db().query<{ id: number }>('SELECT id FROM items WHERE id >= 100 ORDER BY id');
    expect(stored.map((row) => row.id)).toEqual(
      Array.from({ length: 20 }, (_, index) => 100 + index).filter((id) => id !== 107),
    );
  });

  it('tells a unique violation from other errors', async () => {
    const duplicate = await db()
      .run('INSERT INTO items (id, name) VALUES ($1, $2)', [500, 'one'])
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const other = await db()
      .run('INSERT INTO items (id) VALUES ($1)', [501])
      .catch((error: unknown) => error);
    expect(isUniqueViolation(other)).toBe(false);
  });
});
