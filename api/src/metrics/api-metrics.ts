import path from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Database } from '../db/sql';
import { observeDataFolder, observeStore } from './store-metrics';

/**
 * The API's metrics (docs/production.md, "Metrics"): the process's own (`process_*`, `nodejs_*`),
 * the outbox, the store and its connections, and, for SQLite, its folder's free space. The
 * requests and sign-ins are counted where they happen (http-metrics.ts, sign-in-metrics.ts) into
 * this registry. Served by the metrics listener (server.ts), never on the API's own port.
 */
export function createApiMetrics(db: Database, sqliteFile: string | null): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  observeStore(db, registry);
  if (sqliteFile) observeDataFolder(path.dirname(sqliteFile), registry);
  return registry;
}
