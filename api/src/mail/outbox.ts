import { SOURCE_KEYS } from '@site/leads';
import type { Database, Queryable } from '../db/sql';
import type { LeadKind, StoredLead } from '../leads/kinds';

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
 * The outbox's state changes, each one short transaction, on either store. A worker claims one
 * due mail at a time with a lease (locked_by = its id, locked_until); only the lease holder can
 * mark it, and a lease that runs out (its holder died) makes the mail due again. On PostgreSQL
 * the claim skips rows another instance is claiming at that moment (`FOR UPDATE SKIP LOCKED`);
 * on SQLite the claim's transaction holds the file's write lock (`BEGIN IMMEDIATE`). Either way
 * two instances never hold one mail.
 */
export interface OutboxRepository {
  /** The next due mail, now leased to `worker` for `leaseMs`, or undefined. */
  claim(worker: string, now: number, leaseMs: number): Promise<OutboxRow | undefined>;
  /** Marks a mail sent; false if the lease was lost meanwhile (another worker took it over). */
  markSent(row: OutboxRow, worker: string, now: number): Promise<boolean>;
  /** Records a failed attempt and when to try again; the attempts so far (undefined if the lease was lost). */
  markFailed(row: OutboxRow, worker: string, error: string, next: number): Promise<number | undefined>;
  /**
   * Records a last failed attempt and sets the mail aside (dead letter): it is not tried again
   * until staff ask for it. The attempts so far (undefined if the lease was lost).
   */
  markDead(
    row: OutboxRow,
    worker: string,
    error: string,
    reason: string,
    now: number,
  ): Promise<number | undefined>;
  /** The lead a mail is about: its kind's row, with its source from the inbox row. */
  lead(kind: LeadKind, id: number): Promise<StoredLead | undefined>;
}

export class Outbox implements OutboxRepository {
  constructor(private readonly db: Database) {}

  claim(worker: string, now: number, leaseMs: number): Promise<OutboxRow | undefined> {
    const skipLocked = this.db.dialect === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '';
    return this.db.transaction((tx) =>
      tx.one<OutboxRow>(
        `UPDATE lead_mail_outbox SET locked_by = $1, locked_until = $2
         WHERE id = (
           SELECT id FROM lead_mail_outbox
           WHERE sent_at IS NULL AND dead_at IS NULL AND next_attempt_at <= $3
             AND (locked_until IS NULL OR locked_until <= $3)
           ORDER BY next_attempt_at, id LIMIT 1 ${skipLocked})
         RETURNING *`,
        [worker, iso(now + leaseMs), iso(now)],
      ),
    );
  }

  async markSent(row: OutboxRow, worker: string, now: number): Promise<boolean> {
    const changed = await this.db.run(
      `UPDATE lead_mail_outbox
       SET sent_at = $1, attempts = attempts + 1, last_error = NULL, locked_by = NULL, locked_until = NULL
       WHERE id = $2 AND locked_by = $3 AND sent_at IS NULL`,
      [iso(now), row.id, worker],
    );
    return changed === 1;
  }

  async markFailed(row: OutboxRow, worker: string, error: string, next: number): Promise<number | undefined> {
    const result = await this.db.one<{ attempts: number }>(
      `UPDATE lead_mail_outbox
       SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, locked_by = NULL, locked_until = NULL
       WHERE id = $3 AND locked_by = $4 AND sent_at IS NULL
       RETURNING attempts`,
      [error.slice(0, LAST_ERROR_MAX_LENGTH), iso(next), row.id, worker],
    );
    return result?.attempts;
  }

  async markDead(
    row: OutboxRow,
    worker: string,
    error: string,
    reason: string,
    now: number,
  ): Promise<number | undefined> {
    const result = await this.db.one<{ attempts: number }>(
      `UPDATE lead_mail_outbox
       SET attempts = attempts + 1, last_error = $1, dead_at = $2, dead_reason = $3,
           locked_by = NULL, locked_until = NULL
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

  lead(kind: LeadKind, id: number): Promise<StoredLead | undefined> {
    return this.db.one<StoredLead>(
      `SELECT k.*, ${SOURCE_KEYS.map((key) => `l.${key}`).join(', ')}
       FROM ${kind.table} AS k LEFT JOIN leads AS l ON l.kind = $1 AND l.kind_id = k.id
       WHERE k.id = $2`,
      [kind.name, id],
    );
  }
}

/**
 * Sends dead mails again (staff: the inbox's "Send again", the staff tool's --retry): each is due
 * at once, with a fresh count of attempts; its last error stays until the next attempt. `which`
 * picks one lead's mail, or every dead one. Resolves with how many mails were revived.
 */
export function retryDeadMails(
  db: Queryable,
  which: { kind: string; leadId: number } | 'all',
  now: number,
): Promise<number> {
  const one = which !== 'all';
  return db.run(
    `UPDATE lead_mail_outbox
     SET dead_at = NULL, dead_reason = NULL, attempts = 0, next_attempt_at = $1
     WHERE dead_at IS NOT NULL AND sent_at IS NULL ${one ? 'AND lead_kind = $2 AND lead_id = $3' : ''}`,
    [iso(now), ...(one ? [which.kind, which.leadId] : [])],
  );
}
