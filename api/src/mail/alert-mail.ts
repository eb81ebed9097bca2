import { hostname } from 'node:os';
import type { AlertReason } from './outbox-alert';
import type { OutboxStats } from './outbox-stats';

/** A mail to the operators (ALERT_EMAIL_TO): plain text, from the lead mails' sender. */
export interface AlertMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  date: Date;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const SUBJECTS: Record<string, string> = {
  'given-up': 'Website alert: lead mails given up',
  late: 'Website alert: lead mails late',
  'given-up,late': 'Website alert: lead mails given up and late',
};

/** What the operators read: what holds, that the leads are safe, and what to do. */
export function composeAlertMail({
  stats,
  reasons,
  now,
  from,
  to,
}: {
  stats: OutboxStats;
  reasons: readonly AlertReason[];
  now: number;
  from: string;
  to: string;
}): AlertMail {
  const lines = ["The website's API has lead mails that need a person.", ''];
  if (reasons.includes('given-up'))
    lines.push(
      `- ${plural(stats.givenUp, 'mail was', 'mails were')} given up: the mail server refused them for good, or they kept failing for about a day.`,
    );
  if (reasons.includes('late') && stats.oldestWaitingAt) {
    const minutes = Math.floor((now - Date.parse(stats.oldestWaitingAt)) / 60_000);
    lines.push(
      `- The oldest mail still to send was queued ${plural(minutes, 'minute', 'minutes')} ago (${stats.oldestWaitingAt}); ${plural(stats.pending + stats.retrying, 'mail is', 'mails are')} waiting (${stats.pending} not tried yet, ${stats.retrying} failing and retried).`,
    );
  }
  lines.push(
    '',
    'The leads themselves are stored; only their mails to the company are missing. What to do:',
    '  npm run leads -w api -- --dead          the given-up mails, and why',
    '  npm run leads -w api -- --retry dead    send them again once the cause is fixed',
    '  The API\'s log names every failure ("lead mail not sent", "lead mail given up"); check SMTP_URL',
    '  and the mail server.',
    '',
    'One mail per condition, for every instance: again when it clears and returns (at most hourly),',
    'or after 24 hours while it lasts (docs/production.md, "Alerts").',
    `Sent by ${hostname()} at ${new Date(now).toISOString()}.`,
  );
  return {
    from,
    to,
    subject: SUBJECTS[reasons.join(',')] ?? 'Website alert: lead mails',
    text: lines.join('\n'),
    date: new Date(now),
  };
}
