import type { Migration } from './migration';

export const migration: Migration = {
  version: 8,
  name: 'operator alerts, shared by the instances; given-up mails indexed',
  // One row per alert the API mails to ALERT_EMAIL_TO (mail/outbox-alert.ts): the condition its
  // last mail (or clearing) recorded, NULL while clear, and when the last mail went. Every instance
  // checks; a conditional UPDATE of this row decides which one sends, so a condition is mailed once
  // whatever the number of instances. The given-up mails are counted at every metrics scrape: an
  // index on them keeps that count from reading the whole outbox.
  sqlite: `
      CREATE TABLE operator_alerts (
        name      TEXT PRIMARY KEY,
        condition TEXT CHECK (condition IS NULL OR length(condition) <= 200),
        mailed_at TEXT
      ) STRICT;
      INSERT INTO operator_alerts (name) VALUES ('lead-mail');
      CREATE INDEX lead_mail_outbox_given_up ON lead_mail_outbox (dead_at) WHERE dead_at IS NOT NULL;
    `,
  postgres: `
      CREATE TABLE operator_alerts (
        name      text PRIMARY KEY,
        condition text CHECK (condition IS NULL OR char_length(condition) <= 200),
        mailed_at timestamptz
      );
      INSERT INTO operator_alerts (name) VALUES ('lead-mail');
      CREATE INDEX lead_mail_outbox_given_up ON lead_mail_outbox (dead_at) WHERE dead_at IS NOT NULL;
    `,
};
