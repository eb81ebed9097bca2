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
// Its parts (scripts/lib/lighthouse/): run.mjs (the runs of a route), diagnose.mjs (a report's likely
// causes), print.mjs (the table and the rest printed), save.mjs (--reports, --json), aims.mjs.
import { runMeasurement, UsageError, positiveInteger } from './lib/cli.mjs';
import { missedAims } from './lib/lighthouse/aims.mjs';
import { diagnose } from './lib/lighthouse/diagnose.mjs';
import { printResults } from './lib/lighthouse/print.mjs';
import { measureRoute, stopBrowser } from './lib/lighthouse/run.mjs';
import { saveReports, saveSummary } from './lib/lighthouse/save.mjs';
import { blogArticlePath, siteUnderTest } from './lib/site-under-test.mjs';

const argSpec = {
  runs: 'string',
  routes: 'string',
  json: 'string',
  reports: 'string',
  diagnose: 'boolean',
};

async function main(options, where) {
  const runs = positiveInteger(options.runs ?? 3, 'runs');

  const site = await siteUnderTest({
    ...where,
    onInterrupt: () => stopBrowser(),
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
      const measured = await measureRoute(route, url, runs);
      const { median } = measured;
      results.push({
        route,
        url,
        runs: measured.runs,
        median: median.metrics,
        misses: missedAims(median.metrics),
        diagnosis: diagnose(median.lhr),
        lhr: median.lhr,
      });
    }

    printResults(results, { runs, origin: site.origin, diagnoseAll: options.diagnose });
    if (options.reports) saveReports(results, options.reports);
    if (options.json) saveSummary(options.json, results, { runs, origin: site.origin });
  } finally {
    await site.stop();
  }
}

runMeasurement({
  name: 'lighthouse',
  usage:
    'usage: npm run lighthouse -- [--runs N] [--routes /a,/b] [--json out.json] [--reports dir]\n' +
    '                            [--url origin | --port-base N] [--diagnose] [--verbose]',
  options: argSpec,
  portBase: 'lighthouse',
  main,
  cleanup: () => stopBrowser(),
});
