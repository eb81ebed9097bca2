import type { Language } from '@site/leads';
import {
  LANGUAGE_PREFIX,
  accountMailWords,
  loginPath,
  personLink,
  type AccountMailKind,
  type LinkPurpose,
} from '@site/people';
import { paths } from '@site/site';
import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../auth/secret-box';
import type { Database } from '../db/sql';
import { AccountOutbox, openLinkToken, type AccountMailRow } from './account-outbox';
import { MissingMail, type Mail, type MailQueue } from './outbox-worker';

/** The link a mail of each kind carries, by the link's purpose. */
const LINK_OF: Partial<Record<AccountMailKind, LinkPurpose>> = {
  verify: 'verify',
  reset: 'reset',
  invite: 'invite',
};

/** What an account mail is composed from: its row's fields (the link's token opened), and the person's name. */
export type AccountMailSource = Pick<
  AccountMailRow,
  'kind' | 'to_email' | 'language' | 'link_token' | 'course' | 'batch_start' | 'message_id' | 'created_at'
> & { name: string };

export interface AccountMailEnvelope {
  /** ACCOUNT_EMAIL_FROM: the company, as the person knows it. */
  from: string;
  /** PUBLIC_ORIGIN: where the links and the pages are. */
  origin: string;
}

/** A batch's first day as the person's language writes it ("7 December 2026"). */
function day(date: string | null, language: Language): string {
  if (!date) return '';
  return new Intl.DateTimeFormat(language === 'ur' ? 'ur-PK' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The link a mail carries, if it is one that carries a link (and its token is still kept). */
export function mailLink(source: AccountMailSource, origin: string): string | undefined {
  const purpose = LINK_OF[source.kind];
  if (!purpose) return undefined;
  if (!source.link_token) throw new MissingMail(`The ${source.kind} mail's link has expired.`);
  return personLink(origin, purpose, source.link_token, source.language);
}

/**
 * An account mail: plain text in the person's language (@site/people's words), From the company,
 * to the address the row names. The Message-ID is the row's, the same on every attempt.
 */
export function composeAccountMail(source: AccountMailSource, envelope: AccountMailEnvelope): Mail {
  const { origin } = envelope;
  const prefix = LANGUAGE_PREFIX[source.language];
  const text = accountMailWords[source.language][source.kind]({
    name: source.name,
    link: mailLink(source, origin),
    signIn: `${origin}${loginPath('sign-in', source.language)}`,
    forgot: `${origin}${loginPath('forgot', source.language)}`,
    studentSignIn: `${origin}${prefix}${paths.studentLogin}`,
    ...(source.course ? { course: source.course } : {}),
    ...(source.batch_start ? { batchStart: day(source.batch_start, source.language) } : {}),
  });
  return {
    from: envelope.from,
    to: source.to_email,
    subject: text.subject,
    text: `${text.lines.join('\n')}\n`,
    messageId: source.message_id,
    date: new Date(source.created_at),
  };
}

/** The account mails' outbox, for the worker; `box` opens the links' tokens (account-outbox.ts). */
export function accountMailQueue(
  db: Database,
  envelope: AccountMailEnvelope,
  box: SecretBox,
): MailQueue<AccountMailRow> {
  const outbox = new AccountOutbox(db);
  return {
    noun: 'account mail',
    givenUp: 'account mail given up: the person may ask for a new link (or staff enroll again)',
    claim: (worker, now, leaseMs) => outbox.claim(worker, now, leaseMs),
    markSent: (row, worker, now) => outbox.markSent(row, worker, now),
    markFailed: (row, worker, error, next) => outbox.markFailed(row, worker, error, next),
    markDead: (row, worker, error, reason, now) => outbox.markDead(row, worker, error, reason, now),
    async compose(row) {
      const person = await db.one<{ name: string }>('SELECT name FROM people WHERE id = $1', [row.person_id]);
      if (!person) throw new MissingMail(`No person #${row.person_id} to mail.`);
      return composeAccountMail({ ...row, link_token: openLinkToken(box, row), name: person.name }, envelope);
    },
    context: (row) => ({ outboxId: row.id, kind: row.kind, personId: row.person_id }),
  };
}

/**
 * Mail in development (issue 43, item 8): without a mail server, outside production, a mail that
 * carries a link is also written to the log, with its link, so that a developer can follow it
 * from `npm start`'s output. Nothing else is logged so, and in production never a link.
 */
export function developmentMailLog(
  log: FastifyBaseLogger,
  settings: { production: boolean; smtpUrl: string | null },
  envelope: AccountMailEnvelope,
): (source: AccountMailSource) => void {
  if (settings.production || settings.smtpUrl) return () => undefined;
  return (source) => {
    if (!LINK_OF[source.kind]) return;
    const mail = composeAccountMail(source, envelope);
    log.info(
      { mail: source.kind, to: mail.to, link: mailLink(source, envelope.origin), subject: mail.subject },
      `account mail, not sent (no SMTP_URL in development): ${mail.subject}\n${mail.text}`,
    );
  };
}
