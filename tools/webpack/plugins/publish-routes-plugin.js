const { loadTs } = require('../../load-ts');

/** A module of an app's catalogue in another language: `src/messages/ur/hero.ts` → 'ur'. */
const TRANSLATION = /[\\/]messages[\\/]([a-z]{2})[\\/][^\\/]+\.tsx?$/;

/**
 * Where the words of each chunk are in other languages: each part of the catalogue declares its
 * translations as lazy imports (`ur: () => import('../ur/hero')`), so a chunk that holds a part's
 * English has an async block per language whose chunk holds its words. By locale, the file of
 * every chunk that has such parts → the files of their translations.
 */
function translationsOf(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const jsFiles = (chunks) =>
    [...chunks].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
  const found = {};
  for (const chunk of compilation.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      for (const block of module.blocks) {
        const locale = block.dependencies
          .map((dependency) => TRANSLATION.exec(moduleGraph.getModule(dependency)?.resource ?? '')?.[1])
          .find(Boolean);
        const group = locale && chunkGraph.getBlockChunkGroup(block);
        if (!group) continue;
        const byFile = (found[locale] ??= {});
        for (const file of jsFiles([chunk])) {
          byFile[file] = [...new Set([...(byFile[file] ?? []), ...jsFiles(group.chunks)])].sort();
        }
      }
    }
  }
  return found;
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
          const published = publish(this.declaration, build, translationsOf(compilation));
          const json = JSON.stringify(published, null, 2);
          compilation.emitAsset('routes.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { PublishRoutesPlugin };
