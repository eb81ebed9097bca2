import type { Queryable } from '../db/sql';
import { BackupRefused } from './files';

/** What the backups read a store with: a snapshot's connection, or a store. */
export type Reader = Pick<Queryable, 'dialect' | 'query'>;

/**
 * Tables whose rows are not backed up (their schema is): `rate_limits`, a minute's counters per
 * client address. A restore comes long after any window they count, and PostgreSQL already keeps
 * them out of its WAL (UNLOGGED: emptied by a crash); restoring them would only bring back
 * expired rows for the housekeeping to delete.
 */
export const EPHEMERAL_TABLES: readonly string[] = ['rate_limits'];

/** A table's name as an SQL identifier, in either store. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * The store's own tables, as the store lists them (not a list written here, so a new table is
 * backed up, counted and checked like the others). SQLite: its ordinary tables, without its
 * internal `sqlite_*` ones and the search index's (an FTS5 virtual table and its shadow tables,
 * which the file carries with it); PostgreSQL: the tables of the API's schema.
 */
export async function tableNames(reader: Reader): Promise<string[]> {
  const rows =
    reader.dialect === 'sqlite'
      ? await reader.query<{ name: string }>(
          "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
        )
      : await reader.query<{ name: string }>(
          'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
        );
  return rows.map((row) => row.name);
}

/** Rows per table. */
export async function countRows(reader: Reader, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = (
      await reader.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${quoteIdentifier(table)}`)
    )[0];
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** `leads 12, staff 1, …`: the tables with rows, most rows first; then how many are empty. */
export function describeCounts(counts: Record<string, number>): string {
  const entries = Object.entries(counts);
  const full = entries.filter(([, n]) => n > 0).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  const empty = entries.length - full.length;
  const listed = full.map(([table, n]) => `${table} ${n}`).join(', ');
  return [listed || 'no rows', empty > 0 ? `${empty} empty table${empty === 1 ? '' : 's'}` : '']
    .filter(Boolean)
    .join('; ');
}

/**
 * Refuses a store that is not empty, naming what is in it: a restore never mixes a backup with
 * rows already there (nor replaces them: that is for a person to decide, by moving them away).
 */
export async function checkEmpty(reader: Reader, where: string, advice: string): Promise<void> {
  const tables = await tableNames(reader);
  if (tables.length === 0) return;
  const counts = await countRows(reader, tables);
  throw new BackupRefused(
    `${where} is not empty: it has ${tables.length} table${tables.length === 1 ? '' : 's'} (${describeCounts(counts)}). A backup is restored into an empty store only: ${advice}`,
  );
}
