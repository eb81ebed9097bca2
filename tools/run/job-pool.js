// A few commands at once, each printed whole when it ends: for the stages of `npm test` whose
// tools use one core each (eslint, prettier, one tsc per workspace), which one after the other
// left the machine's second core idle. Plain Node, no dependencies.
const { spawn } = require('node:child_process');
const os = require('node:os');

/**
 * Runs `jobs` (`{ name, command, args, cwd? }`) `concurrency` at a time. Each job's output is kept
 * and handed to `report` when it ends, with its exit code and seconds, so outputs never interleave.
 * Resolves to the jobs that failed (their names), after every job has ended.
 */
async function runJobs(
  jobs,
  { concurrency = os.availableParallelism(), report = () => undefined, spawnJob = spawn } = {},
) {
  const queue = [...jobs];
  const failed = [];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now();
      const { code, output } = await new Promise((resolve) => {
        const child = spawnJob(job.command, job.args, { cwd: job.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
        let text = '';
        child.stdout.on('data', (chunk) => (text += chunk));
        child.stderr.on('data', (chunk) => (text += chunk));
        child.on('error', (error) => resolve({ code: 1, output: `${text}${error.message}\n` }));
        child.on('close', (status) => resolve({ code: status ?? 1, output: text }));
      });
      if (code !== 0) failed.push(job.name);
      report({ name: job.name, code, output, seconds: (Date.now() - started) / 1000 });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
  return failed;
}

module.exports = { runJobs };
