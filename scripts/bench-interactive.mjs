// What a visitor on a slow phone feels: from the first paint to the moment the page answers taps,
// and the script a first visit downloads. Debian's Chromium with a phone screen, slow 4G and the CPU
// slowed 4× (the profile Lighthouse simulates, applied for real through the DevTools protocol).
//
//   npm run bench:interactive                    starts the production build (run `npm run build`
//                                                first) on its own ports, measures, stops it
//   npm run bench:interactive -- --url http://localhost:<port>  measures a site that is already running
//   options: --runs N (3)  --routes /a,/b  --json out.json  --port-base N (else the first free base
//            from its own, tools/apps.js)  --no-throttle (the same, unthrottled)  --verbose (server output)
//
// Per run: a fresh browser context (a first visit: empty cache), the page loaded once, then
//   first paint   the page's first-contentful-paint entry
//   interactive   the moment <html data-hydrated="true"> is set: the page's public signal that
//                 everything in the first viewport answers taps
//   JS KB         script bytes transferred (compressed, every origin) until the network has been
//                 quiet for 1 s after the page became interactive (what a first visit costs)
// and where the gap between the first paint and "interactive" goes:
//   ask           first paint → the first script requested (the loader waits for the paint)
//   fetch         → the last script the page needed before it answered taps has arrived
//   run           → interactive: compiling and running the scripts, hydrating the first viewport
// The table shows the median of the runs for each figure. Exits non-zero on errors only.
/* global document, window, MutationObserver */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { printColumns } from './lib/report.mjs';
import { runMeasurement, UsageError, positiveInteger } from './lib/cli.mjs';
import { siteUnderTest } from './lib/site-under-test.mjs';

const { CHROMIUM_ARGS, chromiumPath } = createRequire(import.meta.url)('../tools/run/chromium.js');
const defaultRoutes = ['/', '/course', '/blog', '/enrollment', '/faq', '/login'];
const aims = { gapS: 1.5, homeJsKB: 130 };

// Lighthouse's "slow 4G" as DevTools applies it: 150 ms × 3.75 RTT, 1.6 Mbit/s × 0.9.
const network = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const cpuSlowdown = 4;
// Lighthouse's mobile screen (Moto G Power).
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const argSpec = {
  runs: 'string',
  routes: 'string',
  json: 'string',
  'no-throttle': 'boolean',
};

/** Records, inside the page, when the page marks itself interactive. */
const recordHydration = () => {
  const mark = () => {
    if (document.documentElement.dataset.hydrated === 'true' && window.__hydratedAt === undefined)
      window.__hydratedAt = performance.now();
  };
  new MutationObserver(mark).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-hydrated'],
  });
};

let browser;
async function main(options, where) {
  const runs = positiveInteger(options.runs ?? 3, 'runs');
  const throttle = !options['no-throttle'];
  const routes = options.routes ? options.routes.split(',').map((r) => r.trim()) : defaultRoutes;
  for (const route of routes)
    if (!route.startsWith('/')) throw new UsageError(`route "${route}" must start with /`);

  const site = await siteUnderTest({
    ...where,
    onInterrupt: () => browser?.close(),
  });
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
    const speed = [await benchmarkIndex()];
    const results = [];
    for (const route of routes) {
      const url = new URL(route, site.origin).href;
      await warmUp(url);
      const all = [];
      for (let run = 1; run <= runs; run++) all.push(await measure(url, throttle));
      results.push({ route, runs: all, median: medians(all) });
      console.error(`measured ${route}`);
    }
    speed.push(await benchmarkIndex());
    console.log(
      `Chromium ${browser.version()} · phone ${phone.viewport.width}×${phone.viewport.height} · ` +
        (throttle
          ? `RTT ${network.latency} ms, ${((network.downloadThroughput * 8) / 1e6).toFixed(2)} Mbit/s down, CPU ×${cpuSlowdown}`
          : 'no throttling') +
        ` · median of ${runs} · ${site.origin}`,
    );
    // Two runs compare only on machines of the same speed (Lighthouse prints the same index).
    console.log(`Lighthouse's CPU benchmark index, before and after the runs: ${speed.join(', ')}\n`);
    printTable(results);
    if (throttle) {
      console.log(
        `\naims: interactive ≤ ${aims.gapS} s after the first paint; ≤ ${aims.homeJsKB} KB of script on /`,
      );
      const misses = results.flatMap(({ route, median: m }) => [
        ...(m.gapS > aims.gapS
          ? [`${route}: answers taps ${m.gapS.toFixed(2)} s after its first paint`]
          : []),
        ...(route === '/' && m.jsKB > aims.homeJsKB ? [`/: ${m.jsKB.toFixed(1)} KB of script`] : []),
      ]);
      console.log(
        misses.length ? misses.map((m) => `  misses ${m}`).join('\n') : 'every route meets both aims',
      );
    }
    if (options.json) {
      writeFileSync(
        options.json,
        JSON.stringify(
          { date: new Date().toISOString(), throttle, network, cpuSlowdown, benchmarkIndex: speed, results },
          null,
          2,
        ) + '\n',
      );
      console.log(`\nwrote ${options.json}`);
    }
  } finally {
    await browser?.close();
    await site.stop();
  }
}

