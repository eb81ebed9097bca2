import { SOURCE_KEYS, isLanguage, sourceLabel, type LeadSource } from '@site/leads';
import {
  LEAD_STATUSES,
  statusesOf,
  type LeadDetail,
  type LeadKindName,
  type LeadStatus,
  type LeadSummary,
  type MailState,
  type Note,
  type StatusChange,
  type WeeklyStats,
} from '@site/staff';
import { likePattern, type Database, type Dialect, type Queryable, type SqlValue } from '../db/sql';
import { countStatusChange, statusCounts } from '../db/status-counts';
import { leadKind } from '../leads/kinds';
import { recordAudit, type AuditInput } from './audit-repository';

/** The inbox's filters, checked (routes.ts parses them from the query string). */
export interface InboxFilter {
  kind?: LeadKindName;
  status?: LeadStatus;
  choice?: string;
  language?: string;
  source?: string;
  /** ISO instants: submitted at or after `from`, before `to`. */
  from?: string;
  to?: string;
  /** Lowercased search text. */
  q?: string;
}

export interface InboxPage {
  items: LeadSummary[];
  counts: Record<LeadStatus, number>;
  total: number;
  next: string | null;
}

/** A lead as staff see it, or undefined. */
export type LeadRef = { kind: LeadKindName; id: number };

interface InboxRow {
  id: number;
  kind: LeadKindName;
  kind_id: number;
  full_name: string;
  email: string;
  phone: string | null;
  choice: string;
  language: string;
  status: LeadStatus;
  source_label: string;
  submitted_at: string;
  mail_attempts: number | null;
  mail_sent_at: string | null;
  mail_dead_at: string | null;
  mail_dead_reason: string | null;
  mail_last_error: string | null;
  mail_next_attempt_at: string | null;
}

const MAIL_COLUMNS = `o.attempts AS mail_attempts, o.sent_at AS mail_sent_at, o.dead_at AS mail_dead_at,
  o.dead_reason AS mail_dead_reason, o.last_error AS mail_last_error, o.next_attempt_at AS mail_next_attempt_at`;
const MAIL_JOIN = 'LEFT JOIN lead_mail_outbox AS o ON o.lead_kind = l.kind AND o.lead_id = l.kind_id';

/** Where a lead's mail stands, from its outbox row (none: stored before lead mails existed). */
export function mailStateOf(row: Pick<InboxRow, `mail_${string}` & keyof InboxRow>): MailState {
  if (row.mail_attempts === null || row.mail_next_attempt_at === null) return { state: 'none' };
  if (row.mail_sent_at !== null) return { state: 'sent', at: row.mail_sent_at, attempts: row.mail_attempts };
  if (row.mail_dead_at !== null)
    return {
      state: 'given-up',
      at: row.mail_dead_at,
      attempts: row.mail_attempts,
      reason: row.mail_dead_reason,
      lastError: row.mail_last_error,
    };
  if (row.mail_attempts === 0) return { state: 'pending' };
  return {
    state: 'retrying',
    attempts: row.mail_attempts,
    nextAttemptAt: row.mail_next_attempt_at,
    lastError: row.mail_last_error,
  };
}

function summary(row: InboxRow): LeadSummary {
  return {
    kind: row.kind,
    id: row.kind_id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    choice: row.choice,
    language: isLanguage(row.language) ? row.language : 'en',
    status: row.status,
    source: row.source_label,
    submittedAt: row.submitted_at,
    mail: mailStateOf(row).state,
  };
}

