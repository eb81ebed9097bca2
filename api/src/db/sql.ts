/**
 * The API's two stores behind one small interface (docs/decisions/0030-two-stores-one-interface.md):
 * SQLite (better-sqlite3), the embedded default of `npm start` and the tests, and PostgreSQL (pg),
 * the store of the fleet and of production. Repositories write their SQL once, with PostgreSQL's
 * `$1, $2…` parameters, in the large common dialect of both; the few statements that differ ask
 * `db.dialect`. Values cross as JavaScript strings, numbers and null: instants are ISO 8601 UTC
 * strings in both stores (text in SQLite, `timestamptz` in PostgreSQL, read back as the same
 * strings), integers are numbers, and there are no booleans (a nullable instant says it instead).
 */

export type Dialect = 'sqlite' | 'postgres';

/** What a statement may be given: booleans and undefined are refused, not guessed. */
export type SqlValue = string | number | null;

export type Row = Record<string, unknown>;

/** Statements, inside a transaction or not. */
export interface Queryable {
  readonly dialect: Dialect;
  /** The rows a statement returns (a SELECT, or any statement with RETURNING). */
  query<T extends object = Row>(text: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** The first row, or undefined. */
  one<T extends object = Row>(text: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a statement that returns no rows; resolves with the number of rows it changed. */
  run(text: string, params?: readonly SqlValue[]): Promise<number>;
  /** Several statements without parameters, as one text (a migration). */
  script(text: string): Promise<void>;
}

/** The connections of one instance, for its metrics: a PostgreSQL pool, or SQLite's one connection. */
export interface PoolStats {
  /** The most connections it opens. */
  max: number;
  /** Connections open now. */
  open: number;
  /** Open connections doing nothing. */
  idle: number;
  /** Callers waiting for a connection (SQLite: statements waiting for their turn). */
  waiting: number;
}

export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction: committed (durably) when it resolves, rolled back when it
   * throws. `work` must only use `tx` and must not wait for anything but the database (no network,
   * no hashing): a transaction holds the SQLite file's write lock, a PostgreSQL connection.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Where it is, for logs: the file, or the server and database without the password. */
  readonly description: string;
  /** Its connections now (the metrics' `db_pool_*`). */
  poolStats(): PoolStats;
  /** Waits for the statements in flight, then closes the file or the pool. */
  close(): Promise<void>;
}

/**
 * The statement's error when a UNIQUE or PRIMARY KEY constraint refused a row, in either store
 * (SQLite: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; PostgreSQL: 23505).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** `LIKE` that ignores case in both stores (SQLite's LIKE already does, for ASCII). */
export function ilike(dialect: Dialect): string {
  return dialect === 'postgres' ? 'ILIKE' : 'LIKE';
}

/** Escapes `%`, `_` and `\` for a LIKE pattern written with `ESCAPE '\'`. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
