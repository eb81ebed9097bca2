// `npm run build`: the five front-end apps in production mode, and the packages and the API that
// Node runs (their tsc builds), as jobs two at a time (the machines have 2 cores; BUILD_PARALLEL
// changes it). Each app's build writes its browser files (precompressed) and, for the remotes, the
// server build beside them; the shell also writes the site's server (shell/dist-server). The
// packages' builds (CommonJS in their dist/) go first: Node reads them where no bundler's `source`
// condition applies, i.e. the apps' webpack configurations (each loads its src/remote.ts, which
// imports @site/site) and the site's server bundle. Then the apps' builds and the API's, which
// reads the packages' types from their source; the short tsc build goes last, beside the last
// app's, which alone left a core idle.
// `node scripts/build-apps.mjs <app dir>…` builds those apps only (the packages first, as above).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { apps } = require('../tools/apps.js');
const { runJobs } = require('../tools/run/job-pool.js');

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const parallel = Number(process.env.BUILD_PARALLEL ?? 2);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const appJobs = apps
  .map((app) => app.dir)
  .filter((dir) => !only.length || only.includes(dir))
  .map((dir) => ({
    name: dir,
    command: bin('webpack'),
    args: ['--mode', 'production'],
    cwd: path.join(root, dir),
  }));
/** A package's own build script, as npm runs it: a shell in its folder, the tools on PATH. */
const buildScript = (dir) => ({
  name: dir,
  command: 'sh',
  args: [
    '-c',
    `export PATH="${path.join(root, 'node_modules', '.bin')}:$PATH"; ${require(`../${dir}/package.json`).scripts.build}`,
  ],
  cwd: path.join(root, dir),
});
const packageJobs = ['packages/site', 'packages/leads', 'packages/staff', 'packages/people'].map(buildScript);
const apiJobs = only.length ? [] : [buildScript('api')];

const started = Date.now();
const report = ({ name, code, output, seconds }) => {
  process.stdout.write(output);
  console.log(`${code === 0 ? 'built' : 'FAILED to build'} ${name} in ${seconds.toFixed(1)} s`);
};
let failed = await runJobs(packageJobs, { concurrency: parallel, report });
if (failed.length === 0) failed = await runJobs([...appJobs, ...apiJobs], { concurrency: parallel, report });
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
