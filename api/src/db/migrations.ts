/**
 * The schema's history, oldest first. A migration is never edited once released: a change is a
 * new entry at the end. Each one runs in its own transaction together with its row in
 * `schema_migrations`, so a database is always at exactly one known version.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'create project_requests',
    sql: `
      CREATE TABLE project_requests (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        full_name       TEXT NOT NULL CHECK (length(full_name) BETWEEN 1 AND 120),
        email           TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        company_name    TEXT CHECK (company_name IS NULL OR length(company_name) BETWEEN 1 AND 160),
        project_type    TEXT NOT NULL,
        budget_range    TEXT,
        project_details TEXT NOT NULL CHECK (length(project_details) BETWEEN 1 AND 5000),
        user_agent      TEXT CHECK (user_agent IS NULL OR length(user_agent) <= 512),
        submitted_at    TEXT NOT NULL
      ) STRICT;
      CREATE INDEX project_requests_submitted_at ON project_requests (submitted_at DESC, id DESC);
    `,
  },
  {
    version: 2,
    name: 'create enrollments and the lead mail outbox',
    // An outbox row is written in the same transaction as its lead, so every stored lead has its
    // mail waiting. The claim (locked_by / locked_until) is a lease: a worker that dies while
    // holding it only delays the mail until the lease runs out. Requests stored before this
    // version get no row: they were listed by the staff tool, not mailed.
    sql: `
      CREATE TABLE enrollments (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        full_name    TEXT NOT NULL CHECK (length(full_name) BETWEEN 1 AND 120),
        email        TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
        phone        TEXT NOT NULL CHECK (length(phone) BETWEEN 7 AND 32),
        course       TEXT NOT NULL,
        start_date   TEXT CHECK (start_date IS NULL OR start_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
        message      TEXT CHECK (message IS NULL OR length(message) BETWEEN 1 AND 2000),
        user_agent   TEXT CHECK (user_agent IS NULL OR length(user_agent) <= 512),
        submitted_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX enrollments_submitted_at ON enrollments (submitted_at DESC, id DESC);

      CREATE TABLE lead_mail_outbox (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_kind       TEXT NOT NULL CHECK (lead_kind IN ('project_request', 'enrollment')),
        lead_id         INTEGER NOT NULL,
        message_id      TEXT NOT NULL UNIQUE,
        created_at      TEXT NOT NULL,
        attempts        INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at TEXT NOT NULL,
        last_error      TEXT,
        locked_by       TEXT,
        locked_until    TEXT,
        sent_at         TEXT,
        UNIQUE (lead_kind, lead_id)
      ) STRICT;
      CREATE INDEX lead_mail_outbox_due ON lead_mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL;
    `,
  },
  {
    version: 3,
    name: 'dead letters in the lead mail outbox',
    // A mail the server refuses for good, or that fails MAIL_MAX_ATTEMPTS times, is set aside:
    // dead_at and why. The worker no longer claims it; staff see it and can send it again.
    sql: `
      ALTER TABLE lead_mail_outbox ADD COLUMN dead_at TEXT;
      ALTER TABLE lead_mail_outbox ADD COLUMN dead_reason TEXT CHECK (dead_reason IS NULL OR length(dead_reason) <= 500);
      DROP INDEX lead_mail_outbox_due;
      CREATE INDEX lead_mail_outbox_due ON lead_mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL AND dead_at IS NULL;
    `,
  },
  {
    version: 4,
    name: 'the language each lead came in',
    // The language of the page the form was on ('en' or 'ur', issue 23). Every lead stored before
    // came from an English page: the default fills their rows.
    sql: `
      ALTER TABLE project_requests ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'));
      ALTER TABLE enrollments ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'));
    `,
  },
];
