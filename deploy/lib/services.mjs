// The services, one set (tools/run/supervisor.mjs): any of them ending on its own is started again.
// Started in order: the API instances, then nginx, then the rendering servers (they read the
// remotes through nginx). Stopping: nginx first (SIGQUIT: it finishes the requests in flight), then
// the rendering servers (their form posts in flight may still need the API), then the API
// instances. The fleet's own PostgreSQL, when it is given none: started before the API instances,
// stopped after them, and started again like them when it dies (tools/run/postgres.js). The
// backups (backups.mjs), when scheduled: the first once every service answers, stopped with nginx.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveSupervisorMetrics } from '../../tools/run/supervisor-metrics.mjs';
import { supervise } from '../../tools/run/supervisor.mjs';
import { scheduleBackups } from './backups.mjs';
import { asUser } from './privileges.mjs';
import { fail } from './settings.mjs';

const require = createRequire(import.meta.url);
const { siteServerCommand, siteServerEnv } = require('../site-server-command.cjs');
const { metricsPort, supervisorMetricsPort } = require('../../tools/apps.js');

/** One of several instances: `api`, or `api 2` of several. */
const instanceName = (kind, i, all) => (all.length === 1 ? kind : `${kind} ${i + 1}`);

/**
 * Checks nginx's configuration, then starts every service and waits until each answers. Returns
 * the instances started (`{ service, port, metricsPort }`), the fleet's PostgreSQL, if it has its
 * own, and the supervisor's metrics listener (its port, or undefined when it could not start).
 * `env` is this script's environment: the API instances get it (the fleet's DATABASE_URL added).
 */
export async function startServices({ settings, env, prefix, confPath, siteConfigPath, user, syslog }) {
  const { root, fleet, skip, tls, nginxBinary, internalApiUrl } = settings;
  const nginxArgs = ['-p', `${prefix}/`, '-c', confPath, '-e', 'stderr'];

  // Checked before anything starts: a rejected configuration leaves nothing running.
  try {
    execFileSync(nginxBinary, [...nginxArgs, '-t', '-q'], { stdio: 'inherit', env: {}, ...asUser(user) });
  } catch {
    rmSync(prefix, { recursive: true, force: true });
    fail(`nginx rejected ${confPath} (see above)`);
  }

  const services = supervise({
    cleanup: () => {
      syslog?.close();
      rmSync(prefix, { recursive: true, force: true });
    },
  });

  // The fleet's own PostgreSQL, when it is given none: a service like the others, started again
  // when it dies, stopped last (stage 3, after the API instances that use it).
  let postgres;
  if (fleet && !env.DATABASE_URL && !skip.has('api')) {
    const { supervisePostgres } = require('../../tools/run/postgres.js');
    try {
      postgres = await supervisePostgres(services, {
        dir: path.resolve(env.FLEET_POSTGRES_DIR ?? path.join(root, 'api', 'data', 'postgres')),
        stage: 3,
      });
      env.DATABASE_URL = await postgres.createDatabase('site');
    } catch (error) {
      console.error(`The fleet's PostgreSQL did not start: ${error.message}`);
      await services.stop(1);
    }
  }

  // The set's own metrics (restarts per instance), and the free space of its PostgreSQL's disk.
  const supervisorMetrics = await serveSupervisorMetrics(services, {
    port: supervisorMetricsPort(settings.base),
    dataFolders: postgres ? [postgres.dir] : [],
  });

  /** The instances started, for the lines printed once everything answers. */
  const instances = [];

  /**
   * The proxies each service believes X-Forwarded-For from (decision 0041): the APIs nginx's and
   * the rendering servers' addresses (tools/run/proxy-addresses.js), the rendering servers nginx's;
   * TRUST_PROXY adds a proxy in front of nginx (a load balancer) to both.
   */
  const trusted = (...own) =>
    [...own, ...(env.TRUST_PROXY ?? '').split(',')]
      .map((a) => a.trim())
      .filter(Boolean)
      .join(',');

  /** An API instance: this script's environment (its database, mail, limits), plus its own port. */
  function startApi(port, i) {
    const service = services.start(
      instanceName('api', i, settings.apiPorts),
      process.execPath,
      [settings.apiEntry],
      {
        stage: 2,
        stdio: ['ignore', 'inherit', 'inherit'],
        // Each its own metrics listener, whatever METRICS_PORT the set was given.
        env: {
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          METRICS_PORT: String(metricsPort(port)),
          TRUST_PROXY: trusted(settings.proxies.nginx, settings.proxies.site),
        },
      },
    );
    instances.push({ service, port, metricsPort: metricsPort(port) });
    return service;
  }

  /**
   * A rendering server: its own settings only (no API database, no mail server), reading only what
   * it serves and writing only its state folder; nginx in front of it names the visitor.
   */
  function startSite(port, i) {
    const { command, args } = siteServerCommand({
      root,
      modulesRoots: [root, settings.checkout],
      readable: [siteConfigPath, settings.remoteKeys, ...(tls ? [tls.cert] : [])],
      writable: [settings.stateDir],
    });
    const service = services.start(instanceName('site', i, settings.sitePorts), command, args, {
      stage: 1,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: siteServerEnv(env, {
        PORT: port,
        HOST: '127.0.0.1',
        METRICS_PORT: metricsPort(port),
        SHELL_DIST: path.join(root, 'shell', 'dist'),
        SITE_CONFIG: siteConfigPath,
        API_URL: internalApiUrl,
        API_BIND_ADDRESS: settings.proxies.site,
        TRUST_PROXY: trusted(settings.proxies.nginx),
        SITE_STATE_DIR: settings.stateDir,
        PUBLIC_ORIGIN: settings.publicOrigin,
        REMOTE_KEYS: settings.remoteKeys,
        // The remotes are read through nginx at PUBLIC_ORIGIN: its certificate is trusted even when
        // it is a self-signed one (a CA's is trusted anyway).
        NODE_EXTRA_CA_CERTS: tls?.cert,
      }),
    });
    instances.push({ service, port, metricsPort: metricsPort(port) });
    return service;
  }

  try {
    // The API first, then nginx, then the rendering servers: they read the remotes through nginx.
    if (!skip.has('api')) {
      await Promise.all(
        settings.apiPorts.map((port, i) =>
          services.ready(startApi(port, i), `http://127.0.0.1:${port}/health`),
        ),
      );
    }
    // An empty environment: nginx reads only its configuration, and the set's secrets (SMTP_URL with
    // its password, DATABASE_URL) stay with the API that needs them.
    const nginx = services.start('nginx', nginxBinary, nginxArgs, {
      env: {},
      stopSignal: 'SIGQUIT',
      stdio: ['ignore', 'inherit', 'inherit'],
      ...asUser(user),
    });
    await services.ready(nginx, `${internalApiUrl}/site-config.json`);
    if (!skip.has('site')) {
      await Promise.all(
        settings.sitePorts.map((port, i) =>
          services.ready(startSite(port, i), `http://127.0.0.1:${port}/healthz`),
        ),
      );
      await services.ready(nginx, `${internalApiUrl}/healthz`);
    }
    // Once everything answers: the first backup is of the store the set starts with.
    if (settings.backupMinutes > 0) {
      const backups = scheduleBackups({ entry: settings.backupEntry, env, minutes: settings.backupMinutes });
      services.add(backups.stop, { stage: 0 });
    }
  } catch (error) {
    console.error(String(error));
    await services.stop(1);
  }
  return { instances, postgres, supervisorMetricsPort: supervisorMetrics?.port };
}
