import type { Migration } from './migration';

export const migration: Migration = {
  version: 11,
  name: "people's accounts: profiles, sessions, links, courses, their mails",
  // Students and visitors with an account (issue 43), apart from staff. E-mail addresses are stored
  // lowercased (the account's name); `created_by` says whether Create Account or staff (at
  // enrollment) made it. A session and a link are stored as the SHA-256 of their token, as the
  // staff's; a session is `kept` (30 days: "Keep me signed in") or a `browser` session. A link's
  // `sent_to` is the address it was mailed to: following it proves the person reads that address;
  // NULL is an invitation's link shown to staff for WhatsApp, which proves nothing. A course stays
  // when its person deletes the account (person_id NULL): the institute's record of a batch, without
  // the person. An account mail's `link_token` is the one thing the mail needs that is stored
  // nowhere else; it is dropped once the mail is sent, given up, or its link has expired
  // (mail/account-outbox.ts). A person's leads are those sent with their address, found when read
  // through `leads_email` (repositories/person-leads-repository.ts).
  sqlite: `
      CREATE TABLE people (
        id                INTEGER PRIMARY KEY AUTOINCREMENT,
        email             TEXT NOT NULL UNIQUE CHECK (length(email) BETWEEN 3 AND 254),
        name              TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        phone             TEXT CHECK (phone IS NULL OR length(phone) BETWEEN 1 AND 32),
        location          TEXT CHECK (location IS NULL OR length(location) BETWEEN 1 AND 120),
        bio               TEXT CHECK (bio IS NULL OR length(bio) BETWEEN 1 AND 500),
        language          TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur')),
        password_hash     TEXT,
        password_set_at   TEXT,
        email_verified_at TEXT,
        created_by        TEXT NOT NULL CHECK (created_by IN ('sign-up', 'enrollment')),
        created_at        TEXT NOT NULL,
        last_sign_in_at   TEXT
      ) STRICT;
      CREATE TABLE person_sessions (
        id_hash        TEXT PRIMARY KEY,
        person_id      INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE,
        kind           TEXT NOT NULL CHECK (kind IN ('kept', 'browser')),
        address        TEXT,
        created_at     TEXT NOT NULL,
        last_seen_at   TEXT NOT NULL,
        expires_at     TEXT NOT NULL
      ) STRICT;
      CREATE INDEX person_sessions_person ON person_sessions (person_id);
      CREATE INDEX person_sessions_expires_at ON person_sessions (expires_at);
      CREATE TABLE person_links (
        token_hash   TEXT PRIMARY KEY,
        person_id    INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE,
        purpose      TEXT NOT NULL CHECK (purpose IN ('verify', 'reset', 'invite')),
        sent_to      TEXT,
        created_at   TEXT NOT NULL,
        expires_at   TEXT NOT NULL,
        used_at      TEXT
      ) STRICT;
      CREATE INDEX person_links_person ON person_links (person_id);
      CREATE TABLE person_courses (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        person_id     INTEGER REFERENCES people (id) ON DELETE SET NULL,
        enrollment_id INTEGER UNIQUE REFERENCES enrollments (id),
        course        TEXT NOT NULL CHECK (length(course) BETWEEN 1 AND 200),
        batch_start   TEXT NOT NULL CHECK (batch_start GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
        enrolled_at   TEXT NOT NULL,
        progress      INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        status        TEXT NOT NULL DEFAULT 'in-progress' CHECK (status IN ('in-progress', 'completed')),
        updated_by    TEXT NOT NULL,
        updated_at    TEXT NOT NULL,
        CHECK (status = 'in-progress' OR progress = 100)
      ) STRICT;
      CREATE INDEX person_courses_person ON person_courses (person_id);
      CREATE INDEX person_courses_batch ON person_courses (course, batch_start, id);
      CREATE TABLE person_mail_outbox (
        id              INTEGER PRIMARY KEY AUTOINCREMENT,
        person_id       INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE,
        kind            TEXT NOT NULL CHECK (kind IN ('verify', 'exists', 'reset', 'invite', 'course-added')),
        to_email        TEXT NOT NULL,
        language        TEXT NOT NULL CHECK (language IN ('en', 'ur')),
        link_token      TEXT,
        link_expires_at TEXT,
        course          TEXT,
        batch_start     TEXT,
        message_id      TEXT NOT NULL UNIQUE,
        created_at      TEXT NOT NULL,
        attempts        INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at TEXT NOT NULL,
        last_error      TEXT,
        locked_by       TEXT,
        locked_until    TEXT,
        sent_at         TEXT,
        dead_at         TEXT,
        dead_reason     TEXT CHECK (dead_reason IS NULL OR length(dead_reason) <= 500)
      ) STRICT;
      CREATE INDEX person_mail_outbox_due ON person_mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL AND dead_at IS NULL;
      CREATE INDEX person_mail_outbox_person ON person_mail_outbox (person_id);
      CREATE INDEX leads_email ON leads (lower(email));
    `,
  postgres: `
      CREATE TABLE people (
        id                bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        email             text NOT NULL UNIQUE CHECK (char_length(email) BETWEEN 3 AND 254),
        name              text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
        phone             text CHECK (phone IS NULL OR char_length(phone) BETWEEN 1 AND 32),
        location          text CHECK (location IS NULL OR char_length(location) BETWEEN 1 AND 120),
        bio               text CHECK (bio IS NULL OR char_length(bio) BETWEEN 1 AND 500),
        language          text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur')),
        password_hash     text,
        password_set_at   timestamptz,
        email_verified_at timestamptz,
        created_by        text NOT NULL CHECK (created_by IN ('sign-up', 'enrollment')),
        created_at        timestamptz NOT NULL,
        last_sign_in_at   timestamptz
      );
      CREATE TABLE person_sessions (
        id_hash        text PRIMARY KEY,
        person_id      bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
        kind           text NOT NULL CHECK (kind IN ('kept', 'browser')),
        address        text,
        created_at     timestamptz NOT NULL,
        last_seen_at   timestamptz NOT NULL,
        expires_at     timestamptz NOT NULL
      );
      CREATE INDEX person_sessions_person ON person_sessions (person_id);
      CREATE INDEX person_sessions_expires_at ON person_sessions (expires_at);
      CREATE TABLE person_links (
        token_hash   text PRIMARY KEY,
        person_id    bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
        purpose      text NOT NULL CHECK (purpose IN ('verify', 'reset', 'invite')),
        sent_to      text,
        created_at   timestamptz NOT NULL,
        expires_at   timestamptz NOT NULL,
        used_at      timestamptz
      );
      CREATE INDEX person_links_person ON person_links (person_id);
      CREATE TABLE person_courses (
        id            bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        person_id     bigint REFERENCES people (id) ON DELETE SET NULL,
        enrollment_id bigint UNIQUE REFERENCES enrollments (id),
        course        text NOT NULL CHECK (char_length(course) BETWEEN 1 AND 200),
        batch_start   text NOT NULL CHECK (batch_start ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        enrolled_at   timestamptz NOT NULL,
        progress      integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        status        text NOT NULL DEFAULT 'in-progress' CHECK (status IN ('in-progress', 'completed')),
        updated_by    text NOT NULL,
        updated_at    timestamptz NOT NULL,
        CHECK (status = 'in-progress' OR progress = 100)
      );
      CREATE INDEX person_courses_person ON person_courses (person_id);
      CREATE INDEX person_courses_batch ON person_courses (course, batch_start, id);
      CREATE TABLE person_mail_outbox (
        id              bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        person_id       bigint NOT NULL REFERENCES people (id) ON DELETE CASCADE,
        kind            text NOT NULL CHECK (kind IN ('verify', 'exists', 'reset', 'invite', 'course-added')),
        to_email        text NOT NULL,
        language        text NOT NULL CHECK (language IN ('en', 'ur')),
        link_token      text,
        link_expires_at timestamptz,
        course          text,
        batch_start     text,
        message_id      text NOT NULL UNIQUE,
        created_at      timestamptz NOT NULL,
        attempts        integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL,
        last_error      text,
        locked_by       text,
        locked_until    timestamptz,
        sent_at         timestamptz,
        dead_at         timestamptz,
        dead_reason     text CHECK (dead_reason IS NULL OR char_length(dead_reason) <= 500)
      );
      CREATE INDEX person_mail_outbox_due ON person_mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL AND dead_at IS NULL;
      CREATE INDEX person_mail_outbox_person ON person_mail_outbox (person_id);
      CREATE INDEX leads_email ON leads (lower(email));
    `,
};
