// The supervisor's own metrics for Prometheus (docs/production.md, "Metrics"), on its loopback
// listener (tools/run/metrics-listener.js): whether each service runs, how often each was started
// again, the free space of the data folders it was given (the fleet's own PostgreSQL: the API
// cannot see that disk), and the supervisor process's own. `npm start` (scripts/serve.mjs) and the
// nginx setup (deploy/start.mjs) serve them.
import { statfs } from 'node:fs/promises';
import { createRequire } from 'node:module';
import client from 'prom-client';

const { listenForMetrics } = createRequire(import.meta.url)('./metrics-listener.js');

/** The free and total bytes of the filesystems of `folders`, read at each scrape. */
function observeDataFolders(folders, registry) {
  const read = () =>
    Promise.all(
      folders.map((folder) =>
        statfs(folder).then(
          (stats) => ({ folder, free: stats.bavail * stats.bsize, size: stats.blocks * stats.bsize }),
          () => undefined,
        ),
      ),
    );
  for (const [name, help, key] of [
    ['data_folder_free_bytes', 'Bytes free for this process on the filesystem of a data folder.', 'free'],
    ['data_folder_size_bytes', 'Size of the filesystem of a data folder.', 'size'],
  ])
    new client.Gauge({
      name,
      help,
      labelNames: ['folder'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const disk of await read()) if (disk) this.set({ folder: disk.folder }, disk[key]);
      },
    });
}

/**
 * Serves the metrics of `set` (a `supervise()` set) on 127.0.0.1:`port`, stopped with the set's
 * last stage. A port that cannot be had is logged, not fatal: the services matter more.
 * Resolves to the listener, or undefined.
 */
export async function serveSupervisorMetrics(set, { port, dataFolders = [] }) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  new client.Gauge({
    name: 'supervisor_service_up',
    help: 'Whether each supervised service runs (0 between an exit and its restart).',
    labelNames: ['service'],
    registers: [registry],
    collect() {
      for (const { name, up } of set.status()) this.set({ service: name }, up ? 1 : 0);
    },
  });
  const counted = new Map();
  new client.Counter({
    name: 'supervisor_service_restarts_total',
    help: 'Times each supervised service was started again after it exited on its own.',
    labelNames: ['service'],
    registers: [registry],
    collect() {
      for (const { name, restarts } of set.status()) {
        this.inc({ service: name }, restarts - (counted.get(name) ?? 0));
        counted.set(name, restarts);
      }
    },
  });
  if (dataFolders.length > 0) observeDataFolders(dataFolders, registry);
  try {
    const listener = await listenForMetrics({
      port,
      metrics: () => registry.metrics(),
      contentType: registry.contentType,
    });
    set.add(() => listener.close(), { stage: Number.MAX_SAFE_INTEGER });
    return listener;
  } catch (error) {
    console.error(`The supervisor's metrics listener could not start on 127.0.0.1:${port}: ${error.message}`);
    return undefined;
  }
}
