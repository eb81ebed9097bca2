import { statfs } from 'node:fs/promises';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/sql';
import { outboxStats, type OutboxStats } from '../mail/outbox-stats';

/**
 * The outbox (`lead_mail_outbox_*`), read from the store at each scrape (two indexed statements:
 * mail/outbox-stats.ts), whether the store answered (`api_store_up`), and this instance's
 * connections (`db_pool_*`). One read of the outbox per scrape, shared by its gauges.
 */
export function observeStore(db: Database, registry: Registry): void {
  // First: prom-client collects in this order, and the pool must be seen before the scrape's own
  // outbox query takes a connection (or SQLite's turn).
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The most store connections this instance opens (SQLite: 1).',
    registers: [registry],
    collect() {
      this.set(db.poolStats().max);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Store connections open, by state (busy, idle).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { open, idle } = db.poolStats();
      this.set({ state: 'busy' }, open - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_clients',
    help: 'Queries waiting for a store connection (SQLite: for their turn on its one connection).',
    registers: [registry],
    collect() {
      this.set(db.poolStats().waiting);
    },
  });

  let reading: Promise<OutboxStats | undefined> | undefined;
  const read = () => {
    reading ??= outboxStats(db)
      .catch(() => undefined)
      .finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };
  new Gauge({
    name: 'api_store_up',
    help: "1 when the store answered this scrape's outbox query, 0 when it did not.",
    registers: [registry],
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'lead_mail_outbox_mails',
    help: 'Lead mails by state: pending (not tried yet), retrying (failed, tried again), given_up (a person must look).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const stats = await read();
      this.reset();
      if (!stats) return;
      this.set({ state: 'pending' }, stats.pending);
      this.set({ state: 'retrying' }, stats.retrying);
      this.set({ state: 'given_up' }, stats.givenUp);
    },
  });
  new Gauge({
    name: 'lead_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest lead mail still to send (pending or retrying); 0 when none is.',
    registers: [registry],
    async collect() {
      const stats = await read();
      this.reset();
      if (!stats) return;
      const at = stats.oldestWaitingAt ? Date.parse(stats.oldestWaitingAt) : undefined;
      this.set(at === undefined ? 0 : Math.max(0, (Date.now() - at) / 1000));
    },
  });
}

/**
 * The free and total bytes of the filesystem holding `folder` (SQLite's file), at each scrape:
 * node_exporter may not run on the host, and a full disk fails every lead.
 */
export function observeDataFolder(folder: string, registry: Registry): void {
  let reading: Promise<{ free: number; size: number } | undefined> | undefined;
  const read = () => {
    reading ??= statfs(folder)
      .then((stats) => ({ free: stats.bavail * stats.bsize, size: stats.blocks * stats.bsize }))
      .catch(() => undefined)
      .finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };
  new Gauge({
    name: 'data_folder_free_bytes',
    help: 'Bytes free for this process on the filesystem of its data folder.',
    labelNames: ['folder'] as const,
    registers: [registry],
    async collect() {
      const disk = await read();
      this.reset();
      if (disk) this.set({ folder }, disk.free);
    },
  });
  new Gauge({
    name: 'data_folder_size_bytes',
    help: 'Size of the filesystem of its data folder.',
    labelNames: ['folder'] as const,
    registers: [registry],
    async collect() {
      const disk = await read();
      this.reset();
      if (disk) this.set({ folder }, disk.size);
    },
  });
}
