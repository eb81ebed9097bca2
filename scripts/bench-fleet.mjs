// The fleet losing instances and its database under load (issues 30 and 42), on loopback only:
//
//   npm run bench:fleet                      after `npm run build`: the production setup with
//                                            nginx in front of 3 rendering servers and 2 API
//                                            instances on the fleet's own PostgreSQL (supervised
//                                            like them), mails to an SMTP sink of its own
//   options: --duration S (90)  --sites N (3)  --apis N (2)  --pages N (page GETs a second, 20)
//            --leads N (lead posts a second, 6)  --port-base N  --json out.json  --verbose
//
// For --duration seconds it asks for cached pages (/, /course, /faq, /blog) and distinct ones
// (unknown articles) and posts leads of both kinds on both paths (the forms' script: JSON to /api
// with an Idempotency-Key; a form posted without script: to its page, urlencoded), each lead from
// a visitor address of its own, each a visitor that sends again, as a person taps again, a second
// after a failure (same key, same values); every tenth sends its first try twice at once. At each
// fifth of the time, one fault, as an operator would cause it: kill -9 of an API instance, kill -9
// of a rendering server, an API instance frozen for 12 s (SIGSTOP, then SIGCONT), kill -9 of
// PostgreSQL; the supervisor starts the dead ones again. Then it waits for the mails and counts:
// leads acknowledged (201, or the 303 of a form posted), stored, lost (acknowledged, not stored),
// duplicated (stored twice), mails per lead, every answer to a lead (5xx apart from the cached
// pages'; a 5xx that is not a 503 with Retry-After counts as a 500), the slowest acknowledgement
// (from the attempt that was acknowledged), 5xx on cached pages and their p95 in each phase, and
// whether one client's limit holds across the API instances. Exit code 1 unless 0 lost, 0
// duplicated, 0 × 5xx on cached pages, 0 × 500, the slowest acknowledgement within 5 s, limits
// shared. Its pieces: scripts/lib/fleet/.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, positiveInteger, UsageError } from './lib/cli.mjs';
import { CACHED_PAGES, startLoad } from './lib/fleet/load.mjs';
import { freeze, kill, sleep, startFleet, waitFor } from './lib/fleet/processes.mjs';
import { lastLine, passed, printReport, storedLeads, tally } from './lib/fleet/report.mjs';
import { smtpSink } from './lib/fleet/smtp-sink.mjs';
import { request } from './lib/fleet/visitor.mjs';
import { round } from './lib/report.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { PORT_BASES, nginxPorts } = require('../tools/apps.js');
const { acceptsConnections } = require('../tools/run/postgres.js');

const USAGE =
  'npm run bench:fleet [-- --duration S --sites N --apis N --pages N --leads N --port-base N --json out.json --verbose]';
const RATE_LIMIT_MAX = 10;
/** How long an API instance is frozen: the 12 s, far past nginx's 3 s for keyed posts. */
const FREEZE_MS = 12_000;

/** Whether `url` answers 200 now. */
const answersOk = async (url) => (await request(url, { timeoutMs: 2_000 })).status === 200;

/**
 * One client's limit across the API instances: RATE_LIMIT_MAX + 2 posts from a new address,
 * alternating between the instances (nginx balances round-robin): per-process counts would let
 * all of them through.
 */
async function checkLimits(site, hostHeader, origin) {
  const answers = [];
  for (let i = 0; i < RATE_LIMIT_MAX + 2; i += 1) {
    const answer = await request(`${site}/api/v1/project-request`, {
      method: 'POST',
      from: '127.2.0.9',
      headers: { ...hostHeader, 'content-type': 'application/json', origin },
      body: '{}',
    });
    answers.push(answer.status);
    await sleep(550); // below nginx's own 2 requests a second per address
  }
  const shared =
    answers.slice(0, RATE_LIMIT_MAX).every((status) => status === 422) &&
    answers.slice(RATE_LIMIT_MAX).every((status) => status === 429);
  return { answers, shared };
}

