// What deploy/start.mjs is given (its environment, listed in its header, and --fleet), read once
// and checked: a setting that cannot be used, a missing build or a missing nginx stops the script
// with a line saying why.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** The checkout holding this script (SITE_ROOT may serve the builds of another). */
const checkout = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { apps, localOrigin, nginxPorts } = require('../../tools/apps.js');
const { nginxPaths } = require('../../tools/run/nginx.js');

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The settings, in the order they are checked; the builds and nginx are checked by checkInstalled. */
export function readSettings(env, argv) {
  const root = path.resolve(env.SITE_ROOT ?? checkout);
  const fleet = argv.includes('--fleet');
  /** The instance counts: whole numbers from the environment (nginxPorts says which it has ports for). */
  const count = (name) =>
    env[name] ? Number(env[name]) : fleet ? { SITE_INSTANCES: 3, API_INSTANCES: 2 }[name] : 1;
  let ports;
  try {
    ports = nginxPorts(undefined, {
      siteInstances: count('SITE_INSTANCES'),
      apiInstances: count('API_INSTANCES'),
    });
  } catch (error) {
    fail(error.message);
  }
  const base = ports.nginx;
  /** The instances' ports: the plan's, or from SITE_PORT / API_PORT on. */
  const from = (first, plan) => (first ? plan.map((_, i) => Number(first) + i) : plan);
  const sitePorts = from(env.SITE_PORT, ports.sites);
  const apiPorts = from(env.API_PORT, ports.apis);
  /** The rendering servers reach the API through nginx's internal listener, whatever the count. */
  const internalApiUrl = `http://127.0.0.1:${ports.internal}`;
  const tls = tlsSettings(env, base);
  const publicOrigin = originOf(env.PUBLIC_ORIGIN || localOrigin(base, { https: !!tls }));
  if (tls && !publicOrigin.startsWith('https:'))
    fail(`With TLS_CERT and TLS_KEY, PUBLIC_ORIGIN must be https:// (got ${publicOrigin}).`);
  const remoteKeys = path.resolve(env.REMOTE_KEYS || path.join(root, '.server-keys', 'trusted'));
  const skip = new Set((env.SERVE_SKIP ?? '').split(',').filter(Boolean));
  const { binary: nginxBinary, brotliModule, mimeTypes } = nginxPaths(env);
  const siteEntry = path.join(root, 'shell', 'dist-server', 'server.js');
  const apiEntry = path.join(root, 'api', 'dist', 'server.js');
  const backupEntry = path.join(root, 'api', 'dist', 'cli', 'backup.js');
  const backupMinutes = skip.has('api') ? 0 : backupInterval(env, fleet);
  // The rendering servers' own folder (the newest build of each remote, kept across restarts): the
  // one place they may write (deploy/site-server-command.cjs).
  const stateDir = path.resolve(env.SITE_STATE_DIR || path.join(root, '.site-state', `nginx-${base}`));

  // The checkout's development keys are in every clone: in production they would let anyone sign a
  // remote's server code. The rendering server refuses to start without REMOTE_KEYS there; so must
  // the script that would otherwise hand it those keys.
  if (env.NODE_ENV === 'production' && !env.REMOTE_KEYS)
    fail(
      "NODE_ENV=production needs REMOTE_KEYS, the folder of the remotes' trusted public keys (docs/ssr.md): this checkout's development keys are not trusted in production.",
    );

  return {
    checkout,
    root,
    fleet,
    base,
    internalPort: ports.internal,
    sitePorts,
    apiPorts,
    internalApiUrl,
    tls,
    publicOrigin,
    remoteKeys,
    skip,
    nginxBinary,
    brotliModule,
    mimeTypes,
    siteEntry,
    apiEntry,
    backupEntry,
    backupMinutes,
    stateDir,
    listenHosts: listenHosts(env),
  };
}

/**
 * BACKUP_INTERVAL_MINUTES: minutes between backups of the API's store, 0 for none. By default a
 * fleet on a cluster of its own backs it up hourly (the cluster is this script's to keep); a store
 * given by DATABASE_URL, or the SQLite file of serve:nginx, is backed up by whoever owns it (the
 * production timer), unless this is set.
 */
function backupInterval(env, fleet) {
  const raw = env.BACKUP_INTERVAL_MINUTES?.trim();
  if (!raw) return fleet && !env.DATABASE_URL ? 60 : 0;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || minutes < 0)
    fail(`BACKUP_INTERVAL_MINUTES must be a whole number of minutes, 0 for none (got "${raw}").`);
  return minutes;
}

/** Stops the script unless every build it serves and nginx are there. */
export function checkInstalled({ root, siteEntry, apiEntry, backupEntry, backupMinutes, skip, nginxBinary }) {
  for (const app of apps) {
    if (!existsSync(path.join(root, app.dir, 'dist', 'index.html')))
      fail(`${app.dir}/dist is missing: run "npm run build" first.`);
  }
  if (!existsSync(siteEntry)) fail(`${siteEntry} is missing: run "npm run build" first.`);
  if (!skip.has('api') && !existsSync(apiEntry)) fail(`${apiEntry} is missing: run "npm run build" first.`);
  if (backupMinutes > 0 && !existsSync(backupEntry))
    fail(`${backupEntry} is missing: run "npm run build" first.`);
  if (!existsSync(nginxBinary)) {
    fail(
      `nginx is not at ${nginxBinary}: apt-get install -y nginx libnginx-mod-http-brotli-static (or set NGINX).`,
    );
  }
}

/** An origin as written in PUBLIC_ORIGIN (a trailing slash allowed), or a stop naming it. */
function originOf(value) {
  try {
    return new URL(value).origin;
  } catch {
    return fail(`PUBLIC_ORIGIN must be an origin such as https://www.codenest.pk (got "${value}").`);
  }
}

/** TLS_CERT and TLS_KEY, both or neither, as absolute paths of files that exist; HTTP_PORT. */
function tlsSettings(env, base) {
  if (!env.TLS_CERT && !env.TLS_KEY) {
    if (env.HTTP_PORT) fail('HTTP_PORT redirects to TLS: it needs TLS_CERT and TLS_KEY.');
    return undefined;
  }
  if (!env.TLS_CERT || !env.TLS_KEY) fail('TLS needs both TLS_CERT and TLS_KEY (PEM files).');
  const [cert, key] = [env.TLS_CERT, env.TLS_KEY].map((file) => path.resolve(file));
  for (const file of [cert, key]) if (!existsSync(file)) fail(`${file} does not exist.`);
  const httpPort = env.HTTP_PORT ? Number(env.HTTP_PORT) : base === 443 ? 80 : undefined;
  if (httpPort !== undefined && !(Number.isInteger(httpPort) && httpPort > 0 && httpPort < 65536))
    fail(`HTTP_PORT must be a port number (got "${env.HTTP_PORT}").`);
  return { cert, key, httpPort };
}

/** The addresses nginx binds (LISTEN), by default loopback: IPv4, and IPv6 where the host has it. */
function listenHosts(env) {
  return (
    env.LISTEN ??
    (Object.values(os.networkInterfaces())
      .flat()
      .some((address) => address?.address === '::1')
      ? '127.0.0.1,[::1]'
      : '127.0.0.1')
  )
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
}
