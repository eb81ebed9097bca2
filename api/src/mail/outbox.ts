import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/database';

/** One mail waiting in (or gone from) the outbox. */
export interface OutboxRow {
  id: number;
  lead_kind: string;
  lead_id: number;
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

/** The wait after the `attempts`-th failure: doubling from `baseMs`, never more than `maxMs`. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 52)));
}

const LAST_ERROR_MAX_LENGTH = 500;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The outbox's state changes, each one short transaction. A worker claims one due mail at a
 * time with a lease (locked_by = its id, locked_until); only the lease holder can mark it, and
 * a lease that runs out (its holder died) makes the mail due again.
 */
export class Outbox {
  private readonly claimStatement: Statement;
  private readonly sentStatement: Statement;
  private readonly failedStatement: Statement;
  private readonly deadStatement: Statement;
  private readonly claimOne;

  constructor(private readonly db: Db) {
    this.claimStatement = db.prepare(
      `UPDATE lead_mail_outbox SET locked_by = @worker, locked_until = @until
       WHERE id = (
         SELECT id FROM lead_mail_outbox
         WHERE sent_at IS NULL AND dead_at IS NULL AND next_attempt_at <= @now
           AND (locked_until IS NULL OR locked_until <= @now)
         ORDER BY next_attempt_at, id LIMIT 1)
       RETURNING *`,
    );
    this.sentStatement = db.prepare(
      `UPDATE lead_mail_outbox
       SET sent_at = @now, attempts = attempts + 1, last_error = NULL, locked_by = NULL, locked_until = NULL
       WHERE id = @id AND locked_by = @worker AND sent_at IS NULL`,
    );
    this.failedStatement = db.prepare(
      `UPDATE lead_mail_outbox
       SET attempts = attempts + 1, last_error = @error, next_attempt_at = @next, locked_by = NULL, locked_until = NULL
       WHERE id = @id AND locked_by = @worker AND sent_at IS NULL
       RETURNING attempts`,
    );
    this.deadStatement = db.prepare(
      `UPDATE lead_mail_outbox
       SET attempts = attempts + 1, last_error = @error, dead_at = @now, dead_reason = @reason,
           locked_by = NULL, locked_until = NULL
       WHERE id = @id AND locked_by = @worker AND sent_at IS NULL
       RETURNING attempts`,
    );
    // IMMEDIATE: the write lock is taken before the read, so two instances never claim one row.
    this.claimOne = db.transaction(
      (worker: string, now: number, leaseMs: number) =>
        this.claimStatement.get({ worker, now: iso(now), until: iso(now + leaseMs) }) as
          OutboxRow | undefined,
    );
  }

  /** The next due mail, now leased to `worker` for `leaseMs`, or undefined. */
  claim(worker: string, now: number, leaseMs: number): OutboxRow | undefined {
    return this.claimOne.immediate(worker, now, leaseMs);
  }

  /** Marks a mail sent; false if the lease was lost meanwhile (another worker took it over). */
  markSent(row: OutboxRow, worker: string, now: number): boolean {
    return this.sentStatement.run({ id: row.id, worker, now: iso(now) }).changes === 1;
  }

  /** Records a failed attempt and when to try again; returns the attempts so far (undefined if the lease was lost). */
  markFailed(row: OutboxRow, worker: string, error: string, next: number): number | undefined {
    const result = this.failedStatement.get({
      id: row.id,
      worker,
      error: error.slice(0, LAST_ERROR_MAX_LENGTH),
      next: iso(next),
    }) as { attempts: number } | undefined;
    return result?.attempts;
  }

  /**
   * Records a last failed attempt and sets the mail aside (dead letter): it is not tried again
   * until staff ask for it. Returns the attempts so far (undefined if the lease was lost).
   */
  markDead(row: OutboxRow, worker: string, error: string, reason: string, now: number): number | undefined {
    const result = this.deadStatement.get({
      id: row.id,
      worker,
      error: error.slice(0, LAST_ERROR_MAX_LENGTH),
      reason: reason.slice(0, LAST_ERROR_MAX_LENGTH),
      now: iso(now),
    }) as { attempts: number } | undefined;
    return result?.attempts;
  }

  lead(table: string, id: number): Record<string, unknown> | undefined {
    return this.db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as
      Record<string, unknown> | undefined;
  }
}

/**
 * Sends dead mails again (the staff tool): each is due at once, with a fresh count of attempts;
 * its last error stays until the next attempt. `which` picks one lead's mail, or every dead one.
 * Returns how many mails were revived.
 */
export function retryDeadMails(db: Db, which: { kind: string; leadId: number } | 'all', now: number): number {
  const one = which !== 'all';
  return db
    .prepare(
      `UPDATE lead_mail_outbox
       SET dead_at = NULL, dead_reason = NULL, attempts = 0, next_attempt_at = @now
       WHERE dead_at IS NOT NULL AND sent_at IS NULL ${one ? 'AND lead_kind = @kind AND lead_id = @leadId' : ''}`,
    )
    .run({ now: iso(now), ...(one ? { kind: which.kind, leadId: which.leadId } : {}) }).changes;
}
