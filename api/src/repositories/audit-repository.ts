import type { AuditAction, AuditEntry, AuditPage } from '@site/staff';
import type { Database, Queryable } from '../db/sql';

/** One staff action to record. */
export interface AuditInput {
  at: string;
  /**
   * A username (the name typed, for a failed sign-in: only once it is shaped like a username,
   * else NOT_A_USERNAME), `cli` for the staff tool, null when unknown.
   */
  actor: string | null;
  action: AuditAction;
  target?: string | null;
  detail?: string | null;
  address?: string | null;
}

/** The longest text kept per column: what a visitor or an attacker typed is cut, never refused. */
const AUDIT_TEXT_MAX = 500;
const cut = (text: string | null | undefined) =>
  text ? Array.from(text).slice(0, AUDIT_TEXT_MAX).join('') : null;

/**
 * The bucket of what is counted rather than written each time: one row per hour (UTC) and per
 * `parts` (the action, who, what), e.g. a staff member's views of one lead in an hour.
 */
export const hourBucket = (at: string, ...parts: readonly (string | null)[]) =>
  [at.slice(0, 13), ...parts.map((part) => part ?? '')].join('|');

/** Writes an entry with the statements of `db` (inside the caller's transaction, when it has one). */
export async function recordAudit(db: Queryable, entry: AuditInput): Promise<void> {
  await db.run(
    'INSERT INTO audit_log (at, actor, action, target, detail, address) VALUES ($1, $2, $3, $4, $5, $6)',
    [entry.at, cut(entry.actor), entry.action, cut(entry.target), cut(entry.detail), cut(entry.address)],
  );
}

/** The audit log: every staff action, for admins to read. */
export interface AuditRepository {
  record(entry: AuditInput): Promise<void>;
  /**
   * Counts one more of what happens often (lead views, inbox pages, throttled sign-ins) into the
   * row of its bucket (hourBucket): the first time is the row's `at`, the latest its `last_at`
   * (and its address and detail), `times` how many. The log grows by buckets, not by requests.
   */
  count(entry: AuditInput, bucket: string): Promise<void>;
  /** Newest first, `limit` entries older than the entry `before`. */
  page(before: number | undefined, limit: number): Promise<AuditPage>;
}

interface AuditRow extends Omit<AuditEntry, 'times' | 'lastAt'> {
  times: number;
  last_at: string | null;
}

export class SqlAuditRepository implements AuditRepository {
  constructor(private readonly db: Database) {}

  record(entry: AuditInput): Promise<void> {
    return recordAudit(this.db, entry);
  }

  async count(entry: AuditInput, bucket: string): Promise<void> {
    await this.db.run(
      `INSERT INTO audit_log (at, actor, action, target, detail, address, times, last_at, bucket)
       VALUES ($1, $2, $3, $4, $5, $6, 1, $1, $7)
       ON CONFLICT (bucket) DO UPDATE SET times = audit_log.times + 1, last_at = excluded.last_at,
         address = excluded.address, detail = excluded.detail`,
      [
        entry.at,
        cut(entry.actor),
        entry.action,
        cut(entry.target),
        cut(entry.detail),
        cut(entry.address),
        cut(bucket),
      ],
    );
  }

  async page(before: number | undefined, limit: number): Promise<AuditPage> {
    const rows = await this.db.query<AuditRow>(
      `SELECT id, at, actor, action, target, detail, address, times, last_at FROM audit_log
       ${before ? 'WHERE id < $2' : ''} ORDER BY id DESC LIMIT $1`,
      before ? [limit + 1, before] : [limit + 1],
    );
    const items = rows.slice(0, limit).map(({ times, last_at: lastAt, ...entry }) => ({
      ...entry,
      times: Number(times),
      lastAt,
    }));
    return { items, next: rows.length > limit ? String(items.at(-1)?.id) : null };
  }
}
