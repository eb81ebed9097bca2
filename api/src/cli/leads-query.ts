import { schemaVersion } from '../db/migrate';
import type { Database } from '../db/sql';
import type { LeadKind, LeadKindName } from '../leads/kinds';

/** Where a lead's e-mail stands. `none`: stored before lead mails existed (schema version 1). */
export type MailState =
  | { status: 'sent'; sent_at: string; attempts: number }
  | { status: 'pending'; next_attempt_at: string }
  | { status: 'failing'; attempts: number; last_error: string | null; next_attempt_at: string }
  | { status: 'dead'; attempts: number; last_error: string | null; dead_at: string; reason: string | null }
  | { status: 'none' };

export interface Lead {
  kind: LeadKindName;
  id: number;
  submitted_at: string;
  /** The lead's fields by API name (null = not given). */
  fields: Record<string, string | null>;
  user_agent: string | null;
  /** The language of the page it came from ('en' or 'ur'; schema version 4). */
  language?: string;
  mail: MailState;
}

export interface LeadQuery {
  kinds: readonly LeadKind[];
  /** Only leads whose mail was given up (dead letters). */
  deadOnly?: boolean;
  /** ISO 8601 UTC instant: only leads submitted at or after it. */
  since?: string;
  limit?: number;
}

/** The schema version that added the mails' dead letters (2 added enrollments and mails). */
const LEADS_SCHEMA_VERSION = 3;

interface Row {
  id: number;
  submitted_at: string;
  user_agent: string | null;
  mail_attempts: number | null;
  mail_sent_at: string | null;
  mail_last_error: string | null;
  mail_next_attempt_at: string | null;
  mail_dead_at: string | null;
  mail_dead_reason: string | null;
  [column: string]: unknown;
}

function mailState(row: Row): MailState {
  if (row.mail_attempts === null || row.mail_next_attempt_at === null) return { status: 'none' };
  if (row.mail_sent_at !== null) {
    return { status: 'sent', sent_at: row.mail_sent_at, attempts: row.mail_attempts };
  }
  if (row.mail_dead_at !== null) {
    return {
      status: 'dead',
      attempts: row.mail_attempts,
      last_error: row.mail_last_error,
      dead_at: row.mail_dead_at,
      reason: row.mail_dead_reason,
    };
  }
  if (row.mail_attempts === 0) return { status: 'pending', next_attempt_at: row.mail_next_attempt_at };
  return {
    status: 'failing',
    attempts: row.mail_attempts,
    last_error: row.mail_last_error,
    next_attempt_at: row.mail_next_attempt_at,
  };
}

/** Leads of the given kinds, newest first (ties by kind, then id), with their mail state. */
export async function listLeads(db: Database, query: LeadQuery): Promise<Lead[]> {
  const version = await schemaVersion(db);
  if (version < LEADS_SCHEMA_VERSION) {
    throw new Error(`The database is at schema version ${version}: start the API once to upgrade it.`);
  }
  const limit = query.limit ?? Number.MAX_SAFE_INTEGER;
  const perKind = await Promise.all(
    query.kinds.map(async (kind) => {
      const rows = await db.query<Row>(
        `SELECT l.*, o.attempts AS mail_attempts, o.sent_at AS mail_sent_at,
                o.last_error AS mail_last_error, o.next_attempt_at AS mail_next_attempt_at,
                o.dead_at AS mail_dead_at, o.dead_reason AS mail_dead_reason
         FROM ${kind.table} AS l
         LEFT JOIN lead_mail_outbox AS o ON o.lead_kind = $1 AND o.lead_id = l.id
         WHERE l.submitted_at >= $2 ${query.deadOnly ? 'AND o.dead_at IS NOT NULL' : ''}
         ORDER BY l.submitted_at DESC, l.id DESC
         LIMIT $3`,
        [kind.name, query.since ?? '1970-01-01T00:00:00.000Z', limit],
      );
      return { kind, rows };
    }),
  );
  const leads = perKind.flatMap(({ kind, rows }) => {
    return rows.map((row): Lead => ({
      kind: kind.name,
      id: row.id,
      submitted_at: row.submitted_at,
      fields: Object.fromEntries(
        Object.keys(kind.fields).map((name) => [name, (row[name] as string | null) ?? null]),
      ),
      user_agent: row.user_agent,
      language: typeof row.language === 'string' ? row.language : 'en',
      mail: mailState(row),
    }));
  });
  return leads
    .sort(
      (a, b) => b.submitted_at.localeCompare(a.submitted_at) || a.kind.localeCompare(b.kind) || b.id - a.id,
    )
    .slice(0, limit);
}
