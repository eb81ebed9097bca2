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
// The table shows the median of the runs for each figure. Exits non-zero on errors only.
/* global document, window, MutationObserver */
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
    const results = [];
    for (const route of routes) {
      const url = new URL(route, site.origin).href;
      await warmUp(url);
      const all = [];
      for (let run = 1; run <= runs; run++) all.push(await measure(url, throttle));
      results.push({ route, runs: all, median: medians(all) });
      console.error(`measured ${route}`);
    }
    console.log(
      `Chromium ${browser.version()} · phone ${phone.viewport.width}×${phone.viewport.height} · ` +
        (throttle
          ? `RTT ${network.latency} ms, ${((network.downloadThroughput * 8) / 1e6).toFixed(2)} Mbit/s down, CPU ×${cpuSlowdown}`
          : 'no throttling') +
        ` · median of ${runs} · ${site.origin}\n`,
    );
    printTable(results);
    if (throttle) {
      console.log(
        `\naims: interactive ≤ ${aims.gapS} s after the first paint; ≤ ${aims.homeJsKB} KB of script on /`,
      );
      const misses = results.flatMap(({ route, median: m }) => [
        ...(m.gapS > aims.gapS ? [`${route}: taps lost for ${m.gapS.toFixed(2)} s`] : []),
        ...(route === '/' && m.jsKB > aims.homeJsKB ? [`/: ${m.jsKB.toFixed(1)} KB of script`] : []),
      ]);
      console.log(
        misses.length ? misses.map((m) => `  misses ${m}`).join('\n') : 'every route meets both aims',
      );
    }
    if (options.json) {
      writeFileSync(
        options.json,
        JSON.stringify({ date: new Date().toISOString(), throttle, network, cpuSlowdown, results }, null, 2) +
          '\n',
      );
      console.log(`\nwrote ${options.json}`);
    }
  } finally {
    await browser?.close();
    await site.stop();
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
    cdp.on('Network.requestWillBeSent', ({ requestId }) => {
      inFlight.add(requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', ({ requestId, type }) => {
      if (type === 'Script') scripts.add(requestId);
    });
    const done = ({ requestId, encodedDataLength }) => {
      inFlight.delete(requestId);
      lastActivity = Date.now();
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
    return {
      paintS: timing.fcp / 1000,
      interactiveS: timing.hydrated / 1000,
      gapS: Math.max(0, timing.hydrated - timing.fcp) / 1000,
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
  return {
    paintS: median('paintS'),
    interactiveS: median('interactiveS'),
    gapS: median('gapS'),
    jsKB: median('jsKB'),
  };
}

function printTable(results) {
  const head = ['route', 'first paint', 'answers taps', 'taps lost for', 'runs (gap)', 'JS KB'];
  const rows = results.map(({ route, median: m, runs }) => [
    route,
    `${m.paintS.toFixed(2)} s`,
    `${m.interactiveS.toFixed(2)} s`,
    `${m.gapS.toFixed(2)} s`,
    runs.map((r) => r.gapS.toFixed(2)).join('/'),
    m.jsKB.toFixed(1),
  ]);
  printColumns(head, rows);
  console.log(
    '(answers taps: <html data-hydrated="true">; JS KB: script transferred, compressed, every origin)',
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