async function main() {
  const options = parseArgs(process.argv.slice(2), {
    duration: 'string',
    sites: 'string',
    apis: 'string',
    pages: 'string',
    leads: 'string',
    'port-base': 'string',
    json: 'string',
    verbose: 'boolean',
    help: 'boolean',
  });
  if (options.help) return console.log(USAGE);
  const durationMs = positiveInteger(options.duration ?? 90, 'duration') * 1000;
  const siteInstances = positiveInteger(options.sites ?? 3, 'sites');
  const apiInstances = positiveInteger(options.apis ?? 2, 'apis');
  const pageRate = positiveInteger(options.pages ?? 20, 'pages');
  const leadRate = positiveInteger(options.leads ?? 6, 'leads');
  if (apiInstances < 2 || siteInstances < 2) throw new UsageError('--sites and --apis must be at least 2');
  if (durationMs < 5 * (FREEZE_MS + 2_000)) throw new UsageError('--duration must be at least 70');
  const base = positiveInteger(options['port-base'] ?? PORT_BASES.benchFleet.base, 'port-base');
  const ports = nginxPorts(base, { siteInstances, apiInstances });
  const origin = `http://localhost:${ports.nginx}`;
  const site = `http://127.0.0.1:${ports.nginx}`;
  const hostHeader = { host: `localhost:${ports.nginx}` };

  const sink = await smtpSink();
  let fleet;
  try {
    console.log(
      `Starting the fleet: nginx on ${ports.nginx}, ${siteInstances} rendering servers, ${apiInstances} APIs, its PostgreSQL …`,
    );
    fleet = await startFleet({
      root,
      base,
      siteInstances,
      apiInstances,
      smtpPort: sink.port,
      rateLimitMax: RATE_LIMIT_MAX,
      verbose: options.verbose,
    });
    // Warm each rendering server's page cache (round-robin: a few rounds).
    for (let round = 0; round < siteInstances * 3; round += 1)
      for (const page of CACHED_PAGES) await request(`${site}${page}`, { headers: hostHeader });

    const started = performance.now();
    const at = () => performance.now() - started;
    const faults = [];
    /** Runs one fault at `when` (ms into the load, or at once if later), its window kept for the report. */
    async function fault(name, when, run) {
      await sleep(Math.max(0, when - at()));
      const from = at();
      const said = await run();
      faults.push({ name, from, to: at() });
      console.log(`  ${name} at ${round(from / 1000, 1)} s: ${said}`);
    }
    const back = (ms) => `answering again ${round(ms / 1000, 1)} s later`;
    const api = (i) => `http://127.0.0.1:${ports.apis[i]}/health`;

    const fifth = durationMs / 5;
    console.log(
      `Load for ${durationMs / 1000} s: ${pageRate} pages/s, ${leadRate} leads/s; a fault every ${round(fifth / 1000, 0)} s`,
    );
    const load = startLoad({ site, origin, host: hostHeader.host, pageRate, leadRate, at });
    await fault('API instance 1 killed', fifth, async () =>
      back(await kill(ports.apis[0], () => answersOk(api(0)))),
    );
    await fault('rendering server 2 killed', 2 * fifth, async () =>
      back(await kill(ports.sites[1], () => answersOk(`http://127.0.0.1:${ports.sites[1]}/healthz`))),
    );
    await fault('API instance 2 frozen', 3 * fifth, async () => {
      await freeze(ports.apis[1], FREEZE_MS);
      return `for ${FREEZE_MS / 1000} s (SIGSTOP, then SIGCONT)`;
    });
    await fault('PostgreSQL killed', 4 * fifth, async () => {
      const killedAt = at();
      const down = await kill(fleet.postgresPort, () => acceptsConnections(fleet.databaseUrl));
      // Each instance's pool opens new connections by itself: its health reads the store.
      const everyApi = async () =>
        (await Promise.all(ports.apis.map((_, i) => answersOk(api(i))))).every(Boolean);
      await waitFor('the API instances on the store again', everyApi);
      return `${back(down)}, every API instance on it ${round((at() - killedAt) / 1000, 1)} s after the kill`;
    });
    await sleep(Math.max(0, durationMs - at()));
    load.stop();
    await load.done();
    await sleep(2000);

    const limits = await checkLimits(site, hostHeader, origin);
    // Every stored lead's mail: wait until the sink has one per stored lead, or 60 s.
    const count = (await storedLeads(fleet.databaseUrl)).length;
    await waitFor('every mail', async () => new Set(sink.mails).size >= count, 60_000).catch(() => undefined);
    await sleep(3000);
    const stored = await storedLeads(fleet.databaseUrl);

    const result = tally({ load, faults, stored, mails: sink.mails, limits });
    printReport(result, apiInstances);
    if (options.json) writeFileSync(options.json, `${JSON.stringify(result, null, 2)}\n`);
    console.log(lastLine(result));
    if (!passed(result)) process.exitCode = 1;
  } finally {
    await fleet?.stop();
    await sink.stop();
  }
}

main().catch((error) => {
  console.error(process.argv.includes('--verbose') ? error : `bench:fleet: ${error.message}`);
  process.exitCode = 1;
});
