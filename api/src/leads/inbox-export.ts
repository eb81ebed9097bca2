// The inbox's CSV export (`staffApi.leadsCsv`): its columns, and a lead as one record of them,
// written with the CSV helpers beside it (csv.ts: quoting, formulas defused, the byte-order mark).
import { SOURCE_KEYS } from '@site/leads';
import type { ExportRow } from '../repositories/inbox-repository';
import { mailStateOf } from '../repositories/inbox-rows';
import { csvRecord } from './csv';

/** The export's columns, in order: the header row names them as they are here. */
export const EXPORT_COLUMNS = [
  'kind',
  'id',
  'submitted_at',
  'status',
  'full_name',
  'email',
  'phone',
  'choice',
  'company_name',
  'budget_range',
  'start_date',
  'language',
  'source',
  ...SOURCE_KEYS,
  'mail',
  'message',
] as const;

type Column = (typeof EXPORT_COLUMNS)[number];

/** The header's record. */
export const exportHeader = () => csvRecord([...EXPORT_COLUMNS]);

/** One lead of `InboxRepository.each` as a CSV record of EXPORT_COLUMNS. */
export function exportRecord(row: ExportRow): string {
  const mail = mailStateOf({
    mail_attempts: row.mail_attempts as number | null,
    mail_sent_at: row.mail_sent_at as string | null,
    mail_dead_at: row.mail_dead_at as string | null,
    mail_dead_reason: row.mail_dead_reason as string | null,
    mail_last_error: row.mail_last_error as string | null,
    mail_next_attempt_at: row.mail_next_attempt_at as string | null,
  });
  const values: Record<Column, string | number | null> = {
    ...(Object.fromEntries(SOURCE_KEYS.map((key) => [key, row[key] ?? null])) as Record<
      (typeof SOURCE_KEYS)[number],
      string | null
    >),
    kind: row.kind ?? null,
    id: row.kind_id ?? null,
    submitted_at: row.submitted_at ?? null,
    status: row.status ?? null,
    full_name: row.full_name ?? null,
    email: row.email ?? null,
    phone: row.phone ?? null,
    choice: row.choice ?? null,
    company_name: row.company_name ?? null,
    budget_range: row.budget_range ?? null,
    start_date: row.start_date ?? null,
    language: row.language ?? null,
    source: row.source_label ?? null,
    mail: mail.state,
    message: row.project_details ?? row.message ?? null,
  };
  return csvRecord(EXPORT_COLUMNS.map((column) => values[column]));
}
