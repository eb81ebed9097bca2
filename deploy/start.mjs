// `npm run serve:nginx`: the last build behind Debian's nginx, the way production runs it
// (docs/production.md). One origin on PORT_BASE (the ports: nginxPorts in tools/apps.js): nginx
// serves the shell's build and each remote's build (under /remotes/<name>/), proxies /api/ to the
// API instances and every page to the rendering servers, which reach the remotes through nginx and
// the API through nginx's internal listener. Each instance that dies is started again
// (tools/run/supervisor.mjs); nginx sends requests to the others meanwhile.
// Env: SITE_INSTANCES, API_INSTANCES (how many rendering servers and API instances, 1 to 9, default
// 1 each; every API instance gets this script's environment, DATABASE_URL or API_DB_PATH included,
// and its own PORT); PORT_BASE (SITE_PORT, API_PORT move the first rendering server's and API's
// port, the others follow); SITE_ROOT (serve the builds of another checkout); API_DB_PATH; PUBLIC_ORIGIN
// (the origin visitors type, default http://localhost:PORT_BASE); SITE_CONFIG (a site config file
// of your own instead of one pointing the remotes at this nginx); LISTEN (addresses nginx binds,
// comma-separated, default loopback); NGINX (the binary), NGINX_USER (whom nginx runs as when this
// is started as root, default nobody), NGINX_ACCESS_LOG (off, or a file; default stdout);
// ALLOWED_HOSTS (other host names to answer besides PUBLIC_ORIGIN's); the per-address limits
// NGINX_PAGE_RATE, NGINX_PAGE_BURST, NGINX_API_RATE, NGINX_API_BURST, NGINX_POST_RATE,
// NGINX_POST_BURST, NGINX_CONNECTIONS_PER_ADDRESS
// (docs/production.md); REMOTE_KEYS (the trusted keys; default this checkout's development keys,
// required with NODE_ENV=production);
// REMOTE_POLL_MS; SERVE_SKIP=site,api leaves those out (site: to see nginx's fallback page);
// TLS_CERT and TLS_KEY (PEM files nginx's user can read: the public listener speaks TLS, the
// origin defaults to https://localhost:PORT_BASE and must be https) and HTTP_PORT (a plain
// listener that only redirects to PUBLIC_ORIGIN; default 80 when PORT_BASE is 443, else none).
// `--fleet` (`npm run serve:fleet`): 3 rendering servers and 2 API instances by default, on
// PostgreSQL: DATABASE_URL, or without it a cluster of the fleet's own from Debian's binaries, kept
// in api/data/postgres (FLEET_POSTGRES_DIR moves it), as the API keeps its SQLite file, and
// supervised like every other instance (started again when it dies), and backed up at start and
// hourly (`npm run backup -w api`'s program; BACKUP_INTERVAL_MINUTES sets the interval, 0 none, and
// schedules backups of any store, BACKUP_DIR and BACKUP_KEEP_* as the tool reads them).
// Its parts (deploy/lib/): settings.mjs (the environment, checked), privileges.mjs (whom nginx runs
// as), site-config.mjs, access-log.mjs, nginx-conf.mjs (the template filled in), services.mjs (the
// set of services, supervised, each with its metrics listener on its port + 2500, the set's own on
// base+3509), backups.mjs (the backups' schedule), prometheus-conf.mjs (Prometheus's scrape
// configuration of this set).
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openAccessLog } from './lib/access-log.mjs';
import { writeNginxConf } from './lib/nginx-conf.mjs';
import { nginxPrefix, unprivilegedUser } from './lib/privileges.mjs';
import { writePrometheusConf } from './lib/prometheus-conf.mjs';
import { startServices } from './lib/services.mjs';
import { checkInstalled, readSettings } from './lib/settings.mjs';
import { siteConfigFile } from './lib/site-config.mjs';

const require = createRequire(import.meta.url);
const { proxyAddresses } = require('../tools/run/proxy-addresses.js');
const env = process.env;
// The addresses nginx and the rendering servers connect from: each service trusts its proxy's
// X-Forwarded-For alone (tools/run/proxy-addresses.js, decision 0041).
const settings = { ...readSettings(env, process.argv), proxies: await proxyAddresses() };
checkInstalled(settings);
if (settings.proxies.fallback)
  console.warn(
    'warning: 127.0.0.2 and 127.0.0.3 cannot be bound here: the services trust X-Forwarded-For from 127.0.0.1, any local process',
  );
mkdirSync(settings.stateDir, { recursive: true });
const { publicOrigin, internalApiUrl, fleet, skip } = settings;

const user = unprivilegedUser(env);
const prefix = nginxPrefix(settings.base, user);

// The rendering server's build: its site config defaults, its page policy (nginx's fallback page
// gets the same) and its loopback names are nginx's too.
const site = require(settings.siteEntry);
const { file: siteConfigPath, config } = siteConfigFile({
  env,
  prefix,
  publicOrigin,
  siteConfig: site.siteConfig,
});
const { accessLog, syslog } = await openAccessLog(env.NGINX_ACCESS_LOG);
const confPath = writeNginxConf({ settings, env, prefix, accessLog, site, siteConfigPath, config });

const { instances, postgres, supervisorMetricsPort } = await startServices({
  settings,
  env,
  prefix,
  confPath,
  siteConfigPath,
  user,
  syslog,
});

// Printed once every service answers on its own port: the nginx suite's harness waits for this
// line before it sends nginx anything (e2e/support/nginx.ts).
console.log(`site      ${publicOrigin} (nginx${user ? ` as ${user.name}` : ''}, config ${confPath})`);
for (const { service, port } of instances)
  console.log(`          ${service.name} 127.0.0.1:${port} (pid ${service.child.pid})`);
console.log(`          the rendering servers call the API through ${internalApiUrl}`);
if (fleet)
  console.log(
    `          store: PostgreSQL ${postgres ? `of the fleet's own (${postgres.dir}, port ${postgres.port}, pid ${postgres.service.child.pid}): ${postgres.url('site')}` : 'at DATABASE_URL'}`,
  );
if (settings.backupMinutes)
  console.log(`          backups at start and every ${settings.backupMinutes} min (BACKUP_INTERVAL_MINUTES)`);
// Each process's metrics, on loopback only (docs/production.md, "Metrics and alerts").
const metrics = [
  ...instances.map(({ service, metricsPort }) => `${service.name} :${metricsPort}`),
  ...(supervisorMetricsPort ? [`the set :${supervisorMetricsPort}`] : []),
];
console.log(`          metrics on 127.0.0.1: ${metrics.join(', ')}`);
console.log(
  `          Prometheus's configuration for this set: ${writePrometheusConf({ settings, prefix })}`,
);
if (skip.size) console.log(`          left out (SERVE_SKIP): ${[...skip].join(', ')}`);
