import type { AuditAction, AuditEntry, AuditPage } from '@site/staff';
import type { Database, Queryable } from '../db/sql';

/** One staff action to record. */
export interface AuditInput {
  at: string;
  /** A username (as typed, for a failed sign-in), `cli` for the staff tool, null when unknown. */
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
  /** Newest first, `limit` entries older than the entry `before`. */
  page(before: number | undefined, limit: number): Promise<AuditPage>;
}

export class SqlAuditRepository implements AuditRepository {
  constructor(private readonly db: Database) {}

  record(entry: AuditInput): Promise<void> {
    return recordAudit(this.db, entry);
  }

  async page(before: number | undefined, limit: number): Promise<AuditPage> {
    const rows = await this.db.query<AuditEntry>(
      `SELECT id, at, actor, action, target, detail, address FROM audit_log
       ${before ? 'WHERE id < $2' : ''} ORDER BY id DESC LIMIT $1`,
      before ? [limit + 1, before] : [limit + 1],
    );
    const items = rows.slice(0, limit);
    return { items, next: rows.length > limit ? String(items.at(-1)?.id) : null };
  }
}
