import { SOURCE_KEYS } from '@site/leads';
import type { Database, Queryable } from '../db/sql';
import type { LeadKind, StoredLead } from '../leads/kinds';
import { LeasedOutbox, iso, type LeasedRow } from './leased-outbox';

/** One lead's mail waiting in (or gone from) the outbox. */
export interface OutboxRow extends LeasedRow {
  lead_kind: string;
  lead_id: number;
}

/** The wait after the `attempts`-th failure: doubling from `baseMs`, never more than `maxMs`. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 52)));
}

/**
 * The lead mails' outbox: the state changes every outbox shares (leased-outbox.ts: leases,
 * retries, dead letters), and the lead a mail is about.
 */
export class Outbox extends LeasedOutbox<OutboxRow> {
  constructor(db: Database) {
    super(db, 'lead_mail_outbox');
  }

  /** The lead a mail is about: its kind's row, with its source from the inbox row. */
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
