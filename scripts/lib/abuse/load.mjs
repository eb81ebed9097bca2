// bench:abuse's load (scripts/bench-abuse.mjs): the visitor on cached pages, the flood in a process
// of its own (flood.cjs), and the site server's own counts (/healthz) around them. `stopAll()`
// stops whatever load is running (an error, Ctrl+C).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { percentile, round } from '../report.mjs';

let stoppers = [];

/** Stops the visitor and the flood under way. */
export function stopAll() {
  for (const stop of stoppers.splice(0)) stop();
}

export async function health(origin) {
  const response = await fetch(`${origin}/healthz`);
  if (!response.ok) throw new Error(`${origin}/healthz answered ${response.status}`);
  const body = await response.json();
  if (typeof body.renders !== 'number')
    throw new Error(`${origin}/healthz does not count renders: is it this version of the site server?`);
  return body;
}

/** /healthz once the render queue is empty (nothing rendering, nothing waiting). */
export async function idle(origin) {
  for (;;) {
    const body = await health(origin);
    if (!body.queue || (body.queue.active === 0 && body.queue.queued === 0)) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The visitor: cached pages, in turn, for `duration` s; every response time kept. */
export async function runProbe(origin, paths, connections, duration) {
  const times = [];
  const instance = autocannon({
    url: origin,
    connections,
    duration,
    headers: { 'accept-encoding': 'br' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  stoppers.push(() => instance.stop());
  instance.on('response', (_client, _statusCode, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
  );
  return {
    answered: times.length,
    p50Ms: round(percentile(times, 50), 1),
    p95Ms: round(percentile(times, 95), 1),
    maxMs: round(times.at(-1) ?? 0, 1),
    statusCodes,
    serverErrors: Object.entries(statusCodes)
      .filter(([code]) => code.startsWith('5'))
      .reduce((sum, [, count]) => sum + count, 0),
    errors: result.errors,
  };
}

/** A flood of `settings.kind` (tracked, distinct, posts) for `settings.duration` s: its counts. */
export function runFlood(settings) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./flood.cjs', import.meta.url)), JSON.stringify(settings)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  stoppers.push(() => child.kill('SIGTERM'));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('exit', () => {
      try {
        const message = JSON.parse(output);
        if (message.error) reject(new Error(`flood: ${message.error}`));
        else resolve({ ...message, requestsPerSecond: round(message.requestsPerSecond, 1) });
      } catch {
        reject(new Error(`flood: no result (${output.slice(0, 200)})`));
      }
    });
  });
}
