// bench:fleet's report (scripts/bench-fleet.mjs): what the store holds against what was
// acknowledged, the mails, the cached pages by phase (quiet, then each fault), the answers to
// leads (5xx apart from the cached pages'), and the last line the exit code follows.
import { createRequire } from 'node:module';
import { percentile, printColumns, round } from '../report.mjs';

const pg = createRequire(import.meta.url)('pg');

/** The bench's leads in the store: their kind, id and name. */
export async function storedLeads(databaseUrl) {
  const db = new pg.Client(databaseUrl);
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT 'enrollment' AS kind, id, full_name FROM enrollments WHERE full_name LIKE 'Bench %'
       UNION ALL SELECT 'project_request', id, full_name FROM project_requests WHERE full_name LIKE 'Bench %'`,
    );
    return rows;
  } finally {
    await db.end();
  }
}

/** A page answer that failed: a 5xx, or none at all. */
const failed = (status) => status >= 500 || status === 0;

/** The phases of the run: quiet before the faults, each fault, quiet between them, and after. */
function phasesOf(faults) {
  const phases = [];
  let from = 0;
  faults.forEach((fault, index) => {
    phases.push({ name: index === 0 ? 'before the faults' : 'between', from, to: fault.from });
    phases.push({ name: fault.name, from: fault.from, to: fault.to });
    from = fault.to;
  });
  phases.push({ name: 'after', from, to: Infinity });
  return phases;
}

/** Samples (`at`, `ms`) by phase: how many, their p95 and slowest, and `extra` of the phase. */
function byPhase(samples, faults, extra) {
  return phasesOf(faults).map(({ name, from, to }) => {
    const within = (sample) => sample.at >= from && sample.at < to;
    const inPhase = samples.filter(within);
    const times = inPhase.map((sample) => sample.ms).sort((a, b) => a - b);
    return {
      name,
      count: inPhase.length,
      p95: round(percentile(times, 95), 1),
      slowest: round(times.at(-1) ?? NaN, 1),
      ...extra(inPhase, within),
    };
  });
}

/**
 * The figures: `load` (the pages' and leads' answers), `faults` (each one's name and window),
 * `stored` (storedLeads), `mails` (the sink's), `limits` (one client's answers, and whether the
 * limit held across the API instances).
 */
export function tally({ load, faults, stored, mails, limits }) {
  const { leads } = load;
  const counts = new Map();
  for (const row of stored) counts.set(row.full_name, (counts.get(row.full_name) ?? 0) + 1);
  const mailsPerLead = new Map();
  for (const lead of mails) mailsPerLead.set(lead, (mailsPerLead.get(lead) ?? 0) + 1);
  const leadKeys = stored.map((row) => `${row.kind}:${row.id}`);
  const answers = new Map();
  for (const { status } of leads.attempts) answers.set(status, (answers.get(status) ?? 0) + 1);
  return {
    sent: leads.sent,
    acknowledged: leads.acknowledged.size,
    retried: leads.retried,
    doubleTapped: leads.doubleTapped,
    givenUp: leads.failures.length,
    stored: stored.length,
    lost: [...leads.acknowledged.keys()].filter((name) => !counts.has(name)).length,
    duplicated: [...counts.values()].filter((count) => count > 1).length,
    mails: {
      once: leadKeys.filter((key) => mailsPerLead.get(key) === 1).length,
      more: leadKeys.filter((key) => (mailsPerLead.get(key) ?? 0) > 1).length,
      none: leadKeys.filter((key) => !mailsPerLead.has(key)).length,
    },
    leadAnswers: Object.fromEntries([...answers].sort(([a], [b]) => a - b)),
    leadFiveXx: leads.attempts.filter((attempt) => attempt.status >= 500).length,
    // Any 5xx to a lead but the honest one, a 503 with Retry-After: a 500 of the API (502 on the
    // native path, where the site's server says the API failed), a gateway's 502/504.
    errors: leads.attempts.filter(
      (attempt) => attempt.status >= 500 && !(attempt.status === 503 && attempt.retryAfter),
    ).length,
    noAnswer: leads.attempts.filter((attempt) => attempt.status === 0).length,
    slowestAck: round(Math.max(0, ...[...leads.acknowledged.values()].map((ack) => ack.ms)) / 1000, 2),
    fiveXx: load.pages.filter((sample) => failed(sample.status)).length,
    phases: byPhase(load.pages, faults, (samples) => ({
      fiveXx: samples.filter((sample) => failed(sample.status)).length,
    })),
    // The acknowledgements by the phase their acknowledged attempt began in, and the 503s.
    ackPhases: byPhase([...leads.acknowledged.values()], faults, (_samples, within) => ({
      unavailable: leads.attempts.filter((attempt) => attempt.status === 503 && within(attempt)).length,
    })),
    faults,
    limits: limits.answers,
    limitsShared: limits.shared,
  };
}

/** The aims: nothing lost or stored twice, no 5xx on cached pages, no 500, every ack within 5 s, limits shared. */
export const SLOWEST_ACK_AIM_S = 5;
export const passed = (result) =>
  result.lost === 0 &&
  result.duplicated === 0 &&
  result.fiveXx === 0 &&
  result.errors === 0 &&
  result.slowestAck <= SLOWEST_ACK_AIM_S &&
  result.limitsShared;

export const lastLine = (result) =>
  `fleet: ${result.acknowledged} acknowledged, ${result.stored} stored, ${result.lost} lost, ` +
  `${result.duplicated} duplicated, ${result.fiveXx} 5xx on cached pages, ${result.errors} 500s, ` +
  `slowest ack ${result.slowestAck} s, limits shared: ${result.limitsShared ? 'yes' : 'no'}`;

export function printReport(result, apiInstances) {
  console.log('');
  printColumns(
    ['cached pages', 'requests', 'p95 ms', '5xx'],
    result.phases.map((phase) => [phase.name, String(phase.count), String(phase.p95), String(phase.fiveXx)]),
  );
  console.log('');
  const seconds = (ms) => String(round(ms / 1000, 2));
  printColumns(
    ['leads, by their acknowledged attempt', 'acknowledged', 'p95 s', 'slowest s', '503s'],
    result.ackPhases.map((phase) => [
      phase.name,
      String(phase.count),
      seconds(phase.p95),
      seconds(phase.slowest),
      String(phase.unavailable),
    ]),
  );
  console.log('');
  const answers = Object.entries(result.leadAnswers).map(([status, count]) => `${count} × ${status}`);
  console.log(
    `leads sent ${result.sent}, acknowledged ${result.acknowledged} (${result.retried} after a retry; ` +
      `${result.doubleTapped} sent twice at once), given up by their visitor after 8 tries ${result.givenUp}`,
  );
  console.log(
    `answers to leads: ${answers.join(', ')}; 5xx ${result.leadFiveXx}, of which not a 503 with Retry-After ${result.errors}; ` +
      `no answer ${result.noAnswer}; slowest acknowledgement ${result.slowestAck} s (aim ≤ ${SLOWEST_ACK_AIM_S} s)`,
  );
  console.log(`stored ${result.stored}: lost ${result.lost}, duplicated ${result.duplicated}`);
  console.log(
    `mails: ${result.mails.once} leads mailed once, ${result.mails.more} more than once, ${result.mails.none} not (yet) mailed`,
  );
  console.log(
    `one client's limit across ${apiInstances} API instances: ${result.limits.join(' ')} → shared: ${result.limitsShared ? 'yes' : 'no'}`,
  );
}
