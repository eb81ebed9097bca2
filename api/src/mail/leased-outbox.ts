import type { Database } from '../db/sql';

/** The longest error or reason kept with a mail. */
const LAST_ERROR_MAX_LENGTH = 500;
export const iso = (ms: number) => new Date(ms).toISOString();

/** What every outbox's row has: its mail's identity, its attempts and lease, and where it stands. */
export interface LeasedRow {
  id: number;
  message_id: string;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  locked_by: string | null;
  locked_until: string | null;
  sent_at: string | null;
  /** Set aside for good (dead letter): when, and why. */
  dead_at: string | null;
  dead_reason: string | null;
}

/**
 * The state changes every outbox shares (the lead mails', outbox.ts; the account mails',
 * account-outbox.ts), each one short transaction, on either store. A worker claims one due mail
 * at a time with a lease (locked_by = its id, locked_until); only the lease holder can mark it,
 * and a lease that runs out (its holder died) makes the mail due again. On PostgreSQL the claim
 * skips rows another instance is claiming at that moment (`FOR UPDATE SKIP LOCKED`); on SQLite
 * the claim's transaction holds the file's write lock (`BEGIN IMMEDIATE`). Either way two
 * instances never hold one mail.
 *
 * `table` is the outbox's table (a name of the code's, never a request's); `whenDone` is what
 * else a mail sent or set aside drops (the account mails drop their link's token).
 */
export class LeasedOutbox<Row extends LeasedRow> {
  constructor(
    protected readonly db: Database,
    private readonly table: string,
    private readonly whenDone = '',
  ) {}

  /** The next due mail, now leased to `worker` for `leaseMs`, or undefined. */
  claim(worker: string, now: number, leaseMs: number): Promise<Row | undefined> {
    const skipLocked = this.db.dialect === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '';
    return this.db.transaction((tx) =>
      tx.one<Row>(
        `UPDATE ${this.table} SET locked_by = $1, locked_until = $2
         WHERE id = (
           SELECT id FROM ${this.table}
           WHERE sent_at IS NULL AND dead_at IS NULL AND next_attempt_at <= $3
             AND (locked_until IS NULL OR locked_until <= $3)
           ORDER BY next_attempt_at, id LIMIT 1 ${skipLocked})
         RETURNING *`,
        [worker, iso(now + leaseMs), iso(now)],
      ),
    );
  }

  /** Marks a mail sent; false if the lease was lost meanwhile (another worker took it over). */
  async markSent(row: Row, worker: string, now: number): Promise<boolean> {
    const changed = await this.db.run(
      `UPDATE ${this.table}
       SET sent_at = $1, attempts = attempts + 1, last_error = NULL, locked_by = NULL, locked_until = NULL
           ${this.whenDone}
       WHERE id = $2 AND locked_by = $3 AND sent_at IS NULL`,
      [iso(now), row.id, worker],
    );
    return changed === 1;
  }

  /** Records a failed attempt and when to try again; the attempts so far (undefined if the lease was lost). */
  async markFailed(row: Row, worker: string, error: string, next: number): Promise<number | undefined> {
    const result = await this.db.one<{ attempts: number }>(
      `UPDATE ${this.table}
       SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, locked_by = NULL, locked_until = NULL
       WHERE id = $3 AND locked_by = $4 AND sent_at IS NULL
       RETURNING attempts`,
      [error.slice(0, LAST_ERROR_MAX_LENGTH), iso(next), row.id, worker],
    );
    return result?.attempts;
  }

  /**
   * Records a last failed attempt and sets the mail aside (dead letter): it is not tried again
   * until someone asks for it. The attempts so far (undefined if the lease was lost).
   */
  async markDead(
    row: Row,
    worker: string,
    error: string,
    reason: string,
    now: number,
  ): Promise<number | undefined> {
    const result = await this.db.one<{ attempts: number }>(
      `UPDATE ${this.table}
       SET attempts = attempts + 1, last_error = $1, dead_at = $2, dead_reason = $3,
           locked_by = NULL, locked_until = NULL ${this.whenDone}
       WHERE id = $4 AND locked_by = $5 AND sent_at IS NULL
       RETURNING attempts`,
      [
        error.slice(0, LAST_ERROR_MAX_LENGTH),
        iso(now),
        reason.slice(0, LAST_ERROR_MAX_LENGTH),
        row.id,
        worker,
      ],
    );
    return result?.attempts;
  }
}
