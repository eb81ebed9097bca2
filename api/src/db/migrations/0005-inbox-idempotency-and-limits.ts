import type { Migration } from './migration';

export const migration: Migration = {
  version: 5,
  name: 'the inbox: every lead with its status and source; idempotency keys; shared limits',
  // `leads` is the staff inbox's row of every lead (issue 31): what the list filters, sorts and
  // searches on, its status and where it came from, one row per lead of either kind, written in
  // the lead's transaction. The kind's own table keeps the form as sent. Leads stored before are
  // copied in, oldest first, as New and of unknown source (direct). `search` is the lowercased
  // name, e-mail and the phone's digits.
  // `idempotency_keys`: one lead per submission (issue 30), kept a day. `rate_limits`: the
  // API's per-client limits, shared by every instance on the store.
  sqlite: `
      CREATE TABLE leads (
        id             INTEGER PRIMARY KEY AUTOINCREMENT,
        kind           TEXT NOT NULL CHECK (kind IN ('project_request', 'enrollment')),
        kind_id        INTEGER NOT NULL,
        full_name      TEXT NOT NULL,
        email          TEXT NOT NULL,
        phone          TEXT,
        choice         TEXT NOT NULL,
        language       TEXT NOT NULL CHECK (language IN ('en', 'ur')),
        status         TEXT NOT NULL DEFAULT 'new'
                       CHECK (status IN ('new', 'contacted', 'qualified', 'enrolled', 'won', 'lost')),
        source_label   TEXT NOT NULL DEFAULT 'direct' CHECK (length(source_label) BETWEEN 1 AND 253),
        utm_source     TEXT CHECK (utm_source IS NULL OR length(utm_source) <= 200),
        utm_medium     TEXT CHECK (utm_medium IS NULL OR length(utm_medium) <= 200),
        utm_campaign   TEXT CHECK (utm_campaign IS NULL OR length(utm_campaign) <= 200),
        utm_term       TEXT CHECK (utm_term IS NULL OR length(utm_term) <= 200),
        utm_content    TEXT CHECK (utm_content IS NULL OR length(utm_content) <= 200),
        click_id_kind  TEXT CHECK (click_id_kind IS NULL OR click_id_kind IN ('gclid', 'fbclid', 'msclkid')),
        click_id       TEXT CHECK (click_id IS NULL OR length(click_id) <= 300),
        referrer_host  TEXT CHECK (referrer_host IS NULL OR length(referrer_host) <= 253),
        landing_page   TEXT CHECK (landing_page IS NULL OR length(landing_page) <= 500),
        sent_from      TEXT CHECK (sent_from IS NULL OR length(sent_from) <= 500),
        first_visit_at TEXT,
        search         TEXT NOT NULL,
        submitted_at   TEXT NOT NULL,
        UNIQUE (kind, kind_id)
      ) STRICT;
      INSERT INTO leads (kind, kind_id, full_name, email, phone, choice, language, search, submitted_at)
      SELECT kind, kind_id, full_name, email, phone, choice, language, search, submitted_at FROM (
        SELECT 'project_request' AS kind, id AS kind_id, full_name, email, NULL AS phone,
               project_type AS choice, language, lower(full_name || ' ' || email) AS search, submitted_at
        FROM project_requests
        UNION ALL
        SELECT 'enrollment', id, full_name, email, phone, course, language,
               lower(full_name || ' ' || email || ' ' ||
                 replace(replace(replace(replace(replace(replace(replace(replace(phone,
                   ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', ''), char(9), ''), char(160), '')),
               submitted_at
        FROM enrollments
      ) ORDER BY submitted_at, kind, kind_id;
      CREATE INDEX leads_status ON leads (status, id DESC);
      CREATE INDEX leads_kind ON leads (kind, id DESC);
      CREATE INDEX leads_source ON leads (source_label, id DESC);
      CREATE INDEX leads_submitted_at ON leads (submitted_at);
      -- The search's index: trigrams of every lead's search text (a substring of three characters
      -- or more is found without reading every row), kept by a trigger.
      CREATE VIRTUAL TABLE leads_search USING fts5(search, content='', tokenize='trigram');
      INSERT INTO leads_search (rowid, search) SELECT id, search FROM leads;
      CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
        INSERT INTO leads_search (rowid, search) VALUES (new.id, new.search);
      END;

      CREATE TABLE idempotency_keys (
        key         TEXT PRIMARY KEY CHECK (length(key) BETWEEN 16 AND 128),
        lead_kind   TEXT NOT NULL CHECK (lead_kind IN ('project_request', 'enrollment')),
        lead_id     INTEGER,
        fingerprint TEXT NOT NULL,
        created_at  TEXT NOT NULL
      ) STRICT;
      CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);

      CREATE TABLE rate_limits (
        key      TEXT PRIMARY KEY,
        count    INTEGER NOT NULL,
        reset_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);
    `,
  // The search uses a trigram index where the server allows the extension (pg_trgm is trusted
  // since PostgreSQL 13: a database owner may create it); without it, a scan. SQLite's is an
  // FTS5 table with its trigram tokenizer.
  postgres: `
      CREATE TABLE leads (
        id             bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        kind           text NOT NULL CHECK (kind IN ('project_request', 'enrollment')),
        kind_id        bigint NOT NULL,
        full_name      text NOT NULL,
        email          text NOT NULL,
        phone          text,
        choice         text NOT NULL,
        language       text NOT NULL CHECK (language IN ('en', 'ur')),
        status         text NOT NULL DEFAULT 'new'
                       CHECK (status IN ('new', 'contacted', 'qualified', 'enrolled', 'won', 'lost')),
        source_label   text NOT NULL DEFAULT 'direct' CHECK (char_length(source_label) BETWEEN 1 AND 253),
        utm_source     text CHECK (utm_source IS NULL OR char_length(utm_source) <= 200),
        utm_medium     text CHECK (utm_medium IS NULL OR char_length(utm_medium) <= 200),
        utm_campaign   text CHECK (utm_campaign IS NULL OR char_length(utm_campaign) <= 200),
        utm_term       text CHECK (utm_term IS NULL OR char_length(utm_term) <= 200),
        utm_content    text CHECK (utm_content IS NULL OR char_length(utm_content) <= 200),
        click_id_kind  text CHECK (click_id_kind IS NULL OR click_id_kind IN ('gclid', 'fbclid', 'msclkid')),
        click_id       text CHECK (click_id IS NULL OR char_length(click_id) <= 300),
        referrer_host  text CHECK (referrer_host IS NULL OR char_length(referrer_host) <= 253),
        landing_page   text CHECK (landing_page IS NULL OR char_length(landing_page) <= 500),
        sent_from      text CHECK (sent_from IS NULL OR char_length(sent_from) <= 500),
        first_visit_at timestamptz,
        search         text NOT NULL,
        submitted_at   timestamptz NOT NULL,
        UNIQUE (kind, kind_id)
      );
      INSERT INTO leads (kind, kind_id, full_name, email, phone, choice, language, search, submitted_at)
      SELECT kind, kind_id, full_name, email, phone, choice, language, search, submitted_at FROM (
        SELECT 'project_request' AS kind, id AS kind_id, full_name, email, NULL AS phone,
               project_type AS choice, language, lower(full_name || ' ' || email) AS search, submitted_at
        FROM project_requests
        UNION ALL
        SELECT 'enrollment', id, full_name, email, phone, course, language,
               lower(full_name || ' ' || email || ' ' || regexp_replace(phone, '[^0-9]', '', 'g')),
               submitted_at
        FROM enrollments
      ) AS old ORDER BY submitted_at, kind, kind_id;
      CREATE INDEX leads_status ON leads (status, id DESC);
      CREATE INDEX leads_kind ON leads (kind, id DESC);
      CREATE INDEX leads_source ON leads (source_label, id DESC);
      CREATE INDEX leads_submitted_at ON leads (submitted_at);
      DO $$
      BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
        CREATE INDEX leads_search ON leads USING gin (search gin_trgm_ops);
      EXCEPTION WHEN insufficient_privilege OR undefined_file THEN
        RAISE NOTICE 'pg_trgm is not available: the inbox search scans';
      END $$;

      CREATE TABLE idempotency_keys (
        key         text PRIMARY KEY CHECK (char_length(key) BETWEEN 16 AND 128),
        lead_kind   text NOT NULL CHECK (lead_kind IN ('project_request', 'enrollment')),
        lead_id     bigint,
        fingerprint text NOT NULL,
        created_at  timestamptz NOT NULL
      );
      CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);

      -- Counters, not records: not written to the WAL (lost if the server crashes, which only
      -- forgives a few requests).
      CREATE UNLOGGED TABLE rate_limits (
        key      text PRIMARY KEY,
        count    integer NOT NULL,
        reset_at bigint NOT NULL
      );
      CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);
    `,
};
