// A stand-in for the staff API (/api/v1/staff/…, the contract of @site/staff) in the browser,
// through page.route: a realistic inbox (Urdu and English leads, long messages, many sources),
// sessions with the two-step sign-in, CSRF checks, filters, paging, the weekly stats, notes,
// status changes, mail retries, the audit log and one-time links (not the CSV export: a download
// is the browser's, which page.route does not see). The end-to-end test against the real API is
// another spec's.
import type { Page, Route } from '@playwright/test';
import { enrollmentCourses, projectTypes, sourceLabel, type LeadSource } from '@site/leads';
import {
  CSRF_HEADER,
  LEAD_PAGE_SIZE,
  statusesOf,
  type AuditEntry,
  type LeadDetail,
  type LeadKindName,
  type LeadStatus,
  type LeadSummary,
  type MailState,
  type Me,
  type Note,
  type SetupInfo,
  type StatusChange,
  type WeeklyStats,
} from '@site/staff';

export const STAFF_PASSWORD = 'a long phrase for the inbox';
export const TOTP_CODE = '123456';
export const SETUP_TOKEN = 'good-token-4f2a';
export const USED_TOKEN = 'used-token-91c0';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Pakistan time is UTC+5 all year. */
const PKT = 5 * HOUR;

// A small seeded generator: the same inbox on every run.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const people: Array<{ name: string; email: string; phone: string; language: 'en' | 'ur' }> = [
  { name: 'عائشہ خان', email: 'ayesha.khan@example.com', phone: '0300 1234567', language: 'ur' },
  { name: 'Bilal Ahmed', email: 'bilal.ahmed@example.com', phone: '+92 321 7654321', language: 'en' },
  { name: 'محمد علی رضا', email: 'ali.raza92@example.com', phone: '0092 333 1112223', language: 'ur' },
  { name: 'Sana Iqbal', email: 'sana.iqbal@example.com', phone: '0345-6789012', language: 'en' },
  { name: 'فاطمہ بی بی', email: 'fatima.bibi@example.com', phone: '0301 2223334', language: 'ur' },
  { name: 'Usman Tariq', email: 'usman@tariqtextiles.example', phone: '+44 20 7946 0958', language: 'en' },
  { name: 'حسن نواز', email: 'hassan.nawaz@example.com', phone: '0312 9876543', language: 'ur' },
  { name: 'Hira Malik', email: 'hira.malik@example.com', phone: '0333 4445556', language: 'en' },
  { name: 'زینب نور', email: 'zainab.noor@example.com', phone: '0302 1112223', language: 'ur' },
  {
    name: 'Muhammad Zeeshan Haider Chaudhry',
    email: 'zeeshan.haider.chaudhry@example.com',
    phone: '03004567890',
    language: 'en',
  },
  { name: 'Maryam Siddiqui', email: 'maryam.s@example.com', phone: '+1 (415) 555-0100', language: 'en' },
  { name: 'عمر فاروق', email: 'umar.farooq@example.com', phone: '0321 5556667', language: 'ur' },
  { name: 'Kamran Akmal', email: 'kamran@akmalmotors.example', phone: '0300 7778889', language: 'en' },
  { name: 'ماہ نور اسلم', email: 'mahnoor.aslam@example.com', phone: '0346 1234000', language: 'ur' },
];

const sources: LeadSource[] = [
  {
    utm_source: 'facebook',
    utm_medium: 'paid_social',
    utm_campaign: 'winter-batch-2026',
    landing_page: '/web-development-course-sargodha',
    sent_from: '/enrollment',
  },
  { click_id_kind: 'fbclid', click_id: 'IwAR3xYzAbC', landing_page: '/', sent_from: '/' },
  { click_id_kind: 'gclid', click_id: 'Cj0KCQiA2', landing_page: '/course', sent_from: '/enrollment' },
  { referrer_host: 'www.google.com', landing_page: '/react-js-course-sargodha', sent_from: '/enrollment' },
  {},
  {
    utm_source: 'instagram',
    utm_medium: 'story',
    utm_campaign: 'shopify-course',
    landing_page: '/shopify-course-sargodha',
    sent_from: '/ur/enrollment',
  },
  {
    utm_source: 'tiktok',
    utm_campaign: 'basic-computer',
    landing_page: '/basic-computer-course-sargodha',
    sent_from: '/enrollment',
  },
  { utm_source: 'whatsapp', utm_medium: 'broadcast', landing_page: '/ur', sent_from: '/ur/enrollment' },
  {
    utm_source: 'newsletter-nov',
    utm_medium: 'email',
    utm_campaign: 'november',
    landing_page: '/pricing',
    sent_from: '/',
  },
  { referrer_host: 'www.linkedin.com', landing_page: '/', sent_from: '/' },
  { click_id_kind: 'msclkid', click_id: 'd2f1e0', landing_page: '/', sent_from: '/' },
];
// Facebook and Google bring most leads.
const sourceWeights = [5, 4, 4, 3, 3, 2, 1, 1, 1, 1, 1];

