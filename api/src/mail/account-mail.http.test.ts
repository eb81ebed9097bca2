import { peopleApi } from '@site/people';
import { PersonBrowser, loggedMails, tokenOf, until } from '../testing/people';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp';
import { startTestServer, type TestServer } from '../testing/test-server';

const FAST = {
  MAIL_RETRY_BASE_MS: '100',
  MAIL_RETRY_MAX_MS: '400',
  MAIL_POLL_MS: '50',
  ACCOUNT_REQUESTS_PER_HOUR: '1000',
};

/**
 * The account mails (issue 43): sent by the outbox worker like the lead mails, in the person's
 * language, the link's token dropped once sent; and mail in development (item 8): without
 * SMTP_URL, outside production, a link's mail in the log, never in production.
 */
describe('account mails', () => {
  const running: Array<TestServer | TestSmtpServer> = [];
  afterEach(async () => {
    for (const each of running.splice(0)) {
      await each.stop();
      if ('cleanup' in each) each.cleanup();
    }
  });
  const api = async (env: Record<string, string>) => {
    const server = await startTestServer({ ...FAST, ...env });
    running.push(server);
    return server;
  };
  const rows = (server: TestServer) =>
    server.current.db.query<{ kind: string; sent_at: string | null; link_token: string | null }>(
      'SELECT kind, sent_at, link_token FROM person_mail_outbox ORDER BY id',
    );

  it('sends the verification from the company, in the person’s language, and forgets the link once sent', async () => {
    const mailServer = await startSmtpServer();
    running.push(mailServer);
    const server = await api({
      SMTP_URL: mailServer.url,
      ACCOUNT_EMAIL_FROM: 'CodeNest <hello@codenest.example>',
    });
    await new PersonBrowser(server).signUp('urdu@example.com', 'Zainab Hussain', undefined, 'ur');
    await until('the mail', () => mailServer.mails.length === 1, 8000);
    const [mail] = mailServer.mails;
    expect(mail).toMatchObject({ from: 'hello@codenest.example', to: ['urdu@example.com'] });
    expect(mail?.headers.subject).toBe('اپنے ای میل ایڈریس کی تصدیق کریں — CodeNest');
    const link = /http:\/\/localhost:3000\/ur\/login\?mode=verify#token=[A-Za-z0-9_-]{43}/.exec(
      mail?.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    expect(mail?.text).toContain('السلام علیکم Zainab Hussain،');
    await until('the row marked sent', async () => (await rows(server))[0]?.sent_at !== null);
    expect(await rows(server)).toEqual([{ kind: 'verify', sent_at: expect.any(String), link_token: null }]);
    // The mailed link works; no log line holds it.
    expect(
      (await new PersonBrowser(server).request('POST', peopleApi.verify, { token: tokenOf(link ?? '') }))
        .status,
    ).toBe(204);
    expect(server.logs.some((line) => line.includes(tokenOf(link ?? '')))).toBe(false);
    expect(loggedMails(server)).toEqual([]);
  });

  it('gives up a mail whose link does not open with the server’s key, rather than send a dead link', async () => {
    // Queued without a mail server, then sent by an API with another STAFF_SECRET_KEY (a restore
    // without its key): the sealed token cannot be read, so the mail can never carry its link.
    const first = await api({});
    await new PersonBrowser(first).signUp('rekeyed@example.com');
    await first.stop();
    const mailServer = await startSmtpServer();
    running.push(mailServer);
    const second = await api({ API_DB_PATH: first.dbPath, SMTP_URL: mailServer.url });
    expect(second.staffSecretKey).not.toBe(first.staffSecretKey);
    const dead = () =>
      second.current.db.query<{ last_error: string | null; link_token: string | null }>(
        'SELECT last_error, link_token FROM person_mail_outbox WHERE dead_at IS NOT NULL',
      );
    await until('the mail given up', async () => (await dead()).length === 1, 8000);
    expect(await dead()).toEqual([
      { last_error: expect.stringMatching(/does not open with STAFF_SECRET_KEY/), link_token: null },
    ]);
    expect(mailServer.mails).toEqual([]);
  });

  it('tells an address’s owner they have an account, with the pages to sign in and reset, and no link', async () => {
    const mailServer = await startSmtpServer();
    running.push(mailServer);
    const server = await api({ SMTP_URL: mailServer.url });
    await new PersonBrowser(server).signUp('twice@example.com');
    await new PersonBrowser(server).signUp('twice@example.com');
    await until('two mails', () => mailServer.mails.length === 2, 8000);
    const exists = mailServer.mails.find(
      (mail) => mail.headers.subject === 'You already have a CodeNest account',
    );
    expect(exists?.text).toContain('http://localhost:3000/login\n');
    expect(exists?.text).toContain('http://localhost:3000/login?mode=forgot');
    expect(exists?.text).not.toMatch(/token=/);
  });

  it('writes a link’s mail to the log without SMTP_URL in development, and never in production', async () => {
    const development = await api({ SMTP_URL: '' });
    await new PersonBrowser(development).signUp('dev@example.com');
    expect(loggedMails(development)).toEqual([
      { mail: 'verify', to: 'dev@example.com', link: expect.stringMatching(/mode=verify#token=/) },
    ]);
    const line = development.logs.find((each) => each.includes('"mail":"verify"')) ?? '';
    expect(JSON.parse(line).msg).toMatch(
      /^account mail, not sent \(no SMTP_URL in development\): Confirm your e-mail address/,
    );

    const production = await api({ SMTP_URL: '', NODE_ENV: 'production' });
    await new PersonBrowser(production).signUp('prod@example.com');
    expect((await rows(production)).map((row) => row.kind)).toEqual(['verify']);
    expect(loggedMails(production)).toEqual([]);
    expect(production.logs.some((each) => /token=|#token/.test(each))).toBe(false);
  });
});
