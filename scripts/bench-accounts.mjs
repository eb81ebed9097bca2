// People's accounts under load (issue 43), on loopback only:
//
//   npm run bench:accounts                   SQLite and PostgreSQL (a cluster of its own); it builds
//                                            the contracts and the API first, and runs their build
//   options: --students N (10000)  --clients N (20)  --seconds N (20 of sign-ins)
//            --requests N (200 of /profile's data)  --store sqlite|postgres|both (both)
//            --json out.json  --verbose
//
// For each store: N leads and N students (one per lead's address, each with a course and the
// bench's password) are written into a new database; the API is started on it as `npm start`
// starts it (PASSWORD_HASH_CONCURRENCY at its default, the limits raised: every client is
// 127.0.0.1). Then
//   1. sign-in: --clients people sign in over and over for --seconds, each as its own students,
//      while one visitor sends an enrollment every 100 ms: the sign-ins' and the leads' times;
//   2. /profile's data: 50 students signed in, `GET /api/v1/people/me` asked --requests times one
//      after another, in turn by each.
// Aims: sign-in p95 ≤ 1 s, a lead's p95 meanwhile < 100 ms, /profile's data p95 ≤ 50 ms; exit
// code 1 if one is missed.
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBuild, buildApi, peakMb, startApi, storesOf } from './lib/api-under-test.mjs';
import { profileData, signInsWithLeads } from './lib/accounts/load.mjs';
import { seededStore } from './lib/accounts/store.mjs';
import { parseArgs, positiveInteger, UsageError } from './lib/cli.mjs';
import { printColumns, round } from './lib/report.mjs';

const require = createRequire(import.meta.url);

const USAGE =
  'npm run bench:accounts [-- --students N --clients N --seconds N --requests N --store sqlite|postgres|both --json out.json --verbose]';
const AIMS = { signInP95: 1000, leadP95: 100, profileP95: 50 };
const PASSWORD = 'mangoes of multan in june';

async function measureStore(store, options) {
  const seeded = await seededStore(store, { students: options.students, password: PASSWORD });
  let api;
  try {
    api = await startApi(
      { ...seeded.env, RATE_LIMIT_MAX: '1000000', SIGN_IN_ATTEMPTS_PER_MINUTE: '1000000' },
      { verbose: options.verbose },
    );
    const { studentEmail } = require(apiBuild('bench/seed-people.js'));
    const people = { students: options.students, email: studentEmail, password: PASSWORD };
    const load = await signInsWithLeads(api, {
      ...people,
      clients: options.clients,
      seconds: options.seconds,
      leadEveryMs: 100,
    });
    const profile = await profileData(api, { ...people, people: 50, requests: options.requests });
    return { store, seededSeconds: seeded.seededSeconds, ...load, profile, peakMb: peakMb(api.pid) };
  } finally {
    await api?.stop();
    await seeded.remove();
  }
}

function verdicts(results) {
  const worst = (pick) => Math.max(...results.map(pick));
  return [
    ['sign-in p95', worst((r) => r.signIns.p95), AIMS.signInP95, '≤'],
    ['a lead’s p95 meanwhile', worst((r) => r.leads.p95), AIMS.leadP95, '<'],
    ["/profile's data p95", worst((r) => r.profile.p95), AIMS.profileP95, '≤'],
  ].map(([name, value, aim, sign]) => ({
    name,
    value,
    aim,
    sign,
    met: sign === '<' ? value < aim : value <= aim,
  }));
}

async function main() {
  const options = parseArgs(process.argv.slice(2), {
    students: 'string',
    clients: 'string',
    seconds: 'string',
    requests: 'string',
    store: 'string',
    json: 'string',
    verbose: 'boolean',
    help: 'boolean',
  });
  if (options.help) return console.log(USAGE);
  const settings = {
    students: positiveInteger(options.students ?? 10_000, 'students'),
    clients: positiveInteger(options.clients ?? 20, 'clients'),
    seconds: positiveInteger(options.seconds ?? 20, 'seconds'),
    requests: positiveInteger(options.requests ?? 200, 'requests'),
    verbose: Boolean(options.verbose),
  };
  const stores = storesOf(options.store, (message) => new UsageError(message));
  buildApi();
  console.log(
    `${availableParallelism()} cores, load average ${loadavg()
      .map((n) => round(n, 1))
      .join(' ')} (a shared machine: other work counts)`,
  );
  const results = [];
  for (const name of stores) {
    console.log(`\n${name}: seeding ${settings.students.toLocaleString('en')} students and their leads …`);
    const result = await measureStore(name, settings);
    results.push(result);
    console.log(
      `seeded in ${result.seededSeconds} s; ${settings.clients} clients signing in for ${settings.seconds} s with an enrollment every 100 ms; then /profile's data ${settings.requests} times`,
    );
    printColumns(
      ['measure', 'count', 'p50 ms', 'p95 ms', 'max ms'],
      [
        ['sign-in', result.signIns],
        ['a lead meanwhile', result.leads],
        ["/profile's data", result.profile],
      ].map(([label, s]) => [label, String(s.count), String(s.p50), String(s.p95), String(s.max)]),
    );
    console.log(`the API's peak memory ${result.peakMb} MB`);
  }
  if (options.json) writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
  const checked = verdicts(results);
  console.log(
    `\naccounts: ${settings.students} students; ${checked
      .map(({ name, value, aim, sign }) => `${name} ${value} ms (aim ${sign} ${aim})`)
      .join(', ')}: ${checked.every((check) => check.met) ? 'met' : 'missed'}`,
  );
  if (!checked.every((check) => check.met)) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  main().catch((error) => {
    console.error(process.argv.includes('--verbose') ? error : `bench:accounts: ${error.message}`);
    process.exitCode = 1;
  });
