// The load of bench-accounts.mjs: people signing in from many clients at once while a visitor
// sends enrollments, and a profile page's data asked one request after another.
import { percentile, round } from '../report.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** p50, p95, max (ms) and the count of a list of times. */
export function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50), 1),
    p95: round(percentile(sorted, 95), 1),
    max: round(sorted.at(-1) ?? NaN, 1),
  };
}

/** One request, timed to its last byte; throws unless it answered `expected`. */
async function timed(url, init, expected) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== expected)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}`);
  return { ms, response };
}

/** A person's sign-in as the pages send it: the site's origin, JSON; resolves with its time and cookie. */
export async function signIn(api, email, password) {
  const { ms, response } = await timed(
    `${api.origin}/api/v1/people/session`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.origin },
      body: JSON.stringify({ email, password }),
    },
    200,
  );
  return {
    ms,
    cookie: response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  };
}

/**
 * `clients` people signing in over and over for `seconds`, each as students of its own (so that
 * no account's throttle is involved), while one visitor sends an enrollment every `leadEveryMs`:
 * the times of both.
 */
export async function signInsWithLeads(api, { clients, seconds, students, email, password, leadEveryMs }) {
  const end = performance.now() + seconds * 1000;
  const signIns = [];
  const leads = [];
  const client = async (index) => {
    for (let round = 0; performance.now() < end; round += 1) {
      const student = (index + round * clients) % students;
      signIns.push((await signIn(api, email(student), password)).ms);
    }
  };
  const visitor = async () => {
    for (let n = 0; performance.now() < end; n += 1) {
      const body = {
        full_name: `Bench Visitor ${n}`,
        email: `visitor${n}@example.com`,
        phone: '0300 1234567',
        course: 'React JS',
        website: '',
      };
      const { ms } = await timed(
        `${api.origin}/api/v1/enrollments`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        201,
      );
      leads.push(ms);
      await sleep(leadEveryMs);
    }
  };
  await Promise.all([...Array.from({ length: clients }, (_, index) => client(index)), visitor()]);
  return { signIns: summary(signIns), leads: summary(leads) };
}

/**
 * `/profile`'s data (`GET /api/v1/people/me`) asked `requests` times one after another (after 10
 * unmeasured), in turn by `people` signed-in students spread over the whole store.
 */
export async function profileData(api, { people, requests, students, email, password }) {
  const cookies = [];
  for (let n = 0; n < people; n += 1)
    cookies.push((await signIn(api, email(Math.floor((n * students) / people)), password)).cookie);
  const times = [];
  for (let i = 0; i < requests + 10; i += 1) {
    const { ms } = await timed(
      `${api.origin}/api/v1/people/me`,
      { headers: { cookie: cookies[i % people] } },
      200,
    );
    if (i >= 10) times.push(ms);
  }
  return summary(times);
}
