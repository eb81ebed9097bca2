// One webpack configuration for all five front-end apps, so they build the same way. Each app's
// webpack.config.js calls createConfig with its name, folder and role:
//   role 'remote'  its declaration is src/remote.ts (exposes and routes.json come from it); it
//                  builds twice into its one dist/ folder: for browsers (client.js) and for the
//                  site's rendering server (node.js), which loads it over HTTP from the same place;
//   role 'host'    the shell: its browser build, its render worker and the site's HTTP server.
// Pieces: base.js (rules, resolution), shared-modules.js (what the apps share at run time),
// client.js, dev-server.js, node.js, plugins/.
const path = require('node:path');
const { loadTs } = require('../load-ts');
const { clientConfig } = require('./client');
const { remoteServerConfig, renderWorkerConfig, serverMainConfig } = require('./node');
const { sharedConfig } = require('./shared-modules');

/**
 * @param {object} options
 * @param {string} options.name federation name (shell, marketing, academy, content, accounts)
 * @param {string} options.dir the app's folder (__dirname)
 * @param {'host' | 'remote'} options.role
 * @param {{ server: string, render: string }} [options.server] the host only: the entries of the
 *   site's HTTP server and of its render worker
 */
function createConfig({ name, dir, role, server }) {
  if (role !== 'host' && role !== 'remote')
    throw new Error(`${name}: role must be 'host' or 'remote' (got ${JSON.stringify(role)})`);
  if (role === 'host' && !server) throw new Error(`${name}: a host names its server entries (server)`);
  const declaration = role === 'remote' ? loadTs(path.join(dir, 'src', 'remote.ts')) : undefined;
  const { exposesOf } = loadTs(require.resolve('@site/federation/routes'));
  const exposes = declaration ? exposesOf(declaration) : {};
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const client = clientConfig({ name, dir, role, exposes, declaration, production });
    // The dev servers run the browser build only (client-side rendering).
    if (process.env.WEBPACK_SERVE) return client;
    const shared = sharedConfig(dir);
    if (role === 'remote') {
      const remoteServer = remoteServerConfig({ name, dir, production, exposes, shared });
      return [client, { ...remoteServer, dependencies: ['client'] }];
    }
    const render = renderWorkerConfig({ name, dir, production, entry: server.render, shared });
    return [
      client,
      { ...render, dependencies: ['client'] },
      serverMainConfig({ dir, production, entry: server.server }),
    ];
  };
}

module.exports = { createConfig };
