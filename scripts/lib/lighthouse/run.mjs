// Measuring a route with Lighthouse (performance only) in Debian's Chromium: a request first so
// the page is in the site's page cache, then N runs, each in a fresh browser; the median run by
// performance score (with an even N, the lower middle run).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';
import { round } from '../report.mjs';

const { CHROMIUM_ARGS, chromiumPath } = createRequire(import.meta.url)('../../../tools/run/chromium.js');
// chrome-launcher starts the browser itself: headless is one of its switches here.
const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];

/** The browser of the run under way, if any. */
let chrome;

/** Stops the browser of the run under way (on an interrupt or an error). */
export function stopBrowser() {
  return chrome?.kill();
}

/** The route's runs (their metrics) and its median run (metrics and Lighthouse's report). */
export async function measureRoute(route, url, runs) {
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
  return { runs: runResults.map((r) => r.metrics), median };
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
