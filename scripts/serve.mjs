// Serves the production build of the whole site on this machine, as a deployment would, on the
// `serve` port plan (tools/apps.js): the site's server (the shell's files, every page rendered
// through the federation, sitemap, robots, feeds, /api proxied to the API), each remote as a
// static host with CORS, and the API with its SQLite database.
// A remote's host serves published/<name>, not its build folder: at start each remote's last build
// is published there (tools/deploy/publish.js: hashed files first, entries last); a new build goes
// live with `npm run deploy -w <app>`, after the deploy check.
// Env: PORT_BASE moves every port; API_PORT the API's alone; SERVE_SKIP=academy,... leaves apps
// out (to see failure isolation); SITE_ROOT serves the builds of another checkout; API_DB_PATH
// picks the database file; REMOTE_POLL_MS how often the server checks the remotes; the rendering
// server's other settings (docs/settings.md; TRUST_PROXY among them) pass through to it, and nothing else
// does: it runs as its own process (deploy/site-server-command.cjs) without the API's database or
// mail settings.
// LOG_LEVEL is its log level (default warn here). The processes run as one set
// (tools/run/supervisor.mjs): the API or the site's server, killed or crashed, is started again on
// its own; Ctrl+C lets requests in flight finish, then stops everything. Metrics for Prometheus, on
// loopback only: the site's server's and the API's on their port + 2500, the set's (restarts) on
// PORT_BASE + 3509 (docs/production.md, "Metrics").
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSupervisorMetrics } from '../tools/run/supervisor-metrics.mjs';
import { supervise } from '../tools/run/supervisor.mjs';

const require = createRequire(import.meta.url);
const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {
  apps,
  remotes,
  localOrigin,
  localSiteConfig,
  metricsPort,
  portPlan,
  supervisorMetricsPort,
} = require('../tools/apps.js');
const { publishPlan, copyHashed, copyEntries, pruneOldPublishes } = require('../tools/deploy/publish.js');
const { siteServerCommand, siteServerEnv } = require('../deploy/site-server-command.cjs');
const { proxyAddresses } = require('../tools/run/proxy-addresses.js');

const root = path.resolve(process.env.SITE_ROOT ?? here);
const ports = portPlan('serve');
const base = ports.apps.shell;
const apiPort = Number(process.env.API_PORT ?? ports.api);
const skip = new Set((process.env.SERVE_SKIP ?? '').split(',').filter(Boolean));

const serverBundle = path.join(root, 'shell', 'dist-server', 'server.js');
for (const app of apps) {
  if (!existsSync(path.join(root, app.dir, 'dist', 'index.html'))) {
    console.error(`${app.dir}/dist is missing: run "npm run build" first.`);
    process.exit(1);
  }
}
const { contentSecurityPolicy, pageSecurityHeaders, siteConfig, staticFileOptions } = require(serverBundle);
const publicOrigin = process.env.PUBLIC_ORIGIN || localOrigin(base);
const config = siteConfig(localSiteConfig(base));
const htmlHeaders = pageSecurityHeaders(contentSecurityPolicy(config, { devOrigins: true }));

let scratch;
const services = supervise({ cleanup: () => scratch && rmSync(scratch, { recursive: true, force: true }) });
const setMetrics = await serveSupervisorMetrics(services, { port: supervisorMetricsPort(base) });

/**
 * The site is not running yet, so there is nothing to check the builds against: each remote's last
 * build is published as `npm run deploy` would after its check.
 */
function publishLastBuild(app) {
  const dist = path.join(root, app.dir, 'dist');
  const plan = publishPlan(dist);
  const target = path.join(root, 'published', app.name);
  copyHashed(dist, target, plan.hashed);
  copyEntries(dist, target, plan.entries);
  pruneOldPublishes(target, plan);
  return target;
}

/** A remote's deployed location: its published files, readable from any origin. */
async function remoteHost(app) {
  const host = Fastify();
  host.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    // A remote's own page (its standalone frame) gets the site's HTML headers too.
    if (/^text\/html/.test(String(reply.getHeader('content-type') ?? ''))) reply.headers(htmlHeaders);
    return payload;
  });
  await host.register(fastifyStatic, staticFileOptions(publishLastBuild(app)));
  await host.listen({ port: ports.apps[app.name], host: 'localhost' });
  return host;
}

