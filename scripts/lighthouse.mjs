// Lighthouse (performance only) on the site's main routes, in Debian's Chromium, offline.
//
//   npm run lighthouse                          starts the production build (run `npm run build`
//                                               first) on its own ports, measures, stops it
//   npm run lighthouse -- --url http://localhost:<port>     measures a site that is already running
//   options: --runs N (3)  --routes /a,/b  --json out.json  --reports dir (each route's median LHR)
//            --port-base N (else the first free base from its own, tools/apps.js, in steps of 10)  --diagnose (causes for every route, not only those missing an aim)
//            --verbose (server output)
//
// Lighthouse 12's defaults: mobile form factor (Moto G Power screen), simulated throttling (slow 4G:
// 150 ms RTT, 1.6 Mbit/s down, 4x CPU slowdown). Each route runs N times in a fresh browser; the
// table shows the median run by performance score (with an even N, the lower middle run). Before
// its runs, each route is requested once so the site's page cache holds it: the figures are the
// steady state a visitor gets, not a first render after a deployment (that is `npm run bench:ssr`).
// The machine's speed matters (TBT above all): the header prints Lighthouse's benchmark index.
//
// Exits non-zero on errors only (no build, server or browser failure...), never on scores.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { printColumns, round } from './lib/report.mjs';
import { runMeasurement, UsageError, positiveInteger } from './lib/cli.mjs';
import { blogArticlePath, siteUnderTest } from './lib/site-under-test.mjs';

const aims = { score: 98, lcpS: 1.5, cls: 0.02, tbtMs: 100 };
const { CHROMIUM_ARGS, chromiumPath } = createRequire(import.meta.url)('../tools/run/chromium.js');
// chrome-launcher starts the browser itself: headless is one of its switches here.
const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];

const argSpec = {
  runs: 'string',
  routes: 'string',
  json: 'string',
  reports: 'string',
  diagnose: 'boolean',
};

let chrome;
async function main(options, where) {
  const runs = positiveInteger(options.runs ?? 3, 'runs');

  const site = await siteUnderTest({
    ...where,
    onInterrupt: () => chrome?.kill(),
  });
  try {
    const routes = options.routes
      ? options.routes.split(',').map((route) => route.trim())
      : [
          '/',
          '/course',
          '/blog',
          await blogArticlePath(site.origin),
          '/enrollment',
          '/packages/laravel',
          '/faq',
        ];
    for (const route of routes)
      if (!route.startsWith('/')) throw new UsageError(`route "${route}" must start with /`);

    const results = [];
    for (const route of routes) {
      const url = new URL(route, site.origin).href;
      await warmUp(url);
      if (!process.stderr.isTTY) console.error(`measuring ${route} (${runs} run(s))…`);
      const runResults = [];
      for (let run = 1; run <= runs; run++) {
        progress(`${route}  run ${run}/${runs}…`);
        runResults.push(await measure(url));
      }
      progress('');
      const sorted = [...runResults].sort((a, b) => a.metrics.score - b.metrics.score);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      results.push({
        route,
        url,
        runs: runResults.map((r) => r.metrics),
        median: median.metrics,
        misses: missedAims(median.metrics),
        diagnosis: diagnose(median.lhr),
        lhr: median.lhr,
      });
    }

    const first = results[0].lhr;
    console.log(
      `Lighthouse ${first.lighthouseVersion} · ${first.configSettings.formFactor} · ` +
        `${first.configSettings.throttlingMethod} throttling (RTT ${first.configSettings.throttling.rttMs} ms, ` +
        `${Math.round(first.configSettings.throttling.throughputKbps)} kbit/s, CPU ×${first.configSettings.throttling.cpuSlowdownMultiplier}) · ` +
        `${runs} run(s) per route, median by score · ${site.origin}`,
    );
    const indexes = results.flatMap((r) => r.runs.map((m) => m.benchmarkIndex)).sort((a, b) => a - b);
    console.log(
      `Lighthouse's CPU benchmark index during the runs: ${indexes[0]}–${indexes.at(-1)} (below 1000 Lighthouse ` +
        'finds the host too slow for its 4x CPU slowdown; a busy machine inflates TBT and LCP)\n',
    );
    printTable(results);

    console.log(
      `\naims: performance ≥ ${aims.score}, LCP ≤ ${aims.lcpS} s, CLS ≤ ${aims.cls}, TBT ≤ ${aims.tbtMs} ms`,
    );
    const missing = results.filter((r) => r.misses.length > 0);
    if (missing.length === 0) console.log('every route meets every aim');
    for (const r of missing) console.log(`  ${r.route.padEnd(28)} misses ${r.misses.join(', ')}`);

    for (const r of results) {
      if (r.misses.length === 0 && !options.diagnose) continue;
      console.log(`\n${r.route} (median run, score ${r.median.score})`);
      for (const line of r.diagnosis) console.log(`  ${line}`);
    }
    for (const r of results) {
      const warnings = r.lhr.runWarnings ?? [];
      for (const warning of warnings) console.log(`\nwarning (${r.route}): ${warning}`);
    }

    if (options.reports) {
      mkdirSync(options.reports, { recursive: true });
      for (const r of results) {
        const name = r.route === '/' ? 'home' : r.route.slice(1).replace(/[^a-z0-9-]+/gi, '_');
        writeFileSync(path.join(options.reports, `${name}.json`), JSON.stringify(r.lhr));
      }
      console.log(
        `\nmedian reports (open in https://googlechrome.github.io/lighthouse/viewer/): ${options.reports}/`,
      );
    }
    if (options.json) {
      const summary = {
        date: new Date().toISOString(),
        origin: site.origin,
        lighthouse: first.lighthouseVersion,
        settings: {
          formFactor: first.configSettings.formFactor,
          throttlingMethod: first.configSettings.throttlingMethod,
          throttling: first.configSettings.throttling,
        },
        aims,
        runs,
        routes: results.map(({ route, url, runs: all, median, misses, diagnosis }) => ({
          route,
          url,
          median,
          misses,
          runs: all,
          diagnosis,
        })),
      };
      writeFileSync(options.json, JSON.stringify(summary, null, 2) + '\n');
      console.log(`\nwrote ${options.json}`);
    }
  } finally {
    await site.stop();
  }
}

