import { leadPaths } from '@site/leads';
import Database from 'better-sqlite3';
import { freePort } from '../bench/free-port';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp';
import { startTestServer, validBody, validEnrollment, type TestServer } from '../testing/test-server';
import { run as runLeadsTool } from '../cli/leads';
import { retryDelayMs } from './outbox';

/**
 * The whole mail path against a real SMTP server on 127.0.0.1: the API stores a lead, its worker
 * sends the mail, the outbox records it. Backoff is shortened through the settings, not faked:
 * real sockets need real time.
 */
const FAST = {
  MAIL_RETRY_BASE_MS: '100',
  MAIL_RETRY_MAX_MS: '400',
  MAIL_POLL_MS: '50',
  MAIL_LEASE_MS: '5000',
};

const running: Array<{ stop(): Promise<void>; cleanup?: () => void }> = [];
afterEach(async () => {
  for (const item of running.splice(0).reverse()) {
    await item.stop().catch(() => undefined);
    item.cleanup?.();
  }
});

async function api(env: Record<string, string>): Promise<TestServer> {
  const server = await startTestServer({ ...FAST, ...env });
  running.push(server);
  return server;
}

async function smtp(options: Parameters<typeof startSmtpServer>[0] = {}): Promise<TestSmtpServer> {
  const server = await startSmtpServer(options);
  running.push(server);
  return server;
}

