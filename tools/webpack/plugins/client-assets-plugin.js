/**
 * The shell's scripts that run on every page, for the server to preload: the chunks of the
 * entry's async boundary (`import('./bootstrap')`) and the chunks behind each shared module the
 * shell provides (the page's one copy of React, the router, ui…: the shell is the first provider,
 * so its provided copies are the ones that run). Left out: chunks only a later `import()` needs,
 * and the shared modules' fallback chunks, which webpack emits as duplicates of the provided
 * ones and the page never runs. Apart: the chunks of the shell's catalogue in each other language.
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
          // The shell's catalogue in each other language (`messages-ur`): preloaded on that language's pages only.
          const messages = {};
          for (const chunk of compilation.namedChunks.values()) {
            const locale = /^messages-([a-z]{2})$/.exec(chunk.name ?? '')?.[1];
            if (locale) messages[locale] = [...chunk.files].filter((file) => file.endsWith('.js'));
          }
          const json = JSON.stringify({ entry: main, preload: [...files].sort(), messages });
          compilation.emitAsset('client-assets.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { ClientAssetsPlugin };
