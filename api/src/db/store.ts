import { PostgresDatabase } from './postgres';
import type { Database } from './sql';
import { SqliteDatabase } from './sqlite';

/** Which store the API uses: PostgreSQL when `databaseUrl` is set, else the SQLite file. */
export interface StoreConfig {
  /** `DATABASE_URL` (postgres://…), or null for SQLite. */
  databaseUrl: string | null;
  /** `API_DB_PATH`: the SQLite file. */
  dbPath: string;
  /** `DATABASE_POOL_MAX`: PostgreSQL connections per instance. */
  poolMax: number;
}

export interface OpenStoreOptions {
  /** SQLite: open an existing file read-only (the staff tool's listing). */
  readonly?: boolean;
  /** SQLite: false = the file must exist (tools that do not create databases). */
  create?: boolean;
  /** Told when an idle PostgreSQL connection fails. */
  onIdleError?: (error: Error) => void;
}

export function openStore(config: StoreConfig, options: OpenStoreOptions = {}): Database {
  if (config.databaseUrl) {
    return new PostgresDatabase({
      url: config.databaseUrl,
      poolMax: config.poolMax,
      ...(options.onIdleError ? { onIdleError: options.onIdleError } : {}),
    });
  }
  return new SqliteDatabase(config.dbPath, options);
}
