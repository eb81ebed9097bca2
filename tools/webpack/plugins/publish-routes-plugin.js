const { loadTs } = require('../../load-ts');
const { wordFiles } = require('./word-chunks');

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
          const published = publish(this.declaration, build, wordFiles(compilation));
          const json = JSON.stringify(published, null, 2);
          compilation.emitAsset('routes.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { PublishRoutesPlugin };
