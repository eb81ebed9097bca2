// What abuse costs the site's server, with autocannon, on loopback only (issue 20):
//
//   npm run bench:abuse                        starts the production build (run `npm run build`
//                                              first) on its own ports, measures, stops it
//   npm run bench:abuse -- --url http://localhost:<port>    a site already running on this machine
//   options: --duration S (10 per phase)  --flood N (16 connections)  --probe N (2 connections)
//            --json out.json  --port-base N (else the first free base from its own, tools/apps.js)  --verbose
//
// Four phases of --duration seconds each. Throughout, a "visitor" (--probe connections) asks for
// pages that are in the page cache (/, /faq, /course, /blog and an article), and its latency is
// what the table compares:
//   quiet    the visitor alone;
//   tracked  plus a flood of shared-link visits: /?fbclid=<unique> (and gclid, utm_*), every URL
//            new, as Facebook, Google Ads and newsletters make them. The server renders by path
//            and declared parameters only, so these should cost no render at all;
//   distinct plus a flood of truly distinct pages, each one a render: unknown articles
//            (/blog/<random>), unknown packages and courses, a declared parameter's random values
//            (/blog?category=<random>) and unknown paths. The bounded render queue sheds what it
//            cannot render in time with a fast 503;
//   posts    plus a flood of forms posted without script that the site refuses (a project
//            request with an invalid e-mail, from one address): each refusal up to the address's
//            budget is the page rendered again with the messages; past it, a 429 written without a
//            render (refusal-budget.ts). Renders/s here is what refused posts cost.
// Renders (pages the render worker made) and shed requests (turned away with 503 instead) are
// read from the server's /healthz before and after each phase.
// Aims: during either flood, the visitor's p95 at most 3 times the quiet p95 (or at most 50 ms),
// no 5xx for cached pages, no render caused by tracking parameters, refused posts rendered no more
// than the budget allows (FORM_REFUSALS_BURST + FORM_REFUSALS_PER_MINUTE per minute, the
// defaults unless the measured site sets others). Exit code 1 if one is missed.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { runMeasurement, UsageError, positiveInteger } from './lib/cli.mjs';
import { round } from './lib/report.mjs';
import { health, idle, runFlood, runProbe, stopAll } from './lib/abuse/load.mjs';
import { judge, printTable } from './lib/abuse/verdicts.mjs';
import { blogArticlePath, siteUnderTest } from './lib/site-under-test.mjs';

const argSpec = {
  duration: 'string',
  flood: 'string',
  probe: 'string',
  json: 'string',
};

async function main(options, where) {
  const duration = positiveInteger(options.duration ?? 10, 'duration');
  const floodConnections = positiveInteger(options.flood ?? 16, 'flood');
  const probeConnections = positiveInteger(options.probe ?? 2, 'probe');
  if (options.url && !['localhost', '127.0.0.1', '[::1]'].includes(new URL(options.url).hostname))
    throw new UsageError('--url must be a site on this machine (loopback only)');

  const site = await siteUnderTest({
    ...where,
    onInterrupt: () => stopAll(),
  });
  try {
    const cached = ['/', '/faq', '/course', '/blog', await blogArticlePath(site.origin)];
    // Twice each: a page asked for again is kept in the cache's protected part.
    for (let i = 0; i < 2; i++)
      for (const p of cached) {
        const response = await fetch(`${site.origin}${p}`, { headers: { 'accept-encoding': 'br' } });
        if (response.status !== 200) throw new Error(`${p} answered ${response.status}`);
        await response.arrayBuffer();
      }
    console.log(
      `abuse test · ${site.origin} · ${duration} s per phase · visitor: ${probeConnections} connections on ` +
        `${cached.join(' ')} · floods: ${floodConnections} connections`,
    );
    const token = randomBytes(3).toString('hex');
    const phases = [];
    for (const kind of ['quiet', 'tracked', 'distinct', 'posts']) {
      if (process.stderr.isTTY) process.stderr.write(`\r${kind}…`.padEnd(40) + '\r');
      // Renders still under way from the last phase count there, not here.
      const before = await idle(site.origin);
      const [probe, flood] = await Promise.all([
        runProbe(site.origin, cached, probeConnections, duration),
        kind === 'quiet'
          ? undefined
          : runFlood({ origin: site.origin, kind, connections: floodConnections, duration, token }),
      ]);
      const after = await health(site.origin);
      phases.push({
        phase: kind,
        seconds: duration,
        probe,
        flood,
        renders: after.renders - before.renders,
        rendersPerSecond: round((after.renders - before.renders) / duration, 1),
        shed: after.shed - before.shed,
      });
    }
    if (process.stderr.isTTY) process.stderr.write(`\r${' '.repeat(40)}\r`);
    printTable(phases);
    const verdicts = judge(phases);
    for (const verdict of verdicts) console.log(`${verdict.ok ? 'ok  ' : 'MISS'} ${verdict.text}`);
    if (options.json) {
      writeFileSync(
        options.json,
        `${JSON.stringify({ date: new Date().toISOString(), origin: site.origin, duration, phases, verdicts }, null, 2)}\n`,
      );
      console.log(`wrote ${options.json}`);
    }
    if (verdicts.some((verdict) => !verdict.ok)) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}

runMeasurement({
  name: 'bench:abuse',
  usage:
    'usage: npm run bench:abuse -- [--duration S] [--flood N] [--probe N] [--json out.json]\n' +
    '                              [--url origin | --port-base N] [--verbose]',
  options: argSpec,
  portBase: 'benchAbuse',
  main,
  cleanup: () => stopAll(),
});
