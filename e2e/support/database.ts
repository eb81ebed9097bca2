import Database from 'better-sqlite3';
import path from 'node:path';

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

/** The id among enrollments (the lead page's) of the enrollment sent with this address. */
export function enrollmentIdOf(dbPath: string, email: string): number {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
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

/** The API's own code (built by `npm run build`) that opens a queued mail's sealed token. */
interface TokenOpener {
  secretBox: (key: Buffer) => unknown;
  developmentSecretKey: () => Buffer;
  openLinkToken: (box: unknown, row: { link_token: string | null; message_id: string }) => string | null;
}
function tokenOpener(): TokenOpener {
  const dist = path.resolve(__dirname, '..', '..', 'api', 'dist');
  return {
    ...(require(path.join(dist, 'auth', 'secret-box.js')) as Pick<TokenOpener, 'secretBox'>),
    ...(require(path.join(dist, 'auth', 'secret-key.js')) as Pick<TokenOpener, 'developmentSecretKey'>),
    ...(require(path.join(dist, 'mail', 'account-outbox.js')) as Pick<TokenOpener, 'openLinkToken'>),
  };
}

/**
 * The one-time token of the last account mail of a kind to an address, as the API's outbox holds
 * it until the mail is sent (the e2e API has no SMTP server: the mail waits, the token with it),
 * sealed with the server's secret key: opened here as the API's mail worker opens it, with the
 * checkout's development key (`.server-keys/`, which the e2e API uses: no STAFF_SECRET_KEY is set).
 * The API makes a Create Account's or a reset's link after its answer (so that the answer's time
 * says nothing of the address), hence the wait. The API's log has the link too in development, but
 * a test cannot read the server's output.
 */
export async function mailedToken(
  dbPath: string,
  email: string,
  kind: 'verify' | 'reset' | 'invite',
): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    const row = lastMail(dbPath, email, kind);
    if (row?.link_token) {
      const { secretBox, developmentSecretKey, openLinkToken } = tokenOpener();
      const token = openLinkToken(secretBox(developmentSecretKey()), row);
      if (!token) throw new Error(`the ${kind} link mailed to ${email} did not open`);
      return token;
    }
    if (Date.now() > until) throw new Error(`no ${kind} link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function lastMail(dbPath: string, email: string, kind: string) {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'SELECT link_token, message_id FROM person_mail_outbox WHERE to_email = ? AND kind = ? ORDER BY id DESC',
      )
      .get(email.toLowerCase(), kind) as { link_token: string | null; message_id: string } | undefined;
  } finally {
    db.close();
  }
}