/** A progress line on a terminal (overwritten in place), nothing in a log. */
function progress(text) {
  if (process.stderr.isTTY) process.stderr.write(`\r${text.padEnd(70)}\r`);
}

/** One request before the runs, so every run finds the page in the server's page cache. */
async function warmUp(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

/** One Lighthouse run in a fresh Chromium. */
async function measure(url) {
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (lhr.categories.performance.score === null) {
      throw new Error(`${url}: Lighthouse computed no performance score (${lhr.runWarnings.join('; ')})`);
    }
    return { lhr, metrics: metricsOf(lhr) };
  } finally {
    await chrome.kill();
    chrome = undefined;
  }
}

function metricsOf(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcpS: round(value('first-contentful-paint') / 1000, 2),
    lcpS: round(value('largest-contentful-paint') / 1000, 2),
    cls: round(value('cumulative-layout-shift'), 3),
    tbtMs: Math.round(value('total-blocking-time')),
    jsKB: scripts ? round(scripts.transferSize / 1024, 1) : undefined,
    jsRequests: scripts?.requestCount,
    totalKB: round(value('total-byte-weight') / 1024, 1),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

function missedAims(m) {
  const misses = [];
  if (m.score < aims.score) misses.push(`performance (${m.score} < ${aims.score})`);
  if (m.lcpS > aims.lcpS) misses.push(`LCP (${m.lcpS} s > ${aims.lcpS} s)`);
  if (m.cls > aims.cls) misses.push(`CLS (${m.cls} > ${aims.cls})`);
  if (m.tbtMs > aims.tbtMs) misses.push(`TBT (${m.tbtMs} ms > ${aims.tbtMs} ms)`);
  return misses;
}

/** The report's likely causes, in a few lines: LCP element and phases, shifts, blocking, unused JS, long tasks. */
function diagnose(lhr) {
  const audit = (id) => lhr.audits[id];
  const items = (id) => audit(id)?.details?.items ?? [];
  const ms = (n) => `${Math.round(n)} ms`;
  const kb = (n) => `${round(n / 1024, 1)} KB`;
  const short = (url) => {
    try {
      const u = new URL(url);
      return `${u.port ? `:${u.port}` : u.host}${u.pathname}`;
    } catch {
      return String(url);
    }
  };
  const lines = [];

  const [elementTable, phaseTable] = items('largest-contentful-paint-element');
  const lcpNode = elementTable?.items?.[0]?.node;
  if (lcpNode) lines.push(`LCP element: ${describeNode(lcpNode)}`);
  if (phaseTable?.items?.length) {
    lines.push(`LCP phases: ${phaseTable.items.map((p) => `${p.phase} ${ms(p.timing)}`).join(' · ')}`);
  }
  const lazy = audit('lcp-lazy-loaded');
  // Failed: score below 1 (0.5 with Lighthouse 12's metric-savings scoring); null when not applicable.
  if (lazy?.score !== null && lazy?.score !== undefined && lazy.score < 1) {
    lines.push('the LCP image has loading="lazy": it is fetched late, at low priority (make it eager)');
  }
  const ttfb = audit('server-response-time');
  if (ttfb?.numericValue !== undefined)
    lines.push(`server response time (observed): ${ms(ttfb.numericValue)}`);

  const shifts = items('layout-shifts');
  if (shifts.length) {
    lines.push(`layout shifts (CLS ${round(audit('cumulative-layout-shift').numericValue, 3)}):`);
    for (const shift of shifts.slice(0, 5)) {
      const causes = (shift.subItems?.items ?? []).map((c) =>
        c.extra?.type === 'url'
          ? `${c.cause}: ${short(c.extra.value)}`
          : c.extra?.type === 'node'
            ? `${c.cause}: ${describeNode(c.extra)}`
            : c.cause,
      );
      lines.push(
        `  ${round(shift.score, 4)}  ${describeNode(shift.node)}${causes.length ? `  (${causes.join('; ')})` : ''}`,
      );
    }
  }

  const blocking = items('render-blocking-resources');
  if (blocking.length) {
    lines.push(
      `render-blocking resources (est. savings ${ms(audit('render-blocking-resources').numericValue ?? 0)}):`,
    );
    for (const r of blocking) lines.push(`  ${short(r.url)}  ${kb(r.totalBytes)}  ${ms(r.wastedMs)}`);
  }

  const unused = items('unused-javascript');
  if (unused.length) {
    const total = unused.reduce((sum, r) => sum + r.wastedBytes, 0);
    lines.push(`unused JavaScript (${kb(total)} transferred but not run before load):`);
    for (const r of unused.slice(0, 5)) {
      lines.push(`  ${short(r.url)}  ${kb(r.wastedBytes)} of ${kb(r.totalBytes)}`);
    }
  }

  const tasks = items('long-tasks');
  if (tasks.length) {
    lines.push(`long tasks (${tasks.length}):`);
    for (const t of tasks.slice(0, 5))
      lines.push(`  ${ms(t.duration)} at ${ms(t.startTime)}  ${short(t.url)}`);
  }
  const work = items('mainthread-work-breakdown');
  if (work.length) {
    lines.push(`main thread: ${work.map((w) => `${w.groupLabel} ${ms(w.duration)}`).join(' · ')}`);
  }
  const dom = audit('dom-size')?.numericValue;
  if (dom !== undefined) lines.push(`DOM: ${dom} elements`);
  const bootup = items('bootup-time');
  if (bootup.length) {
    lines.push(
      `JS execution: ${bootup
        .slice(0, 4)
        .map((b) => `${short(b.url)} ${ms(b.scripting)} run + ${ms(b.scriptParseCompile)} compile`)
        .join(' · ')}`,
    );
  }
  return lines;
}

function describeNode(node) {
  if (!node) return '(element not identified)';
  const label = node.nodeLabel ? ` "${node.nodeLabel.replace(/\s+/g, ' ').slice(0, 60)}"` : '';
  return `${node.selector ?? node.snippet ?? '?'}${label}`;
}

function printTable(results) {
  const head = [
    'route',
    'score',
    'runs',
    'FCP s',
    'LCP s',
    'CLS',
    'TBT ms',
    'JS KB',
    'total KB',
    'CPU index',
  ];
  const rows = results.map(({ route, median: m, runs }) => [
    route,
    String(m.score),
    runs.map((r) => r.score).join('/'),
    m.fcpS.toFixed(2),
    m.lcpS.toFixed(2),
    m.cls.toFixed(3),
    String(m.tbtMs),
    m.jsKB === undefined ? '?' : `${m.jsKB.toFixed(1)} (${m.jsRequests})`,
    m.totalKB.toFixed(1),
    String(m.benchmarkIndex),
  ]);
  printColumns(head, rows);
  console.log(
    '(JS KB: script bytes transferred, compressed, with the number of script requests; CPU index: ' +
      "Lighthouse's benchmark index of the median run)",
  );
}

runMeasurement({
  name: 'lighthouse',
  usage:
    'usage: npm run lighthouse -- [--runs N] [--routes /a,/b] [--json out.json] [--reports dir]\n' +
    '                            [--url origin | --port-base N] [--diagnose] [--verbose]',
  options: argSpec,
  portBase: 'lighthouse',
  main,
  cleanup: () => chrome?.kill(),
});
