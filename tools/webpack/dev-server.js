// `npm run dev -w <app>`: the app's dev server (webpack-dev-server, the browser build only).
const { localOrigin, localSiteConfig, portPlan } = require('../apps');

/** The page of the running site where a remote's first page is (a route without parameters). */
function firstPagePath(declaration) {
  const paths = Object.values(declaration.pages).flatMap((page) => page.routes.map((route) => route.path));
  return paths.find((p) => !p.includes(':')) ?? '/';
}

/**
 * The app's dev server on its port of the dev plan (tools/apps.js), which never collides with a
 * started site's. A remote's server also prints the URL that loads it into the running site
 * instead of the deployed remote (an override), with live reload through it; the host's proxies
 * /api to the dev API.
 */
function devServerConfig({ name, role, declaration }) {
  const ports = portPlan('dev');
  const port = ports.apps[name];
  return {
    port,
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: {
      overlay: { warnings: false, errors: true },
      // The reload socket is this server's, also when the code runs in the site's page.
      webSocketURL: `ws://localhost:${port}/ws`,
    },
    // The deployment settings the site's server gives the browser, for the dev ports.
    setupMiddlewares: (middlewares) => [
      {
        name: 'site-config',
        path: '/site-config.json',
        middleware: (_req, res) => res.json(localSiteConfig(ports.apps.shell)),
      },
      ...middlewares,
    ],
    ...(role === 'remote'
      ? {
          onListening: () => {
            // SITE_URL: the running site to open (default: a local `npm start`).
            const site = (process.env.SITE_URL || localOrigin()).replace(/\/$/, '');
            const manifest = `http://localhost:${port}/mf-manifest.json`;
            console.log(
              [
                '',
                `${name} alone, in a minimal frame:  http://localhost:${port}/`,
                `${name} in the running site (${site}), instead of the deployed ${name}:`,
                `  ${site}${firstPagePath(declaration)}?remote:${name}=${manifest}`,
                `  (remembered by the browser; ${site}/?remote:${name}= goes back to the deployed one)`,
                '',
              ].join('\n'),
            );
          },
        }
      : { proxy: [{ context: ['/api'], target: `http://127.0.0.1:${ports.api}` }] }),
  };
}

module.exports = { devServerConfig };
