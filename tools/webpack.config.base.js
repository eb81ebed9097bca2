// One webpack configuration for all five front-end apps, so they build the same way.
// Each app's webpack.config.js calls createConfig with its name and folder. A remote builds twice
// into its one dist/ folder: for browsers, and for the site's rendering server (Node), which
// loads it over HTTP from the same deployed location.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const compilerWebpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { UniversalFederationPlugin } = require('@module-federation/node');
const { localSiteConfig, portPlan } = require('./apps');
const { loadTs } = require('./load-ts');
const { signingKey, signServerBuild } = require('./deploy/server-code');

/** The version of a package as the app at `dir` resolves it. */
function versionFrom(dir, name) {
  return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
}

/**
 * What the apps share at run time. React, React DOM, the router (@site/router), Emotion and the federation
 * package (the page's record of loaded remotes) are true singletons. `@site/ui` is shared by the
 * range of the version the app was built against: a remote that needs a newer ui than the page
 * runs brings its own copy instead of breaking (docs/deploy.md).
 */
function sharedConfig(dir) {
  const single = (name) => ({ singleton: true, requiredVersion: `^${versionFrom(dir, name)}` });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    // The site's router: one copy on the page, what the apps use of a router (packages/router).
    '@site/router': single('@site/router'),
    '@emotion/react': single('@emotion/react'),
    '@emotion/styled': single('@emotion/styled'),
    '@site/federation': single('@site/federation'),
    // Stated, not left to the default: the manifest plugin would otherwise publish it as a singleton.
    '@site/ui': { singleton: false, requiredVersion: `^${versionFrom(dir, '@site/ui')}` },
  };
}

/** The same sharing, with every module in the entry chunk instead of a chunk of its own. */
function eagerly(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, options]) => [key, { ...options, eager: true }]),
  );
}

/** Files whose names carry a content hash: immutable, and kept across deploys. */
// Browser chunks: `name.1a2b3c4d.js`; server chunks: `name.1a2b3c4d-<full hash>.js`.
const hashed = /\.[0-9a-f]{8}(?:-[0-9a-f]+)?\.[a-z0-9]+$/;
const compressible = /\.(html|js|css|json|svg|txt|xml)$/;

/**
 * After each build: writes brotli and gzip copies of the text it emitted (servers send them
 * without compressing per request), and keeps the hashed files of the last builds so that a
 * visitor still running the previous version can load its chunks after a deploy. A file this
 * compiler emitted in a build older than the last `keep` builds is deleted.
 */
class PublishPlugin {
  constructor({ keep = 5 } = {}) {
    this.keep = keep;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PublishPlugin', (compilation) => {
      const out = compilation.outputOptions.path;
      const emitted = Object.keys(compilation.assets);
      for (const file of emitted) {
        const abs = path.join(out, file);
        if (!compressible.test(file) || !fs.existsSync(abs)) continue;
        const body = fs.readFileSync(abs);
        if (body.length < 512) continue;
        fs.writeFileSync(
          `${abs}.br`,
          zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${abs}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
      const historyFile = path.join(out, `.builds-${compiler.name}.json`);
      const history = fs.existsSync(historyFile) ? JSON.parse(fs.readFileSync(historyFile, 'utf8')) : [];
      history.push({
        hash: compilation.hash,
        time: new Date().toISOString(),
        files: emitted.filter((f) => hashed.test(f)),
      });
      const kept = history.slice(-this.keep);
      const keepFiles = new Set(kept.flatMap((build) => build.files));
      for (const build of history.slice(0, -this.keep)) {
        for (const file of build.files) {
          if (keepFiles.has(file)) continue;
          for (const variant of [file, `${file}.br`, `${file}.gz`])
            fs.rmSync(path.join(out, variant), { force: true });
        }
      }
      fs.writeFileSync(historyFile, JSON.stringify(kept, null, 1));
    });
  }
}

/**
 * Signs the remote's server build once it is written (tools/deploy/server-code.js): the site's
 * rendering server runs only server code signed by a key it trusts for this remote.
 */
class SignServerCodePlugin {
  constructor(remote) {
    this.remote = remote;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('SignServerCodePlugin', (compilation) => {
      const { key, source } = signingKey(this.remote);
      const signed = signServerBuild({ dist: compilation.outputOptions.path, remote: this.remote, key });
      console.log(`${this.remote}: server code signed with key ${signed.keyId} (${source})`);
    });
  }
}

