// The site's processes run as one set: by `npm run serve` (scripts/serve.mjs: the remotes' hosts,
// the API, the rendering server) and by the nginx setup (deploy/start.mjs: the API instances,
// nginx, the rendering servers), the way a deployment's process manager would run them
// (docs/decisions/0024-losing-an-instance.md).
//
// - A service is a child process (`start`) or a server of this process (`add`).
// - A child that exits on its own is started again with the same command, after a delay that
//   grows while it keeps dying (250 ms, doubling, at most 30 s; back to 250 ms once it has run
//   for 60 s). The other services keep serving meanwhile. Each exit and each restart is one line
//   on stderr.
// - Each child leads a process group of its own: what it leaves behind when it dies (nginx's
//   workers outlive a killed master, holding its ports) is killed before it starts again, and a
//   terminal's Ctrl+C reaches this process only, which stops the set in order.
// - SIGINT and SIGTERM stop the set: stage by stage, lowest first (what takes requests before what
//   serves them), each service finishing its requests in flight; after `graceMs` whatever is left
//   is killed. `cleanup` runs last (temporary folders, sockets).
// - `status()` says, per child service, whether it runs now and how often it was restarted: what
//   its metrics show (supervisor-metrics.mjs).
import { spawn } from 'node:child_process';
import http from 'node:http';

/** The restart delays: the first, its cap, and how long a run must last to start over from the first. */
export const RESTARTS = { firstDelayMs: 250, maxDelayMs: 30_000, resetAfterMs: 60_000 };

const seconds = (ms) => `${Number((ms / 1000).toFixed(2))} s`;

/** Signals a child's whole process group (it leads one: `detached`), if anything is left of it. */
function killGroup(child, signal) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // Nothing left of it.
  }
}

export function supervise({ graceMs = 15_000, cleanup = () => {}, restarts = RESTARTS } = {}) {
  const services = [];
  /** The child services, as `start` returns them. */
  const started = [];
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
   * Starts `command` as the service `name`, and starts it again whenever it exits on its own.
   * Options: `stage` (0: stopped first), `stopSignal` ('SIGTERM'; nginx finishes its requests on
   * 'SIGQUIT'), and spawn's own options (the same for every start). Returns the service:
   * `{ name, child, exits, restarts, up }`, `child` being the process running now (or last), `up`
   * whether it runs (false between an exit and its restart).
   */
  function start(name, command, args, { stage = 0, stopSignal = 'SIGTERM', ...options } = {}) {
    const service = {
      name,
      child: undefined,
      exits: 0,
      restarts: 0,
      get up() {
        return current?.alive ?? false;
      },
    };
    let current; // this run: its process, whether it is still alive, and its end
    let delay = restarts.firstDelayMs;
    let timer;

    const run = () => {
      timer = undefined;
      const startedAt = Date.now();
      const child = spawn(command, args, { detached: true, ...options });
      const thisRun = { child, alive: true };
      thisRun.gone = new Promise((resolve) => {
        const exited = (how) => {
          if (!thisRun.alive) return;
          thisRun.alive = false;
          service.exits += 1;
          killGroup(child, 'SIGKILL');
          resolve();
          if (stopping) return;
          const ran = Date.now() - startedAt;
          if (ran >= restarts.resetAfterMs) delay = restarts.firstDelayMs;
          console.error(`${name} exited (${how}) after ${seconds(ran)}: restarting in ${seconds(delay)}`);
          timer = setTimeout(() => {
            service.restarts += 1;
            run();
            console.error(`${name} restarted (pid ${service.child.pid ?? 'none'})`);
          }, delay);
          delay = Math.min(delay * 2, restarts.maxDelayMs);
        };
        child.on('exit', (code, signal) => exited(signal ?? code));
        // Not started at all (no such program): the same as an exit, retried the same way.
        child.on('error', (error) => exited(error.code ?? error.message));
      });
      current = thisRun;
      service.child = child;
    };
    run();
    started.push(service);

    services.push({
      stage,
      stop: () => {
        clearTimeout(timer);
        if (!current.alive) return Promise.resolve();
        current.child.kill(stopSignal);
        return current.gone;
      },
      kill: () => current.alive && killGroup(current.child, 'SIGKILL'),
    });
    return service;
  }

  /** A server of this process, stopped by `close` with the services of its stage. */
  function add(close, { stage = 0 } = {}) {
    services.push({ stage, stop: close });
  }

  /**
   * Whether `url` (http) answers 2xx within 2 s. Through node:http, not fetch: fetch refuses the
   * ports browsers block (6000, 6665-6669, 6679…), and a port base may put a service on one.
   */
  function answersOk(url) {
    return new Promise((resolve) => {
      const request = http.get(url, { agent: false, timeout: 2_000 }, (response) => {
        response.resume();
        resolve(response.statusCode >= 200 && response.statusCode < 300);
      });
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve(false));
    });
  }

  /**
   * Resolves once `check` says the service is ready: a URL that answers 2xx, or a function of its
   * own (a database that accepts connections) that resolves to true. Rejects when the service's
   * process ends first (it did not start: a fault to report, not to retry) or after `timeoutMs`.
   */
  async function ready(service, check, timeoutMs = 60_000) {
    const { exits } = service;
    const deadline = Date.now() + timeoutMs;
    const isReady = typeof check === 'function' ? check : () => answersOk(check);
    while (Date.now() < deadline) {
      if (service.exits !== exits) throw new Error(`${service.name} did not start`);
      if (await isReady()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const where = typeof check === 'function' ? '' : ` at ${check}`;
    throw new Error(`${service.name} was not ready${where} after ${timeoutMs / 1000} s`);
  }

  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  // This process ends some other way (a crash): nothing it started outlives it.
  process.on('exit', () => {
    for (const service of services) service.kill?.();
  });
  /** Each child service: its name, whether it runs now, and how often it was started again. */
  const status = () => started.map(({ name, up, restarts }) => ({ name, up, restarts }));

  return { start, add, ready, stop, status };
}
