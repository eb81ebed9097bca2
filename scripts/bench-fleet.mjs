// The fleet losing instances under load (issue 30), on loopback only:
//
//   npm run bench:fleet                      after `npm run build`: the production setup with
//                                            nginx in front of 3 rendering servers and 2 API
//                                            instances on one PostgreSQL (a cluster of its own),
//                                            mails to an SMTP sink of its own
//   options: --duration S (60)  --sites N (3)  --apis N (2)  --pages N (page GETs a second, 20)
//            --leads N (lead posts a second, 6)  --port-base N  --json out.json  --verbose
//
// For --duration seconds it asks for cached pages (/, /course, /faq, /blog) and distinct ones
// (unknown articles) and posts leads of both kinds on both paths (the forms' script: JSON to /api
// with an Idempotency-Key; a form posted without script: to its page, urlencoded), each lead from
// a visitor address of its own (127.0.0.x), each a visitor that sends again, as a person taps
// again, after a failure (same key, same values); every tenth sends its first try twice at once. At a third it kills -9 one API instance, at two
// thirds one rendering server; the supervisor starts them again. Then it waits for the mails and
// counts: leads acknowledged (201, or the 303 of a form posted), stored (in PostgreSQL), lost
// (acknowledged, not stored), duplicated (stored twice), mails per lead, 5xx on cached pages and
// their p95 before, during and after each kill, and whether one client's limit holds across the
// API instances. Exit code 1 unless 0 lost, 0 duplicated, 0 × 5xx on cached pages, limits shared.
import { spawn, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { parseArgs, positiveInteger, UsageError } from './lib/cli.mjs';
import { percentile, printColumns, round } from './lib/report.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { PORT_BASES, nginxPorts } = require('../tools/apps.js');
const { startPostgres } = require('../tools/run/postgres.js');
const pg = require('pg');
const { SMTPServer } = require('smtp-server');

const USAGE =
  'npm run bench:fleet [-- --duration S --sites N --apis N --pages N --leads N --port-base N --json out.json --verbose]';
const RATE_LIMIT_MAX = 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One HTTP request from a given local address (a visitor of its own), without keep-alive. */
function request(url, { method = 'GET', headers = {}, body, from = '127.0.0.1', timeoutMs = 20_000 } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const target = new URL(url);
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
        localAddress: from,
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

/** An SMTP server that keeps every mail's lead ("Enrollment #12." in the text). */
async function smtpSink() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '');
        const lead = /(Enrollment|Project request) #(\d+)\./.exec(text);
        mails.push(
          lead ? `${lead[1] === 'Enrollment' ? 'enrollment' : 'project_request'}:${lead[2]}` : 'unknown',
        );
        done();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.server.address().port,
    mails,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The process listening on a TCP port of loopback. */
function pidOn(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on port ${port}`);
  return Number(pid);
}

async function waitFor(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
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
  const durationMs = positiveInteger(options.duration ?? 60, 'duration') * 1000;
  const siteInstances = positiveInteger(options.sites ?? 3, 'sites');
  const apiInstances = positiveInteger(options.apis ?? 2, 'apis');
  const pageRate = positiveInteger(options.pages ?? 20, 'pages');
  const leadRate = positiveInteger(options.leads ?? 6, 'leads');
  if (apiInstances < 2 || siteInstances < 2) throw new UsageError('--sites and --apis must be at least 2');
  const base = positiveInteger(options['port-base'] ?? PORT_BASES.benchFleet.base, 'port-base');
  const ports = nginxPorts(base, { siteInstances, apiInstances });
  const origin = `http://localhost:${ports.nginx}`;
  const site = `http://127.0.0.1:${ports.nginx}`;

  const cluster = await startPostgres({ log: 'ignore' });
  const databaseUrl = await cluster.createDatabase('fleet');
  const sink = await smtpSink();
  let fleet;
  const output = [];
  try {
    console.log(
      `Starting the fleet: nginx on ${ports.nginx}, ${siteInstances} rendering servers, ${apiInstances} APIs, PostgreSQL …`,
    );
    fleet = spawn(process.execPath, [path.join(root, 'deploy', 'start.mjs'), '--fleet'], {
      cwd: root,
      env: {
        ...process.env,
        PORT_BASE: String(base),
        SITE_INSTANCES: String(siteInstances),
        API_INSTANCES: String(apiInstances),
        DATABASE_URL: databaseUrl,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        MAIL_POLL_MS: '500',
        // A mail a killed instance held is taken over this soon.
        MAIL_LEASE_MS: '10000',
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        // Every visitor of the bench is one address among many; nginx's own per-address limits
        // stay as configured, and the API's are measured below.
        NGINX_ACCESS_LOG: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk) => {
      output.push(chunk.toString());
      if (options.verbose) process.stderr.write(chunk);
    };
    fleet.stdout.on('data', keep);
    fleet.stderr.on('data', keep);
    await waitFor(
      'the fleet',
      async () => {
        if (fleet.exitCode !== null) throw new Error(`the fleet exited:\n${output.join('').slice(-2000)}`);
        // The set says it is up once every instance answers; asking nginx before that would
        // mark starting instances as failed for its fail_timeout and measure the start, not a kill.
        return /^site {6}/m.test(output.join(''));
      },
      120_000,
    );
    // Warm each rendering server's page cache (round-robin: a few rounds).
    const cached = ['/', '/course', '/faq', '/blog'];
    for (let round = 0; round < siteInstances * 3; round += 1)
      for (const page of cached)
        await request(`${site}${page}`, { headers: { host: `localhost:${ports.nginx}` } });

    const started = performance.now();
    const at = () => performance.now() - started;
    const events = [];
    const pageSamples = [];
    const acknowledged = new Set();
    const failures = [];
    let retried = 0;
    let doubleTapped = 0;
    let leadNumber = 0;
    let running = true;
    const hostHeader = { host: `localhost:${ports.nginx}` };

    /** One visitor sending one lead, again and again after a failure, up to 8 times. */
    async function sendLead() {
      const n = (leadNumber += 1);
      const from = `127.0.${1 + (n % 250)}.${1 + (Math.floor(n / 250) % 250)}`;
      const kind = n % 2 ? 'enrollment' : 'project_request';
      const script = n % 4 < 2;
      const name = `Bench ${n}`;
      const email = `bench${n}@example.com`;
      let send;
      if (script) {
        const key = randomUUID();
        const values =
          kind === 'enrollment'
            ? {
                full_name: name,
                email,
                phone: '0300 1234567',
                course: 'React JS',
                message: 'Fleet bench',
                website: '',
              }
            : { full_name: name, email, project_type: 'Other', project_details: 'Fleet bench', website: '' };
        const body = JSON.stringify({ ...values, source: { utm_source: 'bench', sent_from: '/' } });
        const url = `${site}${kind === 'enrollment' ? '/api/v1/enrollments' : '/api/v1/project-request'}`;
        send = () =>
          request(url, {
            method: 'POST',
            from,
            headers: { ...hostHeader, 'content-type': 'application/json', origin, 'idempotency-key': key },
            body,
          }).then((answer) => answer.status === 201);
      } else {
        const fields =
          kind === 'enrollment'
            ? {
                fullName: name,
                email,
                phone: '0300 1234567',
                course: 'React JS',
                startDate: '',
                message: 'Fleet bench',
                website: '',
              }
            : {
                name,
                email,
                company: '',
                projectType: 'Other',
                budget: '',
                message: 'Fleet bench',
                website: '',
              };
        const body = new URLSearchParams(fields).toString();
        const url = `${site}${kind === 'enrollment' ? '/enrollment' : '/'}`;
        send = () =>
          request(url, {
            method: 'POST',
            from,
            headers: { ...hostHeader, 'content-type': 'application/x-www-form-urlencoded', origin },
            body,
          }).then((answer) => answer.status === 303 && /[?&]sent=/.test(answer.headers?.location ?? ''));
      }
      // Every tenth visitor taps twice at once (or a proxy sends the request twice): one lead.
      const doubleTap = n % 10 === 0;
      if (doubleTap) doubleTapped += 1;
      for (let attempt = 1; attempt <= 8; attempt += 1) {
        const answers = await Promise.all(doubleTap && attempt === 1 ? [send(), send()] : [send()]);
        if (answers.some(Boolean)) {
          acknowledged.add(name);
          if (attempt > 1) retried += 1;
          return;
        }
        await sleep(1000);
      }
      failures.push(name);
    }

    async function loadPages() {
      let n = 0;
      while (running) {
        const tick = sleep(1000 / pageRate);
        const distinct = n % 5 === 4;
        const page = distinct ? `/blog/no-such-article-${n}` : cached[n % cached.length];
        n += 1;
        const when = at();
        void request(`${site}${page}`, { headers: hostHeader, from: `127.1.0.${1 + (n % 200)}` }).then(
          (answer) => {
            if (!distinct) pageSamples.push({ at: when, ms: answer.ms, status: answer.status });
          },
        );
        await tick;
      }
    }

    const inFlight = new Set();
    async function loadLeads() {
      while (running) {
        const tick = sleep(1000 / leadRate);
        const lead = sendLead();
        inFlight.add(lead);
        void lead.finally(() => inFlight.delete(lead));
        await tick;
      }
    }

    async function kill(name, port, healthUrl) {
      const pid = pidOn(port);
      process.kill(pid, 'SIGKILL');
      const killedAt = at();
      events.push({ name, at: killedAt });
      await waitFor(
        `${name} back`,
        async () => {
          const answer = await request(healthUrl);
          return answer.status === 200;
        },
        60_000,
      );
      events.push({ name: `${name} back`, at: at() });
      console.log(
        `  ${name}: killed at ${round(killedAt / 1000, 1)} s, answering again ${round((at() - killedAt) / 1000, 1)} s later`,
      );
    }

    console.log(
      `Load for ${durationMs / 1000} s: ${pageRate} pages/s, ${leadRate} leads/s; kills at ${round(durationMs / 3000, 0)} s and ${round((2 * durationMs) / 3000, 0)} s`,
    );
    const pages = loadPages();
    const leads = loadLeads();
    await sleep(durationMs / 3);
    await kill('API instance 1', ports.apis[0], `http://127.0.0.1:${ports.apis[0]}/health`);
    await sleep(Math.max(0, (2 * durationMs) / 3 - at()));
    await kill('rendering server 2', ports.sites[1], `http://127.0.0.1:${ports.sites[1]}/healthz`);
    await sleep(Math.max(0, durationMs - at()));
    running = false;
    await Promise.all([pages, leads]);
    await Promise.all([...inFlight]);
    await sleep(2000);

    // Limits shared: one new visitor, RATE_LIMIT_MAX + 2 posts, alternating between the API
    // instances (nginx balances round-robin): per-process counts would let all of them through.
    const limitAnswers = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 2; i += 1) {
      const answer = await request(`${site}/api/v1/project-request`, {
        method: 'POST',
        from: '127.2.0.9',
        headers: { ...hostHeader, 'content-type': 'application/json', origin },
        body: '{}',
      });
      limitAnswers.push(answer.status);
      await sleep(550); // below nginx's own 2 requests a second per address
    }
    const limitsShared =
      limitAnswers.slice(0, RATE_LIMIT_MAX).every((status) => status === 422) &&
      limitAnswers.slice(RATE_LIMIT_MAX).every((status) => status === 429);

    // Every stored lead's mail: wait until the sink has one per stored lead, or 60 s.
    const db = new pg.Client(databaseUrl);
    await db.connect();
    const storedRows = async () =>
      (
        await db.query(
          `SELECT 'enrollment' AS kind, id, full_name FROM enrollments WHERE full_name LIKE 'Bench %'
           UNION ALL SELECT 'project_request', id, full_name FROM project_requests WHERE full_name LIKE 'Bench %'`,
        )
      ).rows;
    let stored = await storedRows();
    await waitFor('every mail', async () => new Set(sink.mails).size >= stored.length, 60_000).catch(
      () => undefined,
    );
    await sleep(3000);
    stored = await storedRows();
    await db.end();

    const storedNames = stored.map((row) => row.full_name);
    const counts = new Map();
    for (const name of storedNames) counts.set(name, (counts.get(name) ?? 0) + 1);
    const duplicated = [...counts.values()].filter((count) => count > 1).length;
    const lost = [...acknowledged].filter((name) => !counts.has(name)).length;
    const mailsPerLead = new Map();
    for (const lead of sink.mails) mailsPerLead.set(lead, (mailsPerLead.get(lead) ?? 0) + 1);
    const leadKeys = stored.map((row) => `${row.kind}:${row.id}`);
    const mailedOnce = leadKeys.filter((key) => mailsPerLead.get(key) === 1).length;
    const mailedTwice = leadKeys.filter((key) => (mailsPerLead.get(key) ?? 0) > 1).length;
    const unmailed = leadKeys.filter((key) => !mailsPerLead.has(key)).length;

    // Cached pages, by phase.
    const boundaries = [0, ...events.map((event) => event.at), Infinity];
    const names = ['before the API kill', 'API instance down', 'between', 'rendering server down', 'after'];
    const phases = names.map((name, index) => {
      const samples = pageSamples.filter((s) => s.at >= boundaries[index] && s.at < boundaries[index + 1]);
      const times = samples.map((s) => s.ms).sort((a, b) => a - b);
      return {
        name,
        requests: samples.length,
        p95: round(percentile(times, 95), 1),
        fiveXx: samples.filter((s) => s.status >= 500 || s.status === 0).length,
      };
    });
    const fiveXx = pageSamples.filter((s) => s.status >= 500 || s.status === 0).length;

    console.log('');
    printColumns(
      ['cached pages', 'requests', 'p95 ms', '5xx'],
      phases.map((phase) => [phase.name, String(phase.requests), String(phase.p95), String(phase.fiveXx)]),
    );
    console.log('');
    console.log(
      `leads sent ${leadNumber}, acknowledged ${acknowledged.size} (${retried} after a retry; ${doubleTapped} sent twice at once), given up by their visitor after 8 tries ${failures.length}`,
    );
    console.log(`stored ${stored.length}: lost ${lost}, duplicated ${duplicated}`);
    console.log(
      `mails: ${mailedOnce} leads mailed once, ${mailedTwice} more than once, ${unmailed} not (yet) mailed`,
    );
    console.log(
      `one client's limit across ${apiInstances} API instances: ${limitAnswers.join(' ')} → shared: ${limitsShared ? 'yes' : 'no'}`,
    );
    const result = {
      acknowledged: acknowledged.size,
      retried,
      doubleTapped,
      stored: stored.length,
      lost,
      duplicated,
      fiveXx,
      limitsShared,
      mails: { once: mailedOnce, more: mailedTwice, none: unmailed },
      phases,
      events,
    };
    if (options.json) writeFileSync(options.json, `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `fleet: ${acknowledged.size} acknowledged, ${stored.length} stored, ${lost} lost, ${duplicated} duplicated, ${fiveXx} 5xx on cached pages, limits shared: ${limitsShared ? 'yes' : 'no'}`,
    );
    if (lost || duplicated || fiveXx || !limitsShared) process.exitCode = 1;
  } finally {
    if (fleet && fleet.exitCode === null) {
      fleet.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => fleet.once('exit', resolve)), sleep(30_000)]);
      if (fleet.exitCode === null) fleet.kill('SIGKILL');
    }
    await sink.stop();
    await cluster.stop();
  }
}

main().catch((error) => {
  console.error(process.argv.includes('--verbose') ? error : `bench:fleet: ${error.message}`);
  process.exitCode = 1;
});
