import pg from 'pg';
import type { Database, PoolStats, Queryable, Row, SqlValue } from './sql';
import { classified, isPostgresUnavailable } from './unavailable';

export interface PostgresOptions {
  /** `postgres://user:password@host:port/database`. */
  url: string;
  /** Connections of this instance's pool. */
  poolMax?: number;
  /** The longest one statement may run, in ms (bounds the work any request can cause). */
  statementTimeoutMs?: number;
  /** Told when an idle connection fails (the server restarted): the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

/**
 * How long a statement may wait for a lock, and how long a transaction may sit idle between two
 * statements before the server ends its session, in ms. A transaction of the API only waits for
 * the database, so it is never idle for long; one held open longer is an instance that is frozen
 * (a stuck event loop, a paused VM), which must not hold the others up for more than this. The
 * idle limit is the shorter: a statement waiting for a frozen transaction's lock began waiting
 * after that transaction went idle, so it outlives it and goes on
 * (docs/decisions/0042-store-failures-and-stuck-instances.md).
 */
export const LOCK_TIMEOUT_MS = 2_000;
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 1_500;

/** PostgreSQL's text form of a timestamptz (`2026-11-26 19:04:00.123456+00`) as ISO 8601 UTC. */
export function isoFromTimestamptz(text: string): string {
  const match =
    /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d+))?([+-]\d{2})(?::?(\d{2}))?(?::\d{2})?$/.exec(text);
  if (!match) return new Date(text).toISOString();
  const [, day, time, fraction = '', hours, minutes = '00'] = match;
  const millis = `${fraction}000`.slice(0, 3);
  return new Date(`${day}T${time}.${millis}${hours}:${minutes}`).toISOString();
}

const TYPE_INT8 = 20;
const TYPE_TIMESTAMPTZ = 1184;

// Per pool, not pg's global parsers: ids and counts (bigint) as numbers (they stay far below
// 2^53), instants as the ISO strings the SQLite store holds too.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === TYPE_INT8) return (value: string) => Number(value);
    if (oid === TYPE_TIMESTAMPTZ) return isoFromTimestamptz;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/** The URL without its password, for logs. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString().replace(/:@/, '@');
  } catch {
    return 'postgres (unreadable URL)';
  }
}

/** A call of the driver: what fails because the server or the connection did is `StoreUnavailable`. */
async function driver<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw classified(error, isPostgresUnavailable);
  }
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  const rows = <T extends object>(text: string, params: readonly SqlValue[] = []) =>
    driver(
      async () => (await client.query<T & pg.QueryResultRow>({ text, values: [...params] })).rows as T[],
    );
  return {
    dialect: 'postgres',
    query: rows,
    one: async <T extends object>(text: string, params?: readonly SqlValue[]) =>
      (await rows<T>(text, params))[0],
    run: (text: string, params: readonly SqlValue[] = []) =>
      driver(async () => (await client.query({ text, values: [...params] })).rowCount ?? 0),
    script: (text: string) =>
      driver(async () => {
        await client.query(text);
      }),
  };
}

/**
 * PostgreSQL through node-postgres, behind the stores' common interface: a pool per instance,
 * every instance of the fleet on one database. A COMMIT returns once the server has written it
 * durably (the default `synchronous_commit = on`), so a 201 means the lead is stored.
 */
export class PostgresDatabase implements Database {
  readonly dialect = 'postgres' as const;
  readonly description: string;
  readonly pool: pg.Pool;
  private readonly direct: Queryable;
  private readonly poolMax: number;

  constructor(options: PostgresOptions) {
    this.description = describeUrl(options.url);
    this.poolMax = options.poolMax ?? 10;
    this.pool = new pg.Pool({
      connectionString: options.url,
      max: this.poolMax,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      statement_timeout: options.statementTimeoutMs ?? 10_000,
      // Instants are read and written in UTC whatever the server's setting; the two timeouts above.
      options: [
        '-c timezone=UTC',
        `-c lock_timeout=${LOCK_TIMEOUT_MS}`,
        `-c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_TIMEOUT_MS}`,
      ].join(' '),
      types,
    });
    // An idle connection that breaks (the server restarted) must not crash the process.
    this.pool.on('error', (error) => options.onIdleError?.(error));
    this.direct = queryable(this.pool);
  }

  query<T extends object = Row>(text: string, params?: readonly SqlValue[]): Promise<T[]> {
    return this.direct.query<T>(text, params);
  }

  one<T extends object = Row>(text: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    return this.direct.one<T>(text, params);
  }

  run(text: string, params?: readonly SqlValue[]): Promise<number> {
    return this.direct.run(text, params);
  }

  script(text: string): Promise<void> {
    return this.direct.script(text);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await driver(() => this.pool.connect());
    let broken = false;
    // The pool listens for errors only while a connection is idle: one that fails while it is
    // lent out between two statements (the server restarted, or ended a transaction left idle)
    // would otherwise be an uncaught 'error' event, and end the process.
    const onError = () => {
      broken = true;
    };
    client.on('error', onError);
    const tx = queryable(client);
    try {
      await tx.script('BEGIN');
      const value = await work(tx);
      await tx.script('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      client.removeListener('error', onError);
      // A connection that failed, or whose ROLLBACK did, is not given to the next caller.
      client.release(broken);
    }
  }

  poolStats(): PoolStats {
    return {
      max: this.poolMax,
      open: this.pool.totalCount,
      idle: this.pool.idleCount,
      waiting: this.pool.waitingCount,
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
