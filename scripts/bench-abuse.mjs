// What abuse costs the site's server, with autocannon, on loopback only (issue 20):
//
//   npm run bench:abuse                        starts the production build (run `npm run build`
//                                              first) on its own ports, measures, stops it
//   npm run bench:abuse -- --url http://localhost:<port>    a site already running on this machine
//   options: --duration S (10 per phase)  --flood N (16 connections)  --probe N (2 connections)
//            --json out.json  --port-base N (else the first free base from its own, tools/apps.js)  --verbose
//
// Four phases of --duration seconds each. Throughout, a "visitor" (--probe connections) asks for
// pages that are in the page cache (/, /faq, /course, /blog and an article), and its latency is
// what the table compares:
//   quiet    the visitor alone;
//   tracked  plus a flood of shared-link visits: /?fbclid=<unique> (and gclid, utm_*), every URL
//            new, as Facebook, Google Ads and newsletters make them. The server renders by path
//            and declared parameters only, so these should cost no render at all;
//   distinct plus a flood of truly distinct pages, each one a render: unknown articles
//            (/blog/<random>), unknown packages and courses, a declared parameter's random values
//            (/blog?category=<random>) and unknown paths. The bounded render queue sheds what it
//            cannot render in time with a fast 503;
//   posts    plus a flood of forms posted without script that the site refuses (a project
//            request with an invalid e-mail, from one address): each refusal up to the address's
//            budget is the page rendered again with the messages; past it, a 429 written without a
//            render (refusal-budget.ts). Renders/s here is what refused posts cost.
// Renders (pages the render worker made) and shed requests (turned away with 503 instead) are
// read from the server's /healthz before and after each phase.
// Aims: during either flood, the visitor's p95 at most 3 times the quiet p95 (or at most 50 ms),
// no 5xx for cached pages, no render caused by tracking parameters, refused posts rendered no more
// than the budget allows (FORM_REFUSALS_BURST + FORM_REFUSALS_PER_MINUTE per minute, the
// defaults unless the measured site sets others). Exit code 1 if one is missed.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { percentile, printColumns, round } from './lib/report.mjs';
import { runMeasurement, UsageError, positiveInteger } from './lib/cli.mjs';
import { blogArticlePath, siteUnderTest } from './lib/site-under-test.mjs';

const argSpec = {
  duration: 'string',
  flood: 'string',
  probe: 'string',
  json: 'string',
};

/**
 * The flood runs in a process of its own, so that its load generation does not delay the
 * visitor's measurements (they share this machine's cores with the server, as in real life).
 * (Not a worker thread: autocannon takes any worker thread for one of its own.)
 */
const FLOOD = `
const autocannon = require(process.argv[1]);
const { origin, kind, connections, duration, token } = JSON.parse(process.argv[2]);
let n = 0;
const tracked = () => {
  n += 1;
  const id = token + n.toString(36);
  return ['/?fbclid=IwAR' + id, '/?gclid=Cj0K' + id, '/?utm_source=newsletter&utm_medium=email&utm_campaign=' + id][n % 3];
};
const distinct = () => {
  n += 1;
  const id = token + n.toString(36);
  return ['/blog/' + id, '/packages/' + id, '/course/' + id, '/blog?category=' + id, '/no-such-page-' + id][n % 5];
};
// A project request whose e-mail the form refuses, each with a message of its own.
const refusedPost = () => {
  n += 1;
  return new URLSearchParams({ name: 'Flood ' + n, email: 'not-an-address', company: '', projectType: 'E-commerce Store',
    budget: '', message: 'A refused post ' + token + n.toString(36), website: '' }).toString();
};
const requests = kind === 'posts'
  ? [{ method: 'POST', path: '/', headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
       setupRequest: (request) => ({ ...request, body: refusedPost() }) }]
  : [{ setupRequest: (request) => ({ ...request, path: (kind === 'tracked' ? tracked : distinct)() }) }];
const instance = autocannon({
  url: origin,
  connections,
  duration,
  headers: { 'accept-encoding': 'br' },
  requests,
});
process.on('SIGTERM', () => instance.stop());
instance.then((result) => process.stdout.write(JSON.stringify({
  answered: result.requests.total,
  requestsPerSecond: result.requests.total / result.duration,
  statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
  errors: result.errors,
})), (error) => process.stdout.write(JSON.stringify({ error: String(error) })));
`;

