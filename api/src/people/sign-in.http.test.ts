import { PERSON_SESSION_COOKIE, peopleApi } from '@site/people';
import { FREE_ACCOUNT_FAILURES } from '../auth/throttle';
import { PERSON_PASSWORD, PersonBrowser, lastLink, verifiedPerson } from '../testing/people';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { startTestServer, type TestServer } from '../testing/test-server';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * A person's sign-in as an attacker would test it, over real HTTP (issue 43): guesses sent at once
 * from many addresses all counted; an unknown address and a wrong password alike, in answer and in
 * time; sessions ended on the server; CSRF and other origins refused; no session fixation.
 */
describe.each(storeKinds)('a person’s sign-in on the %s store', (kind) => {
  let store: TestStore;
  let server: TestServer;
  beforeAll(async () => {
    store = await createTestStore(kind);
    server = await startTestServer({
      ...store.env,
      SIGN_IN_ATTEMPTS_PER_MINUTE: '10000',
      ACCOUNT_REQUESTS_PER_HOUR: '10000',
      // The guessers' addresses come in X-Forwarded-For, from the proxy the test stands for.
      TRUST_PROXY: '127.0.0.1',
    });
    await verifiedPerson(server, 'zainab@example.com');
  });
  afterAll(async () => {
    await server.stop();
    server.cleanup();
    await store.remove();
  });

  it('signs in with a __Host- cookie of its own: a browser session, or 30 days when kept', async () => {
    const browser = new PersonBrowser(server);
    expect((await browser.signInAs(' Zainab@Example.com ')).status).toBe(200);
    expect(browser.lastSetCookie).toEqual([
      expect.stringMatching(
        new RegExp(`^${PERSON_SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict; Secure$`),
      ),
    ]);
    const kept = new PersonBrowser(server);
    const answer = await kept.signInAs('zainab@example.com', PERSON_PASSWORD, true);
    expect(kept.lastSetCookie[0]).toMatch(/; Max-Age=2592000$/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const me = (await kept.me()).me;
    expect(me).toMatchObject({
      keepSignedIn: true,
      emailVerified: true,
      profile: { email: 'zainab@example.com' },
    });
    expect(Date.parse(me?.expiresAt ?? '') - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
  });

  it('answers 401 on every path of a person without a session, saying nothing else', async () => {
    const browser = new PersonBrowser(server);
    for (const [method, path] of [
      ['GET', peopleApi.me],
      ['GET', peopleApi.export],
      ['GET', peopleApi.request('enrollment', 1)],
      ['POST', peopleApi.profile],
      ['DELETE', peopleApi.me],
      ['DELETE', peopleApi.session],
      ['DELETE', peopleApi.sessions],
    ] as const) {
      const answer = await browser.request(method, path, method === 'GET' ? undefined : {});
      expect([method, path, answer.status, await answer.json()]).toEqual([
        method,
        path,
        401,
        { message: 'Please sign in.' },
      ]);
    }
    browser.cookies.set(PERSON_SESSION_COOKIE, 'A'.repeat(43));
    expect((await browser.me()).status).toBe(401);
    // A staff session is no person's, nor the other way round.
    browser.cookies.set('__Host-staff_session', 'A'.repeat(43));
    expect((await browser.me()).status).toBe(401);
  });

  it('gives an unknown address and a wrong password the same answer, in about the same time', async () => {
    const attempt = async (email: string) => {
      const started = process.hrtime.bigint();
      const answer = await new PersonBrowser(server).request('POST', peopleApi.session, {
        email,
        password: 'not the password at all',
      });
      return {
        status: answer.status,
        body: await answer.json(),
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, each address a new one where it can be (so that no throttle answers instead).
    for (let round = 0; round < 3; round += 1) {
      const mine = await attempt('zainab@example.com');
      const nobody = await attempt(`nobody-${round}@example.com`);
      expect(nobody.status).toBe(401);
      expect(nobody.body).toEqual(mine.body);
      expect(mine.body).toEqual({ message: 'The e-mail address or password is not right.' });
      known.push(mine.ms);
      unknown.push(nobody.ms);
    }
    // Both wait for the guess counter and an argon2id verification: a path without argon2 would
    // answer in a twentieth of the time; a third leaves room for a loaded machine's noise.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    expect(median(known)).toBeGreaterThan(median(unknown) / 3);
    // The account was not locked out by three wrong passwords.
    expect((await new PersonBrowser(server).signInAs('zainab@example.com')).status).toBe(200);
  });

  it('counts every guess sent at once from many addresses before checking any password', async () => {
    await verifiedPerson(server, 'target@example.com');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        new PersonBrowser(server).request(
          'POST',
          peopleApi.session,
          { email: 'target@example.com', password: `guess number ${index}` },
          { 'x-forwarded-for': `203.0.113.${index + 1}` },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 401).length;
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(checked).toBeLessThanOrEqual(FREE_ACCOUNT_FAILURES + 1);
    const waits = answers.filter((answer) => answer.status === 429);
    for (const answer of waits) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    // Every checked guess stays counted: keep guessing, one at a time, and the throttle answers.
    const more: number[] = [];
    for (let guess = 0; guess < FREE_ACCOUNT_FAILURES + 2; guess += 1)
      more.push(
        (
          await new PersonBrowser(server).request(
            'POST',
            peopleApi.session,
            { email: 'target@example.com', password: `late guess ${guess}` },
            { 'x-forwarded-for': `198.51.100.${guess + 1}` },
          )
        ).status,
      );
    expect(more.filter((status) => status === 401).length).toBeLessThanOrEqual(
      FREE_ACCOUNT_FAILURES + 1 - checked,
    );
    expect(more.at(-1)).toBe(429);
    // Even the right password now waits.
    expect((await new PersonBrowser(server).signInAs('target@example.com')).status).toBe(429);
  });

  it('throttles a name that has no account just the same', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < FREE_ACCOUNT_FAILURES + 2; guess += 1)
      statuses.push(
        (
          await new PersonBrowser(server).request('POST', peopleApi.session, {
            email: 'nobody-at-all@example.com',
            password: `guess ${guess}`,
          })
        ).status,
      );
    expect(statuses).toEqual([...Array<number>(FREE_ACCOUNT_FAILURES + 1).fill(401), 429]);
  });

  it('makes a new session id at sign-in: a planted cookie never becomes a session', async () => {
    const planted = 'P'.repeat(43);
    const attacker = new PersonBrowser(server);
    attacker.cookies.set(PERSON_SESSION_COOKIE, planted);
    expect((await attacker.signInAs('zainab@example.com')).status).toBe(200);
    expect(attacker.cookies.get(PERSON_SESSION_COOKIE)).not.toBe(planted);
    const victim = new PersonBrowser(server);
    victim.cookies.set(PERSON_SESSION_COOKIE, planted);
    expect((await victim.me()).status).toBe(401);
  });

  it('refuses a change without the CSRF token, or from another origin', async () => {
    const browser = new PersonBrowser(server);
    await browser.signInAs('zainab@example.com');
    const token = browser.csrf;
    browser.csrf = undefined;
    expect((await browser.request('DELETE', peopleApi.session)).status).toBe(403);
    browser.csrf = 'x'.repeat(43);
    expect((await browser.request('POST', peopleApi.profile, { name: 'Mallory' })).status).toBe(403);
    browser.csrf = token;
    const foreign = await browser.request('DELETE', peopleApi.session, undefined, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const crossSite = await new PersonBrowser(server, 'https://evil.example').request(
      'POST',
      peopleApi.session,
      {
        email: 'zainab@example.com',
        password: PERSON_PASSWORD,
      },
    );
    expect(crossSite.status).toBe(403);
    expect((await browser.me()).status).toBe(200);
  });

  it('ends the session on the server at sign-out: the old cookie no longer works', async () => {
    const browser = new PersonBrowser(server);
    await browser.signInAs('zainab@example.com', PERSON_PASSWORD, true);
    const cookie = browser.cookieHeader();
    const out = await browser.request('DELETE', peopleApi.session);
    expect(out.status).toBe(204);
    expect(browser.lastSetCookie).toEqual([
      `${PERSON_SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=0`,
    ]);
    const replayed = await fetch(`${server.url}${peopleApi.me}`, { headers: { cookie } });
    expect(replayed.status).toBe(401);
  });

  it('signs out of every device at once', async () => {
    const phone = new PersonBrowser(server);
    const laptop = new PersonBrowser(server);
    await phone.signInAs('zainab@example.com', PERSON_PASSWORD, true);
    await laptop.signInAs('zainab@example.com');
    expect((await phone.request('DELETE', peopleApi.sessions)).status).toBe(204);
    expect((await phone.me()).status).toBe(401);
    expect((await laptop.me()).status).toBe(401);
    const rows = await server.current.db.query(
      "SELECT s.id_hash FROM person_sessions AS s JOIN people AS p ON p.id = s.person_id WHERE p.email = 'zainab@example.com'",
    );
    expect(rows).toEqual([]);
  });

  it('ends a browser session idle for an hour, and any session past its end', async () => {
    const idle = new PersonBrowser(server);
    await idle.signInAs('zainab@example.com');
    const kept = new PersonBrowser(server);
    await kept.signInAs('zainab@example.com', PERSON_PASSWORD, true);
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000).toISOString();
    await server.current.db.run("UPDATE person_sessions SET last_seen_at = $1 WHERE kind = 'browser'", [
      hourAgo,
    ]);
    expect((await idle.me()).status).toBe(401);
    // A kept session does not end for being idle …
    await server.current.db.run("UPDATE person_sessions SET last_seen_at = $1 WHERE kind = 'kept'", [
      hourAgo,
    ]);
    expect((await kept.me()).status).toBe(200);
    // … but at its end.
    await server.current.db.run("UPDATE person_sessions SET expires_at = $1 WHERE kind = 'kept'", [hourAgo]);
    expect((await kept.me()).status).toBe(401);
  });

  it('asks an account made with Create Account to confirm its address first, with a new link', async () => {
    const browser = new PersonBrowser(server);
    await browser.signUp('unconfirmed@example.com');
    const first = lastLink(server, 'unconfirmed@example.com', 'verify');
    const answer = await browser.signInAs('unconfirmed@example.com');
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      code: 'not-verified',
      message:
        'Please confirm your e-mail address first: we have sent you a new link. It works for 24 hours.',
    });
    const second = lastLink(server, 'unconfirmed@example.com', 'verify');
    expect(second.token).not.toBe(first.token);
    // The old link is spent; the new one confirms the address, and the account signs in.
    expect((await browser.request('POST', peopleApi.verify, { token: first.token })).status).toBe(410);
    expect((await browser.request('POST', peopleApi.verify, { token: second.token })).status).toBe(204);
    expect((await browser.signInAs('unconfirmed@example.com')).status).toBe(200);
  });
});
