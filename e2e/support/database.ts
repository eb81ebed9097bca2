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
