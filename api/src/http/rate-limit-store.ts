import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from '../db/sql';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * `@fastify/rate-limit`'s store on the API's database, so that a client's limit holds across
 * every instance of the API (docs/decisions/0031-shared-limits-and-idempotency.md): one row per client and
 * route, counting within a fixed window. PostgreSQL keeps the rows in an UNLOGGED table (counters,
 * not records); on SQLite the count joins the group commit of its moment.
 */
export function databaseRateLimitStore(db: Database, now: () => number = Date.now) {
  const increment = async (key: string, windowMs: number) => {
    const at = now();
    const row = await db.transaction((tx) =>
      tx.one<{ count: number; reset_at: number }>(
        `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.reset_at <= $3 THEN 1 ELSE rate_limits.count + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= $3 THEN $2 ELSE rate_limits.reset_at END
         RETURNING count, reset_at`,
        [key, at + windowMs, at],
      ),
    );
    if (!row) throw new Error('The rate limit row was not written.');
    return { current: row.count, ttl: Math.max(0, row.reset_at - at) };
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options; the window comes with each count.
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    /** The plugin passes each route's window (ms) as the third argument. */
    incr(key: string, callback: Callback, timeWindow = 60_000): void {
      increment(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Each limited route counts on its own (the two lead endpoints separately).
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route = routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } };
      const method = String(route.routeInfo?.method ?? '');
      return new DatabaseRateLimitStore(
        undefined,
        `${method} ${String(route.routeInfo?.url ?? routeOptions.path)}:`,
      );
    }
  };
}
