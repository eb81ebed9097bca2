// A remote's entry loaded afresh (Try again: `remoteEntry.js?retry=2`, @site/federation) loads its
// chunks afresh too, with the same parameter. The page preloads the chunks of its module at once;
// when the remote could not be reached, the browser keeps those failed preloads and answers the
// next request of the same chunk with the failure, without asking the server again. The chunks'
// files do not change with the parameter (their names carry their content's hash).
const { loadTs } = require('../../load-ts');

const { RETRY_PARAM } = loadTs(require.resolve('@site/federation/contract'));

class RetryChunksPlugin {
  apply(compiler) {
    const { RuntimeGlobals, RuntimeModule, Template } = compiler.webpack;
    class RetryChunksRuntimeModule extends RuntimeModule {
      constructor() {
        // After the chunk file names (getChunkScriptFilename) are defined.
        super('retry chunks', RuntimeModule.STAGE_TRIGGER);
      }
      generate() {
        const filename = RuntimeGlobals.getChunkScriptFilename;
        return Template.asString([
          "var entry = typeof document === 'undefined' ? null : document.currentScript;",
          `var retry = entry && entry.src ? new URL(entry.src).searchParams.get(${JSON.stringify(RETRY_PARAM)}) : null;`,
          'if (retry) {',
          Template.indent([
            `var chunkFile = ${filename};`,
            `${filename} = function(chunkId) { return chunkFile(chunkId) + ${JSON.stringify(`?${RETRY_PARAM}=`)} + encodeURIComponent(retry); };`,
          ]),
          '}',
        ]);
      }
    }
    compiler.hooks.thisCompilation.tap('RetryChunksPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.getChunkScriptFilename)
        .tap('RetryChunksPlugin', (chunk) => {
          compilation.addRuntimeModule(chunk, new RetryChunksRuntimeModule());
        });
    });
  }
}

module.exports = { RetryChunksPlugin };
