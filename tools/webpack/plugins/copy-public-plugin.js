const fs = require('node:fs');
const path = require('node:path');

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

module.exports = { CopyPublicPlugin };
