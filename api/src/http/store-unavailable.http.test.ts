import { IDEMPOTENCY_HEADER, leadPaths, serverUnavailableIn } from '@site/leads';
import { staffApi } from '@site/staff';
import BetterSqlite3 from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { SqliteDatabase } from '../db/sqlite';
import { StaffBrowser } from '../testing/staff';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { tcpProxy } from '../testing/tcp-proxy';
import {
  serverForTests,
  startTestServer,
  validBody,
  validEnrollment,
  type TestServer,
} from '../testing/test-server';
import { errorMessagesIn, STORE_RETRY_AFTER_SECONDS } from './errors';

/**
 * When the store fails, the API says so honestly (issue 42): 503 with Retry-After and the message
 * the forms turn into "our server is briefly unavailable", in the lead's language, never a 500; a
 * fault of a statement stays a 500; and once the store is back the same instance stores again.
 */

async function expectUnavailable(answer: Response, language: 'en' | 'ur' = 'en') {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe(String(STORE_RETRY_AFTER_SECONDS));
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(await answer.json()).toEqual({ message: serverUnavailableIn[language] });
}

describe('the SQLite file held by another process past its busy timeout', () => {
  const server = serverForTests();

  it('answers 503 with Retry-After in the lead’s language, and stores the lead once the file is free', async () => {
    const { raw } = server.current.db as SqliteDatabase;
    raw.pragma('busy_timeout = 50');
    // Another process (the staff tool, a second instance on the host) holds the write lock.
    const other = new BetterSqlite3(server.dbPath);
    other.exec('BEGIN IMMEDIATE');
    try {
      await expectUnavailable(await server.post(validBody()));
      await expectUnavailable(await server.post(validBody({ language: 'ur' })), 'ur');
      await expectUnavailable(
        await server.post(validEnrollment({ language: 'ur' }), { path: leadPaths.enrollment }),
        'ur',
      );
    } finally {
      other.exec('ROLLBACK');
      other.close();
      raw.pragma('busy_timeout = 5000');
    }
    expect((await server.post(validBody())).status).toBe(201);
    expect(server.readRows()).toHaveLength(1);
    expect(server.logs.filter((line) => line.includes('the store is unavailable'))).toHaveLength(3);
  });

  it('keeps a 500 for a statement that fails on its own (a table missing), which no retry mends', async () => {
    await server.current.db.script('DROP TABLE lead_mail_outbox');
    const answer = await server.post(validBody());
    expect(answer.status).toBe(500);
    expect(answer.headers.get('retry-after')).toBeNull();
    expect(await answer.json()).toEqual({ message: errorMessagesIn.en.storeFailed });
  });
});

(storeKinds.includes('postgres') ? describe : describe.skip)('PostgreSQL that fails', () => {
  let store: TestStore;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let server: TestServer;
  beforeAll(async () => {
    store = await createTestStore('postgres');
    const url = new URL(store.env.DATABASE_URL ?? '');
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port) });
    url.port = String(proxy.port);
    server = await startTestServer({ DATABASE_URL: url.toString() });
  });
  afterAll(async () => {
    await server.stop();
    server.cleanup();
    await proxy.close();
    await store.remove();
  });

  it('answers 503 on every route while it cannot be reached, and the same instance stores again once it is back', async () => {
    expect((await server.post(validBody({ full_name: 'Before' }))).status).toBe(201);
    const staff = new StaffBrowser(server);
    staff.cookies.set('__Host-staff_session', 'A'.repeat(43));
    await proxy.cut();
    try {
      await expectUnavailable(await server.post(validBody({ full_name: 'During' })));
      await expectUnavailable(
        await server.post(validEnrollment({ language: 'ur' }), { path: leadPaths.enrollment }),
        'ur',
      );
      // A staff page's data: the session cannot be looked up (not "please sign in").
      await expectUnavailable(await staff.request('GET', staffApi.me));
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get('retry-after')).toBe(String(STORE_RETRY_AFTER_SECONDS));
    } finally {
      await proxy.restore();
    }
    // No restart: the pool opens new connections.
    expect((await server.post(validBody({ full_name: 'After' }))).status).toBe(201);
    expect((await server.rows()).map((row) => row.full_name)).toEqual(['Before', 'After']);
  });

  it('answers 503 when its session ends in the middle of a request (the server restarting), then stores it once', async () => {
    const key = randomUUID();
    const direct = new pg.Client(store.env.DATABASE_URL);
    await direct.connect();
    try {
      // Another session holds the key's row: the API's insert with the same key waits for it …
      await direct.query('BEGIN');
      await direct.query(
        `INSERT INTO idempotency_keys (key, lead_kind, fingerprint, created_at) VALUES ($1, 'project_request', 'x', now())`,
        [key],
      );
      const answer = server.post(validBody({ full_name: 'Interrupted' }), {
        headers: { [IDEMPOTENCY_HEADER]: key },
      });
      // … and the server ends the API's session meanwhile (57P01, as a fast shutdown does).
      const admin = new pg.Client(store.env.DATABASE_URL);
      await admin.connect();
      try {
        let ended = 0;
        for (const deadline = Date.now() + 1_500; ended === 0 && Date.now() < deadline;) {
          const waiting = await admin.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          ended = waiting.rowCount ?? 0;
        }
        expect(ended).toBe(1);
      } finally {
        await admin.end();
      }
      await expectUnavailable(await answer);
      await direct.query('ROLLBACK');
    } finally {
      await direct.end();
    }
    const again = await server.post(validBody({ full_name: 'Interrupted' }), {
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
    expect(again.status).toBe(201);
    expect((await server.rows()).filter((row) => row.full_name === 'Interrupted')).toHaveLength(1);
  });
});
