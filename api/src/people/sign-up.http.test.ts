import { peopleApi } from '@site/people';
import { PERSON_PASSWORD, PersonBrowser, lastLink, loggedMails } from '../testing/people';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { startTestServer, type TestServer } from '../testing/test-server';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const outbox = (server: TestServer) =>
  server.current.db.query<{ kind: string; to_email: string }>(
    'SELECT kind, to_email FROM person_mail_outbox ORDER BY id',
  );

/**
 * Create Account and its verification over real HTTP (issue 43): no account oracle by answer or by
 * time, the owner of an address mailed instead, the limits per address and per e-mail, the
 * verification link used once and before it expires, and what a person types kept inert.
 */
describe.each(storeKinds)('Create Account on the %s store', (kind) => {
  let store: TestStore;
  let server: TestServer;
  beforeAll(async () => {
    store = await createTestStore(kind);
    server = await startTestServer({ ...store.env, ACCOUNT_REQUESTS_PER_HOUR: '10000' });
  });
  afterAll(async () => {
    await server.stop();
    server.cleanup();
    await store.remove();
  });

  it('answers the same whether or not the address has an account, and mails its owner instead', async () => {
    const first = await new PersonBrowser(server).signUp('owner@example.com', 'Owner');
    const second = await new PersonBrowser(server).signUp(
      'Owner@Example.com',
      'Somebody Else',
      'another long password',
    );
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(await second.json()).toEqual(await first.json());
    expect(await outbox(server)).toEqual([
      { kind: 'verify', to_email: 'owner@example.com' },
      { kind: 'exists', to_email: 'owner@example.com' },
    ]);
    // The second name and password changed nothing.
    const rows = await server.rows('people');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Owner', email_verified_at: null });
  });

  it('takes about the same time for an address with an account and one without (argon2 in both)', async () => {
    // Each address mailed at most three times an hour: a new existing account each round.
    for (let round = 0; round < 5; round += 1)
      await new PersonBrowser(server).signUp(`timed-${round}@example.com`);
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      const answer = await new PersonBrowser(server).signUp(email);
      expect(answer.status).toBe(202);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const existing: number[] = [];
    const fresh: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      existing.push(await time(`timed-${round}@example.com`));
      fresh.push(await time(`fresh-${round}@example.com`));
    }
    // A path without argon2 would answer in a twentieth of the time; a third leaves room for a
    // loaded machine's noise.
    expect(median(fresh)).toBeGreaterThan(median(existing) / 3);
    expect(median(existing)).toBeGreaterThan(median(fresh) / 3);
  });

  it('verifies the address with its link once, not after it expired, and never with a made-up one', async () => {
    const browser = new PersonBrowser(server);
    await browser.signUp('verify@example.com');
    const { link, token } = lastLink(server, 'verify@example.com', 'verify');
    expect(link).toMatch(/^http:\/\/localhost:3000\/login\?mode=verify#token=[A-Za-z0-9_-]{43}$/);
    expect((await browser.request('POST', peopleApi.verify, { token: 'A'.repeat(43) })).status).toBe(410);
    expect((await browser.request('POST', peopleApi.verify, { token })).status).toBe(204);
    const again = await browser.request('POST', peopleApi.verify, { token });
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({
      message: 'This link has expired or was already used. Ask for a new one.',
    });

    await browser.signUp('late@example.com');
    const late = lastLink(server, 'late@example.com', 'verify');
    await server.current.db.run(
      "UPDATE person_links SET expires_at = $1 WHERE sent_to = 'late@example.com'",
      [new Date(Date.now() - 1000).toISOString()],
    );
    expect((await browser.request('POST', peopleApi.verify, { token: late.token })).status).toBe(410);
    expect((await browser.signInAs('late@example.com')).status).toBe(403);
  });

  it('refuses a name with hidden direction marks, keeps one with markup as text, in the page’s language', async () => {
    const browser = new PersonBrowser(server);
    const tricked = await browser.request('POST', peopleApi.signUp, {
      name: 'Ali\u202Emalik',
      email: 'bidi@example.com',
      password: PERSON_PASSWORD,
      language: 'ur',
    });
    expect(tricked.status).toBe(422);
    const refused = (await tricked.json()) as { message: string; errors: Record<string, string[]> };
    expect(refused.message).toBe('براہِ کرم نشان زدہ خانے درست کریں۔');
    expect(refused.errors.name?.[0]).toMatch(/پورے نام میں متن کی سمت/);
    const markup = '<script>alert("x")</script> Ali';
    expect((await browser.signUp('markup@example.com', markup)).status).toBe(202);
    const { token } = lastLink(server, 'markup@example.com', 'verify');
    await browser.request('POST', peopleApi.verify, { token });
    await browser.signInAs('markup@example.com');
    const me = await browser.request('GET', peopleApi.me);
    expect(me.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(((await me.json()) as { profile: { name: string } }).profile.name).toBe(markup);
  });

  it('says every problem of a password, the address’s own part too, and checks the address', async () => {
    const answer = await new PersonBrowser(server).request('POST', peopleApi.signUp, {
      name: 'Kamran',
      email: 'kamranakhtar@example.com',
      password: 'kamranakhtar',
    });
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      password: ["Don't use your e-mail address in your password."],
    });
    const common = await new PersonBrowser(server).request('POST', peopleApi.signUp, {
      name: 'Kamran',
      email: 'not an address',
      password: 'password1234',
      language: 'ur',
    });
    expect(((await common.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      email: ['درست ای میل ایڈریس درج کریں۔'],
      password: ['یہ پاس ورڈ بہت عام ہے: یہ لیک شدہ پاس ورڈز کی فہرستوں میں موجود ہے۔ کوئی اور منتخب کریں۔'],
    });
    expect((await new PersonBrowser(server).request('POST', peopleApi.signUp, { name: 'x' })).status).toBe(
      400,
    );
  });

  it('writes a link’s mail to the log in development, and no other mail', async () => {
    const mails = loggedMails(server);
    expect(mails.map((mail) => mail.mail)).not.toContain('exists');
    expect(server.logs.some((line) => line.includes('"mail":"exists"'))).toBe(false);
    expect(mails.filter((mail) => mail.mail === 'verify').length).toBeGreaterThan(0);
  });
});

describe('Create Account’s limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The askers' addresses come in X-Forwarded-For, from the proxy the test stands for.
    server = await startTestServer({ ACCOUNT_REQUESTS_PER_HOUR: '4', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.stop();
    server.cleanup();
  });

  it('mails an address at most three times an hour, whoever asks, and says when to try again', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push(
        (
          await new PersonBrowser(server).request(
            'POST',
            peopleApi.signUp,
            { name: 'Ali', email: 'flooded@example.com', password: PERSON_PASSWORD },
            { 'x-forwarded-for': `192.0.2.${attempt + 1}` },
          )
        ).status,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
    const mails = await server.current.db.query(
      "SELECT 1 FROM person_mail_outbox WHERE to_email = 'flooded@example.com'",
    );
    expect(mails).toHaveLength(3);
  });

  it('takes ACCOUNT_REQUESTS_PER_HOUR from one address, then refuses with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      last = await new PersonBrowser(server).request(
        'POST',
        peopleApi.signUp,
        { name: 'Ali', email: `person-${attempt}@example.com`, password: PERSON_PASSWORD },
        { 'x-forwarded-for': '198.51.100.7' },
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(((await last?.json()) as { message: string }).message).toBe(
      'Too many requests from here. Try again in 60 minutes.',
    );
  });
});
