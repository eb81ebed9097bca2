import { IDEMPOTENCY_HEADER, leadPaths } from '@site/leads';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { startTestServer, validBody, validEnrollment, type TestServer } from '../testing/test-server';

/**
 * Several API instances on one store, as the fleet runs them (issue 30), on SQLite (one host) and
 * on PostgreSQL: a lead sent again with its key is stored once whichever instance gets it, a
 * client's limit holds across instances, every mail goes out once.
 */
describe.each(storeKinds)('API instances on one %s store', (kind) => {
  let store: TestStore;
  const running: Array<TestServer | TestSmtpServer> = [];
  beforeEach(async () => {
    store = await createTestStore(kind);
  });
  afterEach(async () => {
    for (const item of running.splice(0).reverse()) {
      await item.stop();
      if ('cleanup' in item) item.cleanup();
    }
    await store.remove();
  });
  const instance = async (env: Record<string, string> = {}) => {
    const server = await startTestServer({ ...store.env, ...env });
    running.push(server);
    return server;
  };

  it('stores a submission sent to two instances with one key once, answering both with its id', async () => {
    const [one, two] = [await instance(), await instance()];
    if (!one || !two) throw new Error('no instances');
    const key = 'f0e4c2f7-6d1b-4c1e-9a55-3c1c0a7d9b11';
    const body = validEnrollment({ full_name: 'Retried Student', source: { utm_source: 'facebook' } });
    const headers = { [IDEMPOTENCY_HEADER]: key };
    const answers = await Promise.all([
      one.post(body, { path: leadPaths.enrollment, headers }),
      two.post(body, { path: leadPaths.enrollment, headers }),
      two.post(body, { path: leadPaths.enrollment, headers }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { id: number }).id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    const stored = (await one.rows('enrollments')).filter((row) => row.full_name === 'Retried Student');
    expect(stored).toHaveLength(1);
    expect(await one.rows('leads')).toEqual([
      expect.objectContaining({
        full_name: 'Retried Student',
        source_label: 'facebook',
        utm_source: 'facebook',
      }),
    ]);
  });

  it('answers 409 when a key comes back with other values, and 400 for a malformed key', async () => {
    const server = await instance();
    const headers = { [IDEMPOTENCY_HEADER]: 'a-key-for-one-submission' };
    expect((await server.post(validBody({ full_name: 'First' }), { headers })).status).toBe(201);
    const conflict = await server.post(validBody({ full_name: 'Second' }), { headers });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({
      message:
        'This submission was already received with other values. Reload the page and send the form again.',
    });
    const malformed = await server.post(validBody(), { headers: { [IDEMPOTENCY_HEADER]: 'short' } });
    expect(malformed.status).toBe(400);
    expect((await server.rows()).map((row) => row.full_name)).toEqual(['First']);
  });

  it('counts a client’s requests on every instance together', async () => {
    const limited = { RATE_LIMIT_MAX: '4', RATE_LIMIT_WINDOW_MS: '60000', TRUST_PROXY: '127.0.0.1' };
    const [one, two] = [await instance(limited), await instance(limited)];
    if (!one || !two) throw new Error('no instances');
    const visitor = { 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const server = index % 2 ? two : one;
      statuses.push(
        (await server.post(validBody({ full_name: `Try ${index}` }), { headers: visitor })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    // Another visitor is not limited by the first one.
    const other = await two.post(validBody(), { headers: { 'x-forwarded-for': '203.0.113.8' } });
    expect(other.status).toBe(201);
  });

  it('mails every lead once with two instances sending', async () => {
    const mailServer = await startSmtpServer({ delayMs: 10 });
    running.push(mailServer);
    const mail = { SMTP_URL: mailServer.url, MAIL_POLL_MS: '20', MAIL_LEASE_MS: '5000' };
    const [one, two] = [await instance(mail), await instance(mail)];
    if (!one || !two) throw new Error('no instances');
    await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        (index % 2 ? one : two).post(validEnrollment({ full_name: `Mailed ${index}` }), {
          path: leadPaths.enrollment,
        }),
      ),
    );
    const deadline = Date.now() + 8_000;
    while (mailServer.mails.length < 16 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const subjects = mailServer.mails.map((mail) => mail.headers.subject);
    expect(subjects).toHaveLength(16);
    expect(new Set(subjects).size).toBe(16);
    expect(mailServer.mails[0]?.text).toMatch(/^Source: direct/m);
  });
});