async function waitFor(what: string, check: () => boolean, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OutboxRow {
  lead_kind: string;
  lead_id: number;
  message_id: string;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  locked_by: string | null;
  dead_at: string | null;
  dead_reason: string | null;
}
const GIVEN_UP =
  'lead mail given up: a person must look at it (npm run leads -w api; --retry to send it again)';

/** The staff tool (`npm run leads -w api -- …`) on the server's database. */
async function leadsTool(server: TestServer, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runLeadsTool(
    argv,
    { API_DB_PATH: server.dbPath },
    (t) => out.push(t),
    (t) => err.push(t),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const outbox = (server: TestServer) => server.readRows('lead_mail_outbox') as unknown as OutboxRow[];
const logLines = (server: TestServer, message: string) =>
  server.logs
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === message);

async function enroll(server: TestServer, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await server.post(validEnrollment(overrides), { path: leadPaths.enrollment });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Every mail delivered exactly once: one per outbox row, none twice. */
function expectEachDeliveredOnce(server: TestServer, mailServer: TestSmtpServer) {
  const rows = outbox(server);
  expect(rows.every((row) => row.sent_at !== null)).toBe(true);
  expect(mailServer.mails.map((mail) => mail.headers['message-id']).sort()).toEqual(
    rows.map((row) => row.message_id).sort(),
  );
}

describe('lead mails', () => {
  it('sends each lead to the company once: plain text with every field, a clear subject, Reply-To the visitor', async () => {
    const mailServer = await smtp();
    const server = await api({
      SMTP_URL: mailServer.url,
      LEADS_EMAIL_TO: 'leads@codenest.example',
      LEADS_EMAIL_FROM: 'Website <site@codenest.example>',
    });
    const enrollmentId = await enroll(server, {
      start_date: '',
      message: 'Evening batch, please.\nI work mornings.',
    });
    const request = await server.post(validBody({ full_name: 'Bilal Ahmed', email: 'bilal@example.com' }));
    expect(request.status).toBe(201);
    await waitFor(
      'two mails',
      () => mailServer.mails.length === 2 && outbox(server).every((row) => row.sent_at),
    );

    const enrollment = mailServer.mails.find((mail) => mail.headers.subject?.startsWith('New enrollment'));
    expect(enrollment).toMatchObject({ from: 'site@codenest.example', to: ['leads@codenest.example'] });
    expect(enrollment?.headers).toMatchObject({
      subject: 'New enrollment: React JS — Ayesha Malik',
      'reply-to': 'Ayesha Malik <ayesha@example.com>',
      from: 'Website <site@codenest.example>',
      to: 'leads@codenest.example',
      'message-id': outbox(server).find((row) => row.lead_kind === 'enrollment')?.message_id,
    });
    expect(enrollment?.headers['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
    const text = enrollment?.text ?? '';
    for (const line of [
      'Full name:     Ayesha Malik',
      'Email address: ayesha@example.com',
      'Phone number:  0300 1234567',
      'Course:        React JS',
      'Start date:    (not given)',
      'Message:\n    Evening batch, please.\n    I work mornings.',
      `Enrollment #${enrollmentId}. Reply to this e-mail to answer Ayesha Malik directly.`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/Received: .+ \(Pakistan time\), \d{4}-\d{2}-\d{2}T/);

    const project = mailServer.mails.find((mail) => mail.headers.subject?.startsWith('New project request'));
    expect(project?.headers.subject).toBe('New project request: E-commerce Store — Bilal Ahmed');
    expect(project?.headers['reply-to']).toBe('Bilal Ahmed <bilal@example.com>');
    expect(project?.text).toContain('Company name:    Malik Textiles');
    expect(project?.text).toContain('Budget range:    $5,000 - $15,000');

    expect(outbox(server)).toEqual([
      expect.objectContaining({
        attempts: 1,
        last_error: null,
        locked_by: null,
        sent_at: expect.any(String),
      }),
      expect.objectContaining({
        attempts: 1,
        last_error: null,
        locked_by: null,
        sent_at: expect.any(String),
      }),
    ]);
    expect(logLines(server, 'lead mail sent')).toHaveLength(2);
    expectEachDeliveredOnce(server, mailServer);
  });

  it('keeps a mail while the server is down, retrying with doubling waits up to the cap, and sends it once it is up', async () => {
    const port = await freePort();
    const server = await api({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    await enroll(server);
    await waitFor('four failed attempts', () => (outbox(server)[0]?.attempts ?? 0) >= 4);
    expect(outbox(server)[0]).toMatchObject({
      sent_at: null,
      last_error: expect.stringMatching(/ECONNREFUSED|ECONNECTION/),
    });
    expect(
      logLines(server, 'lead mail not sent; will retry')
        .map((line) => line.retryInMs)
        .slice(0, 4),
    ).toEqual([100, 200, 400, 400]);

    const mailServer = await smtp({ port });
    await waitFor('the mail', () => outbox(server)[0]?.sent_at !== null);
    await sleep(300);
    expect(mailServer.mails).toHaveLength(1);
    expect(outbox(server)[0]?.last_error).toBeNull();
    expectEachDeliveredOnce(server, mailServer);
  });

  it('retries while the server refuses for now (451, then 452) and marks the mail sent once it accepts', async () => {
    const mailServer = await smtp({ refuse: (attempt) => [451, 452][attempt - 1] });
    const server = await api({ SMTP_URL: mailServer.url });
    await enroll(server);
    await waitFor('the mail', () => outbox(server)[0]?.sent_at !== null);
    await sleep(300);
    expect(mailServer.attempts).toBe(3);
    expect(mailServer.mails).toHaveLength(1);
    expect(outbox(server)[0]).toMatchObject({ attempts: 3, last_error: null, dead_at: null });
    expect(logLines(server, 'lead mail not sent; will retry').map((line) => line.code)).toEqual([
      '451',
      '452',
    ]);
  });

  it('gives a mail up at once when the server refuses it for good (550): logged once, shown by the staff tool, sent again on --retry', async () => {
    let refuse = true;
    const mailServer = await smtp({ refuse: () => (refuse ? 550 : undefined) });
    const server = await api({ SMTP_URL: mailServer.url });
    const id = await enroll(server, { full_name: 'Dead Letter' });
    await waitFor('the mail given up', () => Boolean(outbox(server)[0]?.dead_at));
    await sleep(400);
    expect(mailServer.attempts).toBe(1);
    expect(outbox(server)[0]).toMatchObject({
      attempts: 1,
      sent_at: null,
      locked_by: null,
      last_error: expect.stringMatching(/^550: /),
      dead_reason: 'refused for good by the mail server (550)',
    });
    expect(logLines(server, GIVEN_UP)).toEqual([
      expect.objectContaining({ level: 50, code: '550', attempts: 1 }),
    ]);
    expect(logLines(server, 'lead mail not sent; will retry')).toEqual([]);

    const listed = await leadsTool(server, '--dead');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`Enrollment #${id}`);
    expect(listed.out).toMatch(
      /Mail: GIVEN UP .+ after 1 attempt, refused for good by the mail server \(550\): 550: /,
    );
    expect(listed.out).toContain(`Send it again: npm run leads -w api -- --retry enrollment:${id}`);
    expect(JSON.parse((await leadsTool(server, '--json')).out)).toMatchObject({
      mail: { status: 'dead', attempts: 1, reason: 'refused for good by the mail server (550)' },
    });

    refuse = false;
    const retried = await leadsTool(server, '--retry', `enrollment:${id}`);
    expect(retried).toMatchObject({ code: 0, out: expect.stringMatching(/One mail is due again/) });
    await waitFor('the mail sent', () => Boolean(outbox(server)[0]?.sent_at));
    expect(mailServer.mails).toHaveLength(1);
    expect(outbox(server)[0]).toMatchObject({
      attempts: 1,
      dead_at: null,
      dead_reason: null,
      last_error: null,
    });
    expect(await leadsTool(server, '--retry', `enrollment:${id}`)).toMatchObject({
      code: 1,
      err: 'That lead has no given-up mail.',
    });
    expect((await leadsTool(server, '--dead')).out).toBe('No leads yet.');
  });

  it('gives a mail up after MAIL_MAX_ATTEMPTS temporary failures, and never tries it again on its own', async () => {
    const mailServer = await smtp({ refuse: () => 451 });
    const server = await api({ SMTP_URL: mailServer.url, MAIL_MAX_ATTEMPTS: '3' });
    await enroll(server);
    await waitFor('the mail given up', () => Boolean(outbox(server)[0]?.dead_at));
    await sleep(600);
    expect(mailServer.attempts).toBe(3);
    expect(outbox(server)[0]).toMatchObject({
      attempts: 3,
      sent_at: null,
      dead_reason: 'still failing after 3 attempts (last: 451)',
    });
    expect(logLines(server, 'lead mail not sent; will retry')).toHaveLength(2);
    expect(logLines(server, GIVEN_UP)).toHaveLength(1);
    expect(await leadsTool(server, '--retry', 'dead')).toMatchObject({ code: 0 });
    await waitFor('a fourth attempt', () => mailServer.attempts === 4);
  });

  it('survives a restart: mails stored before it are sent after it, each exactly once', async () => {
    const port = await freePort();
    const first = await api({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    for (const name of ['Before Restart One', 'Before Restart Two', 'Before Restart Three']) {
      await enroll(first, { full_name: name });
    }
    await waitFor('a failed attempt each', () => outbox(first).every((row) => row.attempts >= 1));
    await first.stop();

    const mailServer = await smtp({ port });
    const second = await api({ SMTP_URL: `smtp://127.0.0.1:${port}`, API_DB_PATH: first.dbPath });
    await waitFor('three mails', () => outbox(second).every((row) => row.sent_at !== null));
    await sleep(300);
    expect(mailServer.mails.map((mail) => mail.headers.subject).sort()).toEqual([
      'New enrollment: React JS — Before Restart One',
      'New enrollment: React JS — Before Restart Three',
      'New enrollment: React JS — Before Restart Two',
    ]);
    expectEachDeliveredOnce(second, mailServer);
  });

  it('leaves a mail claimed by an instance that died alone until its lease runs out, then sends it once', async () => {
    const mailServer = await smtp();
    const stopped = await api({});
    await enroll(stopped);
    await stopped.stop();
    // What a crash in the middle of a send leaves behind: a lease held by nobody alive.
    const writer = new Database(stopped.dbPath);
    const leaseEnds = Date.now() + 700;
    writer
      .prepare('UPDATE lead_mail_outbox SET locked_by = ?, locked_until = ?')
      .run('dead-instance', new Date(leaseEnds).toISOString());
    writer.close();

    const server = await api({ SMTP_URL: mailServer.url, API_DB_PATH: stopped.dbPath });
    await sleep(400);
    expect(mailServer.mails).toHaveLength(0);
    await waitFor('the mail', () => mailServer.mails.length === 1);
    expect(Date.now()).toBeGreaterThanOrEqual(leaseEnds);
    await waitFor('the mail marked sent', () => outbox(server)[0]?.sent_at !== null);
    expectEachDeliveredOnce(server, mailServer);
  });

  it('two instances on one file send every mail exactly once', async () => {
    const mailServer = await smtp({ delayMs: 20 });
    const one = await api({ SMTP_URL: mailServer.url, MAIL_POLL_MS: '10' });
    const two = await api({ SMTP_URL: mailServer.url, MAIL_POLL_MS: '10', API_DB_PATH: one.dbPath });
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        enroll(index % 2 ? one : two, { full_name: `Student ${index}` }),
      ),
    );
    await waitFor(
      '30 mails',
      () => outbox(one).length === 30 && outbox(one).every((row) => row.sent_at !== null),
    );
    await sleep(300);
    expect(mailServer.mails).toHaveLength(30);
    expectEachDeliveredOnce(one, mailServer);
    // Both instances did some of the sending.
    expect(logLines(one, 'lead mail sent').length).toBeGreaterThan(0);
    expect(logLines(two, 'lead mail sent').length).toBeGreaterThan(0);
  });

  it('finishes and marks the mail being sent when the API shuts down', async () => {
    const mailServer = await smtp({ delayMs: 600 });
    const server = await api({ SMTP_URL: mailServer.url });
    await enroll(server);
    await waitFor('the send to begin', () => mailServer.attempts === 1);
    await server.stop();
    expect(mailServer.mails).toHaveLength(1);
    expect(outbox(server)[0]).toMatchObject({ attempts: 1, sent_at: expect.any(String), locked_by: null });
  });

  it('without SMTP_URL the site works, the mails wait in the outbox, and the log says so once', async () => {
    const server = await api({ SMTP_URL: '' });
    await enroll(server);
    expect((await server.post(validBody())).status).toBe(201);
    await sleep(300);
    expect(outbox(server)).toEqual([
      expect.objectContaining({ attempts: 0, sent_at: null, last_error: null }),
      expect.objectContaining({ attempts: 0, sent_at: null, last_error: null }),
    ]);
    expect(server.logs.filter((line) => line.includes('SMTP_URL is not set'))).toHaveLength(1);

    // Set it later, and what waited goes out.
    await server.stop();
    const mailServer = await smtp();
    const configured = await api({ SMTP_URL: mailServer.url, API_DB_PATH: server.dbPath });
    // Received by the mail server, then marked sent by the API: wait for both.
    await waitFor(
      'two mails sent',
      () => mailServer.mails.length === 2 && outbox(configured).every((row) => row.sent_at !== null),
    );
    expectEachDeliveredOnce(configured, mailServer);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base after each failure, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => retryDelayMs(attempts, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000,
    ]);
    expect(retryDelayMs(10_000, 30_000, 3_600_000)).toBe(3_600_000);
  });
});
