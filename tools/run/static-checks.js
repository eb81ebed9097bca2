// `npm run check`, the first stage of `npm test`: lint (`npm run lint`: eslint, prettier) and
// type-check (`npm run typecheck`: each workspace's script, then tools/), as jobs run two at a time
// on a 2-core machine (as many as its cores elsewhere). Each of these tools uses one core: one after
// the other they took 91 s on the 2-core machine, with its second core idle.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { runJobs } = require('./job-pool.js');

const root = path.resolve(__dirname, '..', '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** A package.json script as npm runs it: a shell in its folder, the repository's tools on PATH. */
const script = (name, dir, text) => ({
  name,
  command: 'sh',
  args: ['-c', `export PATH="${path.join(root, 'node_modules', '.bin')}:$PATH"; ${text}`],
  cwd: path.join(root, dir),
});

/** Every check, the longest first (eslint), so that the last to start is a short one. */
function staticChecks() {
  const typechecks = readJson('package.json').workspaces.flatMap((dir) => {
    const typecheck = readJson(path.join(dir, 'package.json')).scripts?.typecheck;
    return typecheck ? [script(`typecheck ${dir}`, dir, typecheck)] : [];
  });
  return [
    script('eslint', '.', 'eslint .'),
    script('prettier', '.', 'prettier --check .'),
    ...typechecks,
    script('typecheck tools', '.', 'tsc --noEmit -p tools'),
  ];
}

async function main() {
  const started = Date.now();
  const failed = await runJobs(staticChecks(), {
    report: ({ name, code, output, seconds }) => {
      if (code !== 0) process.stdout.write(`\n${output}`);
      console.log(`${code === 0 ? 'ok' : 'FAILED'}  ${name} (${seconds.toFixed(1)} s)`);
    },
  });
  const total = ((Date.now() - started) / 1000).toFixed(1);
  if (failed.length > 0) {
    console.error(`Failed: ${failed.join(', ')} (${total} s)`);
    return 1;
  }
  console.log(`Lint and type-check passed (${total} s).`);
  return 0;
}

if (require.main === module) main().then((code) => (process.exitCode = code));

module.exports = { staticChecks };
