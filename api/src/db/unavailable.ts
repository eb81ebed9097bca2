/**
 * A store that cannot be reached, or fails in the middle of a request, is not a bug: the API
 * answers it 503 with Retry-After, and the visitor is told that our server is briefly unavailable
 * (docs/decisions/0042-store-failures-and-stuck-instances.md). Each adapter turns the failures of its driver's
 * calls that are the store's, not the statement's, into `StoreUnavailable`; everything else (a
 * syntax error, a constraint, a missing table, an exception of our own code) stays what it is, and
 * a 500.
 */
export class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The store is unavailable: ${messageOf(cause) ?? String(cause)}`, { cause });
    this.name = 'StoreUnavailable';
  }
}

/**
 * An error's message. Not `instanceof Error`: Node's own errors (a refused connection) come from
 * another realm than the code's under Jest, and would not be recognized.
 */
function messageOf(error: unknown): string | undefined {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** `error` as `StoreUnavailable` when `isUnavailable` says so, else unchanged. */
export function classified(error: unknown, isUnavailable: (error: unknown) => boolean): unknown {
  return error instanceof StoreUnavailable || !isUnavailable(error) ? error : new StoreUnavailable(error);
}

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/**
 * PostgreSQL's SQLSTATEs that say the server, not the statement, failed (Appendix A of its
 * manual): a class, or one condition.
 */
const POSTGRES_UNAVAILABLE = [
  /^08/, // connection exception
  /^53/, // insufficient resources: disk full, out of memory, too many connections
  /^58/, // system error: I/O
  /^57P0[1-3]$/, // admin_shutdown, crash_shutdown, cannot_connect_now (starting, recovering)
  /^57014$/, // query_canceled: statement_timeout
  /^55P03$/, // lock_not_available: lock_timeout
  /^40001$|^40P01$/, // serialization_failure, deadlock_detected
  /^25P03$/, // idle_in_transaction_session_timeout (this connection's transaction was ended)
  /^25006$/, // read_only_sql_transaction: a standby, during a failover
];

/** A server's error carries a five-character SQLSTATE; Node's own errors carry `ECONNREFUSED`… */
const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/**
 * Whether an error of a pg call is the store's: any error that is not the server's answer to the
 * statement (no SQLSTATE: a connection refused, reset or ended, a pool that timed out or is closed,
 * a protocol fault), or the server's answer of a transient condition.
 */
export function isPostgresUnavailable(error: unknown): boolean {
  if (error instanceof StoreUnavailable) return true;
  if (messageOf(error) === undefined) return false;
  const code = codeOf(error);
  if (!isSqlState(code)) return true;
  return POSTGRES_UNAVAILABLE.some((pattern) => pattern.test(code));
}

/** SQLite's primary result codes (an extended one starts with its primary: `SQLITE_IOERR_WRITE`). */
const SQLITE_UNAVAILABLE = [
  'SQLITE_BUSY', // another process holds the lock past busy_timeout
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
  'SQLITE_FULL',
  'SQLITE_CANTOPEN',
  'SQLITE_NOMEM',
  'SQLITE_PROTOCOL',
  'SQLITE_READONLY', // the file or its folder made read-only, a moved file
];

/** Whether an error of a better-sqlite3 call is the file's, not the statement's. */
export function isSqliteUnavailable(error: unknown): boolean {
  if (error instanceof StoreUnavailable) return true;
  const code = codeOf(error);
  return (
    typeof code === 'string' &&
    SQLITE_UNAVAILABLE.some((primary) => code === primary || code.startsWith(`${primary}_`))
  );
}