const urduMessages = [
  'السلام علیکم، میں شام کی کلاس میں داخلہ لینا چاہتی ہوں کیونکہ صبح میں یونیورسٹی جاتی ہوں۔ فیس قسطوں میں ادا ہو سکتی ہے؟',
  'مجھے کورس کی مکمل تفصیل چاہیے: دورانیہ، فیس، اور کیا آخر میں سرٹیفکیٹ ملے گا؟ میں سرگودھا شہر سے ہوں۔',
  'میرے بیٹے کے لیے کمپیوٹر کورس۔ وہ میٹرک کے بعد فارغ ہے۔',
];
const englishMessages = [
  'We run a textile business in Faisalabad and want an online store with WhatsApp ordering, Urdu and English product pages, cash on delivery and JazzCash. We already have 300 products in a spreadsheet and photos for most of them. Our deadline is before the wedding season in February, so we need a realistic timeline and a quote in two phases if the full scope does not fit.',
  'I finished my BS in Computer Science last year and want to move from PHP to React. Is the weekend batch still open? I can only attend on Saturdays and Sundays because I work in a call centre during the week.',
  'Need a booking app for our clinic (3 doctors).',
  'Please call after 5 pm.',
];

function pktDay(iso: string): string {
  return new Date(Date.parse(iso) + PKT).toISOString().slice(0, 10);
}