/** The machine's speed as Lighthouse measures it, in an unthrottled page (below 1000: too slow for 4×). */
async function benchmarkIndex() {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await page.close();
  }
}

/** One request before the runs, so every run finds the page in the server's page cache. */
async function warmUp(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

async function measure(url, throttle) {
  const context = await browser.newContext({ ...phone });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordHydration);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (throttle) {
      await cdp.send('Network.emulateNetworkConditions', network);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const scripts = new Set();
    let scriptBytes = 0;
    let lastActivity = Date.now();
    const inFlight = new Set();
    // When each request started and ended, in ms from the navigation's request (≈ the page's
    // performance.now() origin).
    let navigationStart;
    const started = new Map();
    const ended = new Map();
    const sinceNavigation = (timestamp) => (timestamp - navigationStart) * 1000;
    cdp.on('Network.requestWillBeSent', ({ requestId, timestamp }) => {
      navigationStart ??= timestamp;
      started.set(requestId, sinceNavigation(timestamp));
      inFlight.add(requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', ({ requestId, type }) => {
      if (type === 'Script') scripts.add(requestId);
    });
    const done = ({ requestId, encodedDataLength, timestamp }) => {
      inFlight.delete(requestId);
      lastActivity = Date.now();
      if (timestamp !== undefined) ended.set(requestId, sinceNavigation(timestamp));
      if (encodedDataLength && scripts.has(requestId)) scriptBytes += encodedDataLength;
    };
    cdp.on('Network.loadingFinished', done);
    cdp.on('Network.loadingFailed', (event) => done({ ...event, encodedDataLength: 0 }));

    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 120_000 });
    // The rest of a first visit: what the page still fetches once it answers taps.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < 1000))
      await new Promise((resolve) => setTimeout(resolve, 100));
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      hydrated: window.__hydratedAt,
    }));
    if (timing.fcp === undefined) throw new Error(`${url}: no first-contentful-paint entry`);
    // The scripts the page had before it answered taps.
    const before = [...scripts].filter((id) => (ended.get(id) ?? Infinity) <= timing.hydrated);
    const asked = Math.min(...before.map((id) => started.get(id)));
    const arrived = Math.max(...before.map((id) => ended.get(id)));
    return {
      paintS: timing.fcp / 1000,
      interactiveS: timing.hydrated / 1000,
      gapS: Math.max(0, timing.hydrated - timing.fcp) / 1000,
      askS: before.length ? (asked - timing.fcp) / 1000 : NaN,
      fetchS: before.length ? (arrived - asked) / 1000 : NaN,
      runS: before.length ? (timing.hydrated - arrived) / 1000 : NaN,
      jsKB: scriptBytes / 1024,
    };
  } finally {
    await context.close();
  }
}

function medians(runs) {
  const median = (key) => {
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)];
  };
  return Object.fromEntries(
    ['paintS', 'interactiveS', 'gapS', 'askS', 'fetchS', 'runS', 'jsKB'].map((key) => [key, median(key)]),
  );
}

function printTable(results) {
  const head = ['route', 'first paint', 'answers taps', 'gap', 'runs (gap)', 'ask', 'fetch', 'run', 'JS KB'];
  const seconds = (value) => `${value.toFixed(2)} s`;
  const rows = results.map(({ route, median: m, runs }) => [
    route,
    seconds(m.paintS),
    seconds(m.interactiveS),
    seconds(m.gapS),
    runs.map((r) => r.gapS.toFixed(2)).join('/'),
    seconds(m.askS),
    seconds(m.fetchS),
    seconds(m.runS),
    m.jsKB.toFixed(1),
  ]);
  printColumns(head, rows);
  console.log(
    '(answers taps: <html data-hydrated="true">; the gap as ask: paint → first script requested, fetch: →\n' +
      ' last needed script here, run: → answers taps (each a median of its own); JS KB: script\n' +
      ' transferred, compressed, every origin)',
  );
}

runMeasurement({
  name: 'bench:interactive',
  usage:
    'usage: npm run bench:interactive -- [--runs N] [--routes /a,/b] [--json out.json]\n' +
    '                                   [--url origin | --port-base N] [--no-throttle] [--verbose]',
  options: argSpec,
  portBase: 'benchInteractive',
  main,
  cleanup: () => browser?.close(),
});
