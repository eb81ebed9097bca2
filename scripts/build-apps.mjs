// Builds the five front-end apps in production mode, two at a time (the machines have 2 cores).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { precompress } from './precompress.mjs';

const apps = ['shell', 'marketing-mfe', 'academy-mfe', 'content-mfe', 'accounts-mfe'];
const only = process.argv.slice(2);
const queue = only.length ? apps.filter((app) => only.includes(app)) : [...apps];
const parallel = Number(process.env.BUILD_PARALLEL ?? 2);

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['webpack', '--mode', 'production'], { cwd: app, stdio: 'inherit' });
    child.on('exit', (code) => {
      if (code === 0) {
        const files = precompress(path.join(app, 'dist'));
        console.log(
          `built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s (${files} files precompressed)`,
        );
        resolve();
      } else reject(new Error(`${app}: webpack exited with ${code}`));
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
