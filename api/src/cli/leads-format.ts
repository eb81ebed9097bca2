import { START_DATE_TIME_ZONE, isLanguage, languageNames } from '@site/leads';
import { leadKind, type LeadKind } from '../leads/kinds';
import { CSV_BOM, csvRecord } from '../leads/csv';
import type { Lead, MailState } from './leads-query';

// sv-SE writes dates as 2026-11-23 03:08, the order staff sort by.
const pakistanTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: START_DATE_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});
/** An ISO instant as Pakistan time, where the staff are. */
export const inPakistan = (iso: string) => `${pakistanTime.format(new Date(iso))} PKT`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function describeMail(mail: MailState): string {
  switch (mail.status) {
    case 'sent':
      return `sent ${inPakistan(mail.sent_at)}`;
    case 'pending':
      return 'pending (not tried yet)';
    case 'failing':
      return `failing after ${plural(mail.attempts, 'attempt')}, next try ${inPakistan(mail.next_attempt_at)}: ${
        mail.last_error ?? 'no error recorded'
      }`;
    case 'dead':
      return `GIVEN UP ${inPakistan(mail.dead_at)} after ${plural(mail.attempts, 'attempt')}, ${
        mail.reason ?? 'no reason recorded'
      }: ${mail.last_error ?? 'no error recorded'}`;
    case 'none':
      return 'none (stored before lead mails existed)';
  }
}

/** How --retry names a lead's mail: `project:12`, `enrollment:3`. */
export const retryName = (lead: Pick<Lead, 'kind' | 'id'>) =>
  `${lead.kind === 'project_request' ? 'project' : 'enrollment'}:${lead.id}`;

const kindOf = (lead: Lead): LeadKind => {
  const kind = leadKind(lead.kind);
  if (!kind) throw new Error(`Unknown lead kind ${lead.kind}.`);
  return kind;
};

const indent = (text: string) =>
  text
    .split(/\r\n?|\n/)
    .map((line) => `    ${line}`)
    .join('\n');

// Shown together on the "From:" line rather than one per line.
const senderFields = new Set(['full_name', 'email', 'company_name', 'phone']);

/** One readable block per lead: kind, id, time and choice, the sender, the other fields, mail, text. */
function formatLead(lead: Lead): string {
  const kind = kindOf(lead);
  const { full_name, email, company_name, phone } = lead.fields;
  const title = kind.title.charAt(0).toUpperCase() + kind.title.slice(1);
  const lines = [
    `${title} #${lead.id}  ${inPakistan(lead.submitted_at)}  ${lead.fields[kind.subjectField] ?? ''}`,
    `    From: ${full_name}${company_name ? ` (${company_name})` : ''} <${email}>${phone ? `, ${phone}` : ''}`,
  ];
  const texts: string[] = [];
  for (const [name, rule] of Object.entries(kind.fields)) {
    if (senderFields.has(name) || name === kind.subjectField) continue;
    const value = lead.fields[name];
    if (rule.kind === 'multiline') {
      if (value) texts.push(indent(value));
    } else lines.push(`    ${rule.label}: ${value ?? 'not given'}`);
  }
  // English is every lead's language unless said otherwise: only another one gets a line.
  if (lead.language && lead.language !== 'en')
    lines.push(`    Language: ${isLanguage(lead.language) ? languageNames[lead.language] : lead.language}`);
  lines.push(`    Mail: ${describeMail(lead.mail)}`);
  if (lead.mail.status === 'dead')
    lines.push(`          Send it again: npm run leads -w api -- --retry ${retryName(lead)}`);
  lines.push(...texts);
  return lines.join('\n');
}

export function formatText(leads: readonly Lead[]): string {
  if (leads.length === 0) return 'No leads yet.';
  const counts = ['enrollment', 'project_request'].flatMap((name) => {
    const count = leads.filter((lead) => lead.kind === name).length;
    return count ? [plural(count, leadKind(name)?.title ?? name)] : [];
  });
  return `${plural(leads.length, 'lead')}, newest first: ${counts.join(', ')}.\n\n${leads.map(formatLead).join('\n\n')}`;
}

/** One JSON object per line: every stored column (the lead's language too), and the mail's state. */
export function formatJsonLines(leads: readonly Lead[]): string {
  return leads
    .map((lead) =>
      JSON.stringify({
        kind: lead.kind,
        id: lead.id,
        submitted_at: lead.submitted_at,
        ...lead.fields,
        user_agent: lead.user_agent,
        language: lead.language,
        mail: lead.mail,
      }),
    )
    .join('\n');
}

/**
 * The leads as a CSV file a spreadsheet opens as is: UTF-8 with a byte-order mark (so Excel does
 * not read Urdu as Latin-1), CRLF between records, one column per field of the kinds present.
 */
export function formatCsv(leads: readonly Lead[], kinds: readonly LeadKind[]): string {
  const fieldNames = [...new Set(kinds.flatMap((kind) => Object.keys(kind.fields)))];
  const header = [
    'kind',
    'id',
    'submitted_at',
    ...fieldNames,
    'user_agent',
    'mail_status',
    'mail_attempts',
    'mail_sent_at',
    'mail_next_attempt_at',
    'mail_last_error',
    'mail_dead_at',
    'mail_dead_reason',
  ];
  const records = leads.map((lead) => {
    const mail = lead.mail;
    return [
      lead.kind,
      lead.id,
      lead.submitted_at,
      ...fieldNames.map((name) => lead.fields[name]),
      lead.user_agent,
      mail.status,
      'attempts' in mail ? mail.attempts : mail.status === 'pending' ? 0 : null,
      'sent_at' in mail ? mail.sent_at : null,
      'next_attempt_at' in mail ? mail.next_attempt_at : null,
      'last_error' in mail ? mail.last_error : null,
      'dead_at' in mail ? mail.dead_at : null,
      'reason' in mail ? mail.reason : null,
    ];
  });
  return `${CSV_BOM}${[header, ...records].map(csvRecord).join('')}`;
}
