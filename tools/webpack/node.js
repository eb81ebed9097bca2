// The builds for Node: what the site's rendering server runs.
const path = require('node:path');
const { UniversalFederationPlugin } = require('@module-federation/node');
const { CONTENT_HASH } = require('../hashed-files');
const { assetRule, resolveOptions, tsRule } = require('./base');
const { PublishPlugin } = require('./plugins/publish-plugin');
const { SignServerCodePlugin } = require('./plugins/sign-server-code-plugin');

/** A federated build for Node: a remote's server build, or the shell's render worker. */
function nodeConfig({ name, dir, production, entry, federation, configName, outputDir, sign = false }) {
  return {
    name: configName,
    mode: production ? 'production' : 'development',
    context: dir,
    entry,
    target: false,
    devtool: false,
    output: {
      path: path.join(dir, outputDir),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: `server/[name].${CONTENT_HASH}.js`,
      uniqueName: `${name}_server`,
      library: { type: 'commonjs-module' },
      clean: false,
    },
    resolve: resolveOptions(dir),
    module: { rules: [tsRule(dir), assetRule({ emit: false })] },
    plugins: [
      new UniversalFederationPlugin(federation),
      ...(production ? [new PublishPlugin()] : []),
      // After PublishPlugin: it signs the build PublishPlugin has just recorded.
      ...(production && sign ? [new SignServerCodePlugin(name)] : []),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** A remote's server build, beside its browser build so that image URLs resolve to the same files. */
function remoteServerConfig({ name, dir, production, exposes, shared }) {
  return nodeConfig({
    name,
    dir,
    production,
    entry: {},
    configName: 'server',
    outputDir: 'dist',
    sign: true,
    federation: {
      name,
      isServer: true,
      filename: 'remoteEntry.server.js',
      library: { type: 'commonjs-module' },
      remoteType: 'script',
      exposes,
      shared,
      manifest: false,
      dts: false,
    },
  });
}

/** The host's render worker: it loads the remotes' server builds at run time. */
function renderWorkerConfig({ name, dir, production, entry, shared }) {
  return nodeConfig({
    name,
    dir,
    production,
    entry: { render: entry },
    configName: 'render',
    // Not public: the shell's server code stays off its static files.
    outputDir: 'dist-server',
    federation: {
      name: `${name}_server`,
      isServer: true,
      remotes: {},
      library: { type: 'commonjs-module' },
      remoteType: 'script',
      shared,
      manifest: false,
      dts: false,
      experiments: { asyncStartup: true },
    },
  });
}

/** The site's HTTP server (Fastify): plain Node, its packages loaded from node_modules. */
function serverMainConfig({ dir, production, entry }) {
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { server: entry },
    target: 'node20',
    devtool: false,
    output: {
      path: path.join(dir, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: false,
    },
    // .tsx too: a workspace package it bundles may have React modules behind its entry (@site/router).
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    externals: [
      ({ request }, callback) =>
        /^[a-z@][^:]*$/i.test(request) && !request.startsWith('@site/')
          ? callback(null, `commonjs ${request}`)
          : callback(),
    ],
    module: { rules: [tsRule(dir)] },
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { remoteServerConfig, renderWorkerConfig, serverMainConfig };
