// One webpack configuration for all five front-end apps, so they build the same way.
// Each app's webpack.config.js calls createConfig with its name, port and exposes.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const rootPkg = (name) => require(path.join(__dirname, '..', 'node_modules', name, 'package.json')).version;

/** Shared singletons (ARCHITECTURE.md). With React 19 the sub-paths must be shared too. */
function sharedSingletons() {
  const react = `^${rootPkg('react')}`;
  const reactDom = `^${rootPkg('react-dom')}`;
  const router = `^${rootPkg('react-router')}`;
  const single = (requiredVersion) => ({ singleton: true, requiredVersion });
  return {
    react: single(react),
    'react/': single(react),
    'react-dom': single(reactDom),
    'react-dom/': single(reactDom),
    'react-router': single(router),
    '@emotion/react': single(`^${rootPkg('@emotion/react')}`),
    '@emotion/styled': single(`^${rootPkg('@emotion/styled')}`),
    '@site/ui': single('^0.1.0'),
  };
}

/** Copies the app's public/ folder (all but the HTML template) into the output. */
class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir, { recursive: true })) {
            const abs = path.join(this.dir, file);
            if (file === 'index.html' || fs.statSync(abs).isDirectory()) continue;
            compilation.fileDependencies.add(abs);
            compilation.emitAsset(
              file.split(path.sep).join('/'),
              new compiler.webpack.sources.RawSource(fs.readFileSync(abs)),
            );
          }
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.name federation name (shell, marketing, academy, content, accounts)
 * @param {string} options.dir the app's folder (__dirname)
 * @param {number} options.port dev-server port
 * @param {Record<string,string>} [options.exposes] exposed modules (remotes only)
 * @param {string} [options.title] the standalone page title
 */
function createConfig({ name, dir, port, exposes, title = name }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isHost = !exposes;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The shell is served at the site root; a remote's files are found relative to its entry.
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep a stable name (served no-cache, revalidated by ETag): the federation
        // runtime module cannot resolve a content hash in the entry's name. Chunks are immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // Workspace packages (@site/leads) are bundled from their TypeScript source.
        conditionNames: ['source', '...'],
        // react-router's package exports point every condition at its development build.
        alias: production
          ? {
              'react-router$': path.join(
                path.dirname(require.resolve('react-router/package.json')),
                'dist/production/index.mjs',
              ),
            }
          : {},
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(svg|png|jpe?g|webp|avif)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          // Remotes are registered at run time from site-config.js, never baked in here.
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // In production one copy of the federation runtime serves the page: the shell provides
          // it and the remotes' entries use it (≈24 KB brotli less per remote). Dev servers keep
          // their own runtime so that each remote also runs alone.
          ...(production
            ? { experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true } }
            : {}),
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public', 'index.html'),
          title,
          scriptLoading: 'defer',
          inject: 'head',
          minify: production,
        }),
        new CopyPublicPlugin(path.join(dir, 'public')),
      ],
      optimization: {
        // Keep the federation runtime in the entry so a remote's entry stays one file.
        runtimeChunk: false,
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        ...(isHost ? { proxy: [{ context: ['/api'], target: 'http://localhost:4000' }] } : {}),
      },
    };
  };
}

module.exports = { createConfig, sharedSingletons };
