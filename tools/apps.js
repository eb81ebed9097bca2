// The site's five front-end apps and every port anything runs on, listed once for the build, the
// local servers, the dev servers, the nginx setup, the tests and the measurement scripts.
//
// One port plan, from one base (PORT_BASE, default 3000):
//   npm start / npm run serve   the site (shell) on base, the remotes on base+1…base+4, the API on base+1000
//   npm run dev                 the same plan moved up by 100: base+100…base+104, the API on base+1100
//   npm run serve:nginx         nginx on base, the rendering servers behind it from base+1, the APIs from
//                               base+1000, nginx's internal listener for the rendering servers on base+1009
//   metrics (loopback only)     each rendering server's and API's on its own port + 2500, the
//                               supervisor's on base+3509 (docs/production.md, "Metrics")
// so a started site and the dev servers run side by side, and PORT_BASE moves every port of both.
// Runs that start a site of their own (the e2e suites, the measurement scripts) use the same plan
// from a base of their own (PORT_BASES), so that none collides with another or with `npm start`.
const apps = [
  { name: 'shell', dir: 'shell', offset: 0 },
  { name: 'marketing', dir: 'marketing-mfe', offset: 1 },
  { name: 'academy', dir: 'academy-mfe', offset: 2 },
  { name: 'content', dir: 'content-mfe', offset: 3 },
  { name: 'accounts', dir: 'accounts-mfe', offset: 4 },
];

const remotes = apps.filter((app) => app.name !== 'shell');

/** The default base of each kind of run, and the variable that moves it. */
const PORT_BASES = {
  /** `npm start`, `npm run serve`, `npm run dev`, `npm run serve:nginx`, a site server alone. */
  site: { variable: 'PORT_BASE', base: 3000 },
  /** The Playwright suite (e2e/playwright.config.ts); its extra sites use offsets from it. */
  e2e: { variable: 'E2E_PORT_BASE', base: 5000 },
  /** The Playwright suite through nginx (e2e/playwright.nginx.config.ts). */
  e2eNginx: { variable: 'E2E_NGINX_PORT_BASE', base: 5600 },
  /** The measurement scripts (`--port-base`; each takes the next free base in steps of 10). */
  lighthouse: { variable: undefined, base: 6100 },
  benchSsr: { variable: undefined, base: 6150 },
  benchInteractive: { variable: undefined, base: 6200 },
  benchAbuse: { variable: undefined, base: 6250 },
  benchFleet: { variable: undefined, base: 6300 },
};
const DEFAULT_PORT_BASE = PORT_BASES.site.base;
/** The dev servers' plan is the started site's, moved up by this much. */
const DEV_OFFSET = 100;
/** The API's port, from the first port of its plan. */
const API_OFFSET = 1000;
/** Under nginx, the first rendering server's port, from nginx's (the base). */
const NGINX_SITE_OFFSET = 1;
/**
 * Under nginx, rendering servers and API instances at most: each kind takes consecutive ports, so
 * runs whose bases are 10 apart (the e2e suites' extra sites, the measurement scripts) never collide.
 */
const NGINX_MAX_INSTANCES = 9;
/**
 * A process's metrics listener (loopback only): its own port plus this. Every run's ports lie in
 * base…base+9 and base+1000…base+1009 (and the dev plan's base+100…, base+1100), runs 10 apart; +2500
 * puts the metrics in base+2500… and base+3500…, clear of every default base's ports
 * (apps.test.ts checks it).
 */
const METRICS_OFFSET = 2500;
/** The highest port a run uses: its supervisor's metrics listener. */
const HIGHEST_OFFSET = API_OFFSET + NGINX_MAX_INSTANCES + METRICS_OFFSET;

/**
 * The port base of this run: `variable` (PORT_BASE) from the environment, or the default of its
 * kind of run (3000 for PORT_BASE).
 */
function portBase(env = process.env, variable = 'PORT_BASE') {
  const kind = Object.values(PORT_BASES).find((entry) => entry.variable === variable);
  if (!kind) throw new Error(`${variable} is not a port base (tools/apps.js, PORT_BASES)`);
  const raw = env[variable]?.trim();
  if (!raw) return kind.base;
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1024 || base + HIGHEST_OFFSET > 65535)
    throw new Error(
      `${variable} must be a whole number from 1024 to ${65535 - HIGHEST_OFFSET} (got "${raw}")`,
    );
  return base;
}

