import type { LeadStatus } from '@site/staff';
import type { Database, Queryable } from './sql';

/*
 * The inbox's counts per status without counting the leads (docs/staff.md: at 100,000 leads a
 * count took PostgreSQL's newest page from 6 to 52-58 ms), and without a row that every stored lead
 * locks (migration 8; docs/decisions/0042-store-failures-and-stuck-instances.md): each change of a
 * count is a row of its own in `lead_status_count_changes`, written in the transaction that
 * stores the lead or changes its status, and a count is the sum of its status' rows. Every minute
 * (db/housekeeping.ts) the rows are folded into one per status, so the sum stays a few rows' work.
 */

/** A change of the counts, in the transaction that makes it: `+1` for `to`, `-1` for `from`. */
export async function countStatusChange(
  tx: Queryable,
  change: { from?: LeadStatus; to: LeadStatus },
): Promise<void> {
  if (change.from === change.to) return;
  if (change.from === undefined) {
    await tx.run('INSERT INTO lead_status_count_changes (status, n) VALUES ($1, 1)', [change.to]);
    return;
  }
  await tx.run('INSERT INTO lead_status_count_changes (status, n) VALUES ($1, -1), ($2, 1)', [
    change.from,
    change.to,
  ]);
}

/** Every lead's status, counted: the statuses no lead has are left out. */
export async function statusCounts(db: Queryable): Promise<{ status: LeadStatus; n: number }[]> {
  const rows = await db.query<{ status: LeadStatus; n: number }>(
    'SELECT status, sum(n) AS n FROM lead_status_count_changes GROUP BY status',
  );
  return rows.filter((row) => row.n !== 0);
}

/**
 * Folds the changes into one row per status (housekeeping, db/housekeeping.ts); resolves with the
 * rows folded. Changes written meanwhile are not seen by the DELETE and stay as they are; two
 * instances folding at once each fold the rows it deleted, so no change is counted twice or lost.
 */
export async function foldStatusCounts(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const changes = await tx.query<{ status: LeadStatus; n: number }>(
      'DELETE FROM lead_status_count_changes RETURNING status, n',
    );
    const sums = new Map<LeadStatus, number>();
    for (const { status, n } of changes) sums.set(status, (sums.get(status) ?? 0) + n);
    for (const [status, n] of sums)
      if (n !== 0)
        await tx.run('INSERT INTO lead_status_count_changes (status, n) VALUES ($1, $2)', [status, n]);
    return changes.length;
  });
}
