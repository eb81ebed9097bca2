// Load test of the site's server-side rendering, with autocannon.
//
//   npm run bench:ssr                         starts the production build (run `npm run build` first)
//                                             on its own ports, measures, stops it
//   npm run bench:ssr -- --url http://localhost:<port>      measures a site that is already running
//   options: --duration S (10 per case)  --connections N (10)  --paths /a,/b  --json out.json
//            --port-base N (else the first free base from its own, tools/apps.js)  --verbose (server output)
//
// Two pages, `/` and a blog article (the first /blog/<slug> of the site's /sitemap.xml), two cases each:
//   cold  every request renders the page: measured on a site started with PAGE_CACHE_ENTRIES=0 (no
//         page cache; the server caches a page by its path and declared parameters only, so no URL
//         trick makes a miss any more) and a render queue that never sheds (RENDER_QUEUE_WAIT_MS):
//         every answer is a full render in the render worker, compression included. Not measured
//         with --url (a running site has its cache).
//   warm  the same URL again and again on a site with its page cache: after one priming request
//         every answer is a cache hit (an already compressed page).
// Every request sends `accept-encoding: br`, as browsers do. Before the first case, a few renders
// of each page (not measured) warm the render worker up.
//
// Latency percentiles are exact, computed from every response time (autocannon's own result only
// has p50, p90, p97.5, p99; its p97.5 is printed too). Requests per second = answered requests /
// duration. Non-2xx answers and connection errors are counted; any of them makes the figures
// invalid and the exit code 1.
import autocannon from 'autocannon';
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import { percentile, printColumns, round } from './lib/report.mjs';
import { runMeasurement, UsageError, positiveInteger } from './lib/cli.mjs';
import { blogArticlePath, siteUnderTest } from './lib/site-under-test.mjs';

const argSpec = {
  duration: 'string',
  connections: 'string',
  paths: 'string',
  json: 'string',
};

let running;
async function main(options, where) {
  const duration = positiveInteger(options.duration ?? 10, 'duration');
  const connections = positiveInteger(options.connections ?? 10, 'connections');

  const results = [];
  let site;
  try {
    if (!options.url) {
      // Cold: a site without a page cache, whose queue lets every request wait for its render.
      site = await siteUnderTest({
        ...where,
        url: undefined,
        env: { PAGE_CACHE_ENTRIES: '0', RENDER_QUEUE_WAIT_MS: '600000', RENDER_QUEUE_MAX: '1000' },
        onInterrupt: () => running?.stop(),
      });
      const paths = await pathsOf(options, site.origin);
      console.log(
        `SSR load test · ${site.origin} · ${connections} connections · ${duration} s per case · accept-encoding: br`,
      );
      for (const p of paths) {
        await checkBrotli(site.origin, p);
        for (let i = 0; i < 5; i++) await get(`${site.origin}${p}`);
        results.push(await run({ path: p, kind: 'cold', url: `${site.origin}${p}`, connections, duration }));
      }
      await site.stop();
    } else {
      console.log(
        '--url: the cold case needs a site without its page cache (PAGE_CACHE_ENTRIES=0): warm only',
      );
    }
    site = await siteUnderTest({
      ...where,
      onInterrupt: () => running?.stop(),
    });
    const paths = await pathsOf(options, site.origin);
    for (const p of paths) {
      await checkBrotli(site.origin, p); // primes the cache for the warm case
      results.push(await run({ path: p, kind: 'warm', url: `${site.origin}${p}`, connections, duration }));
    }

    printTable(results);
    const failed = results.filter((r) => r.non2xx > 0 || r.errors > 0);
    for (const r of failed) {
      console.log(
        `${r.label}: ${r.non2xx} non-2xx answer(s) ${JSON.stringify(r.statusCodes)}, ${r.errors} error(s) ` +
          `(${r.timeouts} timeouts): these figures are not valid`,
      );
    }
    if (options.json) {
      writeFileSync(
        options.json,
        JSON.stringify(
          { date: new Date().toISOString(), origin: site?.origin, connections, duration, results },
          null,
          2,
        ) + '\n',
      );
      console.log(`wrote ${options.json}`);
    }
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    await site?.stop();
  }
}

async function pathsOf(options, origin) {
  const paths = options.paths
    ? options.paths.split(',').map((p) => p.trim())
    : ['/', await blogArticlePath(origin)];
  for (const p of paths) {
    if (!p.startsWith('/') || p.includes('?'))
      throw new UsageError(`path "${p}" must start with / and have no query`);
  }
  return paths;
}

async function checkBrotli(origin, p) {
  const { status, encoding } = await get(`${origin}${p}`);
  if (status !== 200) throw new Error(`${p} answered ${status}`);
  if (encoding !== 'br') throw new Error(`${p} was not answered with brotli (content-encoding: ${encoding})`);
}

/** One autocannon run; every response time is kept for exact percentiles. */
async function run({ path, kind, url, connections, duration, requests }) {
  const label = `${path} ${kind}`;
  if (process.stderr.isTTY) process.stderr.write(`\r${label}…`.padEnd(60) + '\r');
  const times = [];
  const instance = autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': 'br' },
    ...(requests ? { requests } : {}),
  });
  running = instance;
  instance.on('response', (_client, _statusCode, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  running = undefined;
  if (process.stderr.isTTY) process.stderr.write(`\r${' '.repeat(60)}\r`);
  times.sort((a, b) => a - b);
  return {
    label,
    path,
    kind,
    answered: times.length,
    requestsPerSecond: round(times.length / result.duration, 1),
    p50Ms: round(percentile(times, 50), 1),
    p95Ms: round(percentile(times, 95), 1),
    p97_5Ms: result.latency.p97_5,
    maxMs: round(times.at(-1) ?? 0, 1),
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
    ),
    errors: result.errors,
    timeouts: result.timeouts,
    kbPerAnswer: times.length ? round(result.throughput.total / times.length / 1024, 1) : 0,
  };
}

/** A GET with accept-encoding br; resolves with the status and content-encoding (body read, not decoded). */
function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode, encoding: response.headers['content-encoding'] }),
        );
      })
      .on('error', reject);
  });
}

function printTable(results) {
  const head = [
    'page',
    'case',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p97.5 ms',
    'max ms',
    'answers',
    'KB each',
    'non-2xx',
    'errors',
  ];
  const rows = results.map((r) => [
    r.path,
    r.kind,
    r.requestsPerSecond.toFixed(1),
    r.p50Ms.toFixed(1),
    r.p95Ms.toFixed(1),
    String(r.p97_5Ms),
    r.maxMs.toFixed(1),
    String(r.answered),
    r.kbPerAnswer.toFixed(1),
    String(r.non2xx),
    String(r.errors),
  ]);
  printColumns(head, rows, [0, 1]);
  console.log(
    "(p50/p95: exact, from every response time; p97.5: autocannon's histogram, whole ms; KB each: compressed body + headers)",
  );
}

runMeasurement({
  name: 'bench:ssr',
  usage:
    'usage: npm run bench:ssr -- [--duration S] [--connections N] [--paths /a,/b] [--json out.json]\n' +
    '                           [--url origin | --port-base N] [--verbose]',
  options: argSpec,
  portBase: 'benchSsr',
  main,
  cleanup: () => running?.stop(),
});
