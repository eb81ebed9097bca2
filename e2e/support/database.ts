import Database from 'better-sqlite3';
import { e2eDbPath } from '../playwright.config';

/**
 * Rows of one of the API's tables for one e-mail address, read from the file the e2e API writes
 * (the Playwright config points API_DB_PATH at it), read-only, as another process would.
 */
export function rowsByEmail<Row>(table: 'project_requests' | 'enrollments', email: string): Row[] {
  const db = new Database(e2eDbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT * FROM ${table} WHERE email = ? ORDER BY id`).all(email) as Row[];
  } finally {
    db.close();
  }
}

/** The outbox row (the mail to the company) of one lead. */
export function mailOf(
  kind: 'project_request' | 'enrollment',
  id: number,
): Record<string, unknown> | undefined {
  const db = new Database(e2eDbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM lead_mail_outbox WHERE lead_kind = ? AND lead_id = ?').get(kind, id) as
      Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

/** The id among enrollments (the lead page's) of the enrollment sent with this address. */
export function enrollmentIdOf(email: string): number {
  const db = new Database(e2eDbPath, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("SELECT kind_id FROM leads WHERE kind = 'enrollment' AND email = ? ORDER BY id DESC")
      .get(email) as { kind_id: number } | undefined;
    if (!row) throw new Error(`no enrollment from ${email}`);
    return row.kind_id;
  } finally {
    db.close();
  }
}

/**
 * The one-time token of the last account mail of a kind to an address, as the API's outbox holds
 * it until the mail is sent (the e2e API has no SMTP server: the mail waits, the token with it).
 * The API's log has the link too in development, but a test cannot read the server's output.
 */
export function mailedToken(email: string, kind: 'verify' | 'reset' | 'invite'): string {
  const db = new Database(e2eDbPath, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT link_token FROM person_mail_outbox WHERE to_email = ? AND kind = ? ORDER BY id DESC')
      .get(email.toLowerCase(), kind) as { link_token: string | null } | undefined;
    if (!row?.link_token) throw new Error(`no ${kind} link mailed to ${email}`);
    return row.link_token;
  } finally {
    db.close();
  }
}
