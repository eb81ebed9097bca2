import { randomUUID } from 'node:crypto';
import type { Language } from '@site/leads';
import type { AccountMailKind } from '@site/people';
import { COMPANY_EMAIL } from '../config';
import { SecretUnreadable, type SecretBox } from '../auth/secret-box';
import type { Database, Queryable } from '../db/sql';
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
 * at all, the link's 24 hours). docs/accounts.md, "Account mails".
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

export interface AccountMailRow {
  id: number;
  person_id: number;
  kind: AccountMailKind;
  to_email: string;
  language: Language;
  /** Sealed (`openLinkToken`). */
  link_token: string | null;
  link_expires_at: string | null;
  course: string | null;
  batch_start: string | null;
  message_id: string;
  created_at: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  locked_by: string | null;
  locked_until: string | null;
  sent_at: string | null;
  dead_at: string | null;
  dead_reason: string | null;
}

const messageIdDomain = COMPANY_EMAIL.slice(COMPANY_EMAIL.indexOf('@') + 1);
const LAST_ERROR_MAX_LENGTH = 500;
const iso = (ms: number) => new Date(ms).toISOString();

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

/** The state changes of the account mails' outbox, as the lead mails' (outbox.ts). */
export class AccountOutbox {
  constructor(private readonly db: Database) {}

  claim(worker: string, now: number, leaseMs: number): Promise<AccountMailRow | undefined> {
    const skipLocked = this.db.dialect === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '';
    return this.db.transaction((tx) =>
      tx.one<AccountMailRow>(
        `UPDATE person_mail_outbox SET locked_by = $1, locked_until = $2
         WHERE id = (
           SELECT id FROM person_mail_outbox
           WHERE sent_at IS NULL AND dead_at IS NULL AND next_attempt_at <= $3
             AND (locked_until IS NULL OR locked_until <= $3)
           ORDER BY next_attempt_at, id LIMIT 1 ${skipLocked})
         RETURNING *`,
        [worker, iso(now + leaseMs), iso(now)],
      ),
    );
  }

  /** Marks a mail sent and drops its token; false if the lease was lost meanwhile. */
  async markSent(row: AccountMailRow, worker: string, now: number): Promise<boolean> {
    const changed = await this.db.run(
      `UPDATE person_mail_outbox
       SET sent_at = $1, attempts = attempts + 1, last_error = NULL, locked_by = NULL, locked_until = NULL,
           link_token = NULL
       WHERE id = $2 AND locked_by = $3 AND sent_at IS NULL`,
      [iso(now), row.id, worker],
    );
    return changed === 1;
  }

  async markFailed(
    row: AccountMailRow,
    worker: string,
    error: string,
    next: number,
  ): Promise<number | undefined> {
    const result = await this.db.one<{ attempts: number }>(
      `UPDATE person_mail_outbox
       SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2, locked_by = NULL, locked_until = NULL
       WHERE id = $3 AND locked_by = $4 AND sent_at IS NULL
       RETURNING attempts`,
      [error.slice(0, LAST_ERROR_MAX_LENGTH), iso(next), row.id, worker],
    );
    return result?.attempts;
  }

  /** Sets a mail aside for good, its token dropped (the person asks for a new link). */
  async markDead(
    row: AccountMailRow,
    worker: string,
    error: string,
    reason: string,
    now: number,
  ): Promise<number | undefined> {
    const result = await this.db.one<{ attempts: number }>(
      `UPDATE person_mail_outbox
       SET attempts = attempts + 1, last_error = $1, dead_at = $2, dead_reason = $3,
           locked_by = NULL, locked_until = NULL, link_token = NULL
       WHERE id = $4 AND locked_by = $5 AND sent_at IS NULL
       RETURNING attempts`,
      [
        error.slice(0, LAST_ERROR_MAX_LENGTH),
        iso(now),
        reason.slice(0, LAST_ERROR_MAX_LENGTH),
        row.id,
        worker,
      ],
    );
    return result?.attempts;
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
