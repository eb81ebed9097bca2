// Loads a TypeScript module at build time (a remote's `src/remote.ts` declaration), so the
// webpack config and the tools read the same declaration the apps compile. Only type-free,
// React-free modules belong here: TypeScript's transpiler turns each file into CommonJS.
const fs = require('node:fs');
const Module = require('node:module');
const ts = require('typescript');

let registered = false;

function register() {
  if (registered) return;
  registered = true;
  const compile = (module, filename) => {
    const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
      fileName: filename,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
      },
    });
    module._compile(outputText, filename);
  };
  Module._extensions['.ts'] = compile;
}

/** `require` of a .ts file (and of the .ts files and workspace packages it imports). */
function loadTs(file) {
  register();
  const mod = require(file);
  return mod.default ?? mod;
}

module.exports = { loadTs };
