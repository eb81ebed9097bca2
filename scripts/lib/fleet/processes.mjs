// bench:fleet's processes (scripts/bench-fleet.mjs): the fleet as `npm run serve:fleet` runs it
// (deploy/start.mjs --fleet, its own PostgreSQL supervised with the rest), waiting for things, and
// the faults an operator causes by hand: kill -9 of a process, a process frozen (SIGSTOP) and let
// go again (SIGCONT). Processes are found by the port they listen on.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `check()` is true; polls every 200 ms; throws after `timeoutMs`. */
export async function waitFor(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** The process listening on a TCP port of loopback. */
export function pidOn(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on port ${port}`);
  return Number(pid);
}

/**
 * `deploy/start.mjs --fleet` on `base`, with a PostgreSQL of its own in a temporary folder (the
 * fleet starts it and starts it again when it dies), mailing to `smtpPort`. Resolves once every
 * instance answers, with the store's URL and port, what the fleet printed, and `stop()`.
 */
export async function startFleet({
  root,
  base,
  siteInstances,
  apiInstances,
  smtpPort,
  rateLimitMax,
  verbose,
}) {
  const postgresDir = mkdtempSync(path.join(os.tmpdir(), 'bench-fleet-postgres-'));
  const env = {
    ...process.env,
    PORT_BASE: String(base),
    SITE_INSTANCES: String(siteInstances),
    API_INSTANCES: String(apiInstances),
    FLEET_POSTGRES_DIR: postgresDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_POLL_MS: '500',
    // A mail a killed instance held is taken over this soon.
    MAIL_LEASE_MS: '10000',
    RATE_LIMIT_MAX: String(rateLimitMax),
    // Every visitor of the bench is one address among many; nginx's own per-address limits stay
    // as configured, and the API's are measured.
    NGINX_ACCESS_LOG: 'off',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const fleet = spawn(process.execPath, [path.join(root, 'deploy', 'start.mjs'), '--fleet'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (verbose) process.stderr.write(chunk);
  };
  fleet.stdout.on('data', keep);
  fleet.stderr.on('data', keep);
  const printed = () => output.join('');

  async function stop() {
    if (fleet.exitCode === null) {
      fleet.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => fleet.once('exit', resolve)), sleep(30_000)]);
      if (fleet.exitCode === null) fleet.kill('SIGKILL');
    }
    rmSync(postgresDir, { recursive: true, force: true });
  }

  try {
    // The set says it is up once every instance answers; asking nginx before that would mark
    // starting instances as failed for its fail_timeout and measure the start, not a fault.
    await waitFor(
      'the fleet',
      async () => {
        if (fleet.exitCode !== null) throw new Error(`the fleet exited:\n${printed().slice(-2000)}`);
        return /^site {6}/m.test(printed());
      },
      180_000,
    );
    const store = /store: PostgreSQL of the fleet's own \(.*, port (\d+), pid \d+\): (\S+)$/m.exec(printed());
    if (!store) throw new Error(`the fleet did not say where its PostgreSQL is:\n${printed().slice(-2000)}`);
    return { databaseUrl: store[2], postgresPort: Number(store[1]), printed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * `kill -9` of what listens on `port`; resolves with the ms until `isBack()` says it answers
 * again (the supervisor's restart).
 */
export async function kill(port, isBack) {
  process.kill(pidOn(port), 'SIGKILL');
  const killedAt = performance.now();
  await waitFor(`port ${port} back`, isBack, 60_000);
  return performance.now() - killedAt;
}

/** What listens on `port` frozen (SIGSTOP) for `ms`, then let go (SIGCONT), as a stuck process or a paused VM. */
export async function freeze(port, ms) {
  const pid = pidOn(port);
  process.kill(pid, 'SIGSTOP');
  try {
    await sleep(ms);
  } finally {
    process.kill(pid, 'SIGCONT');
  }
}
