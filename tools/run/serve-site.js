// Starts the production build with scripts/serve.mjs as a child of the caller, on a port base of
// its own: for the e2e tests that stop, starve or redeploy a copy of the site
// (e2e/support/serve.ts) and for the measurement scripts (scripts/lib/site-under-test.mjs).
const { spawn } = require('node:child_process');
const path = require('node:path');
const { localOrigin, portPlan } = require('../apps');

const repoRoot = path.resolve(__dirname, '..', '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the site's /healthz answers, to { origin, process, output(), stop() }.
 * - `env` is added to the caller's environment (PORT_BASE is `portBase`'s);
 * - `stdout`, `stderr`: 'ignore', 'inherit' or 'capture' (kept for `output()`; `onOutput` also
 *   receives every captured chunk); by default stdout is ignored and stderr inherited;
 * - `stop()` sends SIGTERM (serve.mjs stops gracefully), waits up to `killAfterMs`, then SIGKILL;
 *   it resolves to the exit code.
 * A site that exits or does not answer within `timeoutMs` is stopped, and the error carries the
 * last lines it printed (when captured).
 */
async function launchSite({
  portBase,
  env = {},
  stdout = 'ignore',
  stderr = 'inherit',
  onOutput = () => {},
  timeoutMs = 60_000,
  killAfterMs = 20_000,
  cwd = repoRoot,
}) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'serve.mjs')], {
    cwd,
    env: { ...process.env, PORT_BASE: String(portBase), ...env },
    stdio: ['ignore', stdout === 'capture' ? 'pipe' : stdout, stderr === 'capture' ? 'pipe' : stderr],
  });
  let printed = '';
  const keep = (chunk) => {
    // The last megabyte at most: a long measurement must not grow it without end.
    printed = (printed + chunk.toString()).slice(-1_000_000);
    onOutput(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  // Last resort if the caller ends without stopping it (an uncaught exception): serve.mjs stops its
  // services itself (each runs in a process group of its own, which a SIGKILL of serve.mjs would
  // leave running).
  const orphaned = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', orphaned);

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        if ((await Promise.race([exit, sleep(killAfterMs).then(() => 'timeout')])) === 'timeout')
          child.kill('SIGKILL');
      }
      process.off('exit', orphaned);
      return exit;
    })();
    return stopping;
  };

  const origin = localOrigin(portPlan('serve', portBase).apps.shell);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error('scripts/serve.mjs exited before the site was up');
      if (Date.now() > deadline)
        throw new Error(`${origin}/healthz did not answer within ${timeoutMs / 1000} s`);
      const up = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      await sleep(300);
    }
  } catch (error) {
    await stop();
    const tail = printed.split('\n').filter(Boolean).slice(-20);
    throw new Error([error.message, ...tail.map((line) => `  | ${line}`)].join('\n'));
  }
  return { origin, process: child, output: () => printed, stop };
}

module.exports = { launchSite, repoRoot };
