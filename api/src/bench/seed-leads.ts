import { enrollmentCourses, projectTypes } from '@site/leads';
import { searchText } from '../repositories/leads-repository';
import type { Database, SqlValue } from '../db/sql';

/**
 * N leads of both kinds written straight into a store, in batches, as the API stores them (the
 * form's row, its mail's row, its inbox row), spread over a year, with statuses, languages,
 * sources and mail states; the same every run. The inbox of the benches that measure the API at
 * 100,000 leads (`npm run bench:inbox`, `npm run bench:backup -w api`). The status counts are then
 * counted, as the API keeps them, and the store's statistics taken.
 */

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
interface Source {
  label: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  click_id_kind?: string;
  click_id?: string;
  referrer_host?: string;
}
const sources: Source[] = [
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
const BATCH = 500;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** A deterministic pseudo-random sequence, so that every run seeds the same inbox. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** `($1, $2, …), ($n+1, …)` for `rows` rows of `columns` values. */
function valuesList(rows: number, columns: number): string {
  return Array.from(
    { length: rows },
    (_, r) => `(${Array.from({ length: columns }, (__, c) => `$${r * columns + c + 1}`).join(', ')})`,
  ).join(', ');
}

interface Row {
  kind: 'enrollment' | 'project_request';
  id: number;
  name: string;
  email: string;
  phone: string | null;
  at: string;
  language: string;
  choice: string;
  source: Source;
  status: string;
}

export async function seedLeads(db: Database, count: number): Promise<void> {
  const next = random(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const start = Date.now() - YEAR_MS;
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows: Row[] = Array.from({ length: Math.min(BATCH, count - offset) }, (_, index) => {
      const n = offset + index;
      const kind = next() < 0.6 ? 'enrollment' : 'project_request';
      return {
        kind,
        id: 0,
        name: `${pick(firstNames)} ${pick(lastNames)} ${n}`,
        email: `lead${n}@example.com`,
        phone: kind === 'enrollment' ? `0300 ${String(1_000_000 + n).slice(-7)}` : null,
        at: new Date(start + (n / count) * YEAR_MS).toISOString(),
        language: next() < 0.25 ? 'ur' : 'en',
        choice: kind === 'enrollment' ? pick(enrollmentCourses) : pick(projectTypes),
        source: pick(sources),
        status: pick(statuses),
      };
    });
    await db.transaction(async (tx) => {
      for (const kind of ['enrollment', 'project_request'] as const) {
        const ofKind = rows.filter((row) => row.kind === kind);
        if (ofKind.length === 0) continue;
        const enrollment = kind === 'enrollment';
        const columns = enrollment
          ? ['full_name', 'email', 'phone', 'course', 'message', 'language', 'submitted_at']
          : ['full_name', 'email', 'project_type', 'project_details', 'language', 'submitted_at'];
        const values: SqlValue[][] = ofKind.map((row) =>
          enrollment
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
        const ids = await tx.query<{ id: number }>(
          `INSERT INTO ${enrollment ? 'enrollments' : 'project_requests'} (${columns.join(', ')}) VALUES ${valuesList(ofKind.length, columns.length)} RETURNING id`,
          values.flat(),
        );
        ofKind.forEach((row, index) => (row.id = ids[index]?.id ?? 0));
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
        `INSERT INTO lead_mail_outbox (lead_kind, lead_id, message_id, created_at, attempts, next_attempt_at, sent_at) VALUES ${valuesList(rows.length, 7)}`,
        outbox.flat(),
      );
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
        `INSERT INTO leads (kind, kind_id, full_name, email, phone, choice, language, status, source_label, utm_source,
           utm_medium, utm_campaign, click_id_kind, click_id, referrer_host, search, submitted_at)
         VALUES ${valuesList(rows.length, 17)}`,
        inbox.flat(),
      );
    });
  }
  // The inbox's kept counts per status, one row each, as housekeeping folds them
  // (api/src/db/status-counts.ts).
  await db.run('DELETE FROM lead_status_count_changes');
  await db.run(
    'INSERT INTO lead_status_count_changes (status, n) SELECT status, count(*) FROM leads GROUP BY status',
  );
  // What autovacuum (PostgreSQL) and the API's housekeeping (SQLite's PRAGMA optimize) do for a
  // table that grew: statistics for the planner, and the visibility map for index-only scans.
  await db.script(db.dialect === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE');
}
