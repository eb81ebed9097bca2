import { staffApi, type Me, type SetupInfo } from '@site/staff';
import { totpCode } from '../auth/totp';
import { PASSWORD, StaffBrowser, staffTool } from '../testing/staff';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { ALLOWED_ORIGIN, startTestServer, type TestServer } from '../testing/test-server';

/**
 * Staff sign-in tested as an attacker would (issue 31): guessing throttled, no session fixation,
 * CSRF and foreign origins refused, sessions ended on the server, a disabled account's session
 * ended at once, nothing revealed about which usernames exist, the cookie's flags.
 */
describe.each(storeKinds)('staff sign-in on the %s store', (kind) => {
  let store: TestStore;
  let server: TestServer;
  beforeAll(async () => {
    store = await createTestStore(kind);
    server = await startTestServer({ ...store.env, SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' });
    expect((await staffTool(server, ['add', 'sana', '--password-stdin'])).code).toBe(0);
  });
  afterAll(async () => {
    await server.stop();
    server.cleanup();
    await store.remove();
  });

  it('answers 401 on every staff endpoint without a session, saying nothing else', async () => {
    const browser = new StaffBrowser(server);
    for (const [method, path] of [
      ['GET', staffApi.me],
      ['GET', staffApi.leads],
      ['GET', staffApi.leadsCsv],
      ['GET', staffApi.weekly],
      ['GET', staffApi.audit],
      ['GET', staffApi.lead('enrollment', 1)],
      ['POST', staffApi.leadStatus('enrollment', 1)],
      ['POST', staffApi.leadNotes('enrollment', 1)],
      ['POST', staffApi.leadMailRetry('enrollment', 1)],
      ['DELETE', staffApi.session],
    ] as const) {
      const answer = await browser.request(method, path, method === 'POST' ? {} : undefined);
      expect([method, path, answer.status]).toEqual([method, path, 401]);
      expect(await answer.json()).toEqual({ message: 'Please sign in.' });
    }
    // A made-up cookie is no better.
    browser.cookies.set('__Host-staff_session', 'A'.repeat(43));
    expect((await browser.request('GET', staffApi.me)).status).toBe(401);
  });

  it('signs in with a session cookie that carries its flags, and a CSRF token', async () => {
    const browser = new StaffBrowser(server);
    const answer = await browser.signIn('Sana ');
    expect(answer.status).toBe(200);
    const cookie = browser.lastSetCookie.find((line) => line.startsWith('__Host-staff_session='));
    expect(cookie).toMatch(
      /^__Host-staff_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=43200$/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const me = (await (await browser.request('GET', staffApi.me)).json()) as Me;
    expect(me).toMatchObject({ username: 'sana', role: 'staff', idleTimeoutSeconds: 1800 });
    expect(me.csrfToken).toBe(browser.csrf);
  });

  it('gives a wrong password and an unknown username the same answer in about the same time', async () => {
    const time = async (username: string) => {
      const started = process.hrtime.bigint();
      const answer = await new StaffBrowser(server).request('POST', staffApi.session, {
        username,
        password: 'not the password at all',
      });
      return {
        status: answer.status,
        body: await answer.json(),
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      };
    };
    // Different names each time, so that neither is throttled by the other's failures.
    const known = await time('sana');
    const unknown = await time('nobody-here');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: 'The username or password is not right.' });
    // Both verify an argon2id hash: neither answers in a fraction of the other's time.
    expect(unknown.ms).toBeGreaterThan(known.ms / 4);
    expect(known.ms).toBeGreaterThan(unknown.ms / 4);
  });

  it('throttles guessing per name, for a name that does not exist just the same', async () => {
    for (const username of ['guessed-name', 'sana-does-not-exist']) {
      const browser = new StaffBrowser(server, ALLOWED_ORIGIN);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1)
        statuses.push(
          (await browser.request('POST', staffApi.session, { username, password: `guess ${attempt}` }))
            .status,
        );
      // Three free failures, then the fourth makes the next one wait.
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
    }
    const throttled = await new StaffBrowser(server).request('POST', staffApi.session, {
      username: 'guessed-name',
      password: PASSWORD,
    });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await throttled.json()) as { message: string }).message).toMatch(
      /^Too many failed sign-ins\. Try again in \d+ seconds?\.$/,
    );
  });

  it('makes a new session id at sign-in: a planted cookie never becomes a session', async () => {
    const attacker = new StaffBrowser(server);
    const planted = 'P'.repeat(43);
    attacker.cookies.set('__Host-staff_session', planted);
    expect((await attacker.signIn('sana')).status).toBe(200);
    expect(attacker.cookies.get('__Host-staff_session')).not.toBe(planted);
    const victim = new StaffBrowser(server);
    victim.cookies.set('__Host-staff_session', planted);
    expect((await victim.request('GET', staffApi.me)).status).toBe(401);
  });

  it('refuses a change without the CSRF token, or from another origin', async () => {
    const browser = new StaffBrowser(server);
    await browser.signIn('sana');
    const token = browser.csrf;
    browser.csrf = undefined;
    expect((await browser.request('DELETE', staffApi.session)).status).toBe(403);
    browser.csrf = 'x'.repeat(43);
    expect((await browser.request('DELETE', staffApi.session)).status).toBe(403);
    browser.csrf = token;
    const foreign = await browser.request('DELETE', staffApi.session, undefined, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: 'This request must come from the site’s own pages.' });
    // A sign-in posted from another site is refused before any password is checked.
    const crossSite = await new StaffBrowser(server, 'https://evil.example').request(
      'POST',
      staffApi.session,
      {
        username: 'sana',
        password: PASSWORD,
      },
    );
    expect(crossSite.status).toBe(403);
    expect((await browser.request('GET', staffApi.me)).status).toBe(200);
  });

  it('ends the session on the server at sign-out: the old cookie no longer works', async () => {
    const browser = new StaffBrowser(server);
    await browser.signIn('sana');
    const stolen = browser.cookieHeader();
    const out = await browser.request('DELETE', staffApi.session);
    expect(out.status).toBe(204);
    expect(browser.lastSetCookie).toContain(
      '__Host-staff_session=; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=0',
    );
    const replay = await fetch(`${server.url}${staffApi.me}`, { headers: { cookie: stolen } });
    expect(replay.status).toBe(401);
  });

  it('ends a session idle for 30 minutes, and every one after 12 hours', async () => {
    const browser = new StaffBrowser(server);
    await browser.signIn('sana');
    const db = server.current.db;
    await db.run('UPDATE staff_sessions SET last_seen_at = $1', [
      new Date(Date.now() - 31 * 60_000).toISOString(),
    ]);
    expect((await browser.request('GET', staffApi.me)).status).toBe(401);
    const later = new StaffBrowser(server);
    await later.signIn('sana');
    await db.run('UPDATE staff_sessions SET expires_at = $1', [new Date(Date.now() - 1000).toISOString()]);
    expect((await later.request('GET', staffApi.me)).status).toBe(401);
  });

  it('ends a disabled account’s open session at once, and lets it sign in again once enabled', async () => {
    await staffTool(server, ['add', 'bilal', '--password-stdin']);
    const browser = new StaffBrowser(server);
    await browser.signIn('bilal');
    expect((await browser.request('GET', staffApi.me)).status).toBe(200);
    expect((await staffTool(server, ['disable', 'bilal'])).code).toBe(0);
    expect((await browser.request('GET', staffApi.me)).status).toBe(401);
    const again = await new StaffBrowser(server).signIn('bilal');
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ message: 'The username or password is not right.' });
    expect((await staffTool(server, ['enable', 'bilal'])).code).toBe(0);
    expect((await new StaffBrowser(server).signIn('bilal')).status).toBe(200);
  });

  it('asks an admin for the authenticator’s code, once per code, within 5 minutes', async () => {
    const { secret } = await staffTool(server, ['add', 'ayesha', '--admin', '--password-stdin']);
    if (!secret) throw new Error('no secret printed');
    const browser = new StaffBrowser(server);
    const first = await browser.request('POST', staffApi.session, { username: 'ayesha', password: PASSWORD });
    expect(await first.json()).toEqual({ step: 'totp' });
    expect(browser.cookies.has('__Host-staff_session')).toBe(false);
    expect(browser.lastSetCookie[0]).toMatch(/^__Host-staff_pending=.+; Max-Age=300$/);
    // The half-finished sign-in is no session.
    expect((await browser.request('GET', staffApi.me)).status).toBe(401);
    const wrong = await browser.request('POST', staffApi.sessionTotp, {
      code: '000000' === totpCode(secret, new Date()) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    const code = totpCode(secret, new Date());
    const right = await browser.request('POST', staffApi.sessionTotp, {
      code: code.replace(/(\d{3})/, '$1 '),
    });
    expect(right.status).toBe(200);
    expect(((await right.json()) as { me: Me }).me.role).toBe('admin');
    expect(browser.cookies.has('__Host-staff_pending')).toBe(false);
    // The same code again, in another browser that knows the password: refused (replay).
    const other = new StaffBrowser(server);
    await other.request('POST', staffApi.session, { username: 'ayesha', password: PASSWORD });
    expect((await other.request('POST', staffApi.sessionTotp, { code })).status).toBe(401);
    // A code without its first step is refused too.
    const skipped = await new StaffBrowser(server).request('POST', staffApi.sessionTotp, { code });
    expect(skipped.status).toBe(401);
  });

  it('asks a staff member for the authenticator too; one set up without it reads no lead (issue 42)', async () => {
    const browser = new StaffBrowser(server);
    const first = await browser.request('POST', staffApi.session, { username: 'sana', password: PASSWORD });
    expect(await first.json()).toEqual({ step: 'totp' });
    expect(browser.cookies.has('__Host-staff_session')).toBe(false);
    // An account whose password was set while staff could do without an authenticator.
    await staffTool(server, ['add', 'old-timer', '--password-stdin']);
    await server.current.db.run("UPDATE staff SET totp_secret = NULL WHERE username = 'old-timer'");
    const old = new StaffBrowser(server);
    const refused = await old.request('POST', staffApi.session, {
      username: 'old-timer',
      password: PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: 'Every account signs in with an authenticator app. Ask an admin for a new set-up link.',
    });
    expect(old.cookies.size).toBe(0);
    expect((await old.request('GET', staffApi.leads)).status).toBe(401);
  });

  it('sets a password and an authenticator from a one-time link, used once', async () => {
    const added = await staffTool(server, ['add', 'imran', '--admin']);
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(added.out)?.[1];
    expect(added.out).toContain(`${ALLOWED_ORIGIN}/admin-jeansrecycle/setup#token=`);
    if (!token) throw new Error('no link printed');
    const browser = new StaffBrowser(server);
    const info = (await (await browser.request('POST', staffApi.setupCheck, { token })).json()) as SetupInfo;
    expect(info).toMatchObject({ username: 'imran', role: 'admin', totp: { required: true } });
    expect(info.totp.qrSvg).toMatch(/^<svg/);
    const weak = await browser.request('POST', staffApi.setup, { token, password: 'imran garden 2026' });
    expect(weak.status).toBe(422);
    expect(((await weak.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      password: ["Don't use your username in your password."],
      totpCode: [
        'Every account signs in with an authenticator app: scan the code and enter the 6 digits it shows.',
      ],
    });
    const done = await browser.request('POST', staffApi.setup, {
      token,
      password: PASSWORD,
      totpCode: totpCode(info.totp.secret, new Date()),
    });
    expect(done.status).toBe(204);
    const again = await browser.request('POST', staffApi.setup, { token, password: PASSWORD });
    expect(again.status).toBe(410);
    expect((await browser.request('POST', staffApi.setupCheck, { token: 'x'.repeat(43) })).status).toBe(410);
  });
});
