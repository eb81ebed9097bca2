// The chunks of an app's words in other languages, and the code chunks they go with. Each part of
// an app's catalogue names its translations as lazy imports (`ur: () => import('../ur/hero')`,
// @site/i18n's messagesHook), so a chunk that holds a part's English has an async block per
// language whose chunk holds the part's words.

/** A module of an app's catalogue in another language: `src/messages/ur/hero.ts` → 'ur'. */
const TRANSLATION = /[\\/]messages[\\/]([a-z]{2})[\\/][^\\/]+\.tsx?$/;

/**
 * Every code chunk with words in another language: `{ chunk, locale, words }`, `words` being the
 * chunks of those words, one entry per part.
 */
function wordChunks(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const found = [];
  for (const chunk of compilation.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      for (const block of module.blocks) {
        const locale = block.dependencies
          .map(
            (dependency) => TRANSLATION.exec(moduleGraph.getResolvedModule(dependency)?.resource ?? '')?.[1],
          )
          .find(Boolean);
        const group = locale && chunkGraph.getBlockChunkGroup(block);
        if (group) found.push({ chunk, locale, words: [...group.chunks] });
      }
    }
  }
  return found;
}

/**
 * `{ [locale]: { [key of a code chunk]: sorted keys of its word chunks } }`, for the code chunks
 * `include` accepts (all by default).
 */
function wordChunkMap(compilation, keysOf, include = () => true) {
  const map = {};
  for (const { chunk, locale, words } of wordChunks(compilation)) {
    if (!include(chunk)) continue;
    const byChunk = (map[locale] ??= {});
    const wordKeys = words.flatMap(keysOf);
    for (const key of keysOf(chunk))
      byChunk[key] = [...new Set([...(byChunk[key] ?? []), ...wordKeys])].sort();
  }
  return map;
}

/** By locale, the file of each code chunk → the files of its words (published in routes.json). */
const wordFiles = (compilation) =>
  wordChunkMap(compilation, (chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/**
 * Fetches a chunk's words in the page's language together with the chunk (its code and words
 * arrive in one round trip, not one after the other): a handler of webpack's chunk loading, like
 * the one that loads a chunk's CSS. The page's language is its `<html lang>`; an English page
 * fetches nothing more. The words' modules still run only when @site/i18n asks for them.
 */
class WordChunksPlugin {
  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule, Template } = compiler.webpack;
    class WordChunksRuntimeModule extends RuntimeModule {
      constructor() {
        super('word chunks', RuntimeModule.STAGE_ATTACH);
      }
      generate() {
        // The chunks this runtime loads (a remote's entry: its exposed modules, not those of the
        // page it runs alone in).
        const loads = new Set(this.chunk.getAllAsyncChunks());
        const map = wordChunkMap(
          this.compilation,
          (chunk) => (chunk.id === null ? [] : [chunk.id]),
          (chunk) => loads.has(chunk),
        );
        return Template.asString([
          `var wordChunks = ${JSON.stringify(map)};`,
          `${RuntimeGlobals.ensureChunkHandlers}.words = function(chunkId, promises) {`,
          Template.indent([
            "var lang = typeof document === 'undefined' ? '' : document.documentElement.lang;",
            'var words = wordChunks[lang] && wordChunks[lang][chunkId];',
            `if (words) words.forEach(function(id) { promises.push(${RuntimeGlobals.ensureChunk}(id)); });`,
          ]),
          '};',
        ]);
      }
    }
    compiler.hooks.thisCompilation.tap('WordChunksPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.ensureChunkHandlers)
        .tap('WordChunksPlugin', (chunk, set) => {
          set.add(RuntimeGlobals.ensureChunk);
          compilation.addRuntimeModule(chunk, new WordChunksRuntimeModule());
        });
    });
  }
}

module.exports = { wordFiles, WordChunksPlugin };
