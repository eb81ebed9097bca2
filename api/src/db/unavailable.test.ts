import { classified, isPostgresUnavailable, isSqliteUnavailable, StoreUnavailable } from './unavailable';

/** An error as a driver throws it: a message and a code. */
const failure = (code: string | undefined, message = 'failed') =>
  Object.assign(new Error(message), code === undefined ? {} : { code });

describe('a PostgreSQL failure', () => {
  it.each([
    ['a connection refused (the server is down)', 'ECONNREFUSED'],
    ['a connection reset', 'ECONNRESET'],
    ['a connection that ended ("Connection terminated unexpectedly")', undefined],
    ['a pool that waited too long ("timeout exceeded when trying to connect")', undefined],
    ['connection_failure', '08006'],
    ['admin_shutdown (a fast stop, a terminated session)', '57P01'],
    ['crash_shutdown', '57P02'],
    ['cannot_connect_now (starting, recovering)', '57P03'],
    ['query_canceled (the statement timeout)', '57014'],
    ['lock_not_available (the lock timeout)', '55P03'],
    ['serialization_failure', '40001'],
    ['deadlock_detected', '40P01'],
    ['idle_in_transaction_session_timeout', '25P03'],
    ['read_only_sql_transaction (a standby)', '25006'],
    ['too_many_connections', '53300'],
    ['disk_full', '53100'],
    ['io_error', '58030'],
  ])('is the store’s: %s', (_what, code) => {
    expect(isPostgresUnavailable(failure(code))).toBe(true);
    expect(classified(failure(code), isPostgresUnavailable)).toBeInstanceOf(StoreUnavailable);
  });

  it.each([
    ['a syntax error', '42601'],
    ['a missing table', '42P01'],
    ['a unique violation', '23505'],
    ['a check violation', '23514'],
    ['a value of the wrong type', '22P02'],
    ['a wrong password (a setting, not an outage)', '28P01'],
    ['an internal error', 'XX000'],
  ])('is the statement’s: %s', (_what, code) => {
    const error = failure(code);
    expect(isPostgresUnavailable(error)).toBe(false);
    expect(classified(error, isPostgresUnavailable)).toBe(error);
  });
});

describe('an SQLite failure', () => {
  it.each([
    'SQLITE_BUSY',
    'SQLITE_BUSY_SNAPSHOT',
    'SQLITE_LOCKED',
    'SQLITE_IOERR',
    'SQLITE_IOERR_WRITE',
    'SQLITE_FULL',
    'SQLITE_CANTOPEN',
    'SQLITE_NOMEM',
    'SQLITE_READONLY_DBMOVED',
  ])('is the file’s: %s', (code) => {
    expect(isSqliteUnavailable(failure(code))).toBe(true);
  });

  it.each(['SQLITE_ERROR', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_MISMATCH', 'SQLITE_CORRUPT', undefined])(
    'is not: %s',
    (code) => {
      expect(isSqliteUnavailable(failure(code))).toBe(false);
    },
  );

  it('leaves our own code’s exceptions alone', () => {
    expect(isSqliteUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});

it('keeps the driver’s error as the cause, once', () => {
  const cause = failure('57P01', 'terminating connection due to administrator command');
  const error = classified(cause, isPostgresUnavailable) as StoreUnavailable;
  expect(error.cause).toBe(cause);
  expect(error.message).toBe('The store is unavailable: terminating connection due to administrator command');
  expect(classified(error, isPostgresUnavailable)).toBe(error);
});