/**
 * Every port of one way of running the site: `serve` (`npm start`, `npm run serve`) or `dev`
 * (`npm run dev`, `npm run dev -w <app>`). `apps.shell` is the site's port.
 */
function portPlan(mode, base = portBase()) {
  if (mode !== 'serve' && mode !== 'dev') throw new Error(`Unknown port plan "${mode}"`);
  const first = mode === 'dev' ? base + DEV_OFFSET : base;
  return {
    apps: Object.fromEntries(apps.map((app) => [app.name, first + app.offset])),
    api: first + API_OFFSET,
  };
}

/**
 * The ports of `npm run serve:nginx`: nginx (the one public port), each rendering server (`sites`,
 * from base+1) and each API instance (`apis`, from base+1000), and nginx's internal listener on
 * loopback that the rendering servers call the API through (`internal`, base+1009). The first
 * instance of each keeps the port a single one always had.
 */
function nginxPorts(base = portBase(), { siteInstances = 1, apiInstances = 1 } = {}) {
  for (const [name, count] of Object.entries({ SITE_INSTANCES: siteInstances, API_INSTANCES: apiInstances }))
    if (!Number.isInteger(count) || count < 1 || count > NGINX_MAX_INSTANCES)
      throw new Error(`${name} must be a whole number from 1 to ${NGINX_MAX_INSTANCES} (got "${count}")`);
  const consecutive = (first, count) => Array.from({ length: count }, (_, i) => first + i);
  return {
    nginx: base,
    sites: consecutive(base + NGINX_SITE_OFFSET, siteInstances),
    apis: consecutive(base + API_OFFSET, apiInstances),
    internal: base + API_OFFSET + NGINX_MAX_INSTANCES,
  };
}

/** The metrics listener of the rendering server or API instance listening on `port` (loopback only). */
function metricsPort(port) {
  return port + METRICS_OFFSET;
}

/**
 * The supervisor's metrics listener (`npm start`'s and the nginx setup's): nginx's internal
 * listener's port plus METRICS_OFFSET, base+3509, free in both plans.
 */
function supervisorMetricsPort(base = portBase()) {
  return base + HIGHEST_OFFSET;
}

/** The colours of `npm run dev`'s log prefixes, app by app in the list's order; the API's is gray. */
const DEV_COLORS = ['blue', 'magenta', 'green', 'yellow', 'cyan'];

/**
 * `npm run dev`'s processes (scripts/dev.mjs, with concurrently): each app's dev server, then the
 * API's, each with the name and colour its lines are prefixed with.
 */
function devProcesses() {
  return [
    ...apps.map((app, index) => ({
      name: app.name,
      command: `npm run dev -w ${app.dir}`,
      prefixColor: DEV_COLORS[index % DEV_COLORS.length],
    })),
    { name: 'api', command: 'npm run dev -w api', prefixColor: 'gray' },
  ];
}

/**
 * The origin of a site on this machine, which PUBLIC_ORIGIN defaults to: `http://localhost:<port>`,
 * https when it speaks TLS. The port is the site's: by default the port base's, where `npm start`
 * puts the shell and `npm run serve:nginx` puts nginx (PORT_BASE moves it).
 */
function localOrigin(port = portPlan('serve').apps.shell, { https = false } = {}) {
  return `${https ? 'https' : 'http'}://localhost:${port}`;
}

/**
 * Where each remote of a local deployment is: the remotes of the `serve` plan on `host`
 * (`localSiteConfig(base)`), or under one origin (`localSiteConfig({ under: origin })`, the nginx
 * setup's /remotes/<name>/). Only the remotes: every other key of the site config keeps its
 * default (`siteConfig` in @site/site).
 */
function localSiteConfig(where, host = 'localhost') {
  const manifest =
    typeof where === 'number'
      ? (remote) => `http://${host}:${portPlan('serve', where).apps[remote.name]}/mf-manifest.json`
      : (remote) => `${where.under.replace(/\/$/, '')}/remotes/${remote.name}/mf-manifest.json`;
  return { remotes: Object.fromEntries(remotes.map((remote) => [remote.name, manifest(remote)])) };
}

module.exports = {
  apps,
  remotes,
  PORT_BASES,
  DEFAULT_PORT_BASE,
  DEV_OFFSET,
  API_OFFSET,
  NGINX_MAX_INSTANCES,
  METRICS_OFFSET,
  portBase,
  portPlan,
  nginxPorts,
  metricsPort,
  supervisorMetricsPort,
  localOrigin,
  localSiteConfig,
  devProcesses,
};
