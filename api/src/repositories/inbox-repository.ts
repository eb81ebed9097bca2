import { SOURCE_KEYS, sourceLabel, type LeadSource } from '@site/leads';
import {
  FIRST_STATUS,
  LEAD_STATUSES,
  statusesOf,
  type LeadDetail,
  type LeadStatus,
  type LeadSummary,
  type LeadKindName,
  type Note,
  type StatusChange,
  type WeeklyStats,
} from '@site/staff';
import type { Database, Queryable } from '../db/sql';
import { countStatusChange, statusCounts } from '../db/status-counts';
import { leadKind } from '../leads/kinds';
import { recordAudit, type AuditInput } from './audit-repository';
import { where, type InboxFilter } from './inbox-filter';
import { languageOf, mailStateOf, MAIL_COLUMNS, MAIL_JOIN, summary, type InboxRow } from './inbox-rows';
import { weeklyCounts } from './weekly-counts';

export interface InboxPage {
  items: LeadSummary[];
  counts: Record<LeadStatus, number>;
  total: number;
  next: string | null;
}

/** A lead as the staff API names it: its kind, and its id among the leads of that kind. */
export type LeadRef = { kind: LeadKindName; id: number };

const emptyCounts = (): Record<LeadStatus, number> =>
  Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;

/** The staff inbox: every lead of both kinds, its status, notes and mail. */
export interface InboxRepository {
  list(filter: InboxFilter, page: { cursor?: number; limit: number }): Promise<InboxPage>;
  detail(ref: LeadRef): Promise<LeadDetail | undefined>;
  /** Sets a status the kind allows; false when the lead does not exist. */
  setStatus(ref: LeadRef, status: LeadStatus, by: string, audit: AuditInput): Promise<boolean>;
  addNote(ref: LeadRef, body: string, author: string, audit: AuditInput): Promise<boolean>;
  /** Every lead of the filter, newest first, in batches (the CSV export). */
  each(filter: InboxFilter, batchSize?: number): AsyncGenerator<ExportRow[]>;
  weekly(filter: InboxFilter, weeks: number, now: number): Promise<WeeklyStats>;
}

/** A lead with every column the export writes (leads/inbox-export.ts names them). */
export type ExportRow = Record<string, string | number | null>;

export class SqlInboxRepository implements InboxRepository {
  constructor(private readonly db: Database) {}

  async list(filter: InboxFilter, page: { cursor?: number; limit: number }): Promise<InboxPage> {
    const all = where(this.db.dialect, filter, { status: false });
    const shown = where(this.db.dialect, filter);
    const cursorParam = shown.params.length + 1;
    const cursor = page.cursor
      ? `${shown.sql ? `${shown.sql} AND` : 'WHERE'} l.id < $${cursorParam}`
      : shown.sql;
    const [rows, counted] = await Promise.all([
      this.db.query<InboxRow>(
        `SELECT l.*, ${MAIL_COLUMNS} FROM leads AS l ${MAIL_JOIN} ${cursor}
         ORDER BY l.id DESC LIMIT $${cursorParam + (page.cursor ? 1 : 0)}`,
        [...shown.params, ...(page.cursor ? [page.cursor] : []), page.limit + 1],
      ),
      // Without a filter (other than the status) the counts are kept, not counted.
      all.params.length === 0
        ? statusCounts(this.db)
        : this.db.query<{ status: LeadStatus; n: number }>(
            `SELECT l.status, count(*) AS n FROM leads AS l ${all.sql} GROUP BY l.status`,
            all.params,
          ),
    ]);
    const counts = emptyCounts();
    for (const { status, n } of counted) counts[status] = n;
    const total = filter.status
      ? counts[filter.status]
      : Object.values(counts).reduce((sum, n) => sum + n, 0);
    const more = rows.length > page.limit;
    const items = rows.slice(0, page.limit);
    return { items: items.map(summary), counts, total, next: more ? String(items.at(-1)?.id) : null };
  }

