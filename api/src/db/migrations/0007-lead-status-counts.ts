import type { Migration } from './migration';

export const migration: Migration = {
  version: 7,
  name: 'the inbox: counts per status kept',
  // The inbox's unfiltered counts per status, kept in the transactions that store a lead or
  // change its status, so that its first page counts nothing (at 100,000 leads, counting took
  // PostgreSQL's newest page from 6 to 52-58 ms: docs/staff.md). Counted once here.
  sqlite: `
      CREATE TABLE lead_status_counts (
        status TEXT PRIMARY KEY,
        n      INTEGER NOT NULL CHECK (n >= 0)
      ) STRICT;
      INSERT INTO lead_status_counts (status, n)
      SELECT s.status, (SELECT count(*) FROM leads WHERE leads.status = s.status) FROM (
        SELECT 'new' AS status UNION ALL SELECT 'contacted' UNION ALL SELECT 'qualified'
        UNION ALL SELECT 'enrolled' UNION ALL SELECT 'won' UNION ALL SELECT 'lost'
      ) AS s;
    `,
  postgres: `
      CREATE TABLE lead_status_counts (
        status text PRIMARY KEY,
        n      integer NOT NULL CHECK (n >= 0)
      );
      INSERT INTO lead_status_counts (status, n)
      SELECT s.status, (SELECT count(*) FROM leads WHERE leads.status = s.status) FROM (
        VALUES ('new'), ('contacted'), ('qualified'), ('enrolled'), ('won'), ('lost')
      ) AS s (status);
    `,
};
