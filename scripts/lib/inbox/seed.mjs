// The inbox of bench:inbox (scripts/bench-inbox.mjs): `count` leads of
// both kinds written straight into a migrated store, in batches, as the API stores them (the
// form's row, its mail's row, its inbox row), spread over the past year, with statuses,
// languages, sources and mail states. Deterministic: every run seeds the same inbox. Reads the
// API's and the contract's builds (`npm run build -w @site/leads -w @site/staff -w api`).
import { createRequire } from 'node:module';
import { apiBuild } from '../api-under-test.mjs';

const require = createRequire(import.meta.url);
// The contract's option lists (its CommonJS build).
const leadsContract = () => require('@site/leads');

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

/** Writes `count` leads into `db` (migrated, empty or not), then its statistics. */
export async function seed(db, count) {
  const { searchText } = require(apiBuild('db/leads-repository.js'));
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
  // The inbox's kept counts per status, one row each, as housekeeping folds them
  // (api/src/db/status-counts.ts); then what autovacuum (PostgreSQL) and the API's housekeeping
  // (SQLite's PRAGMA optimize) do for a table that grew: statistics for the planner, and the
  // visibility map for index-only scans.
  await db.run('DELETE FROM lead_status_count_changes');
  await db.run(
    'INSERT INTO lead_status_count_changes (status, n) SELECT status, count(*) FROM leads GROUP BY status',
  );
  await db.script(db.dialect === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE');
}