/** Emits `routes.json`: the remote's declaration as the shell and the server read it. */
class PublishRoutesPlugin {
  constructor(declaration) {
    this.declaration = declaration;
  }
  apply(compiler) {
    const { publish } = loadTs(require.resolve('@site/federation/routes'));
    compiler.hooks.thisCompilation.tap('PublishRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublishRoutesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          // The build id changes whenever any emitted file changes.
          const hash = compiler.webpack.util.createHash('sha256');
          for (const name of Object.keys(compilation.assets).sort()) hash.update(name);
          const build = hash.digest('hex').slice(0, 16);
          const json = JSON.stringify(publish(this.declaration, build), null, 2);
          compilation.emitAsset('routes.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * The shell's scripts that run on every page, for the server to preload: the chunks of the
 * entry's async boundary (`import('./bootstrap')`) and the chunks behind each shared module the
 * shell provides (the page's one copy of React, the router, ui…: the shell is the first provider,
 * so its provided copies are the ones that run). Left out: chunks only a later `import()` needs,
 * and the shared modules' fallback chunks, which webpack emits as duplicates of the provided
 * ones and the page never runs.
 */
class ClientAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ClientAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ClientAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const entry = compilation.entrypoints.get('main');
          const files = new Set();
          const seen = new Set();
          const visitChunk = (chunk, fromEntry) => {
            if (seen.has(chunk)) return;
            seen.add(chunk);
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              const follow =
                module.type === 'provide-module' || (fromEntry && module.type.startsWith('javascript/'));
              if (!follow) continue;
              for (const block of module.blocks) {
                const group = chunkGraph.getBlockChunkGroup(block);
                for (const next of group?.chunks ?? []) visitChunk(next, false);
              }
            }
          };
          for (const chunk of entry.chunks) visitChunk(chunk, true);
          const [main] = [...entry.getEntrypointChunk().files].filter((file) => file.endsWith('.js'));
          files.delete(main);
          const json = JSON.stringify({ entry: main, preload: [...files].sort() });
          compilation.emitAsset('client-assets.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
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

function tsRule(dir) {
  return {
    test: /\.tsx?$/,
    loader: 'ts-loader',
    options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
  };
}

/** Images keep one name in both builds, so the server's HTML points at the browser build's files. */
function assetRule({ emit }) {
  return {
    test: /\.(svg|png|jpe?g|webp|avif)$/,
    type: 'asset/resource',
    generator: { filename: 'assets/[name].[contenthash:8][ext]', emit },
  };
}

function resolveOptions(dir) {
  return {
    extensions: ['.tsx', '.ts', '.js'],
    // Workspace packages built for Node as well (@site/leads) are bundled from their source.
    conditionNames: ['source', '...'],
    alias: {
      // Inside an app, `@/` is its src/ (also in tools/tsconfig.app.json and the Jest preset).
      '@': path.join(dir, 'src'),
    },
  };
}

/** The browser build: what visitors download. */
function clientConfig({ name, dir, exposes, declaration, production }) {
  const isHost = !declaration;
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
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      // Hashed files of earlier builds stay for visitors of the previous version (PublishPlugin).
      clean: false,
    },
    resolve: resolveOptions(dir),
    module: { rules: [tsRule(dir), assetRule({ emit: true })] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
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
                ? { provideExternalRuntime: true, optimization: { target: 'web' } }
                : { externalRuntime: true },
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
      new compilerWebpack.NormalModuleReplacementPlugin(
        /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
        (resource) => {
          resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
        },
      ),
      ...(declaration ? [new PublishRoutesPlugin(declaration)] : [new ClientAssetsPlugin()]),
      ...(production ? [new PublishPlugin()] : []),
    ],
    optimization: {
      // Keep the federation runtime in the entry so a remote's entry stays one file.
      runtimeChunk: false,
      // No separate LICENSE.txt per chunk: they would pile up across kept builds.
      minimizer: [new TerserPlugin({ extractComments: false })],
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: devServerConfig({ name, declaration }),
  };
}

/** The page of the running site where a remote's first page is (a route without parameters). */
function firstPagePath(declaration) {
  const paths = Object.values(declaration.pages).flatMap((page) => page.routes.map((route) => route.path));
  return paths.find((p) => !p.includes(':')) ?? '/';
}

/**
 * `npm run dev -w <app>`: the app's dev server on its port of the dev plan (tools/apps.js), which
 * never collides with a started site's. A remote's server also prints the URL that loads it into
 * the running site instead of the deployed remote (an override), with live reload through it.
 */
function devServerConfig({ name, declaration }) {
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
    // The same deployment settings the site's server gives the browser, for the dev ports.
    setupMiddlewares: (middlewares) => [
      {
        name: 'site-config',
        path: '/site-config.json',
        middleware: (_req, res) => res.json(localSiteConfig(ports.apps.shell)),
      },
      ...middlewares,
    ],
    ...(declaration
      ? {
          onListening: () => {
            // SITE_URL: the running site to open (default: a local `npm start`).
            const site = (process.env.SITE_URL || `http://localhost:${portPlan('serve').apps.shell}`).replace(
              /\/$/,
              '',
            );
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

/** Builds for Node: what the site's rendering server runs. */
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
      chunkFilename: 'server/[name].[contenthash:8].js',
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

/**
 * @param {object} options
 * @param {string} options.name federation name (shell, marketing, academy, content, accounts)
 * @param {string} options.dir the app's folder (__dirname)
 * @param {object} [options.shellServer] the shell only: its render and server entries
 */
function createConfig({ name, dir, shellServer }) {
  const declarationFile = path.join(dir, 'src', 'remote.ts');
  const declaration = fs.existsSync(declarationFile) ? loadTs(declarationFile) : undefined;
  const { exposesOf } = loadTs(require.resolve('@site/federation/routes'));
  const exposes = declaration ? exposesOf(declaration) : {};
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const client = clientConfig({ name, dir, exposes, declaration, production });
    // The dev servers run the browser build only (client-side rendering).
    if (process.env.WEBPACK_SERVE) return client;
    const shared = sharedConfig(dir);
    if (declaration) {
      const server = nodeConfig({
        name,
        dir,
        production,
        entry: {},
        configName: 'server',
        // Beside the browser build, so image URLs resolve to the same files in both.
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
      return [client, { ...server, dependencies: ['client'] }];
    }
    const render = nodeConfig({
      name,
      dir,
      production,
      entry: { render: shellServer.render },
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
    return [
      client,
      { ...render, dependencies: ['client'] },
      serverMainConfig({ dir, production, entry: shellServer.server }),
    ];
  };
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

module.exports = { createConfig, sharedConfig };
