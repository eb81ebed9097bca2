import type { Migration } from './migration';

export const migration: Migration = {
  version: 10,
  name: 'the security review: guesses keyed by kind of account, used links without secrets, audit counts',
  // Issue 42, item 6 (decision 0041). Sign-in guesses are counted per key of a kind of account
  // (`staff:<name>`, later `person:<e-mail>`), so the rows of staff names become `staff:` ones. A
  // one-time link's authenticator secret is needed only until the link is used or replaced: the
  // column may now be empty, and a used link's is emptied. (SQLite cannot drop a NOT NULL: its
  // table is made again.) The secrets still in the clear are sealed with STAFF_SECRET_KEY when the
  // API or the staff tool starts (repositories/staff-secrets.ts): SQL has no key. The audit log
  // counts what happens often into one row per bucket (a staff member's views of a lead in an
  // hour, the throttled sign-ins of a name in an hour): `times`, the last time, and the bucket's
  // key, unique, empty for an ordinary entry.
  sqlite: `
      UPDATE sign_in_failures SET account = 'staff:' || account;
      CREATE TABLE staff_links_new (
        token_hash  TEXT PRIMARY KEY,
        staff_id    INTEGER NOT NULL REFERENCES staff (id),
        totp_secret TEXT,
        created_at  TEXT NOT NULL,
        expires_at  TEXT NOT NULL,
        used_at     TEXT
      ) STRICT;
      INSERT INTO staff_links_new (token_hash, staff_id, totp_secret, created_at, expires_at, used_at)
      SELECT token_hash, staff_id, CASE WHEN used_at IS NULL THEN totp_secret END, created_at,
             expires_at, used_at
      FROM staff_links;
      DROP TABLE staff_links;
      ALTER TABLE staff_links_new RENAME TO staff_links;
      CREATE INDEX staff_links_staff ON staff_links (staff_id);
      ALTER TABLE audit_log ADD COLUMN times INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE audit_log ADD COLUMN last_at TEXT;
      ALTER TABLE audit_log ADD COLUMN bucket TEXT;
      CREATE UNIQUE INDEX audit_log_bucket ON audit_log (bucket);
    `,
  postgres: `
      UPDATE sign_in_failures SET account = 'staff:' || account;
      ALTER TABLE staff_links ALTER COLUMN totp_secret DROP NOT NULL;
      UPDATE staff_links SET totp_secret = NULL WHERE used_at IS NOT NULL;
      ALTER TABLE audit_log
        ADD COLUMN times integer NOT NULL DEFAULT 1,
        ADD COLUMN last_at timestamptz,
        ADD COLUMN bucket text;
      CREATE UNIQUE INDEX audit_log_bucket ON audit_log (bucket);
    `,
};
