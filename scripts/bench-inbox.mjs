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
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, printColumns, round } from './lib/report.mjs';
import { parseArgs, positiveInteger, UsageError } from './lib/cli.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = (file) => path.join(root, 'api', 'dist', file);
const { startPostgres, postgresBin } = require('../tools/run/postgres.js');
// The contract's option lists (its CommonJS build, made by the API's build below).
const leadsContract = () => require('@site/leads');

const USAGE = `npm run bench:inbox [-- --leads N --requests N --store sqlite|postgres|both --json out.json --verbose]`;
const AIM_P95_MS = 50;
const PASSWORD = 'kinnow orchards in winter light';

const firstNames = [
  'Ayesha',
  'Zainab',
  'Bilal',
  'Kamran',
  'Sana',
  'Imran',
  'Hira',
  'Usman',
  'Fatima',
  'Ali',
  'Maryam',
  'Hamza',
  'زینب',
  'عائشہ',
  'بلال',
];
const lastNames = [
  'Malik',
  'Hussain',
  'Akhtar',
  'Khan',
  'Butt',
  'Chaudhry',
  'Qureshi',
  'Sheikh',
  'Raza',
  'حسین',
  'ملک',
];
const sources = [
  { label: 'facebook', utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'winter-batch' },
  { label: 'facebook', click_id_kind: 'fbclid', click_id: 'IwAR0abc' },
  { label: 'google', click_id_kind: 'gclid', click_id: 'Cj0KCQ' },
  { label: 'instagram', utm_source: 'instagram', utm_medium: 'social' },
  { label: 'newsletter', utm_source: 'newsletter', utm_medium: 'email' },
  { label: 'google.com.pk', referrer_host: 'www.google.com.pk' },
  { label: 'direct' },
  { label: 'direct' },
];
const statuses = ['new', 'new', 'new', 'contacted', 'qualified', 'lost'];

/** A deterministic pseudo-random sequence, so that every run seeds the same inbox. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export async function seed(db, count) {
  const { searchText } = require(api('db/leads-repository.js'));
  const next = random(7);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const start = Date.now() - 365 * 24 * 60 * 60 * 1000;
  const BATCH = 500;
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - offset) }, (_, index) => {
      const n = offset + index;
      const kind = next() < 0.6 ? 'enrollment' : 'project_request';
      const name = `${pick(firstNames)} ${pick(lastNames)} ${n}`;
      const email = `lead${n}@example.com`;
      const phone = kind === 'enrollment' ? `0300 ${String(1_000_000 + n).slice(-7)}` : null;
      const at = new Date(start + (n / count) * 365 * 24 * 60 * 60 * 1000).toISOString();
      return {
        kind,
        name,
        email,
        phone,
        at,
        language: next() < 0.25 ? 'ur' : 'en',
        choice:
          kind === 'enrollment'
            ? pick(leadsContract().enrollmentCourses)
            : pick(leadsContract().projectTypes),
        source: pick(sources),
        status: pick(statuses),
      };
    });
    await db.transaction(async (tx) => {
      for (const kind of ['enrollment', 'project_request']) {
        const ofKind = rows.filter((row) => row.kind === kind);
        if (ofKind.length === 0) continue;
        const columns =
          kind === 'enrollment'
            ? ['full_name', 'email', 'phone', 'course', 'message', 'language', 'submitted_at']
            : ['full_name', 'email', 'project_type', 'project_details', 'language', 'submitted_at'];
        const values = ofKind.map((row) =>
          kind === 'enrollment'
            ? [row.name, row.email, row.phone, row.choice, 'Evening batch, please.', row.language, row.at]
            : [
                row.name,
                row.email,
                row.choice,
                'A website for our business, with online payments.',
                row.language,
                row.at,
              ],
        );
        const ids = await tx.query(
          `INSERT INTO ${kind === 'enrollment' ? 'enrollments' : 'project_requests'} (${columns.join(', ')}) VALUES ${values
            .map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
            .join(', ')} RETURNING id`,
          values.flat(),
        );
        ofKind.forEach((row, index) => (row.id = ids[index].id));
      }
      const outbox = rows.map((row) => [
        row.kind,
        row.id,
        `<bench-${row.kind}-${row.id}@codenest.pk>`,
        row.at,
        1,
        row.at,
        row.at,
      ]);
      await tx.run(
        `INSERT INTO lead_mail_outbox (lead_kind, lead_id, message_id, created_at, attempts, next_attempt_at, sent_at) VALUES ${outbox
          .map((_, r) => `(${[1, 2, 3, 4, 5, 6, 7].map((c) => `$${r * 7 + c}`).join(', ')})`)
          .join(', ')}`,
        outbox.flat(),
      );
      const columns = [
        'kind',
        'kind_id',
        'full_name',
        'email',
        'phone',
        'choice',
        'language',
        'status',
        'source_label',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'click_id_kind',
        'click_id',
        'referrer_host',
        'search',
        'submitted_at',
      ];
      const inbox = rows.map((row) => [
        row.kind,
        row.id,
        row.name,
        row.email,
        row.phone,
        row.choice,
        row.language,
        row.status,
        row.source.label,
        row.source.utm_source ?? null,
        row.source.utm_medium ?? null,
        row.source.utm_campaign ?? null,
        row.source.click_id_kind ?? null,
        row.source.click_id ?? null,
        row.source.referrer_host ?? null,
        searchText(row.name, row.email, row.phone),
        row.at,
      ]);
      await tx.run(
        `INSERT INTO leads (${columns.join(', ')}) VALUES ${inbox
          .map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
          .join(', ')}`,
        inbox.flat(),
      );
    });
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Peak resident memory of a process so far (Linux: VmHWM), in MB. */
function peakMb(pid) {
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return round(kb / 1024, 1);
}

