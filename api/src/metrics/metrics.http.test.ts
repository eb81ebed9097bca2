import { leadPaths } from '@site/leads';
import { staffApi } from '@site/staff';
import { listenForMetrics, type MetricsListener } from '../../../tools/run/metrics-listener.js';
import { labelValues, sample } from '../testing/metrics';
import { PersonBrowser } from '../testing/people';
import { StaffBrowser } from '../testing/staff';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { startTestServer, validBody, validEnrollment, type TestServer } from '../testing/test-server';

/**
 * The API's metrics as Prometheus scrapes them: from the metrics listener (server.ts starts it the
 * same way), never from the API's own port. Both stores.
 */
describe.each(storeKinds)('the API’s metrics on the %s store', (kind) => {
  let store: TestStore;
  let server: TestServer;
  let listener: MetricsListener;
  const scrape = async () => {
    const answer = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
    expect(answer.status).toBe(200);
    return answer.text();
  };

  beforeAll(async () => {
    store = await createTestStore(kind);
    server = await startTestServer({ ...store.env, SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' });
    const { metrics } = server.current;
    listener = await listenForMetrics({
      port: 0,
      metrics: () => metrics.metrics(),
      contentType: metrics.contentType,
    });
  });
  afterAll(async () => {
    await listener.close();
    await server.stop();
    server.cleanup();
    await store.remove();
  });

  it('counts requests by route pattern, method and status, with their durations', async () => {
    expect((await server.post(validBody())).status).toBe(201);
    expect((await server.post(validBody({ email: 'nope' }))).status).toBe(422);
    expect((await fetch(`${server.url}/no/such/path/12345`)).status).toBe(404);
    expect((await fetch(`${server.url}${staffApi.lead('enrollment', 98765)}`)).status).toBe(401);
    const text = await scrape();
    const route = leadPaths.projectRequest;
    expect(sample(text, 'http_requests_total', { route, method: 'POST', status: '201' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route, method: 'POST', status: '422' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: 'unmatched', method: 'GET', status: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route, method: 'POST' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route, method: 'POST', le: '+Inf' })).toBe(
      2,
    );
    // The pattern, never the URL asked for: the series stay as few as the routes.
    const routes = labelValues(text, 'http_requests_total', 'route');
    expect(routes).toContain('/api/v1/staff/leads/:kind/:id');
    expect(routes.filter((name) => /98765|12345/.test(name))).toEqual([]);
  });

  it('shows the outbox: pending, retrying, given up, and the age of the oldest mail to send', async () => {
    const answer = await server.post(validEnrollment(), { path: leadPaths.enrollment });
    expect(answer.status).toBe(201);
    // No SMTP_URL here: every mail waits. One is made to have failed once, one given up.
    const db = server.current.db;
    const long = new Date(Date.now() - 20 * 60_000).toISOString();
    await db.run("UPDATE lead_mail_outbox SET attempts = 1, created_at = $1 WHERE lead_kind = 'enrollment'", [
      long,
    ]);
    await server.post(validBody());
    await db.run(
      `UPDATE lead_mail_outbox SET dead_at = $1, dead_reason = 'refused for good by the mail server (550)'
       WHERE id = (SELECT max(id) FROM lead_mail_outbox)`,
      [new Date().toISOString()],
    );
    const text = await scrape();
    expect(sample(text, 'lead_mail_outbox_mails', { state: 'pending' })).toBe(1);
    expect(sample(text, 'lead_mail_outbox_mails', { state: 'retrying' })).toBe(1);
    expect(sample(text, 'lead_mail_outbox_mails', { state: 'given_up' })).toBe(1);
    expect(sample(text, 'lead_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(20 * 60);
    expect(sample(text, 'lead_mail_outbox_oldest_age_seconds')).toBeLessThan(21 * 60);
    expect(sample(text, 'api_store_up')).toBe(1);
  });

  it('shows its store connections and, on SQLite, the free space of the database’s folder', async () => {
    const text = await scrape();
    expect(sample(text, 'db_pool_max_connections')).toBe(kind === 'sqlite' ? 1 : 10);
    const busy = sample(text, 'db_pool_connections', { state: 'busy' }) ?? -1;
    const idle = sample(text, 'db_pool_connections', { state: 'idle' }) ?? -1;
    expect(busy + idle).toBeGreaterThanOrEqual(kind === 'sqlite' ? 1 : 0);
    // Nothing else runs: the scrape's own outbox query is not counted as waiting.
    expect(sample(text, 'db_pool_waiting_clients')).toBe(0);
    const folder = labelValues(text, 'data_folder_free_bytes', 'folder');
    if (kind === 'sqlite') {
      expect(folder).toEqual([server.dbPath.replace(/\/[^/]+$/, '')]);
      expect(sample(text, 'data_folder_free_bytes', { folder: folder[0]! })).toBeGreaterThan(0);
      expect(sample(text, 'data_folder_size_bytes', { folder: folder[0]! })).toBeGreaterThan(0);
    } else expect(folder).toEqual([]);
    // The process's own, from prom-client.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts refused staff sign-ins and the throttle’s refusals', async () => {
    const browser = new StaffBrowser(server);
    const before = await scrape();
    expect(sample(before, 'staff_sign_in_failures_total', { step: 'password' })).toBe(0);
    expect(sample(before, 'staff_sign_in_throttled_total', { reason: 'account-delay' })).toBe(0);
    // Three failures cost nothing; after the fourth the next attempt must wait (auth/throttle.ts).
    for (let i = 0; i < 4; i++)
      expect((await browser.signIn('nobody-here', 'wrong password!')).status).toBe(401);
    expect((await browser.signIn('nobody-here', 'wrong password!')).status).toBe(429);
    const after = await scrape();
    expect(sample(after, 'staff_sign_in_failures_total', { step: 'password' })).toBe(4);
    expect(sample(after, 'staff_sign_in_failures_total', { step: 'totp' })).toBe(0);
    expect(sample(after, 'staff_sign_in_throttled_total', { reason: 'account-delay' })).toBe(1);
  });

  it('counts people’s wrong passwords and throttled guesses in series of their own', async () => {
    const browser = new PersonBrowser(server);
    const before = await scrape();
    expect(sample(before, 'person_sign_in_failures_total')).toBe(0);
    expect(sample(before, 'person_sign_in_throttled_total', { reason: 'account-delay' })).toBe(0);
    // The staff's throttle: three failures cost nothing, after the fourth the next must wait.
    for (let i = 0; i < 4; i++)
      expect((await browser.signInAs('nobody@example.com', 'wrong password!')).status).toBe(401);
    expect((await browser.signInAs('nobody@example.com', 'wrong password!')).status).toBe(429);
    const after = await scrape();
    expect(sample(after, 'person_sign_in_failures_total')).toBe(4);
    expect(sample(after, 'person_sign_in_throttled_total', { reason: 'account-delay' })).toBe(1);
    // The staff's series are the staff's alone.
    expect(sample(after, 'staff_sign_in_failures_total', { step: 'password' })).toBe(
      sample(before, 'staff_sign_in_failures_total', { step: 'password' }),
    );
  });

  it('never answers for its metrics on the API’s own port', async () => {
    for (const path of ['/metrics', '/api/metrics', '/api/v1/metrics', '/metrics/'])
      expect([path, (await fetch(`${server.url}${path}`)).status]).toEqual([path, 404]);
  });
});

describe('the API’s liveness and readiness', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.cleanup());

  it('stays live when the store is gone, while /health says it is not ready', async () => {
    for (const path of ['/health/live', '/api/v1/health/live', '/health'])
      expect([path, (await fetch(`${server.url}${path}`)).status]).toEqual([path, 200]);
    await server.current.db.close();
    try {
      expect((await fetch(`${server.url}/health`)).status).toBe(503);
      const live = await fetch(`${server.url}/health/live`);
      expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
      const text = await server.current.metrics.metrics();
      expect(sample(text, 'api_store_up')).toBe(0);
      expect(sample(text, 'lead_mail_outbox_mails', { state: 'pending' })).toBeUndefined();
    } finally {
      await server.current.app.close().catch(() => undefined);
    }
  });
});
