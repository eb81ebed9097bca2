// What `npm run lighthouse` writes on request: each route's median report (--reports) and a
// summary of the runs (--json).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { aims } from './aims.mjs';

/** Each route's median report as `<route>.json` in `dir` (`home.json` for /). */
export function saveReports(results, dir) {
  mkdirSync(dir, { recursive: true });
  for (const r of results) {
    const name = r.route === '/' ? 'home' : r.route.slice(1).replace(/[^a-z0-9-]+/gi, '_');
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(r.lhr));
  }
  console.log(`\nmedian reports (open in https://googlechrome.github.io/lighthouse/viewer/): ${dir}/`);
}

/** The settings, the aims and every route's runs, median, misses and causes, as JSON in `file`. */
export function saveSummary(file, results, { runs, origin }) {
  const first = results[0].lhr;
  const summary = {
    date: new Date().toISOString(),
    origin,
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
  writeFileSync(file, JSON.stringify(summary, null, 2) + '\n');
  console.log(`\nwrote ${file}`);
}