async function measureStore(store, options) {
  const { migrate } = require(api('db/migrations.js'));
  const { openStore } = require(api('db/store.js'));
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-inbox-${store}-`));
  const cluster = store === 'postgres' ? await startPostgres({ fast: true, log: 'ignore' }) : undefined;
  const databaseUrl = cluster ? await cluster.createDatabase('inbox') : '';
  const dbPath = path.join(dir, 'requests.db');
  const env = {
    ...process.env,
    API_DB_PATH: dbPath,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
  };
  let child;
  try {
    const db = openStore({ databaseUrl: databaseUrl || null, dbPath, poolMax: 4 });
    await migrate(db);
    const seeding = Date.now();
    await seed(db, options.leads);
    // What autovacuum (PostgreSQL) and the API's housekeeping (SQLite's PRAGMA optimize) do for a
    // table that grew: statistics for the planner, and the visibility map for index-only scans.
    // The inbox's kept counts per status, as the API keeps them lead by lead.
    await db.run(
      'UPDATE lead_status_counts SET n = (SELECT count(*) FROM leads WHERE leads.status = lead_status_counts.status)',
    );
    await db.script(store === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE');
    await db.close();
    const seeded = round((Date.now() - seeding) / 1000, 1);

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [api('server.js')], {
      env: { ...env, PORT: String(port), PUBLIC_ORIGIN: origin },
      stdio: ['ignore', 'ignore', options.verbose ? 'inherit' : 'ignore'],
    });
    for (let tries = 0; ; tries += 1) {
      const up = await fetch(`${origin}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (tries > 200) throw new Error('the API did not start');
      await sleep(100);
    }
    execFileSync(process.execPath, [api('cli/staff.js'), 'add', 'bench', '--password-stdin'], {
      env: { ...env, PUBLIC_ORIGIN: origin },
      input: PASSWORD,
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    const signIn = await fetch(`${origin}/api/v1/staff/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ username: 'bench', password: PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const get = (url) => fetch(`${origin}${url}`, { headers: { cookie } });

    const middle = Math.floor(options.leads / 2);
    const cases = [
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
    const results = [];
    for (const [name, url, aimed = true] of cases) {
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
    const peakBefore = peakMb(child.pid);
    const exportStarted = performance.now();
    const exported = await get('/api/v1/staff/leads/export.csv');
    const csv = Buffer.from(await exported.arrayBuffer());
    const exportMs = performance.now() - exportStarted;
    const bytes = csv.byteLength;
    // Records end with CRLF; a message's own line breaks are LF inside quotes. Less the header.
    const rows = csv.toString('utf8').split('\r\n').length - 2;
    return {
      store,
      leads: options.leads,
      seededSeconds: seeded,
      cases: results,
      export: {
        seconds: round(exportMs / 1000, 2),
        megabytes: round(bytes / 1e6, 1),
        rows,
        peakMbBefore: peakBefore,
        peakMbAfter: peakMb(child.pid),
      },
    };
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
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
  const store = options.store ?? 'both';
  if (!['sqlite', 'postgres', 'both'].includes(store))
    throw new UsageError('--store is sqlite, postgres or both');
  const stores = store === 'both' ? (postgresBin() ? ['sqlite', 'postgres'] : ['sqlite']) : [store];
  console.log('Building the API (npm run build -w @site/leads -w @site/staff -w api) …');
  execFileSync('npm', ['run', 'build', '-w', '@site/leads', '-w', '@site/staff', '-w', 'api'], {
    cwd: root,
    stdio: 'ignore',
  });
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
