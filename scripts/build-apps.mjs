// Builds the five front-end apps in production mode, two at a time (the machines have 2 cores).
// Each app's build writes its browser files (precompressed) and, for the remotes, the server
// build beside them; the shell also writes the site's server (shell/dist-server).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const { apps } = createRequire(import.meta.url)('../tools/apps.js');
const only = process.argv.slice(2);
const queue = apps.map((app) => app.dir).filter((dir) => !only.length || only.includes(dir));
const parallel = Number(process.env.BUILD_PARALLEL ?? 2);

function build(dir) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['webpack', '--mode', 'production'], { cwd: dir, stdio: 'inherit' });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${dir}: webpack exited with ${code}`));
      console.log(`built ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

async function worker() {
  while (queue.length) await build(queue.shift());
}

try {
  await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, worker));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
