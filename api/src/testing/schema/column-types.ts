import type { Dialect } from '../../db/sql';

/**
 * The one mapping between the two dialects' column types: each canonical type and how each
 * dialect declares it. SQLite's INTEGER is 64-bit, so both PostgreSQL widths map to it (bigint for
 * ids and what may grow, integer for small counts: PostgreSQL's choice alone). A type no entry
 * names stays as the store wrote it and shows as a difference: add its pair here when a migration
 * needs a new type.
 */
export const columnTypes = {
  integer: { sqlite: ['INTEGER'], postgres: ['bigint', 'integer'] },
  text: { sqlite: ['TEXT'], postgres: ['text'] },
  instant: { sqlite: ['TEXT'], postgres: ['timestamp with time zone'] },
} as const satisfies Record<string, Record<Dialect, readonly string[]>>;

/**
 * SQLite has no type for an instant: it holds the ISO 8601 string in TEXT (db/sql.ts), so its
 * description cannot tell an instant from text. The schema's names do: every instant's column is
 * named `…_at` (or `at`, or `…_until`), and no text column is. A SQLite TEXT column so named is an
 * instant; a PostgreSQL timestamptz column not so named, or a text one so named, is then a
 * difference, which keeps the naming rule true in both dialects.
 */
export const INSTANT_COLUMN = /(?:^|_)(?:at|until)$/;

/** The canonical type of a column of `dialect` declared as `declared`. */
export function canonicalType(dialect: Dialect, declared: string, column: string): string {
  const matching = Object.entries(columnTypes)
    .filter(([, spelling]) => (spelling[dialect] as readonly string[]).includes(declared))
    .map(([type]) => type);
  if (matching.includes('instant') && matching.includes('text')) {
    return INSTANT_COLUMN.test(column) ? 'instant' : 'text';
  }
  return matching[0] ?? `${dialect} ${declared || '(no type)'}`;
}