let stopAll = () => {};

async function main(options, where) {
  const duration = positiveInteger(options.duration ?? 10, 'duration');
  const floodConnections = positiveInteger(options.flood ?? 16, 'flood');
  const probeConnections = positiveInteger(options.probe ?? 2, 'probe');
  if (options.url && !['localhost', '127.0.0.1', '[::1]'].includes(new URL(options.url).hostname))
    throw new UsageError('--url must be a site on this machine (loopback only)');

  const site = await siteUnderTest({
    ...where,
    onInterrupt: () => stopAll(),
  });
  try {
    const cached = ['/', '/faq', '/course', '/blog', await blogArticlePath(site.origin)];
    // Twice each: a page asked for again is kept in the cache's protected part.
    for (let i = 0; i < 2; i++)
      for (const p of cached) {
        const response = await fetch(`${site.origin}${p}`, { headers: { 'accept-encoding': 'br' } });
        if (response.status !== 200) throw new Error(`${p} answered ${response.status}`);
        await response.arrayBuffer();
      }
    console.log(
      `abuse test · ${site.origin} · ${duration} s per phase · visitor: ${probeConnections} connections on ` +
        `${cached.join(' ')} · floods: ${floodConnections} connections`,
    );
    const token = randomBytes(3).toString('hex');
    const phases = [];
    for (const kind of ['quiet', 'tracked', 'distinct', 'posts']) {
      if (process.stderr.isTTY) process.stderr.write(`\r${kind}…`.padEnd(40) + '\r');
      // Renders still under way from the last phase count there, not here.
      const before = await idle(site.origin);
      const [probe, flood] = await Promise.all([
        runProbe(site.origin, cached, probeConnections, duration),
        kind === 'quiet'
          ? undefined
          : runFlood({ origin: site.origin, kind, connections: floodConnections, duration, token }),
      ]);
      const after = await health(site.origin);
      phases.push({
        phase: kind,
        seconds: duration,
        probe,
        flood,
        renders: after.renders - before.renders,
        rendersPerSecond: round((after.renders - before.renders) / duration, 1),
        shed: after.shed - before.shed,
      });
    }
    if (process.stderr.isTTY) process.stderr.write(`\r${' '.repeat(40)}\r`);
    printTable(phases);
    const verdicts = judge(phases);
    for (const verdict of verdicts) console.log(`${verdict.ok ? 'ok  ' : 'MISS'} ${verdict.text}`);
    if (options.json) {
      writeFileSync(
        options.json,
        `${JSON.stringify({ date: new Date().toISOString(), origin: site.origin, duration, phases, verdicts }, null, 2)}\n`,
      );
      console.log(`wrote ${options.json}`);
    }
    if (verdicts.some((verdict) => !verdict.ok)) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}

async function health(origin) {
  const response = await fetch(`${origin}/healthz`);
  if (!response.ok) throw new Error(`${origin}/healthz answered ${response.status}`);
  const body = await response.json();
  if (typeof body.renders !== 'number')
    throw new Error(`${origin}/healthz does not count renders: is it this version of the site server?`);
  return body;
}

/** /healthz once the render queue is empty (nothing rendering, nothing waiting). */
async function idle(origin) {
  for (;;) {
    const body = await health(origin);
    if (!body.queue || (body.queue.active === 0 && body.queue.queued === 0)) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The visitor: cached pages, in turn, for `duration` s; every response time kept. */
async function runProbe(origin, paths, connections, duration) {
  const times = [];
  const instance = autocannon({
    url: origin,
    connections,
    duration,
    headers: { 'accept-encoding': 'br' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const stop = stopAll;
  stopAll = () => {
    instance.stop();
    stop();
  };
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

function runFlood(settings) {
  const child = spawn(
    process.execPath,
    ['-e', FLOOD, fileURLToPath(import.meta.resolve('autocannon')), JSON.stringify(settings)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stop = stopAll;
  stopAll = () => {
    child.kill('SIGTERM');
    stop();
  };
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

function judge(phases) {
  const quiet = phases.find((p) => p.phase === 'quiet');
  const verdicts = [];
  for (const phase of phases.filter((p) => p.phase !== 'quiet')) {
    const limit = Math.max(3 * quiet.probe.p95Ms, 50);
    verdicts.push({
      ok: phase.probe.p95Ms <= limit,
      text: `${phase.phase} flood: cached pages' p95 ${phase.probe.p95Ms} ms (quiet ${quiet.probe.p95Ms} ms; aim ≤ 3× quiet or ≤ 50 ms: ≤ ${round(limit, 1)} ms)`,
    });
    verdicts.push({
      ok: phase.probe.serverErrors === 0 && phase.probe.errors === 0,
      text: `${phase.phase} flood: ${phase.probe.serverErrors} 5xx and ${phase.probe.errors} errors for cached pages (aim 0)`,
    });
  }
  const posts = phases.find((p) => p.phase === 'posts');
  const allowed = budgetFor(posts);
  verdicts.push({
    ok: posts.flood.statusCodes['422'] > 0 && posts.flood.statusCodes['429'] > 0,
    text: `posts flood: refused with the page (422) up to the budget, then without a render (429)`,
  });
  verdicts.push({
    ok: posts.renders <= allowed,
    text: `posts flood: ${posts.renders} renders for ${posts.flood.answered} refused posts (${JSON.stringify(posts.flood.statusCodes)}; aim ≤ ${allowed}, the budget of one address)`,
  });
  const tracked = phases.find((p) => p.phase === 'tracked');
  verdicts.push({
    ok: tracked.renders === 0 && tracked.shed === 0,
    text: `tracked flood: ${tracked.renders} renders (and ${tracked.shed} shed) caused by tracking parameters (aim 0)`,
  });
  const trackedErrors = Object.entries(tracked.flood.statusCodes).filter(([code]) => code !== '200');
  verdicts.push({
    ok: trackedErrors.length === 0 && tracked.flood.errors === 0,
    text: `tracked flood: every tracked visitor got the page (${tracked.flood.answered} answers: ${JSON.stringify(tracked.flood.statusCodes)})`,
  });
  return verdicts;
}

/**
 * The renders refused posts from one address may cost in a phase: the site server's budget
 * (SITE_SERVER_DEFAULTS.formRefusals), its burst plus its rate over the phase.
 */
function budgetFor(phase) {
  const burst = Number(process.env.FORM_REFUSALS_BURST || 10);
  const perMinute = Number(process.env.FORM_REFUSALS_PER_MINUTE || 10);
  return Math.floor(burst + (perMinute * phase.seconds) / 60);
}

function printTable(phases) {
  const head = [
    'phase',
    'cached p50 ms',
    'cached p95 ms',
    'cached max ms',
    'cached 5xx',
    'flood req/s',
    'flood answers',
    'renders',
    'renders/s',
    '503 (shed)',
  ];
  const rows = phases.map((p) => [
    p.phase,
    p.probe.p50Ms.toFixed(1),
    p.probe.p95Ms.toFixed(1),
    p.probe.maxMs.toFixed(1),
    String(p.probe.serverErrors),
    p.flood ? p.flood.requestsPerSecond.toFixed(1) : '—',
    p.flood
      ? Object.entries(p.flood.statusCodes)
          .map(([code, count]) => `${count}×${code}`)
          .join(' ')
      : '—',
    String(p.renders),
    p.rendersPerSecond.toFixed(1),
    String(p.shed),
  ]);
  printColumns(head, rows, [0, 6]);
  console.log(
    '(cached: the visitor on cached pages, exact percentiles of every response; 503 (shed): renders turned away by the bounded queue)',
  );
}

runMeasurement({
  name: 'bench:abuse',
  usage:
    'usage: npm run bench:abuse -- [--duration S] [--flood N] [--probe N] [--json out.json]\n' +
    '                              [--url origin | --port-base N] [--verbose]',
  options: argSpec,
  portBase: 'benchAbuse',
  main,
  cleanup: () => stopAll(),
});
