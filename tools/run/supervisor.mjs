// The site's processes run as one set: by `npm run serve` (scripts/serve.mjs: the remotes' hosts,
// the API, the rendering server) and by the nginx setup (deploy/start.mjs: the API, nginx, the
// rendering server), the way a deployment's process manager would run them.
//
// - A service is a child process (`start`) or a server of this process (`add`).
// - An essential service that ends on its own stops the rest, and the set exits 1 (so that a
//   supervisor above restarts the whole set); another one is only reported.
// - SIGINT and SIGTERM stop the set: stage by stage, lowest first (what takes requests before what
//   serves them), each service finishing its requests in flight; after `graceMs` whatever is left
//   is killed. `cleanup` runs last (temporary folders, sockets).
import { spawn } from 'node:child_process';

const ended = (child) => child.exitCode !== null || child.signalCode !== null;

export function supervise({ graceMs = 15_000, cleanup = () => {} } = {}) {
  const services = [];
  let stopping;

  /** Stops every service, stage by stage, then exits with `code`. */
  function stop(code = 0) {
    stopping ??= (async () => {
      setTimeout(() => {
        for (const service of services) service.kill?.();
        cleanup();
        process.exit(1);
      }, graceMs).unref();
      const stages = [...new Set(services.map((service) => service.stage))].sort((a, b) => a - b);
      for (const stage of stages)
        await Promise.allSettled(services.filter((s) => s.stage === stage).map((s) => s.stop()));
      cleanup();
      process.exit(code);
    })();
    return stopping;
  }

  /**
   * Starts `command` as the service `name`. Options: `stage` (0), `stopSignal` ('SIGTERM'; nginx
   * finishes its requests on 'SIGQUIT'), `essential` (true), and spawn's own options.
   */
  function start(
    name,
    command,
    args,
    { stage = 0, stopSignal = 'SIGTERM', essential = true, ...options } = {},
  ) {
    const child = spawn(command, args, options);
    child.name = name;
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (!essential) return console.error(`${name} exited (${signal ?? code})`);
      console.error(`${name} exited (${signal ?? code}): stopping the rest`);
      void stop(1);
    });
    services.push({
      stage,
      stop: () =>
        ended(child)
          ? Promise.resolve()
          : new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill(stopSignal);
            }),
      kill: () => child.kill('SIGKILL'),
    });
    return child;
  }

  /** A server of this process, stopped by `close` with the services of its stage. */
  function add(close, { stage = 0 } = {}) {
    services.push({ stage, stop: close });
  }

  /** Resolves once `url` answers 2xx; rejects when `child` ends first or after `timeoutMs`. */
  async function ready(child, url, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (ended(child)) throw new Error(`${child.name} did not start`);
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
      if (response?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${child.name} was not ready at ${url} after ${timeoutMs / 1000} s`);
  }

  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  return { start, add, ready, stop };
}
