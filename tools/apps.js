// The site's five front-end apps and the ports everything runs on, listed once for the build, the
// local servers, the dev servers and the tests.
//
// One port plan, from one base (PORT_BASE, default 3000):
//   npm start / npm run serve   the site (shell) on base, the remotes on base+1…base+4, the API on base+1000
//   npm run dev                 the same plan moved up by 100: base+100…base+104, the API on base+1100
// so a started site and the dev servers run side by side, and PORT_BASE moves every port of both.
const apps = [
  { name: 'shell', dir: 'shell', offset: 0 },
  { name: 'marketing', dir: 'marketing-mfe', offset: 1 },
  { name: 'academy', dir: 'academy-mfe', offset: 2 },
  { name: 'content', dir: 'content-mfe', offset: 3 },
  { name: 'accounts', dir: 'accounts-mfe', offset: 4 },
];

const remotes = apps.filter((app) => app.name !== 'shell');

const DEFAULT_PORT_BASE = 3000;
/** The dev servers' plan is the started site's, moved up by this much. */
const DEV_OFFSET = 100;
/** The API's port, from the first port of its plan. */
const API_OFFSET = 1000;

/** The port base of this run: PORT_BASE from the environment, or 3000. */
function portBase(env = process.env) {
  const raw = env.PORT_BASE?.trim();
  if (!raw) return DEFAULT_PORT_BASE;
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1024 || base + DEV_OFFSET + API_OFFSET > 65535)
    throw new Error(
      `PORT_BASE must be a whole number from 1024 to ${65535 - DEV_OFFSET - API_OFFSET} (got "${raw}")`,
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

/** The local deployment's site config: each remote's manifest on this host at `portBase + offset`. */
function localSiteConfig(portBase, host = 'localhost') {
  return {
    remotes: Object.fromEntries(
      remotes.map((remote) => [remote.name, `http://${host}:${portBase + remote.offset}/mf-manifest.json`]),
    ),
    apiBaseUrl: '',
    allowRemoteOverrides: false,
  };
}

module.exports = {
  apps,
  remotes,
  DEFAULT_PORT_BASE,
  DEV_OFFSET,
  API_OFFSET,
  portBase,
  portPlan,
  localSiteConfig,
};
