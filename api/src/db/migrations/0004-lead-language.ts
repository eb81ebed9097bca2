import type { Migration } from './migration';

export const migration: Migration = {
  version: 4,
  name: 'the language each lead came in',
  // The language of the page the form was on ('en' or 'ur', issue 23). Every lead stored before
  // came from an English page: the default fills their rows.
  sqlite: `
      ALTER TABLE project_requests ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'));
      ALTER TABLE enrollments ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'));
    `,
  postgres: `
      ALTER TABLE project_requests ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'));
      ALTER TABLE enrollments ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'));
    `,
};