for (const app of remotes) {
  if (skip.has(app.name)) {
    console.log(`skipping ${app.name} (SERVE_SKIP)`);
    continue;
  }
  const host = await remoteHost(app);
  services.add(() => host.close());
  console.log(`${app.name.padEnd(9)} http://localhost:${ports.apps[app.name]}`);
}

// The rendering server calls the API from an address of its own, which the API trusts alone: a
// browser connects to the rendering server directly, and another process of this machine connects
// to the API from 127.0.0.1, which cannot name a visitor (tools/run/proxy-addresses.js).
const proxies = await proxyAddresses();
if (proxies.fallback)
  console.warn(
    'warning: 127.0.0.3 cannot be bound on this machine: the API trusts X-Forwarded-For from 127.0.0.1, any local process (tools/run/proxy-addresses.js says how to add the address)',
  );

const apiEntry = path.join(root, 'api', 'dist', 'server.js');
if (!skip.has('api') && existsSync(apiEntry)) {
  // Stopped after the site's server, whose requests in flight may still need it.
  const api = services.start('api', process.execPath, [apiEntry], {
    stage: 1,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort(apiPort)),
      // Its one client is the site's server, from its own address; TRUST_PROXY is the site
      // server's setting here (the proxies in front of it, none by default: browsers connect to it
      // directly).
      TRUST_PROXY: proxies.site,
      CORS_ORIGINS: process.env.CORS_ORIGINS ?? `${localOrigin(base)},http://127.0.0.1:${base}`,
    },
  });
  console.log(
    `api       http://localhost:${apiPort} (proxied at ${localOrigin(base)}/api; pid ${api.child.pid})`,
  );
}

// The rendering server: its own process, its own settings only, reading only what it serves (its
// site config is in a folder of this run's own).
scratch = mkdtempSync(path.join(os.tmpdir(), `site-serve-${base}-`));
const siteConfigFile = path.join(scratch, 'site-config.json');
writeFileSync(siteConfigFile, JSON.stringify(config));
const remoteKeys = process.env.REMOTE_KEYS ?? path.join(root, '.server-keys', 'trusted');
// Its state (the newest build of each remote), kept across restarts in the checkout's git-ignored
// .site-state/, one folder per port base: the one place it may write.
const stateDir = path.resolve(process.env.SITE_STATE_DIR ?? path.join(root, '.site-state', `serve-${base}`));
mkdirSync(stateDir, { recursive: true });
const { command, args } = siteServerCommand({
  root,
  modulesRoots: [root, here],
  readable: [siteConfigFile, remoteKeys],
  writable: [stateDir],
});
const site = services.start('the site server', command, args, {
  stdio: 'inherit',
  env: siteServerEnv(process.env, {
    PORT: base,
    HOST: 'localhost',
    METRICS_PORT: metricsPort(base),
    SHELL_DIST: path.join(root, 'shell', 'dist'),
    SITE_CONFIG: siteConfigFile,
    PUBLIC_ORIGIN: publicOrigin,
    REMOTE_KEYS: remoteKeys,
    SITE_STATE_DIR: stateDir,
    API_URL: `http://127.0.0.1:${apiPort}`,
    API_BIND_ADDRESS: proxies.site,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  }),
});
// A site's server that cannot start at all (a port in use, a broken build) is a fault to report,
// not to retry: the set stops.
try {
  await services.ready(site, `${localOrigin(base)}/healthz`);
} catch (error) {
  console.error(String(error));
  await services.stop(1);
}
console.log(`site      ${publicOrigin} (pid ${site.child.pid})`);
console.log(
  `metrics   http://127.0.0.1:${metricsPort(base)}/metrics (site), :${metricsPort(apiPort)} (api)${setMetrics ? `, :${setMetrics.port} (restarts)` : ''}`,
);
