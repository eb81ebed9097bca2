import { createHash, randomUUID } from 'node:crypto';
import { SOURCE_KEYS, sourceLabel, type Language, type LeadSource } from '@site/leads';
import { COMPANY_EMAIL } from '../config';
import type { LeadKind } from '../leads/kinds';
import type { Database, Queryable, SqlValue } from '../db/sql';
import { countStatusChange } from '../db/status-counts';

/** A validated lead (API field names, null = not given) and what the server adds to it. */
export interface NewLead {
  values: Record<string, string | null>;
  /** The language of the page it came from. */
  language: Language;
  user_agent: string | null;
  submitted_at: string;
  /** Where it came from (already cleaned by `sanitizeSource`); empty when unknown. */
  source: LeadSource;
}

export interface InsertOptions {
  /** The submission's Idempotency-Key: a second request with it gets the first one's lead. */
  idempotencyKey?: string;
}

/** What became of an insert: the lead's id in its kind's table, and whether it was stored before. */
export interface Inserted {
  id: number;
  /** true: this key's submission was already stored; nothing was written now. */
  replayed: boolean;
}

/** A key that came back with other values than its first submission's. */
export class IdempotencyConflict extends Error {
  constructor() {
    super('This Idempotency-Key was used for another submission.');
  }
}

/** Stores leads. */
export interface LeadsRepository {
  /**
   * Stores a lead with its mail and its inbox row in one transaction; resolves once committed.
   * With a key seen before (and the same values), resolves with that lead instead.
   */
  insert(kind: LeadKind, lead: NewLead, options?: InsertOptions): Promise<Inserted>;
}

// A Message-ID of our own, random, so that a database started afresh never reuses one (a
// mailbox may drop a message whose Message-ID it has seen).
const messageIdDomain = COMPANY_EMAIL.slice(COMPANY_EMAIL.indexOf('@') + 1);

/** What the inbox searches: the lowercased name and e-mail, and the phone's digits. */
export function searchText(fullName: string, email: string, phone: string | null): string {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return [fullName.toLowerCase(), email.toLowerCase(), digits].filter(Boolean).join(' ');
}

/** The same submission: its kind, language and values (not its source, which a retry may renew). */
function fingerprint(kind: LeadKind, lead: NewLead): string {
  const values = Object.keys(kind.fields).map((name) => lead.values[name] ?? null);
  return createHash('sha256')
    .update(JSON.stringify([kind.name, lead.language, values]))
    .digest('hex');
}

function placeholders(count: number, from = 1): string {
  return Array.from({ length: count }, (_, index) => `$${index + from}`).join(', ');
}

/**
 * The leads of both kinds, on either store. A lead's row in its kind's table, its mail's outbox
 * row and its inbox row (`leads`: status, source, search) are written in one transaction: a lead
 * is never stored without its mail, nor a mail queued for a lead that is not stored. With an
 * idempotency key, the key's row is claimed first in the same transaction: a second request with
 * it (a retry, another instance) waits for the first to commit, then finds its lead.
 */
export class SqlLeadsRepository implements LeadsRepository {
  constructor(
    private readonly db: Database,
    /** Runs after every stored lead (wakes the mail worker). */
    private readonly onCommit: () => void = () => undefined,
  ) {}

  async insert(kind: LeadKind, lead: NewLead, options: InsertOptions = {}): Promise<Inserted> {
    const inserted = await this.db.transaction(async (tx) => {
      const key = options.idempotencyKey;
      const print = fingerprint(kind, lead);
      if (key) {
        const claimed = await tx.one(
          `INSERT INTO idempotency_keys (key, lead_kind, fingerprint, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (key) DO NOTHING RETURNING key`,
          [key, kind.name, print, lead.submitted_at],
        );
        if (!claimed) {
          const first = await tx.one<{ lead_kind: string; lead_id: number | null; fingerprint: string }>(
            'SELECT lead_kind, lead_id, fingerprint FROM idempotency_keys WHERE key = $1',
            [key],
          );
          if (
            !first ||
            first.lead_id === null ||
            first.lead_kind !== kind.name ||
            first.fingerprint !== print
          )
            throw new IdempotencyConflict();
          return { id: first.lead_id, replayed: true };
        }
      }
      const id = await this.write(tx, kind, lead);
      if (key) await tx.run('UPDATE idempotency_keys SET lead_id = $1 WHERE key = $2', [id, key]);
      return { id, replayed: false };
    });
    if (!inserted.replayed) this.onCommit();
    return inserted;
  }

  private async write(tx: Queryable, kind: LeadKind, lead: NewLead): Promise<number> {
    const fieldNames = Object.keys(kind.fields);
    const columns = [...fieldNames, 'language', 'user_agent', 'submitted_at'];
    const values: SqlValue[] = [
      ...fieldNames.map((name) => lead.values[name] ?? null),
      lead.language,
      lead.user_agent,
      lead.submitted_at,
    ];
    const row = await tx.one<{ id: number }>(
      `INSERT INTO ${kind.table} (${columns.join(', ')}) VALUES (${placeholders(columns.length)}) RETURNING id`,
      values,
    );
    if (!row) throw new Error(`No id for the new ${kind.title}.`);
    const messageId = `<${randomUUID()}@${messageIdDomain}>`;
    await tx.run(
      `INSERT INTO lead_mail_outbox (lead_kind, lead_id, message_id, created_at, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [kind.name, row.id, messageId, lead.submitted_at, lead.submitted_at],
    );
    const fullName = lead.values.full_name ?? '';
    const email = lead.values.email ?? '';
    const phone = lead.values.phone ?? null;
    const inbox: SqlValue[] = [
      kind.name,
      row.id,
      fullName,
      email,
      phone,
      lead.values[kind.subjectField] ?? '',
      lead.language,
      sourceLabel(lead.source),
      ...SOURCE_KEYS.map((column) => lead.source[column] ?? null),
      searchText(fullName, email, phone),
      lead.submitted_at,
    ];
    await countStatusChange(tx, { to: 'new' });
    await tx.run(
      `INSERT INTO leads (kind, kind_id, full_name, email, phone, choice, language, source_label,
         ${SOURCE_KEYS.join(', ')}, search, submitted_at)
       VALUES (${placeholders(inbox.length)})`,
      inbox,
    );
    return row.id;
  }
}
