import Database from 'better-sqlite3';

// The API's tables as another process reads them: the file the project's API writes (its
// `dbPath` option, playwright.config.ts), read-only.

/** Rows of one of the API's tables for one e-mail address. */
export function rowsByEmail<Row>(
  dbPath: string,
  table: 'project_requests' | 'enrollments',
  email: string,
): Row[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT * FROM ${table} WHERE email = ? ORDER BY id`).all(email) as Row[];
  } finally {
    db.close();
  }
}

/** The outbox row (the mail to the company) of one lead. */
export function mailOf(
  dbPath: string,
  kind: 'project_request' | 'enrollment',
  id: number,
): Record<string, unknown> | undefined {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM lead_mail_outbox WHERE lead_kind = ? AND lead_id = ?').get(kind, id) as
      Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}
