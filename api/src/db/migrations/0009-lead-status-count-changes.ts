import type { Migration } from './migration';

export const migration: Migration = {
  version: 9,
  name: 'the inbox: counts per status kept as changes',
  // Version 7's one row per status was updated by every stored lead: a transaction holding the
  // row of 'new' (an instance frozen before its COMMIT) held every other instance's leads up to the
  // lock timeout. A change of a count is now a row of its own, appended and never updated, so no
  // two leads lock the same row; a count is the sum of its status' rows, which housekeeping folds
  // into one row per status now and then (db/status-counts.ts,
  // docs/decisions/0042-store-failures-and-stuck-instances.md). The counts as they stand are the
  // first rows.
  sqlite: `
      CREATE TABLE lead_status_count_changes (
        status TEXT NOT NULL CHECK (status IN ('new', 'contacted', 'qualified', 'enrolled', 'won', 'lost')),
        n      INTEGER NOT NULL
      ) STRICT;
      INSERT INTO lead_status_count_changes (status, n)
      SELECT status, n FROM lead_status_counts WHERE n <> 0;
      DROP TABLE lead_status_counts;
    `,
  postgres: `
      CREATE TABLE lead_status_count_changes (
        status text NOT NULL CHECK (status IN ('new', 'contacted', 'qualified', 'enrolled', 'won', 'lost')),
        n      integer NOT NULL
      );
      INSERT INTO lead_status_count_changes (status, n)
      SELECT status, n FROM lead_status_counts WHERE n <> 0;
      DROP TABLE lead_status_counts;
    `,
};
