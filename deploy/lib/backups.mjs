// The set's backups (docs/production.md, "Backups"): `npm run backup -w api`'s program
// (api/dist/cli/backup.js), run once every service answers and then every BACKUP_INTERVAL_MINUTES,
// with the API instances' environment (their store, BACKUP_DIR, BACKUP_KEEP_LAST, BACKUP_KEEP_DAYS).
// One at a time: a backup still running when the next is due makes that one skipped, not doubled.
// A line on stdout per backup made, on stderr per failure; a backup in flight when the set stops
// is stopped with it (the next one removes what it left).
import { spawn } from 'node:child_process';

const text = (chunks) => Buffer.concat(chunks).toString('utf8').trim();

/** Starts the schedule; resolves nothing, returns `stop()`, which resolves once no backup runs. */
export function scheduleBackups({ entry, env, minutes }) {
  let current; // { child, done }
  let stopping = false;

  const run = () => {
    if (current) {
      console.error('backup    skipped: the previous backup is still running');
      return;
    }
    // A process group of its own: stopping it stops pg_dump too.
    const child = spawn(process.execPath, [entry], {
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    const done = new Promise((resolve) => {
      const ended = (how) => {
        current = undefined;
        if (how === 0) console.log(`backup    ${text(out).split('\n')[0]}`);
        else if (!stopping) console.error(`backup    failed (${how}): ${text(err) || text(out)}`);
        resolve();
      };
      child.on('close', (code, signal) => ended(signal ?? code));
      child.on('error', (error) => ended(error.message));
    });
    current = { child, done };
  };

  run();
  const timer = setInterval(run, minutes * 60_000);
  return {
    stop: async () => {
      stopping = true;
      clearInterval(timer);
      if (!current) return;
      try {
        process.kill(-current.child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await current.done;
    },
  };
}
