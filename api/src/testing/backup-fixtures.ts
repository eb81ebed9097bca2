import type { StoreTarget } from '../backup/backup';
import { SqlLeadsRepository, type NewLead } from '../repositories/leads-repository';
import type { Database, Queryable, Row } from '../db/sql';
import { enrollmentKind, projectRequestKind, type LeadKind } from '../leads/kinds';
import type { TestStore } from './stores';

/** The settings naming a test store, as the backup tools read them. */
export function targetOf(store: TestStore): StoreTarget {
  return { databaseUrl: store.env.DATABASE_URL || null, dbPath: store.env.API_DB_PATH ?? '' };
}

/** The n-th lead of a writer: both kinds in turn, each with its own idempotency key. */
export function nthLead(n: number): { kind: LeadKind; lead: NewLead; key: string } {
  const at = new Date(Date.UTC(2026, 10, 28, 9, 0, 0) + n * 1000).toISOString();
  const base = { language: n % 4 === 0 ? 'ur' : 'en', user_agent: 'BackupTest/1', submitted_at: at } as const;
  const key = `backup-test-${String(n).padStart(8, '0')}`;
  if (n % 2 === 0)
    return {
      kind: enrollmentKind,
      key,
      lead: {
        ...base,
        values: {
          full_name: `زینب حسین ${n}`,
          email: `student${n}@example.com`,
          phone: '0300 1234567',
          course: 'React JS',
          start_date: null,
          message: `Evening batch, please.\nLead ${n}.`,
        },
        source: { utm_source: 'facebook', utm_campaign: 'winter-batch' },
      },
    };
  return {
    kind: projectRequestKind,
    key,
    lead: {
      ...base,
      values: {
        full_name: `Kamran Akhtar ${n}`,
        email: `client${n}@example.com`,
        company_name: n % 3 === 0 ? null : 'Akhtar Traders',
        project_type: 'E-commerce Store',
        budget_range: '$5,000 - $15,000',
        project_details: `An online shop. Lead ${n}.`,
      },
      source: {},
    },
  };
}

/**
 * A row in every table of the schema (besides what `migrate` wrote): leads through the
 * repository, the staff's tables, notes, statuses, the audit log and the limits by hand.
 */
