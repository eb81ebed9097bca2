// `node shell/dist-server/server.js`: the site's server on its own, configured by the environment
// (a production deployment; locally, scripts/serve.mjs starts it with the remotes and the API).
import path from 'node:path';
// The repository's list of apps and ports (tools/apps.js) lives outside every app's src/.
// eslint-disable-next-line no-restricted-imports
import { localOrigin, localSiteConfig, metricsPort, portBase, portPlan } from '../../../tools/apps';
import { parsePublicOrigin } from './public-origin';
import { createSiteServer } from './server';
import {
  LOG_LEVELS,
  SITE_SERVER_DEFAULTS as DEFAULTS,
  type LogLevel,
  type SiteServerOptions,
} from './server-options';

export { createSiteServer, type SiteServerOptions } from './server';
// For the scripts that serve the builds beside it (scripts/serve.mjs, deploy/start.mjs): the same
// site config defaults, static file headers and page policy (nginx's fallback page too), and the
// site's paths (nginx's access log keeps no query string of the staff's).
export { paths, siteConfig } from '@site/site';
export { staticCacheHeaders, staticFileOptions } from './static-files';
export { contentSecurityPolicy, pageSecurityHeaders, sitePolicy, strictTransportSecurity } from './security';
export { LOOPBACK } from './public-origin';
// nginx's 503 while no API answers says what this server's /api proxy says.
export { serverUnavailableIn } from '@site/leads';

/** A whole number from the environment, at least `min`, with a message naming the setting. */
function number(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0) {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}").`);
  return value;
}

/** A comma-separated setting as its items. */
const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Where it listens: PORT, else the site's port of a local `npm start` (tools/apps.js, PORT_BASE). */
function portFromEnv(env: NodeJS.ProcessEnv): number {
  return number(env, 'PORT', portPlan('serve', portBase(env)).apps.shell);
}

/**
 * The public origin: required in production (NODE_ENV=production), where it decides every URL
 * the site writes and the only Host it answers; elsewhere http://localhost:<PORT>.
 */
function publicOriginFromEnv(env: NodeJS.ProcessEnv): string {
  if (env.PUBLIC_ORIGIN) return parsePublicOrigin(env.PUBLIC_ORIGIN.replace(/\/$/, ''));
  if (env.NODE_ENV === 'production')
    throw new Error('PUBLIC_ORIGIN must be set in production, e.g. PUBLIC_ORIGIN=https://www.codenest.pk.');
  return localOrigin(portFromEnv(env));
}

/**
 * The trusted keys of the remotes' teams: required in production; elsewhere the development keys
 * the local builds make (.server-keys/trusted at the root of the checkout this bundle belongs to).
 */
function remoteKeysFromEnv(env: NodeJS.ProcessEnv): string {
  if (env.REMOTE_KEYS) return path.resolve(env.REMOTE_KEYS);
  if (env.NODE_ENV === 'production')
    throw new Error("REMOTE_KEYS must name the folder of the remotes' public keys in production.");
  return path.resolve(__dirname, '..', '..', '.server-keys', 'trusted');
}

/** METRICS_PORT: a port, `off` (none), or by default this server's port + 2500 (tools/apps.js). */
function metricsPortFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  if (env.METRICS_PORT === 'off') return undefined;
  if (env.METRICS_PORT) return number(env, 'METRICS_PORT', 0);
  const port = portFromEnv(env);
  return port === 0 ? 0 : metricsPort(port);
}

/** Options from the environment; see the table of settings in docs/settings.md. */
export function optionsFromEnv(env = process.env): SiteServerOptions {
  const shellDir = path.resolve(__dirname, '..');
  // Without settings: the ports of a local `npm start` (tools/apps.js; PORT_BASE moves them).
  const ports = portPlan('serve', portBase(env));
  return {
    shellDist: env.SHELL_DIST ?? path.join(shellDir, 'dist'),
    renderBundle: path.join(__dirname, 'render.js'),
    // Without a config file: the remotes of a local `npm start`.
    siteConfig: env.SITE_CONFIG || localSiteConfig(ports.apps.shell),
    publicOrigin: publicOriginFromEnv(env),
    remoteKeys: remoteKeysFromEnv(env),
    allowedHosts: list(env.ALLOWED_HOSTS),
    rollbackAllowed: list(env.REMOTE_ROLLBACK),
    ...(env.SITE_STATE_DIR ? { stateDir: path.resolve(env.SITE_STATE_DIR) } : {}),
    apiUrl: env.API_URL ?? `http://127.0.0.1:${ports.api}`,
    ...(env.API_BIND_ADDRESS ? { apiBindAddress: env.API_BIND_ADDRESS } : {}),
    trustProxy: list(env.TRUST_PROXY),
    pollMs: number(env, 'REMOTE_POLL_MS', DEFAULTS.pollMs, 1),
    remoteTimeoutMs: number(env, 'REMOTE_TIMEOUT_MS', DEFAULTS.remoteTimeoutMs, 1),
    renderTimeoutMs: number(env, 'RENDER_TIMEOUT_MS', DEFAULTS.renderTimeoutMs, 1),
    renderQueue: {
      concurrency: number(env, 'RENDER_CONCURRENCY', DEFAULTS.renderQueue.concurrency, 1),
      maxQueued: number(env, 'RENDER_QUEUE_MAX', DEFAULTS.renderQueue.maxQueued, 0),
      maxWaitMs: number(env, 'RENDER_QUEUE_WAIT_MS', DEFAULTS.renderQueue.maxWaitMs, 1),
    },
    cache: {
      // 0: no page cache, every request renders (to measure renders: npm run bench:ssr).
      maxEntries: number(env, 'PAGE_CACHE_ENTRIES', DEFAULTS.cache.maxEntries, 0),
      maxBytes: number(env, 'PAGE_CACHE_MB', DEFAULTS.cache.maxBytes / 1024 / 1024, 1) * 1024 * 1024,
    },
    formRefusals: {
      burst: number(env, 'FORM_REFUSALS_BURST', DEFAULTS.formRefusals.burst, 1),
      perMinute: number(env, 'FORM_REFUSALS_PER_MINUTE', DEFAULTS.formRefusals.perMinute, 1),
    },
    metricsPort: metricsPortFromEnv(env),
    logger: true,
    logLevel: logLevelFromEnv(env),
  };
}

function logLevelFromEnv(env: NodeJS.ProcessEnv): LogLevel {
  const level = env.LOG_LEVEL || DEFAULTS.logLevel;
  const known = LOG_LEVELS.find((name) => name === level);
  if (!known) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${level}").`);
  return known;
}

/** Stops on SIGTERM/SIGINT: requests in flight finish, new ones get 503, then the process exits. */
export function closeOnSignals(close: () => Promise<unknown>, timeoutMs = 10_000) {
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), timeoutMs).unref();
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// Run as `node shell/dist-server/server.js` (not when required by scripts/serve.mjs), also for
// another checkout's bundle (SITE_ROOT): its render worker, shell build and development keys are
// found beside it. Inside the webpack bundle `require.main === module` is never true, so the
// bundle's own path is compared.
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const server = createSiteServer(optionsFromEnv());
  server
    .then(async (site) => {
      closeOnSignals(() => site.close());
      await site.listen(portFromEnv(process.env), process.env.HOST ?? '127.0.0.1');
    })
    .catch((error: unknown) => {
      console.error('The site server could not start:', error);
      process.exit(1);
    });
}
