// bench:fleet's load (scripts/bench-fleet.mjs): cached and distinct pages, and leads of both kinds
// on both paths, each from a visitor address of its own, while the faults happen. Every answer is
// kept: the pages' for their latency and 5xx by phase, every attempt of every lead for the
// report's counts (5xx to leads, 500s, the slowest acknowledgement).
import { randomUUID } from 'node:crypto';
import { request, visitorAddress } from './visitor.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pages every rendering server has cached (warmed before the load). */
export const CACHED_PAGES = ['/', '/course', '/faq', '/blog'];
/** A visitor whose lead was not acknowledged sends it again a second later, this many times in all. */
const TRIES = 8;

/**
 * The load against nginx at `site` (`host` its Host header, `origin` the site's origin for the
 * forms), `pageRate` page GETs and `leadRate` leads a second until `stop()`; `at()` is the bench's
 * clock. `done()` resolves once every visitor has finished (acknowledged, or given up).
 */
export function startLoad({ site, origin, host, pageRate, leadRate, at }) {
  const pages = [];
  const leads = { sent: 0, acknowledged: new Map(), failures: [], attempts: [], retried: 0, doubleTapped: 0 };
  const inFlight = new Set();
  let running = true;
  const hostHeader = { host };

  async function loadPages() {
    let n = 0;
    while (running) {
      const tick = sleep(1000 / pageRate);
      const distinct = n % 5 === 4;
      const page = distinct ? `/blog/no-such-article-${n}` : CACHED_PAGES[n % CACHED_PAGES.length];
      n += 1;
      const when = at();
      const answer = request(`${site}${page}`, { headers: hostHeader, from: `127.1.0.${1 + (n % 200)}` });
      inFlight.add(answer);
      void answer.then((result) => {
        inFlight.delete(answer);
        if (!distinct) pages.push({ at: when, ms: result.ms, status: result.status });
      });
      await tick;
    }
  }

  /** One visitor's lead: how it is sent (the forms' script, or a form posted without script). */
  function leadOf(n) {
    const from = visitorAddress(n);
    const kind = n % 2 ? 'enrollment' : 'project_request';
    const name = `Bench ${n}`;
    const email = `bench${n}@example.com`;
    if (n % 4 < 2) {
      // The forms' script: JSON to /api with the key it makes for the submission.
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
      const headers = { ...hostHeader, 'content-type': 'application/json', origin, 'idempotency-key': key };
      return {
        name,
        send: () => request(url, { method: 'POST', from, headers, body }),
        acknowledged: (answer) => answer.status === 201,
      };
    }
    // A form posted to its page: the site's server derives the key and answers with a redirect.
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
        : { name, email, company: '', projectType: 'Other', budget: '', message: 'Fleet bench', website: '' };
    const body = new URLSearchParams(fields).toString();
    const url = `${site}${kind === 'enrollment' ? '/enrollment' : '/'}`;
    const headers = { ...hostHeader, 'content-type': 'application/x-www-form-urlencoded', origin };
    return {
      name,
      send: () => request(url, { method: 'POST', from, headers, body }),
      acknowledged: (answer) => answer.status === 303 && /[?&]sent=/.test(answer.headers?.location ?? ''),
    };
  }

  /** One visitor sending one lead, again a second after each failure, up to TRIES times. */
  async function sendLead() {
    const n = (leads.sent += 1);
    const lead = leadOf(n);
    // Every tenth visitor taps twice at once (or a proxy sends the request twice): one lead.
    const doubleTap = n % 10 === 0;
    if (doubleTap) leads.doubleTapped += 1;
    for (let attempt = 1; attempt <= TRIES; attempt += 1) {
      const when = at();
      const answers = await Promise.all(
        doubleTap && attempt === 1 ? [lead.send(), lead.send()] : [lead.send()],
      );
      for (const answer of answers)
        leads.attempts.push({
          at: when,
          status: answer.status,
          ms: answer.ms,
          retryAfter: 'retry-after' in answer.headers,
        });
      const acknowledged = answers.filter(lead.acknowledged);
      if (acknowledged.length > 0) {
        // How long the visitor waited, from the attempt that was acknowledged.
        leads.acknowledged.set(lead.name, {
          at: when,
          ms: Math.min(...acknowledged.map((answer) => answer.ms)),
        });
        if (attempt > 1) leads.retried += 1;
        return;
      }
      await sleep(1000);
    }
    leads.failures.push(lead.name);
  }

  async function loadLeads() {
    while (running) {
      const tick = sleep(1000 / leadRate);
      const lead = sendLead();
      inFlight.add(lead);
      void lead.finally(() => inFlight.delete(lead));
      await tick;
    }
  }

  const loops = Promise.all([loadPages(), loadLeads()]);
  return {
    pages,
    leads,
    stop() {
      running = false;
    },
    async done() {
      await loops;
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
