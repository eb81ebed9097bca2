// The site's five front-end apps, listed once for the build, the local servers, the dev servers
// and the tests. Ports are offsets from a base: `npm start` serves on 3000–3004, the dev servers
// (`npm run dev`) on 3100–3104, so a dev remote can run beside a started site without a clash.
const apps = [
  { name: 'shell', dir: 'shell', offset: 0 },
  { name: 'marketing', dir: 'marketing-mfe', offset: 1 },
  { name: 'academy', dir: 'academy-mfe', offset: 2 },
  { name: 'content', dir: 'content-mfe', offset: 3 },
  { name: 'accounts', dir: 'accounts-mfe', offset: 4 },
];

const remotes = apps.filter((app) => app.name !== 'shell');

const SERVE_PORT_BASE = 3000;
const DEV_PORT_BASE = 3100;

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

module.exports = { apps, remotes, SERVE_PORT_BASE, DEV_PORT_BASE, localSiteConfig };
