const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { HASHED_FILE } = require('../../hashed-files');

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
        files: emitted.filter((f) => HASHED_FILE.test(f)),
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

module.exports = { PublishPlugin };