export async function seedEveryTable(db: Database): Promise<void> {
  const leads = new SqlLeadsRepository(db);
  for (let n = 0; n < 4; n += 1) {
    const { kind, lead, key } = nthLead(n);
    await leads.insert(kind, lead, { idempotencyKey: key });
  }
  const at = '2026-11-28T08:00:00.000Z';
  const staff = await db.one<{ id: number }>(
    `INSERT INTO staff (username, role, password_hash, password_set_at, totp_secret, totp_last_step, last_sign_in_at, created_at)
     VALUES ('ayesha', 'admin', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', $1, 'JBSWY3DPEHPK3PXP', 59000000, $1, $1)
     RETURNING id`,
    [at],
  );
  const staffId = staff?.id ?? 0;
  await db.run(
    `INSERT INTO staff_links (token_hash, staff_id, totp_secret, created_at, expires_at, used_at)
     VALUES ('link-hash', $1, 'KRSXG5CTMVRXEZLU', $2, $2, $2)`,
    [staffId, at],
  );
  await db.run(
    `INSERT INTO staff_sessions (id_hash, staff_id, stage, address, created_at, last_seen_at, expires_at)
     VALUES ('session-hash', $1, 'active', '203.0.113.7', $2, $2, '2099-01-01T00:00:00.000Z')`,
    [staffId, at],
  );
  await db.run("INSERT INTO sign_in_failures (account, address, at) VALUES ('bilal', '203.0.113.9', $1)", [
    at,
  ]);
  await db.run(
    "INSERT INTO lead_status_changes (lead_id, status, changed_by, changed_at) VALUES (1, 'contacted', 'ayesha', $1)",
    [at],
  );
  await db.run("UPDATE leads SET status = 'contacted' WHERE id = 1");
  await db.run("INSERT INTO lead_status_count_changes (status, n) VALUES ('new', -1), ('contacted', 1)");
  await db.run(
    "INSERT INTO lead_notes (lead_id, author, body, created_at) VALUES (1, 'ayesha', 'Called; wants the evening batch.', $1)",
    [at],
  );
  await db.run(
    "INSERT INTO audit_log (at, actor, action, target, detail, address) VALUES ($1, 'ayesha', 'lead-status', 'enrollment:1', 'contacted', '203.0.113.7')",
    [at],
  );
  await db.run(
    "INSERT INTO rate_limits (key, count, reset_at) VALUES ('203.0.113.7|/api/v1/enrollments', 3, $1)",
    [Date.now() + 60_000],
  );
  // A person's account (issue 43): a student with a course, a session, a used link and a sent mail.
  const person = await db.one<{ id: number }>(
    `INSERT INTO people (email, name, phone, language, password_hash, password_set_at, email_verified_at, created_by, created_at)
     VALUES ('zainab@example.com', 'Zainab Hussain', '0300 1234567', 'ur', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
       $1, $1, 'enrollment', $1) RETURNING id`,
    [at],
  );
  const personId = person?.id ?? 0;
  await db.run(
    `INSERT INTO person_sessions (id_hash, person_id, kind, address, created_at, last_seen_at, expires_at)
     VALUES ('person-session-hash', $1, 'kept', '203.0.113.8', $2, $2, '2099-01-01T00:00:00.000Z')`,
    [personId, at],
  );
  await db.run(
    `INSERT INTO person_links (token_hash, person_id, purpose, sent_to, created_at, expires_at, used_at)
     VALUES ('person-link-hash', $1, 'invite', NULL, $2, $2, $2)`,
    [personId, at],
  );
  await db.run(
    `INSERT INTO person_courses (person_id, enrollment_id, course, batch_start, enrolled_at, progress, updated_by, updated_at)
     VALUES ($1, NULL, 'React JS', '2026-12-07', $2, 40, 'ayesha', $2)`,
    [personId, at],
  );
  await db.run(
    `INSERT INTO person_mail_outbox (person_id, kind, to_email, language, message_id, created_at, next_attempt_at, sent_at, attempts)
     VALUES ($1, 'course-added', 'zainab@example.com', 'ur', '<seed@codenest.pk>', $2, $2, $2, 1)`,
    [personId, at],
  );
}

/** A row as comparable text (blobs as base64), for sorting and comparing rows of any table. */
const rowText = (row: Row) =>
  JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : value));

/** What a store holds, every table as the store lists them, each table's rows in a stable order. */
export interface StoreContents {
  schema: Row[];
  tables: Record<string, Row[]>;
}

/**
 * Every table of the store with all its rows, and its schema; in SQLite the internal tables too
 * (`sqlite_sequence`, the next ids) and the search index's virtual and shadow tables.
 */
export async function readEveryTable(reader: Queryable): Promise<StoreContents> {
  const sqlite = reader.dialect === 'sqlite';
  const names = sqlite
    ? await reader.query<{ name: string }>(
        "SELECT name FROM pragma_table_list WHERE schema = 'main' AND name NOT IN ('sqlite_schema', 'sqlite_temp_schema') ORDER BY name",
      )
    : await reader.query<{ name: string }>(
        'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
      );
  const tables: Record<string, Row[]> = {};
  for (const { name } of names) {
    const rows = await reader.query(`SELECT * FROM "${name}"`);
    tables[name] = rows.map((row) => ({ ...row })).sort((a, b) => (rowText(a) < rowText(b) ? -1 : 1));
  }
  const schema = sqlite
    ? await reader.query('SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name')
    : [
        ...(await reader.query(
          `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
           WHERE table_schema = current_schema() ORDER BY table_name, column_name`,
        )),
        ...(await reader.query(
          'SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname',
        )),
        ...(await reader.query(
          `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
           FROM pg_constraint WHERE connamespace = current_schema()::regnamespace ORDER BY conname`,
        )),
      ];
  return { schema: schema.map((row) => ({ ...row })), tables };
}