/** The WHERE clause of a filter and its parameters; `status: false` leaves the status out (the counts). */
function where(dialect: Dialect, filter: InboxFilter, options: { status: boolean } = { status: true }) {
  const conditions: string[] = [];
  const params: SqlValue[] = [];
  const add = (condition: string, value: SqlValue) => {
    params.push(value);
    conditions.push(condition.replace('?', `$${params.length}`));
  };
  if (filter.kind) add('l.kind = ?', filter.kind);
  if (filter.status && options.status) add('l.status = ?', filter.status);
  if (filter.choice) add('l.choice = ?', filter.choice);
  if (filter.language) add('l.language = ?', filter.language);
  if (filter.source) add('l.source_label = ?', filter.source);
  if (filter.from) add('l.submitted_at >= ?', filter.from);
  if (filter.to) add('l.submitted_at < ?', filter.to);
  if (filter.q) {
    const digits = phoneQuery(filter.q);
    const terms = digits !== undefined && digits !== filter.q ? [filter.q, digits] : [filter.q];
    if (dialect === 'sqlite' && terms.every((term) => Array.from(term).length >= 3)) {
      // SQLite's trigram index finds a substring of three characters or more: each term a phrase.
      add(
        'l.id IN (SELECT rowid FROM leads_search WHERE leads_search MATCH ?)',
        terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(' OR '),
      );
    } else {
      // PostgreSQL's trigram index serves LIKE; a shorter term on SQLite reads every row.
      const likes = terms.map((term) => {
        params.push(likePattern(term));
        return `l.search LIKE $${params.length} ESCAPE '\\'`;
      });
      conditions.push(`(${likes.join(' OR ')})`);
    }
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/**
 * A search that looks like (part of) a phone number, as the digits to look for: separators
 * dropped, and the start that differs between ways of writing a Pakistani number (`0300…`,
 * `+92 300…`, `0092 300…`) too, so that any of them finds a number stored in another.
 */
export function phoneQuery(q: string): string | undefined {
  if (!/^[\d\s()+.-]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return undefined;
  const national = digits.startsWith('0092')
    ? digits.slice(4)
    : digits.startsWith('00')
      ? digits.slice(2)
      : digits.startsWith('0')
        ? digits.slice(1)
        : digits.startsWith('92') && digits.length >= 11
          ? digits.slice(2)
          : digits;
  return national.length >= 3 ? national : digits;
}

const emptyCounts = (): Record<LeadStatus, number> =>
  Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;

/** Monday 00:00 in Pakistan (UTC+5, no daylight saving) of the week `instant` is in, as `YYYY-MM-DD`. */
export function weekStart(instant: string | number): string {
  const local = new Date(new Date(instant).getTime() + 5 * 60 * 60 * 1000);
  const day = (local.getUTCDay() + 6) % 7;
  local.setUTCDate(local.getUTCDate() - day);
  return local.toISOString().slice(0, 10);
}

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The start of a Pakistan day (`YYYY-MM-DD`) as an ISO instant. */
export const pakistanDayStart = (day: string) => new Date(`${day}T00:00:00.000+05:00`).toISOString();

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

/** A lead with every column the export writes. */
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
    const first: StatusChange = { status: 'new', by: null, at: row.submitted_at };
    return {
      kind,
      id,
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      choice: row.choice,
      language: isLanguage(row.language) ? row.language : 'en',
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

  async weekly(filter: InboxFilter, weeks: number, now: number): Promise<WeeklyStats> {
    const thisWeek = weekStart(now);
    const firstWeek = addDays(thisWeek, -7 * (weeks - 1));
    const since = pakistanDayStart(firstWeek);
    const from = filter.from && filter.from > since ? filter.from : since;
    const { sql, params } = where(this.db.dialect, { ...filter, from });
    // Counted by the database per day in Pakistan (UTC+5, no daylight saving), kind and source;
    // the days are gathered into weeks here.
    const day =
      this.db.dialect === 'postgres'
        ? "to_char(l.submitted_at + interval '5 hours', 'YYYY-MM-DD')"
        : "date(l.submitted_at, '+5 hours')";
    const rows = await this.db.query<{ day: string; kind: LeadKindName; source_label: string; n: number }>(
      `SELECT ${day} AS day, l.kind, l.source_label, count(*) AS n FROM leads AS l ${sql}
       GROUP BY 1, l.kind, l.source_label`,
      params,
    );
    const starts = Array.from({ length: weeks }, (_, index) => addDays(firstWeek, 7 * index));
    const byStart = new Map(
      starts.map((start) => [
        start,
        {
          start,
          total: 0,
          byKind: { project_request: 0, enrollment: 0 },
          bySource: {} as Record<string, number>,
        },
      ]),
    );
    const totals = new Map<string, number>();
    for (const row of rows) {
      const week = byStart.get(weekStart(`${row.day}T12:00:00.000+05:00`));
      if (!week) continue;
      week.total += row.n;
      week.byKind[row.kind] += row.n;
      week.bySource[row.source_label] = (week.bySource[row.source_label] ?? 0) + row.n;
      totals.set(row.source_label, (totals.get(row.source_label) ?? 0) + row.n);
    }
    const sources = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
    return { weeks: [...byStart.values()], sources };
  }

  private inboxRow(tx: Queryable, { kind, id }: LeadRef) {
    return tx.one<{ id: number; status: LeadStatus }>(
      'SELECT id, status FROM leads WHERE kind = $1 AND kind_id = $2',
      [kind, id],
    );
  }
}
