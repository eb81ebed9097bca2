/**
 * One step of the schema's history, in both stores' dialects side by side: one file per version in
 * this folder (`0008-what-it-does.ts`), listed in order by `index.ts`. A migration is never edited
 * once released: a change is a new file. `db/migrations.test.ts` holds each version's fingerprint
 * (its SQL byte for byte, indentation included) and checks that both stores' schemas match after
 * every version (`testing/schema/`); `docs/api.md` ("Adding a migration") says how to add one.
 */
export interface Migration {
  version: number;
  /** Recorded in `schema_migrations` with the version. */
  name: string;
  /** Several statements, run as one script in the migration's transaction. */
  sqlite: string;
  postgres: string;
}
