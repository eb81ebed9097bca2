import { NOT_A_USERNAME, staffApi } from '@site/staff';
import { FREE_ACCOUNT_FAILURES } from '../auth/throttle';
import { PASSWORD, StaffBrowser, staffTool } from '../testing/staff';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * Guesses sent at once (issue 42): the guess counter is taken before the password is checked, so
 * 30 guesses sent together from 30 addresses are not all checked where the policy stops at a few
 * (3 free failures, then a wait). Over real HTTP, on both stores.
 */
describe.each(storeKinds)('guessing a staff password at once, on the %s store', (kind) => {
  let store: TestStore;
  let server: TestServer;
  beforeAll(async () => {
    store = await createTestStore(kind);
    // The addresses come in X-Forwarded-For, from the proxy the test stands for.
    server = await startTestServer({
      ...store.env,
      SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      TRUST_PROXY: '127.0.0.1',
    });
    expect((await staffTool(server, ['add', 'sana', '--password-stdin'])).code).toBe(0);
  });
  afterAll(async () => {
    await server.stop();
    server.cleanup();
    await store.remove();
  });

  /** `count` sign-ins at once, each from an address of its own; their statuses, sorted. */
  async function atOnce(count: number, body: (i: number) => Record<string, string>, path = staffApi.session) {
    const browser = new StaffBrowser(server);
    const answers = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        browser.request('POST', path, body(i), { 'x-forwarded-for': `198.51.100.${i + 1}` }),
      ),
    );
    return answers.map((answer) => answer.status).sort();
  }

  const audit = (action: string) =>
    server.current.db.query<{ actor: string | null; times: number; detail: string | null }>(
      'SELECT actor, times, detail FROM audit_log WHERE action = $1 ORDER BY id',
      [action],
    );

  it('checks at most the policy’s number of 30 passwords sent at once from 30 addresses', async () => {
    const statuses = await atOnce(30, (i) => ({ username: 'sana', password: `guess number ${i}` }));
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(FREE_ACCOUNT_FAILURES + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked);
    // Each password checked is a failure counted; the ones turned away are not.
    const failures = await server.current.db.query(
      "SELECT address FROM sign_in_failures WHERE account = 'staff:sana'",
    );
    expect(failures).toHaveLength(checked);
    expect(await audit('sign-in-failed')).toHaveLength(checked);
    // The throttled ones are counted into one entry for the name and reason, not written each
    // time. The reason is a wait, or a lock when a guess read ten others still in flight.
    const throttled = await audit('sign-in-throttled');
    expect(throttled.map((entry) => entry.actor)).toEqual(throttled.map(() => 'sana'));
    expect(throttled.every((entry) => ['account-delay', 'account-locked'].includes(entry.detail ?? ''))).toBe(
      true,
    );
    expect(throttled.reduce((sum, entry) => sum + entry.times, 0)).toBe(30 - checked);
    // Past the free failures, the right password waits as well: the throttle holds for everyone.
    const right = await new StaffBrowser(server).request('POST', staffApi.session, {
      username: 'sana',
      password: PASSWORD,
    });
    expect(right.status).toBe(checked > FREE_ACCOUNT_FAILURES ? 429 : 200);
    await server.current.db.run('DELETE FROM sign_in_failures');
  });

  it('checks at most the policy’s number of authenticator codes sent at once', async () => {
    const browser = new StaffBrowser(server);
    const first = await browser.request('POST', staffApi.session, { username: 'sana', password: PASSWORD });
    expect(await first.json()).toEqual({ step: 'totp' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        browser.request(
          'POST',
          staffApi.sessionTotp,
          { code: String(100000 + i) },
          {
            'x-forwarded-for': `198.51.100.${i + 101}`,
          },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(FREE_ACCOUNT_FAILURES + 1);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      30 - FREE_ACCOUNT_FAILURES - 1,
    );
    await server.current.db.run('DELETE FROM sign_in_failures');
  });

  it('keeps nothing of a name that cannot be a username: a password typed in the name field', async () => {
    const typed = 'kinnow orchards, my password!';
    const browser = new StaffBrowser(server);
    const answer = await browser.request('POST', staffApi.session, { username: typed, password: 'x' });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ message: 'The username or password is not right.' });
    const failed = await audit('sign-in-failed');
    expect(failed.at(-1)?.actor).toBe(NOT_A_USERNAME);
    const everything = JSON.stringify([
      await server.current.db.query('SELECT * FROM audit_log'),
      await server.current.db.query('SELECT * FROM sign_in_failures'),
    ]);
    expect(everything).not.toContain('kinnow');
    expect(everything).toContain(`staff:${NOT_A_USERNAME}`);
  });
});
