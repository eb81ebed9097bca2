import type { Migration } from './migration';

export const migration: Migration = {
  version: 3,
  name: 'dead letters in the lead mail outbox',
  // A mail the server refuses for good, or that fails MAIL_MAX_ATTEMPTS times, is set aside:
  // dead_at and why. The worker no longer claims it; staff see it and can send it again.
  sqlite: `
      ALTER TABLE lead_mail_outbox ADD COLUMN dead_at TEXT;
      ALTER TABLE lead_mail_outbox ADD COLUMN dead_reason TEXT CHECK (dead_reason IS NULL OR length(dead_reason) <= 500);
      DROP INDEX lead_mail_outbox_due;
      CREATE INDEX lead_mail_outbox_due ON lead_mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL AND dead_at IS NULL;
    `,
  postgres: `
      ALTER TABLE lead_mail_outbox ADD COLUMN dead_at timestamptz;
      ALTER TABLE lead_mail_outbox ADD COLUMN dead_reason text CHECK (dead_reason IS NULL OR char_length(dead_reason) <= 500);
      DROP INDEX lead_mail_outbox_due;
      CREATE INDEX lead_mail_outbox_due ON lead_mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL AND dead_at IS NULL;
    `,
};
