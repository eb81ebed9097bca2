// The staff inbox at 100,000 leads (issue 31), on loopback only:
//
//   npm run bench:inbox                      SQLite and PostgreSQL (a cluster of its own), after
//                                            `npm run build` (it runs the API's build)
//   options: --leads N (100000)  --requests N (200 per case)  --store sqlite|postgres|both (both)
//            --json out.json  --verbose
//
// For each store: N leads of both kinds are written straight into a new database (in batches, as
// the API stores them: the form's row, its mail's row, its inbox row), spread over a year, with
// statuses, languages, sources and mail states; the API is started on it, a staff member signs
// in, and each case is requested --requests times one after another (after 10 unmeasured): the
// newest page, filters, a page deep in the list, searches by name, e-mail and phone, and the weekly
// chart. Then the whole inbox is exported as CSV, timed to the last byte, and the API's peak memory
// (VmHWM) is read before and after. Aim: the list's and the search's p95 at most 50 ms at the API
// (the chart is printed beside it, marked †); exit code 1 if one is missed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBuild, buildApi, peakMb, startApi, storesOf } from './lib/api-under-test.mjs';
import { parseArgs, positiveInteger, UsageError } from './lib/cli.mjs';
import { percentile, printColumns, round } from './lib/report.mjs';

const require = createRequire(import.meta.url);
const { startPostgres } = require('../tools/run/postgres.js');

const USAGE = `npm run bench:inbox [-- --leads N --requests N --store sqlite|postgres|both --json out.json --verbose]`;
const AIM_P95_MS = 50;
const PASSWORD = 'kinnow orchards in winter light';

/** What the inbox is asked, one request at a time; `aimed: false` is printed beside the aim. */
const cases = (middle) => [
  ['newest page', '/api/v1/staff/leads'],
  ['status filter', '/api/v1/staff/leads?status=contacted'],
  ['kind + source', '/api/v1/staff/leads?kind=enrollment&source=facebook'],
  ['language + dates', '/api/v1/staff/leads?language=ur&from=2026-06-01&to=2026-06-30'],
  ['page deep in the list', `/api/v1/staff/leads?cursor=${middle}`],
  ['search a name (many)', '/api/v1/staff/leads?q=ayesha'],
  ['search an e-mail (one)', `/api/v1/staff/leads?q=lead${middle}@example.com`],
  ['search a phone', '/api/v1/staff/leads?q=0300%2010500'],
  // The chart, beside the aim (which is the list's and the search's).
  ['leads per week (chart)', '/api/v1/staff/stats/weekly?weeks=12', false],
];

async function measureStore(store, options) {
  const { migrate } = require(apiBuild('db/migrate.js'));
  const { openStore } = require(apiBuild('db/store.js'));
  const { seedLeads } = require(apiBuild('bench/seed-leads.js'));
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-inbox-${store}-`));
  const cluster = store === 'postgres' ? await startPostgres({ fast: true, log: 'ignore' }) : undefined;
  const databaseUrl = cluster ? await cluster.createDatabase('inbox') : '';
  const dbPath = path.join(dir, 'requests.db');
  let api;
  try {
    const db = openStore({ databaseUrl: databaseUrl || null, dbPath, poolMax: 4 });
    await migrate(db);
    const seeding = Date.now();
    await seedLeads(db, options.leads);
    await db.close();
    const seeded = round((Date.now() - seeding) / 1000, 1);

    api = await startApi({ API_DB_PATH: dbPath, DATABASE_URL: databaseUrl }, { verbose: options.verbose });
    const get = await api.signIn('bench', PASSWORD);

    const middle = Math.floor(options.leads / 2);
    const results = [];
    for (const [name, url, aimed = true] of cases(middle)) {
      const times = [];
      for (let i = 0; i < options.requests + 10; i += 1) {
        const started = performance.now();
        const response = await get(url);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        if (i >= 10) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      results.push({
        name,
        aimed,
        p50: round(percentile(times, 50), 1),
        p95: round(percentile(times, 95), 1),
        max: round(times.at(-1), 1),
      });
    }
    const peakBefore = peakMb(api.pid);
    const exportStarted = performance.now();
    const exported = await get('/api/v1/staff/leads/export.csv');
    const csv = Buffer.from(await exported.arrayBuffer());
    const exportMs = performance.now() - exportStarted;
    // Records end with CRLF; a message's own line breaks are LF inside quotes. Less the header.
    const rows = csv.toString('utf8').split('\r\n').length - 2;
    return {
      store,
      leads: options.leads,
      seededSeconds: seeded,
      cases: results,
      export: {
        seconds: round(exportMs / 1000, 2),
        megabytes: round(csv.byteLength / 1e6, 1),
        rows,
        peakMbBefore: peakBefore,
        peakMbAfter: peakMb(api.pid),
      },
    };
  } finally {
    await api?.stop();
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2), {
    leads: 'string',
    requests: 'string',
    store: 'string',
    json: 'string',
    verbose: 'boolean',
    help: 'boolean',
  });
  if (options.help) return console.log(USAGE);
  const settings = {
    leads: positiveInteger(options.leads ?? 100_000, 'leads'),
    requests: positiveInteger(options.requests ?? 200, 'requests'),
    verbose: Boolean(options.verbose),
  };
  const stores = storesOf(options.store, (message) => new UsageError(message));
  buildApi();
  const all = [];
  for (const name of stores) {
    console.log(`\n${name}: seeding ${settings.leads.toLocaleString('en')} leads …`);
    const result = await measureStore(name, settings);
    all.push(result);
    console.log(`seeded in ${result.seededSeconds} s; ${settings.requests} requests per case, one at a time`);
    printColumns(
      ['case', 'p50 ms', 'p95 ms', 'max ms'],
      result.cases.map((row) => [
        row.aimed ? row.name : `${row.name} †`,
        String(row.p50),
        String(row.p95),
        String(row.max),
      ]),
    );
    if (result.cases.some((row) => !row.aimed)) console.log('† beside the aim');
    const e = result.export;
    console.log(
      `export of every lead: ${e.rows} rows in ${e.seconds} s, ${e.megabytes} MB of CSV; the API's peak memory ${e.peakMbBefore} MB before, ${e.peakMbAfter} MB after`,
    );
  }
  if (options.json) writeFileSync(options.json, `${JSON.stringify(all, null, 2)}\n`);
  const worst = Math.max(
    ...all.flatMap((result) => result.cases.filter((row) => row.aimed).map((row) => row.p95)),
  );
  console.log(
    `\ninbox: ${settings.leads} leads, the list's and the search's worst p95 ${worst} ms (aim ≤ ${AIM_P95_MS} ms): ${worst <= AIM_P95_MS ? 'met' : 'missed'}`,
  );
  if (worst > AIM_P95_MS) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  main().catch((error) => {
    console.error(process.argv.includes('--verbose') ? error : `bench:inbox: ${error.message}`);
    process.exitCode = 1;
  });
