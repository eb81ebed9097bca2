import type BetterSqlite3 from 'better-sqlite3';
import { schemaVersion } from '../db/migrate';
import type { Queryable, Row, SqlValue } from '../db/sql';
import { countRows, EPHEMERAL_TABLES, tableNames } from './tables';

/** What a backup of either store is made with, besides where it goes. */
export interface SnapshotOptions {
  /** SQLite: pages copied per turn of the event loop (the API's own writes go on between them). */
  pagesPerStep?: number;
  /**
   * Called with the store as the backup sees it (the same snapshot), before it is let go: what the
   * tests compare a restore with.
   */
  inSnapshot?: (snapshot: Queryable) => Promise<void>;
  /** Where PG_BIN is read (PostgreSQL's programs). */
  env?: NodeJS.ProcessEnv;
}

/** What a store's backup holds, read at its snapshot. */
export interface SnapshotFacts {
  schemaVersion: number;
  /** Rows per table, as the backup holds them (none for the ephemeral tables). */
  counts: Record<string, number>;
}

/** What was written: the backup's facts, its SHA-256 and size. */
export interface Made extends SnapshotFacts {
  sha256: string;
  bytes: number;
}

/** The facts of the snapshot `reader` stands in, then `inSnapshot`. */
export async function readSnapshot(reader: Queryable, options: SnapshotOptions): Promise<SnapshotFacts> {
  const version = await schemaVersion(reader);
  const counts = await countRows(reader, await tableNames(reader));
  for (const table of EPHEMERAL_TABLES) if (table in counts) counts[table] = 0;
  await options.inSnapshot?.(reader);
  return { schemaVersion: version, counts };
}

/**
 * A better-sqlite3 connection as a Queryable, for reading (a backup's snapshot, a file being
 * restored): statements run at once, on this connection, in whatever transaction it has open.
 * Their parameters are SQLite's own (`?`), unlike the stores' `$n`.
 */
export function sqliteReader(raw: BetterSqlite3.Database): Queryable {
  const query = async <T extends object = Row>(
    text: string,
    params: readonly SqlValue[] = [],
  ): Promise<T[]> => raw.prepare(text).all(...params) as T[];
  return {
    dialect: 'sqlite',
    query,
    one: async <T extends object = Row>(text: string, params?: readonly SqlValue[]) =>
      (await query<T>(text, params))[0],
    run: async (text: string, params: readonly SqlValue[] = []) => raw.prepare(text).run(...params).changes,
    script: async (text: string) => {
      raw.exec(text);
    },
  };
}
