import type { LeadKindName, LeadStatus } from '@site/staff';
import { clientStatusOf, type SentRequest, type SentRequestDetail } from '@site/people';
import type { Language } from '@site/leads';
import type { Database } from '../db/sql';
import { leadKind } from '../leads/kinds';

/** The most leads `/profile` lists (the export has every one). */
export const SENT_REQUESTS_SHOWN = 50;

interface LeadRow {
  kind: LeadKindName;
  kind_id: number;
  choice: string;
  submitted_at: string;
  status: LeadStatus;
  language: Language;
}

const sent = (row: LeadRow): SentRequest => ({
  kind: row.kind,
  id: row.kind_id,
  choice: row.choice,
  sentAt: row.submitted_at,
  status: clientStatusOf[row.status],
});

/**
 * The leads a person sent: those whose e-mail is the person's address, matched when read (the
 * leads stay the company's, and nothing links them to the account: deleting it has nothing to
 * unlink). The caller asks only for an address the person has proven (docs/accounts.md).
 * Addresses are compared lowercased, through the `leads_email` index.
 */
export interface PersonLeadsRepository {
  /** Newest first, at most `limit`. */
  list(email: string, limit: number): Promise<SentRequest[]>;
  /** One of them as sent, or undefined when it is not theirs (or does not exist). */
  detail(email: string, kind: LeadKindName, id: number): Promise<SentRequestDetail | undefined>;
  /** Every one as sent, for the export. */
  all(email: string): Promise<SentRequestDetail[]>;
}

export class SqlPersonLeadsRepository implements PersonLeadsRepository {
  constructor(private readonly db: Database) {}

  async list(email: string, limit: number): Promise<SentRequest[]> {
    const rows = await this.db.query<LeadRow>(
      `SELECT kind, kind_id, choice, submitted_at, status, language FROM leads
       WHERE lower(email) = $1 ORDER BY id DESC LIMIT $2`,
      [email, limit],
    );
    return rows.map(sent);
  }

  async detail(email: string, kind: LeadKindName, id: number): Promise<SentRequestDetail | undefined> {
    const row = await this.db.one<LeadRow>(
      `SELECT kind, kind_id, choice, submitted_at, status, language FROM leads
       WHERE lower(email) = $1 AND kind = $2 AND kind_id = $3`,
      [email, kind, id],
    );
    return row && this.withValues(row);
  }

  async all(email: string): Promise<SentRequestDetail[]> {
    const rows = await this.db.query<LeadRow>(
      `SELECT kind, kind_id, choice, submitted_at, status, language FROM leads
       WHERE lower(email) = $1 ORDER BY id`,
      [email],
    );
    return Promise.all(rows.map((row) => this.withValues(row)));
  }

  /** The form as sent: its kind's fields, nothing the server added. */
  private async withValues(row: LeadRow): Promise<SentRequestDetail> {
    const kind = leadKind(row.kind);
    const form = kind
      ? await this.db.one<Record<string, string | null>>(`SELECT * FROM ${kind.table} WHERE id = $1`, [
          row.kind_id,
        ])
      : undefined;
    const values = Object.fromEntries(
      Object.keys(kind?.fields ?? {}).map((name) => [name, form?.[name] ?? null]),
    );
    return { ...sent(row), values, language: row.language };
  }
}
