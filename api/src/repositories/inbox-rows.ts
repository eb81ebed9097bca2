// A lead as the inbox reads it: its row in `leads` with its mail's row in the outbox, and what
// the list shows of it.
import { isLanguage } from '@site/leads';
import type { LeadKindName, LeadStatus, LeadSummary, MailState } from '@site/staff';

export interface InboxRow {
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

/** The outbox's columns of a lead's mail, read with `MAIL_JOIN`. */
export const MAIL_COLUMNS = `o.attempts AS mail_attempts, o.sent_at AS mail_sent_at, o.dead_at AS mail_dead_at,
  o.dead_reason AS mail_dead_reason, o.last_error AS mail_last_error, o.next_attempt_at AS mail_next_attempt_at`;
export const MAIL_JOIN = 'LEFT JOIN lead_mail_outbox AS o ON o.lead_kind = l.kind AND o.lead_id = l.kind_id';

/** The mail's columns of a row (`MAIL_COLUMNS`). */
export type MailColumns = Pick<InboxRow, `mail_${string}` & keyof InboxRow>;

/** Where a lead's mail stands, from its outbox row (none: stored before lead mails existed). */
export function mailStateOf(row: MailColumns): MailState {
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

/** A lead's language as stored, or English for a row stored before languages were. */
export const languageOf = (row: Pick<InboxRow, 'language'>) =>
  isLanguage(row.language) ? row.language : 'en';

export function summary(row: InboxRow): LeadSummary {
  return {
    kind: row.kind,
    id: row.kind_id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    choice: row.choice,
    language: languageOf(row),
    status: row.status,
    source: row.source_label,
    submittedAt: row.submitted_at,
    mail: mailStateOf(row).state,
  };
}
