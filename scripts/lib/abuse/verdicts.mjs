// bench:abuse's verdicts and table (scripts/bench-abuse.mjs): the aims each phase is judged by.
import { printColumns, round } from '../report.mjs';

export function judge(phases) {
  const quiet = phases.find((p) => p.phase === 'quiet');
  const verdicts = [];
  for (const phase of phases.filter((p) => p.phase !== 'quiet')) {
    const limit = Math.max(3 * quiet.probe.p95Ms, 50);
    verdicts.push({
      ok: phase.probe.p95Ms <= limit,
      text: `${phase.phase} flood: cached pages' p95 ${phase.probe.p95Ms} ms (quiet ${quiet.probe.p95Ms} ms; aim ≤ 3× quiet or ≤ 50 ms: ≤ ${round(limit, 1)} ms)`,
    });
    verdicts.push({
      ok: phase.probe.serverErrors === 0 && phase.probe.errors === 0,
      text: `${phase.phase} flood: ${phase.probe.serverErrors} 5xx and ${phase.probe.errors} errors for cached pages (aim 0)`,
    });
  }
  const posts = phases.find((p) => p.phase === 'posts');
  const allowed = budgetFor(posts);
  verdicts.push({
    ok: posts.flood.statusCodes['422'] > 0 && posts.flood.statusCodes['429'] > 0,
    text: `posts flood: refused with the page (422) up to the budget, then without a render (429)`,
  });
  verdicts.push({
    ok: posts.renders <= allowed,
    text: `posts flood: ${posts.renders} renders for ${posts.flood.answered} refused posts (${JSON.stringify(posts.flood.statusCodes)}; aim ≤ ${allowed}, the budget of one address)`,
  });
  const tracked = phases.find((p) => p.phase === 'tracked');
  verdicts.push({
    ok: tracked.renders === 0 && tracked.shed === 0,
    text: `tracked flood: ${tracked.renders} renders (and ${tracked.shed} shed) caused by tracking parameters (aim 0)`,
  });
  const trackedErrors = Object.entries(tracked.flood.statusCodes).filter(([code]) => code !== '200');
  verdicts.push({
    ok: trackedErrors.length === 0 && tracked.flood.errors === 0,
    text: `tracked flood: every tracked visitor got the page (${tracked.flood.answered} answers: ${JSON.stringify(tracked.flood.statusCodes)})`,
  });
  return verdicts;
}

/**
 * The renders refused posts from one address may cost in a phase: the site server's budget
 * (SITE_SERVER_DEFAULTS.formRefusals), its burst plus its rate over the phase.
 */
function budgetFor(phase) {
  const burst = Number(process.env.FORM_REFUSALS_BURST || 10);
  const perMinute = Number(process.env.FORM_REFUSALS_PER_MINUTE || 10);
  return Math.floor(burst + (perMinute * phase.seconds) / 60);
}

export function printTable(phases) {
  const head = [
    'phase',
    'cached p50 ms',
    'cached p95 ms',
    'cached max ms',
    'cached 5xx',
    'flood req/s',
    'flood answers',
    'renders',
    'renders/s',
    '503 (shed)',
  ];
  const rows = phases.map((p) => [
    p.phase,
    p.probe.p50Ms.toFixed(1),
    p.probe.p95Ms.toFixed(1),
    p.probe.maxMs.toFixed(1),
    String(p.probe.serverErrors),
    p.flood ? p.flood.requestsPerSecond.toFixed(1) : '—',
    p.flood
      ? Object.entries(p.flood.statusCodes)
          .map(([code, count]) => `${count}×${code}`)
          .join(' ')
      : '—',
    String(p.renders),
    p.rendersPerSecond.toFixed(1),
    String(p.shed),
  ]);
  printColumns(head, rows, [0, 6]);
  console.log(
    '(cached: the visitor on cached pages, exact percentiles of every response; 503 (shed): renders turned away by the bounded queue)',
  );
}