function weekStart(iso: string): string {
  const d = new Date(Date.parse(iso) + PKT);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

function pick<T>(random: () => number, items: readonly T[], weights?: readonly number[]): T {
  if (!weights) return items[Math.floor(random() * items.length)]!;
  let r = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < items.length; i += 1) {
    r -= weights[i]!;
    if (r < 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

/** Leads of the last twelve weeks, newest first, the first one an Urdu enrollment from Facebook. */
export function makeLeads(now = Date.now(), count = 58): LeadDetail[] {
  const random = seeded(31);
  const leads: LeadDetail[] = [];
  const ids = { enrollment: 120, project_request: 60 };
  for (let i = 0; i < count; i += 1) {
    const person = i === 0 ? people[0]! : pick(random, people);
    const kind: LeadKindName = i === 0 ? 'enrollment' : random() < 0.62 ? 'enrollment' : 'project_request';
    const submittedAt = new Date(
      now - (i === 0 ? 2 * HOUR : Math.floor(random() * 83 * DAY + 3 * HOUR)),
    ).toISOString();
    const source = i === 0 ? sources[0]! : pick(random, sources, sourceWeights);
    const statuses = statusesOf[kind];
    const status: LeadStatus = i < 6 ? 'new' : pick(random, statuses, [6, 4, 3, 2, 2]);
    const choice =
      kind === 'enrollment'
        ? i === 0
          ? 'Web Development'
          : pick(random, enrollmentCourses)
        : pick(random, projectTypes);
    const message = person.language === 'ur' ? pick(random, urduMessages) : pick(random, englishMessages);
    const mail: MailState =
      i === 3
        ? {
            state: 'given-up',
            at: new Date(now - 20 * HOUR).toISOString(),
            attempts: 30,
            reason: 'The mail server refused the message permanently.',
            lastError: '550 5.7.1 Message rejected as spam',
          }
        : i === 1
          ? {
              state: 'retrying',
              attempts: 4,
              nextAttemptAt: new Date(now + 0.4 * HOUR).toISOString(),
              lastError: 'connect ECONNREFUSED 10.0.0.12:587',
            }
          : i === 2
            ? { state: 'pending' }
            : { state: 'sent', at: new Date(Date.parse(submittedAt) + 40_000).toISOString(), attempts: 1 };
    const id = ids[kind]--;
    const history: StatusChange[] = [{ status: 'new', by: null, at: submittedAt }];
    if (status !== 'new')
      history.push({
        status,
        by: pick(random, ['ayesha', 'bilal']),
        at: new Date(Date.parse(submittedAt) + DAY).toISOString(),
      });
    const notes: Note[] =
      status !== 'new' && random() < 0.5
        ? [
            {
              id: i * 10,
              author: 'bilal',
              body: 'Called twice, no answer. Sent the fee schedule on WhatsApp.',
              at: new Date(Date.parse(submittedAt) + 2 * DAY).toISOString(),
            },
          ]
        : [];
    const fields =
      kind === 'enrollment'
        ? [
            { name: 'fullName', label: 'Full Name', value: person.name, multiline: false },
            { name: 'email', label: 'Email', value: person.email, multiline: false },
            { name: 'phone', label: 'Phone', value: person.phone, multiline: false },
            { name: 'course', label: 'Course', value: choice, multiline: false },
            {
              name: 'startDate',
              label: 'Preferred Start Date',
              value: random() < 0.5 ? pktDay(new Date(now + 20 * DAY).toISOString()) : null,
              multiline: false,
            },
            { name: 'message', label: 'Message', value: message, multiline: true },
          ]
        : [
            { name: 'full_name', label: 'Full Name', value: person.name, multiline: false },
            { name: 'email', label: 'Email Address', value: person.email, multiline: false },
            {
              name: 'company_name',
              label: 'Company Name',
              value: random() < 0.6 ? 'Tariq Textiles (Pvt) Ltd' : null,
              multiline: false,
            },
            { name: 'project_type', label: 'Project Type', value: choice, multiline: false },
            { name: 'budget_range', label: 'Budget Range', value: '$5,000 - $15,000', multiline: false },
            { name: 'project_details', label: 'Project Details', value: message, multiline: true },
          ];
    leads.push({
      kind,
      id,
      fullName: person.name,
      email: person.email,
      phone: kind === 'enrollment' ? person.phone : null,
      choice,
      language: person.language,
      submittedAt,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      fields,
      source: { ...source, label: sourceLabel(source) },
      mail,
      status,
      statuses: [...statuses],
      history,
      notes,
    });
  }
  return leads.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}

function summary(lead: LeadDetail): LeadSummary {
  const { kind, id, fullName, email, phone, choice, language, status, submittedAt, mail } = lead;
  return {
    kind,
    id,
    fullName,
    email,
    phone,
    choice,
    language,
    status,
    source: lead.source.label,
    submittedAt,
    mail: mail.state,
  };
}

/** A QR-like picture (the real one comes from the API's TOTP library). */
function fakeQr(): string {
  const random = seeded(7);
  const size = 25;
  // The three finder squares: dark ring, light ring, dark centre; a light margin around them.
  const finder = (x: number, y: number) => {
    for (const [ox, oy] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      const dx = x - ox;
      const dy = y - oy;
      if (dx >= -1 && dy >= -1 && dx <= 7 && dy <= 7)
        return dx >= 0 && dy >= 0 && dx <= 6 && dy <= 6 && Math.max(Math.abs(dx - 3), Math.abs(dy - 3)) !== 2;
    }
    return undefined;
  };
  const cells: string[] = [];
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) if (finder(x, y) ?? random() < 0.5) cells.push(`M${x} ${y}h1v1h-1z`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 29 29"><rect x="-2" y="-2" width="29" height="29" fill="white"/><path d="${cells.join('')}"/></svg>`;
}

export interface FakeStaffApi {
  leads: LeadDetail[];
  /** Starts the page signed in (as a staff member or an admin), as if the cookie were there. */
  signIn(role?: Me['role']): void;
  readonly signedIn: boolean;
  /** The requests that changed something, with the CSRF token they sent. */
  changes: Array<{ method: string; path: string; csrf: string | undefined; body: unknown }>;
  /** Every path asked for (GET), with its query. */
  reads: string[];
  /** Makes the leads list fail (the API down) until set back. */
  leadsDown: boolean;
}

export async function fakeStaffApi(page: Page, { now = Date.now() } = {}): Promise<FakeStaffApi> {
  const leads = makeLeads(now);
  let session: Me | null = null;
  let twoStep: string | null = null;
  const csrf = 'csrf-e2e-7d1c';
  // What a day of the staff area leaves in the log (the API writes it; the page only reads it).
  const kinds = [
    { action: 'status-changed', target: 'enrollment/118', detail: 'new → contacted' },
    { action: 'note-added', target: 'project_request/57', detail: null },
    { action: 'sign-in', target: null, detail: null },
    { action: 'export', target: null, detail: 'status=new, language=ur: 14 rows' },
    { action: 'mail-retried', target: 'enrollment/117', detail: null },
    { action: 'sign-in-failed', target: null, detail: 'wrong password' },
    { action: 'account-created', target: 'hira', detail: 'admin' },
  ] as const;
  const audit: AuditEntry[] = Array.from({ length: 34 }, (_, i) => {
    const entry = kinds[i % kinds.length]!;
    const actor =
      entry.action === 'account-created'
        ? 'cli'
        : entry.action === 'sign-in-failed'
          ? 'admin'
          : i % 2
            ? 'bilal'
            : 'ayesha';
    return {
      id: 200 - i,
      at: new Date(now - i * 3 * HOUR).toISOString(),
      actor,
      ...entry,
      address: actor === 'cli' ? null : `203.0.113.${(i % 9) + 4}`,
    };
  });
  const api: FakeStaffApi = {
    leads,
    signIn(role = 'admin') {
      session = {
        username: role === 'admin' ? 'ayesha' : 'bilal',
        role,
        csrfToken: csrf,
        idleTimeoutSeconds: 1800,
        expiresAt: new Date(now + 8 * HOUR).toISOString(),
      };
    },
    get signedIn() {
      return session !== null;
    },
    changes: [],
    reads: [],
    leadsDown: false,
  };

  const json = (route: Route, status: number, body?: unknown) =>
    route.fulfill({
      status,
      headers: {
        'cache-control': 'no-store',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? '' : JSON.stringify(body),
    });

  const matching = (query: URLSearchParams, withStatus = true) =>
    leads.filter((lead) => {
      const q = query.get('q')?.toLowerCase();
      return (
        (!query.get('kind') || lead.kind === query.get('kind')) &&
        (!withStatus || !query.get('status') || lead.status === query.get('status')) &&
        (!query.get('choice') || lead.choice === query.get('choice')) &&
        (!query.get('language') || lead.language === query.get('language')) &&
        (!query.get('source') || lead.source.label === query.get('source')) &&
        (!query.get('from') || pktDay(lead.submittedAt) >= query.get('from')!) &&
        (!query.get('to') || pktDay(lead.submittedAt) <= query.get('to')!) &&
        (!q || [lead.fullName, lead.email, lead.phone ?? ''].some((text) => text.toLowerCase().includes(q)))
      );
    });

  await page.route('**/api/v1/staff/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace('/api/v1/staff', '');
    const method = request.method();
    const body = request.postData() ? (JSON.parse(request.postData()!) as Record<string, string>) : undefined;
    if (method === 'GET') api.reads.push(`${path}${url.search}`);
    else api.changes.push({ method, path, csrf: request.headers()[CSRF_HEADER.toLowerCase()], body });

    // Signing in, and one-time links: no session needed.
    if (path === '/session' && method === 'POST') {
      if (body?.password !== STAFF_PASSWORD)
        return json(route, 401, { message: 'Wrong username or password.' });
      if (body.username === 'ayesha') {
        twoStep = body.username;
        return json(route, 200, { step: 'totp' });
      }
      api.signIn('staff');
      return json(route, 200, { step: 'signed-in', me: session });
    }
    if (path === '/session/totp' && method === 'POST') {
      if (!twoStep) return json(route, 401, { message: 'Start again: sign in with your password.' });
      if (body?.code !== TOTP_CODE) return json(route, 401, { message: 'That code is not right.' });
      api.signIn('admin');
      return json(route, 200, { step: 'signed-in', me: session });
    }
    if (path === '/setup/check' || path === '/setup') {
      if (body?.token === USED_TOKEN || body?.token !== SETUP_TOKEN)
        return json(route, 410, { message: 'This link is no longer valid.' });
      if (path === '/setup/check') {
        const info: SetupInfo = {
          username: 'hira',
          role: 'admin',
          totp: {
            required: true,
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/CodeNest:hira',
            qrSvg: fakeQr(),
          },
        };
        return json(route, 200, info);
      }
      const errors: Record<string, string[]> = {};
      if ((body.password ?? '').length < 12) errors.password = ['Use at least 12 characters.'];
      if (body.totpCode !== TOTP_CODE)
        errors.totpCode = ['This code is not the current one. Check the time on your phone.'];
      return Object.keys(errors).length
        ? json(route, 422, { message: 'Validation failed.', errors })
        : json(route, 204);
    }

    if (!session) return json(route, 401, { message: 'Your session has ended.' });
    if (method !== 'GET' && api.changes.at(-1)?.csrf !== session.csrfToken)
      return json(route, 403, { message: 'Missing or wrong CSRF token.' });

    if (path === '/session' && method === 'DELETE') {
      session = null;
      return json(route, 204);
    }
    if (path === '/me') return json(route, 200, session);
    if (path === '/leads' && method === 'GET') {
      if (api.leadsDown) return json(route, 503, { message: 'The database is not reachable.' });
      const all = matching(url.searchParams);
      const offset = Number(url.searchParams.get('cursor') ?? 0);
      const items = all.slice(offset, offset + LEAD_PAGE_SIZE.default).map(summary);
      const byStatus = matching(url.searchParams, false);
      const counts = Object.fromEntries(
        (['new', 'contacted', 'qualified', 'enrolled', 'won', 'lost'] as const).map((status) => [
          status,
          byStatus.filter((lead) => lead.status === status).length,
        ]),
      ) as Record<LeadStatus, number>;
      const next =
        offset + LEAD_PAGE_SIZE.default < all.length ? String(offset + LEAD_PAGE_SIZE.default) : null;
      return json(route, 200, { items, counts, total: all.length, next });
    }
    if (path === '/stats/weekly') {
      const weeks = Array.from({ length: 12 }, (_, i) =>
        weekStart(new Date(now - (11 - i) * 7 * DAY).toISOString()),
      );
      const stats: WeeklyStats = {
        weeks: weeks.map((start) => ({
          start,
          total: 0,
          byKind: { project_request: 0, enrollment: 0 },
          bySource: {},
        })),
        sources: [],
      };
      const totals = new Map<string, number>();
      for (const lead of matching(url.searchParams)) {
        const week = stats.weeks.find((w) => w.start === weekStart(lead.submittedAt));
        if (!week) continue;
        week.total += 1;
        week.byKind[lead.kind] += 1;
        week.bySource[lead.source.label] = (week.bySource[lead.source.label] ?? 0) + 1;
        totals.set(lead.source.label, (totals.get(lead.source.label) ?? 0) + 1);
      }
      stats.sources = [...totals].sort((a, b) => b[1] - a[1]).map(([source]) => source);
      return json(route, 200, stats);
    }
    const lead = /^\/leads\/(project-request|enrollment)\/(\d+)(\/.*)?$/.exec(path);
    if (lead) {
      const kind = lead[1] === 'enrollment' ? 'enrollment' : 'project_request';
      const found = leads.find((l) => l.kind === kind && l.id === Number(lead[2]));
      if (!found) return json(route, 404, { message: 'No such lead.' });
      const at = new Date().toISOString();
      switch (`${method} ${lead[3] ?? ''}`) {
        case 'GET ':
          return json(route, 200, found);
        case 'POST /status':
          found.status = body!.status as LeadStatus;
          found.history.push({ status: found.status, by: session.username, at });
          return json(route, 200, found);
        case 'POST /notes':
          found.notes.push({ id: Date.now(), author: session.username, body: body!.body!, at });
          return json(route, 200, found);
        case 'POST /mail/retry':
          found.mail = { state: 'pending' };
          return json(route, 200, found);
      }
    }
    if (path === '/audit') {
      if (session.role !== 'admin') return json(route, 403, { message: 'Admins only.' });
      const offset = Number(url.searchParams.get('before') ?? 0);
      return json(route, 200, {
        items: audit.slice(offset, offset + 25),
        next: offset + 25 < audit.length ? String(offset + 25) : null,
      });
    }
    return json(route, 404, { message: 'Not found.' });
  });
  return api;
}
