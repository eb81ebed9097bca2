// What `npm run lighthouse` prints: the settings, the table of median runs, the aims each route
// misses, the likely causes (diagnose.mjs) and Lighthouse's warnings.
import { printColumns } from '../report.mjs';
import { aims } from './aims.mjs';

/**
 * Prints every route's results; the causes of routes that miss an aim, or of every route with
 * `diagnoseAll`.
 */
export function printResults(results, { runs, origin, diagnoseAll }) {
  const first = results[0].lhr;
  console.log(
    `Lighthouse ${first.lighthouseVersion} · ${first.configSettings.formFactor} · ` +
      `${first.configSettings.throttlingMethod} throttling (RTT ${first.configSettings.throttling.rttMs} ms, ` +
      `${Math.round(first.configSettings.throttling.throughputKbps)} kbit/s, CPU ×${first.configSettings.throttling.cpuSlowdownMultiplier}) · ` +
      `${runs} run(s) per route, median by score · ${origin}`,
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
    if (r.misses.length === 0 && !diagnoseAll) continue;
    console.log(`\n${r.route} (median run, score ${r.median.score})`);
    for (const line of r.diagnosis) console.log(`  ${line}`);
  }
  for (const r of results) {
    const warnings = r.lhr.runWarnings ?? [];
    for (const warning of warnings) console.log(`\nwarning (${r.route}): ${warning}`);
  }
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
