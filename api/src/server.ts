// The metrics listener, shared with the rendering server and the supervisor (docs/production.md).
import { listenForMetrics, type MetricsListener } from '../../tools/run/metrics-listener.js';
import { buildApp } from './app';
import { loadConfig } from './config';

/** Entry point: `node dist/server.js`, configured by the environment (docs/api.md). */
async function main() {
  const config = loadConfig();
  const { app, db, metrics } = await buildApp(config);
  let metricsListener: MetricsListener | undefined;

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out: exiting with requests still open');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    Promise.all([metricsListener?.close(), app.close()]).then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      store: `${db.dialect} ${db.description}`,
      corsOrigins: config.corsOrigins,
      rateLimitMax: config.rateLimitMax,
    },
    'leads API ready',
  );
  if (config.metricsPort === null) return;
  // Without its metrics the API still serves: the error is logged, and Prometheus sees it down.
  try {
    metricsListener = await listenForMetrics({
      port: config.metricsPort,
      metrics: () => metrics.metrics(),
      contentType: metrics.contentType,
    });
    app.log.info({ url: `http://127.0.0.1:${metricsListener.port}/metrics` }, 'metrics (loopback only)');
  } catch (error) {
    app.log.error({ err: error, port: config.metricsPort }, 'the metrics listener could not start');
  }
}

main().catch((error: unknown) => {
  console.error('The API could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
