/**
 * The differences between the two stores' schemas that are meant, each with its reason, in the
 * words compareSchemas() writes them. The schema comparison (db/migrations.test.ts) fails on any
 * other difference, and on an entry here that no longer happens.
 */
export interface KnownDifference {
  difference: string;
  why: string;
}

export const knownDifferences: readonly KnownDifference[] = [
  {
    difference: 'table leads_search: only in sqlite',
    why:
      "The inbox search's trigram index (migration 5). SQLite's is an FTS5 virtual table with the " +
      'trigram tokenizer, keyed by the lead id; PostgreSQL indexes leads.search itself.',
  },
  {
    difference: 'trigger leads_search_insert on leads: only in sqlite',
    why: 'Keeps the FTS5 table filled as leads are stored (migration 5); a PostgreSQL index keeps itself.',
  },
  {
    difference: 'index leads_search on leads: only in postgres',
    why:
      "PostgreSQL's trigram index: GIN with pg_trgm's operators on leads.search (migration 5). Made " +
      'only where the server lets the database owner create pg_trgm; without it, the search scans.',
  },
  {
    difference: 'extension pg_trgm: only in postgres',
    why: "The trigram operators of PostgreSQL's search index (migration 5); SQLite's FTS5 is built in.",
  },
  {
    difference: 'table rate_limits: sqlite table; postgres unlogged table',
    why:
      'Counters, not records (migration 5): PostgreSQL does not write them to its WAL, so a crash ' +
      'loses them, which only forgives a few requests. SQLite has no such table.',
  },
];

/** The differences this list does not explain. */
export function unexplained(differences: readonly string[], known = knownDifferences): string[] {
  return differences.filter((difference) => !known.some((entry) => entry.difference === difference));
}
