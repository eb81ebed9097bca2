import pg from 'pg';
import type { Database, PoolStats, Queryable, Row, SqlValue } from './sql';

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

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  const rows = async <T extends object>(text: string, params: readonly SqlValue[] = []) =>
    (await client.query<T & pg.QueryResultRow>({ text, values: [...params] })).rows as T[];
  return {
    dialect: 'postgres',
    query: rows,
    one: async <T extends object>(text: string, params?: readonly SqlValue[]) =>
      (await rows<T>(text, params))[0],
    run: async (text: string, params: readonly SqlValue[] = []) =>
      (await client.query({ text, values: [...params] })).rowCount ?? 0,
    script: async (text: string) => {
      await client.query(text);
    },
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
      // Instants are read and written in UTC whatever the server's setting.
      options: '-c timezone=UTC',
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
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const value = await work(queryable(client));
      await client.query('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      // A connection whose ROLLBACK failed is not given to the next caller.
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
