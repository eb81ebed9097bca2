// The browser build of an app: what visitors download.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { CONTENT_HASH } = require('../hashed-files');
const { assetRule, resolveOptions, tsRule } = require('./base');
const { devServerConfig } = require('./dev-server');
const { ClientAssetsPlugin } = require('./plugins/client-assets-plugin');
const { CopyPublicPlugin } = require('./plugins/copy-public-plugin');
const { PublishPlugin } = require('./plugins/publish-plugin');
const { PublishRoutesPlugin } = require('./plugins/publish-routes-plugin');
const { RetryChunksPlugin } = require('./plugins/retry-chunks');
const { WordChunksPlugin } = require('./plugins/word-chunks');
const { eagerly, sharedConfig } = require('./shared-modules');
const { loadTs } = require('../load-ts');

const { REMOTE_ENTRY_FILE } = loadTs(require.resolve('@site/federation/contract'));

/** The page a remote runs alone in (`npm run dev -w <remote>`): a root for the standalone frame. */
function standalonePage(name) {
  const title = `${name[0].toUpperCase()}${name.slice(1)} (standalone)`;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // No icon to fetch: the frame's console stays clean.
    '<link rel="icon" href="data:,">',
    `<title>${title}</title></head><body><div id="root"></div></body></html>`,
  ].join('');
}

/**
 * @param {object} options
 * @param {'host' | 'remote'} options.role
 * @param {object} [options.declaration] a remote's declaration (src/remote.ts)
 * @param {Record<string, string>} options.exposes a remote's exposed modules (none for the host)
 */
function clientConfig({ name, dir, role, exposes, declaration, production }) {
  const isHost = role === 'host';
  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    // No eval in development either: a dev remote also runs inside the deployed site's page, whose
    // Content-Security-Policy has no 'unsafe-eval' (docs/decisions/0008-dev-build-without-eval.md).
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // The shell is served at the site root; a remote's files are found relative to its entry.
      publicPath: isHost ? '/' : 'auto',
      // Entry files keep a stable name (served no-cache, revalidated by ETag): the federation
      // runtime module cannot resolve a content hash in the entry's name. Chunks are immutable.
      filename: '[name].js',
      chunkFilename: production ? `[name].${CONTENT_HASH}.js` : '[name].js',
      uniqueName: name,
      // Hashed files of earlier builds stay for visitors of the previous version (PublishPlugin).
      clean: false,
    },
    resolve: resolveOptions(dir),
    module: { rules: [tsRule(dir), assetRule({ emit: true })] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        // The page registers each remote by this file beside its manifest (@site/federation).
        filename: REMOTE_ENTRY_FILE,
        exposes,
        // Remotes are registered at run time from the site config, never baked in here.
        remotes: {},
        // The shell's copies go into its entry (eager): on a slow network every request costs a
        // round trip, and the page needs all of them at once. Remotes keep theirs lazy (they use
        // the shell's).
        shared: isHost && production ? eagerly(sharedConfig(dir)) : sharedConfig(dir),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // In production one copy of the federation runtime serves the page: the shell provides
        // it and the remotes' entries use it (≈24 KB brotli less per remote). Dev servers keep
        // their own runtime so that each remote also runs alone.
        ...(production
          ? {
              experiments: isHost
                ? {
                    provideExternalRuntime: true,
                    // The page registers the remotes' entries, not their manifests: no manifest
                    // reader (the snapshot plugin) in the runtime, 1.3 KB brotli (decision 0022).
                    optimization: { target: 'web', disableSnapshot: true },
                  }
                : { externalRuntime: true },
              // And one copy of the bundler runtime (the functions that load shared and exposed
              // modules): the shell hands it to the remotes' entries (docs/decisions/0022).
              ...(isHost
                ? { runtimePlugins: [path.join(__dirname, 'runtime', 'provide-bundler-runtime.js')] }
                : {}),
            }
          : {}),
      }),
      new HtmlWebpackPlugin({
        // The shell's page is its own; a remote's is the bare frame it runs alone in (dev server).
        ...(isHost
          ? { template: path.join(dir, 'public', 'index.html') }
          : { templateContent: standalonePage(name) }),
        scriptLoading: 'defer',
        inject: 'head',
        minify: production,
      }),
      new CopyPublicPlugin(path.join(dir, 'public')),
      // The plugin that hands the runtime to the remotes is wired in as CommonJS, which pulled
      // in the runtime core a second time (CommonJS beside the ES build the bundler runtime
      // uses, ≈11 KB brotli). Its ES build imports the same copy.
      new webpack.NormalModuleReplacementPlugin(
        /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
        (resource) => {
          resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
        },
      ),
      ...(!isHost && production
        ? [
            new webpack.NormalModuleReplacementPlugin(
              /webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
              path.join(__dirname, 'runtime', 'bundler-runtime-from-host.js'),
            ),
          ]
        : []),
      ...(isHost
        ? [new ClientAssetsPlugin()]
        : [new PublishRoutesPlugin(declaration), new WordChunksPlugin(), new RetryChunksPlugin()]),
      ...(production ? [new PublishPlugin()] : []),
    ],
    optimization: {
      // Keep the federation runtime in the entry so a remote's entry stays one file.
      runtimeChunk: false,
      // No separate LICENSE.txt per chunk: they would pile up across kept builds.
      minimizer: [new TerserPlugin({ extractComments: false })],
      // A remote's page is one file unless its pages share more than this (raw): a shared chunk
      // of a few KB costs a first visit more (its own request, worse compression) than it saves a
      // second page, which has the remote's entry cached anyway.
      ...(isHost ? {} : { splitChunks: { minSize: 30_000 } }),
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: devServerConfig({ name, role, declaration }),
  };
}

module.exports = { clientConfig };
