import {
  DIRECT_SOURCE,
  SOURCE_KEYS,
  START_DATE_TIME_ZONE,
  isLanguage,
  languageNames,
  sanitizeSource,
  sourceLabel,
} from '@site/leads';
import { leadWords } from '@site/staff';
import type { LeadKind, StoredLead } from '../leads/kinds';

export interface LeadMail {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
  date: Date;
}

const pakistanTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: START_DATE_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
});

/**
 * The language the lead came in, for staff: "Urdu (submitted on an /ur page)", so that they
 * may answer in it. A row stored before languages were recorded is English.
 */
function languageLine(language: unknown): string {
  const lang = isLanguage(language) ? language : 'en';
  return `Language: ${languageNames[lang]}${lang === 'en' ? '' : ` (submitted on an /${lang} page)`}`;
}

/**
 * Where the lead came from, for staff, in the inbox's words (@site/staff): one word (`facebook`,
 * `google`, `direct`), then each kept value under its label. The values are the visitor's
 * device's: plain text here, like every field.
 */
function sourceLines(lead: StoredLead): string[] {
  const words = leadWords.source;
  const source = sanitizeSource(lead, new Date(lead.submitted_at));
  const known = SOURCE_KEYS.filter((key) => source[key] !== undefined);
  if (known.length === 0) return [`${words.label}: ${DIRECT_SOURCE}. ${words.direct}`];
  const sourceLabels = words.keys;
  const width = Math.max(...known.map((key) => sourceLabels[key].length)) + 2;
  return [
    `${words.label}: ${sourceLabel(source)}`,
    ...known.map((key) => {
      const value = String(source[key]);
      const shown =
        key === 'first_visit_at' ? `${pakistanTime.format(new Date(value))} (Pakistan time)` : value;
      return `    ${`${sourceLabels[key]}:`.padEnd(width)}${shown}`;
    }),
  ];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const indent = (text: string) =>
  text
    .split(/\r\n?|\n/)
    .map((line) => `    ${line}`)
    .join('\n');

/**
 * The e-mail for one lead: plain text with every field under its label, the subject naming the
 * kind, the choice and the sender, and Reply-To the visitor, so that answering the mail answers
 * them. The Message-ID is the outbox row's, the same on every attempt.
 */
export function composeLeadMail(
  kind: LeadKind,
  lead: StoredLead,
  envelope: { from: string; to: string; messageId: string },
): LeadMail {
  const value = (name: string) => {
    const raw = lead[name];
    return raw === null || raw === undefined || raw === '' ? null : String(raw);
  };
  const fullName = value('full_name') ?? '';
  const labelWidth = Math.max(...Object.values(kind.fields).map((rule) => rule.label.length)) + 2;
  const lines = Object.entries(kind.fields).map(([name, rule]) => {
    const text = value(name);
    const label = `${rule.label}:`;
    if (text !== null && rule.kind === 'multiline') return `${label}\n${indent(text)}`;
    return `${label.padEnd(labelWidth)}${text ?? '(not given)'}`;
  });
  const received = new Date(lead.submitted_at);
  const text = [
    `New ${kind.title} from the website.`,
    '',
    ...lines,
    '',
    `Received: ${pakistanTime.format(received)} (Pakistan time), ${lead.submitted_at}`,
    languageLine(lead.language),
    ...sourceLines(lead),
    `${capitalised(kind.title)} #${lead.id}. Reply to this e-mail to answer ${fullName} directly.`,
    '',
  ].join('\n');
  return {
    from: envelope.from,
    to: envelope.to,
    replyTo: { name: fullName, address: value('email') ?? '' },
    subject: `New ${kind.title}: ${value(kind.subjectField) ?? ''} — ${fullName}`,
    text,
    messageId: envelope.messageId,
    date: received,
  };
}
