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
];
