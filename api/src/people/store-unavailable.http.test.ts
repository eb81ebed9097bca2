import { serverUnavailableIn } from '@site/leads';
import { PERSON_SESSION_COOKIE, peopleApi } from '@site/people';
import BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from '../db/sqlite';
import { STORE_RETRY_AFTER_SECONDS } from '../http/errors';
import { PERSON_PASSWORD, PersonBrowser, verifiedPerson } from '../testing/people';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { tcpProxy } from '../testing/tcp-proxy';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * A person's routes when the store fails (decision 0042): 503 with Retry-After, as the lead
 * routes answer, never a 500 and never "wrong password" or "please sign in"; and once the store is
 * back, the same instance signs in again.
 */
async function expectUnavailable(answer: Response, language: 'en' | 'ur' = 'en') {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('retry-after')).toBe(String(STORE_RETRY_AFTER_SECONDS));
  expect(await answer.json()).toEqual({ message: serverUnavailableIn[language] });
}

describe.each(storeKinds)('a person’s routes while the %s store fails', (kind) => {
  let store: TestStore;
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof tcpProxy>> | undefined;
  beforeAll(async () => {
    store = await createTestStore(kind);
    const env: Record<string, string> = { ...store.env, ACCOUNT_REQUESTS_PER_HOUR: '1000' };
    if (kind === 'postgres') {
      // A relay the test can cut, as an unreachable database would be.
      const url = new URL(store.env.DATABASE_URL ?? '');
      proxy = await tcpProxy({ host: url.hostname, port: Number(url.port) });
      url.port = String(proxy.port);
      env.DATABASE_URL = url.toString();
    }
    server = await startTestServer(env);
    await verifiedPerson(server, 'zainab@example.com');
  });
  afterAll(async () => {
    await server.stop();
    server.cleanup();
    await proxy?.close();
    await store.remove();
  });

  /** Fails the store while `during` runs: PostgreSQL cut off, SQLite's file write-locked by another process. */
  async function whileFailing(during: () => Promise<void>) {
    if (proxy) {
      await proxy.cut();
      try {
        await during();
      } finally {
        await proxy.restore();
      }
      return;
    }
    const { raw } = server.current.db as SqliteDatabase;
    raw.pragma('busy_timeout = 50');
    const other = new BetterSqlite3(server.dbPath);
    other.exec('BEGIN IMMEDIATE');
    try {
      await during();
    } finally {
      other.exec('ROLLBACK');
      other.close();
      raw.pragma('busy_timeout = 5000');
    }
  }

  it('answers 503 with Retry-After to a sign-in, a sign-up and a reset link, and signs in once it is back', async () => {
    const signedIn = await verifiedPerson(server, 'ali@example.com', 'Ali Raza');
    await whileFailing(async () => {
      // The guess cannot be counted: the password is never checked, and no 401 is told.
      await expectUnavailable(await new PersonBrowser(server).signInAs('zainab@example.com'));
      await expectUnavailable(
        await new PersonBrowser(server).request(
          'POST',
          peopleApi.signUp,
          { name: 'Sana', email: 'sana@example.com', password: PERSON_PASSWORD },
          { 'accept-language': 'ur' },
        ),
        'ur',
      );
      await expectUnavailable(
        await new PersonBrowser(server).request('POST', peopleApi.passwordReset, {
          email: 'ali@example.com',
        }),
      );
      if (kind === 'postgres') {
        // The session cannot be looked up: not "please sign in" (SQLite's reads go on meanwhile).
        await expectUnavailable(await signedIn.request('GET', peopleApi.me));
        const planted = new PersonBrowser(server);
        planted.cookies.set(PERSON_SESSION_COOKIE, 'A'.repeat(43));
        await expectUnavailable(await planted.request('GET', peopleApi.me));
      }
    });
    expect(server.logs.some((line) => line.includes('"statusCode":500'))).toBe(false);
    expect((await new PersonBrowser(server).signInAs('zainab@example.com')).status).toBe(200);
    expect((await signedIn.me()).status).toBe(200);
  });
});
