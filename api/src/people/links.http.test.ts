import { peopleApi, type LinkInfo } from '@site/people';
import {
  PERSON_PASSWORD,
  PersonBrowser,
  lastLink,
  loggedMails,
  until,
  verifiedPerson,
} from '../testing/people';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { startTestServer, type TestServer } from '../testing/test-server';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const NEW_PASSWORD = 'a brand new pass phrase';

/**
 * A forgotten password over real HTTP (issue 43): the same answer in the same time whether or not
 * the address has an account, the link used once and before it expires, a new password ending
 * every session, and the address proven by the mailed link.
 */
describe.each(storeKinds)('a forgotten password on the %s store', (kind) => {
  let store: TestStore;
  let server: TestServer;
  beforeAll(async () => {
    store = await createTestStore(kind);
    server = await startTestServer({
      ...store.env,
      ACCOUNT_REQUESTS_PER_HOUR: '10000',
      SIGN_IN_ATTEMPTS_PER_MINUTE: '10000',
      // The askers' addresses come in X-Forwarded-For, from the proxy the test stands for.
      TRUST_PROXY: '127.0.0.1',
    });
    await verifiedPerson(server, 'zainab@example.com');
  });
  afterAll(async () => {
    await server.stop();
    server.cleanup();
    await store.remove();
  });

  const askReset = (email: string, headers: Record<string, string> = {}) =>
    new PersonBrowser(server).request('POST', peopleApi.passwordReset, { email }, headers);

  it('answers the same for an address with an account and one without, in about the same time', async () => {
    const time = async (email: string) => {
      const started = process.hrtime.bigint();
      const answer = await askReset(email);
      return {
        status: answer.status,
        body: await answer.json(),
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      // Each address is mailed three times an hour at most: a new account each round.
      await verifiedPerson(server, `reset-${round}@example.com`);
      const mine = await time(`reset-${round}@example.com`);
      const nobody = await time(`nobody-${round}@example.com`);
      expect([mine.status, nobody.status]).toEqual([202, 202]);
      expect(nobody.body).toEqual(mine.body);
      known.push(mine.ms);
      unknown.push(nobody.ms);
    }
    // The link is made after the answer: the medians differ by less than a few milliseconds.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(10, median(unknown) / 2));
    await until(
      'the reset mails',
      () => loggedMails(server).filter((mail) => mail.mail === 'reset').length >= 12,
    );
    expect(loggedMails(server).filter((mail) => mail.to.startsWith('nobody-'))).toEqual([]);
  });

  it('sets a new password from the link once, ending every session, and shows what it is for', async () => {
    const phone = new PersonBrowser(server);
    await phone.signInAs('zainab@example.com', PERSON_PASSWORD, true);
    await askReset('zainab@example.com');
    await until('the reset link', () =>
      loggedMails(server).some((mail) => mail.mail === 'reset' && mail.to === 'zainab@example.com'),
    );
    const { link, token } = lastLink(server, 'zainab@example.com', 'reset');
    expect(link).toMatch(/\/login\?mode=reset#token=/);
    const browser = new PersonBrowser(server);
    const info = await browser.request('POST', peopleApi.link, { token });
    expect((await info.json()) as LinkInfo).toEqual({
      purpose: 'reset',
      email: 'zainab@example.com',
      name: 'Zainab Hussain',
    });
    const weak = await browser.request('POST', peopleApi.password, { token, password: 'zq7-Kp' });
    expect(weak.status).toBe(422);
    expect(await weak.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { password: ['Use at least 12 characters.'] },
    });
    expect(
      (await browser.request('POST', peopleApi.password, { token, password: NEW_PASSWORD })).status,
    ).toBe(204);
    expect((await phone.me()).status).toBe(401);
    expect(
      (await browser.request('POST', peopleApi.password, { token, password: 'yet another phrase' })).status,
    ).toBe(410);
    expect((await browser.request('POST', peopleApi.link, { token })).status).toBe(410);
    expect((await new PersonBrowser(server).signInAs('zainab@example.com')).status).toBe(401);
    expect((await new PersonBrowser(server).signInAs('zainab@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('does not take a verification link for a password, nor a link past its 24 hours', async () => {
    const browser = new PersonBrowser(server);
    await browser.signUp('fresh@example.com');
    const verify = lastLink(server, 'fresh@example.com', 'verify');
    expect(
      (await browser.request('POST', peopleApi.password, { token: verify.token, password: NEW_PASSWORD }))
        .status,
    ).toBe(410);
    await askReset('fresh@example.com');
    await until('the reset link', () =>
      loggedMails(server).some((mail) => mail.mail === 'reset' && mail.to === 'fresh@example.com'),
    );
    const reset = lastLink(server, 'fresh@example.com', 'reset');
    await server.current.db.run(
      "UPDATE person_links SET expires_at = $1 WHERE purpose = 'reset' AND sent_to = 'fresh@example.com'",
      [new Date(Date.now() - 1).toISOString()],
    );
    expect(
      (await browser.request('POST', peopleApi.password, { token: reset.token, password: NEW_PASSWORD }))
        .status,
    ).toBe(410);
  });

  it('proves the address of an unconfirmed account when its mailed reset link is used', async () => {
    const browser = new PersonBrowser(server);
    await browser.signUp('forgetful@example.com');
    expect((await browser.signInAs('forgetful@example.com')).status).toBe(403);
    await askReset('forgetful@example.com');
    await until('the reset link', () =>
      loggedMails(server).some((mail) => mail.mail === 'reset' && mail.to === 'forgetful@example.com'),
    );
    const { token } = lastLink(server, 'forgetful@example.com', 'reset');
    expect(
      (await browser.request('POST', peopleApi.password, { token, password: NEW_PASSWORD })).status,
    ).toBe(204);
    expect((await browser.signInAs('forgetful@example.com', NEW_PASSWORD)).status).toBe(200);
    expect((await browser.me()).me?.emailVerified).toBe(true);
  });

  it('refuses an address that is not one, and more than three mails an hour to one address', async () => {
    const bad = await askReset('not an address');
    expect(bad.status).toBe(422);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push(
        (await askReset('limited@example.com', { 'x-forwarded-for': `192.0.2.${attempt + 1}` })).status,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});
