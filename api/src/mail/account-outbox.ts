import { randomUUID } from 'node:crypto';
import type { Language } from '@site/leads';
import type { AccountMailKind } from '@site/people';
import { COMPANY_EMAIL } from '../config';
import { SecretUnreadable, type SecretBox } from '../auth/secret-box';
import type { Database, Queryable } from '../db/sql';
import { LeasedOutbox, iso, type LeasedRow } from './leased-outbox';
import { MissingMail } from './outbox-worker';

/**
 * The outbox of a person's account mails (verification, "already have an account", reset,
 * invitation, course added): written in the transaction of the change that causes it, sent by
 * the worker with the lead mails' leases, retries and dead letters (outbox-worker.ts).
 *
 * A link's token is the one thing such a mail needs that is stored nowhere else (the link itself
 * is kept as a hash). The row holds it sealed with the server's secret key (STAFF_SECRET_KEY,
 * auth/secret-box.ts, bound to the row's Message-ID), and only while the mail may still be sent:
 * it is dropped when the mail is sent or given up, and by the housekeeping once the link has
 * expired (`clearSpentLinkTokens`). A copy of the database alone thus holds no usable link, and
 * one with the key at most for the minutes a mail waits for the SMTP server (with no mail server
 * at all, the link's 24 hours). docs/accounts.md, "The rules, and where the spec is silent".
 */
export interface AccountMailInput {
  person_id: number;
  kind: AccountMailKind;
  to_email: string;
  language: Language;
  /** The link's token, in the clear (sealed when queued), and its end (verify, reset, invite). */
  link_token?: string;
  link_expires_at?: string;
  /** The course and batch (invite, course-added). */
  course?: string;
  batch_start?: string;
  created_at: string;
}

/** One account mail waiting in (or gone from) its outbox. */
export interface AccountMailRow extends LeasedRow {
  person_id: number;
  kind: AccountMailKind;
  to_email: string;
  language: Language;
  /** Sealed (`openLinkToken`). */
  link_token: string | null;
  link_expires_at: string | null;
  course: string | null;
  batch_start: string | null;
}

const messageIdDomain = COMPANY_EMAIL.slice(COMPANY_EMAIL.indexOf('@') + 1);

/** What a mail's sealed token is bound to: its row, by the Message-ID no other row has. */
const tokenContext = (messageId: string) => `person-mail:${messageId}`;

/**
 * A queued mail's link token in the clear. Throws MissingMail when it does not open (sealed
 * with another key, or copied from another row): no attempt can ever send that mail.
 */
export function openLinkToken(box: SecretBox, row: Pick<AccountMailRow, 'link_token' | 'message_id'>) {
  if (row.link_token === null) return null;
  try {
    return box.open(row.link_token, tokenContext(row.message_id));
  } catch (error) {
    if (error instanceof SecretUnreadable) throw new MissingMail(error.message);
    throw error;
  }
}

/** Queues one account mail, due at once, inside the caller's transaction; its token sealed. */
export async function queueAccountMail(tx: Queryable, box: SecretBox, mail: AccountMailInput): Promise<void> {
  const messageId = `<${randomUUID()}@${messageIdDomain}>`;
  await tx.run(
    `INSERT INTO person_mail_outbox (person_id, kind, to_email, language, link_token, link_expires_at,
       course, batch_start, message_id, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [
      mail.person_id,
      mail.kind,
      mail.to_email,
      mail.language,
      mail.link_token === undefined ? null : box.seal(mail.link_token, tokenContext(messageId)),
      mail.link_expires_at ?? null,
      mail.course ?? null,
      mail.batch_start ?? null,
      messageId,
      mail.created_at,
    ],
  );
}

/**
 * The account mails' outbox: the state changes every outbox shares (leased-outbox.ts); a mail
 * sent or set aside for good drops its link's token (the person asks for a new link).
 */
export class AccountOutbox extends LeasedOutbox<AccountMailRow> {
  constructor(db: Database) {
    super(db, 'person_mail_outbox', ', link_token = NULL');
  }
}

/**
 * Drops the tokens of links that have expired (a mail never sent: no SMTP server, or one that
 * kept failing): the link no longer works, and a mail with a dead link is not worth sending, so
 * the mail is set aside too. Resolves with the mails changed.
 */
export function clearSpentLinkTokens(db: Queryable, now: number): Promise<number> {
  return db.run(
    `UPDATE person_mail_outbox
     SET link_token = NULL,
         dead_at = CASE WHEN sent_at IS NULL AND dead_at IS NULL THEN $1 ELSE dead_at END,
         dead_reason = CASE WHEN sent_at IS NULL AND dead_at IS NULL THEN 'its link expired before it was sent'
                            ELSE dead_reason END
     WHERE link_token IS NOT NULL AND link_expires_at <= $1`,
    [iso(now)],
  );
}