  async detail({ kind, id }: LeadRef): Promise<LeadDetail | undefined> {
    const leadKindOf = leadKind(kind);
    if (!leadKindOf) return undefined;
    const row = await this.db.one<InboxRow & LeadSource & { user_agent?: string }>(
      `SELECT l.*, ${MAIL_COLUMNS} FROM leads AS l ${MAIL_JOIN} WHERE l.kind = $1 AND l.kind_id = $2`,
      [kind, id],
    );
    if (!row) return undefined;
    const [form, history, notes] = await Promise.all([
      this.db.one<Record<string, string | number | null>>(`SELECT * FROM ${leadKindOf.table} WHERE id = $1`, [
        id,
      ]),
      this.db.query<{ status: LeadStatus; changed_by: string; changed_at: string }>(
        'SELECT status, changed_by, changed_at FROM lead_status_changes WHERE lead_id = $1 ORDER BY id',
        [row.id],
      ),
      this.db.query<{ id: number; author: string; body: string; created_at: string }>(
        'SELECT id, author, body, created_at FROM lead_notes WHERE lead_id = $1 ORDER BY id',
        [row.id],
      ),
    ]);
    const source: LeadSource = {};
    for (const key of SOURCE_KEYS) {
      const value = row[key];
      if (value !== null && value !== undefined) Object.assign(source, { [key]: value });
    }
    const first: StatusChange = { status: FIRST_STATUS, by: null, at: row.submitted_at };
    return {
      kind,
      id,
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      choice: row.choice,
      language: languageOf(row),
      submittedAt: row.submitted_at,
      userAgent: typeof form?.user_agent === 'string' ? form.user_agent : null,
      fields: Object.entries(leadKindOf.fields).map(([name, rule]) => ({
        name,
        label: rule.label,
        value: form?.[name] === null || form?.[name] === undefined ? null : String(form[name]),
        multiline: rule.kind === 'multiline',
      })),
      source: { ...source, label: sourceLabel(source) },
      mail: mailStateOf(row),
      status: row.status,
      statuses: [...statusesOf[kind]],
      history: [
        first,
        ...history.map((change) => ({ status: change.status, by: change.changed_by, at: change.changed_at })),
      ],
      notes: notes.map((note): Note => ({
        id: note.id,
        author: note.author,
        body: note.body,
        at: note.created_at,
      })),
    };
  }

  setStatus(ref: LeadRef, status: LeadStatus, by: string, audit: AuditInput): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const lead = await this.inboxRow(tx, ref);
      if (!lead) return false;
      if (lead.status === status) return true;
      await tx.run('UPDATE leads SET status = $1 WHERE id = $2', [status, lead.id]);
      await countStatusChange(tx, { from: lead.status, to: status });
      await tx.run(
        'INSERT INTO lead_status_changes (lead_id, status, changed_by, changed_at) VALUES ($1, $2, $3, $4)',
        [lead.id, status, by, audit.at],
      );
      await recordAudit(tx, { ...audit, detail: `${lead.status} → ${status}` });
      return true;
    });
  }

  addNote(ref: LeadRef, body: string, author: string, audit: AuditInput): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const lead = await this.inboxRow(tx, ref);
      if (!lead) return false;
      await tx.run('INSERT INTO lead_notes (lead_id, author, body, created_at) VALUES ($1, $2, $3, $4)', [
        lead.id,
        author,
        body,
        audit.at,
      ]);
      await recordAudit(tx, audit);
      return true;
    });
  }

  async *each(filter: InboxFilter, batchSize = 1000): AsyncGenerator<ExportRow[]> {
    const { sql, params } = where(this.db.dialect, filter);
    let cursor = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const rows = await this.db.query<ExportRow & { id: number }>(
        `SELECT l.id, l.kind, l.kind_id, l.submitted_at, l.full_name, l.email, l.phone, l.choice, l.language,
                l.status, l.source_label, ${SOURCE_KEYS.map((key) => `l.${key}`).join(', ')},
                p.company_name, p.budget_range, p.project_details, e.start_date, e.message,
                ${MAIL_COLUMNS}
         FROM leads AS l ${MAIL_JOIN}
         LEFT JOIN project_requests AS p ON l.kind = 'project_request' AND p.id = l.kind_id
         LEFT JOIN enrollments AS e ON l.kind = 'enrollment' AND e.id = l.kind_id
         ${sql ? `${sql} AND` : 'WHERE'} l.id < $${params.length + 1}
         ORDER BY l.id DESC LIMIT $${params.length + 2}`,
        [...params, cursor, batchSize],
      );
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < batchSize) return;
      cursor = Number(rows.at(-1)?.id);
    }
  }

  weekly(filter: InboxFilter, weeks: number, now: number): Promise<WeeklyStats> {
    return weeklyCounts(this.db, filter, weeks, now);
  }

  private inboxRow(tx: Queryable, { kind, id }: LeadRef) {
    return tx.one<{ id: number; status: LeadStatus }>(
      'SELECT id, status FROM leads WHERE kind = $1 AND kind_id = $2',
      [kind, id],
    );
  }
}
