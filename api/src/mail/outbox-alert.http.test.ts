import { leadPaths } from '@site/leads';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp';
import { startTestServer, validEnrollment, type TestServer } from '../testing/test-server';

/**
 * The operators' alert mail through the real path: two API instances on one database, a mail
 * server that refuses the lead's mail for good, then accepts what comes next. One alert mail.
 */
describe('the alert mail to ALERT_EMAIL_TO', () => {
  let smtp: TestSmtpServer;
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers.reverse()) await server.stop();
    servers[0]?.cleanup();
    await smtp.stop();
  });

  it('goes once, from one of the instances, when a lead mail is given up', async () => {
    smtp = await startSmtpServer({ refuse: (attempt) => (attempt === 1 ? 550 : undefined) });
    const env = {
      SMTP_URL: smtp.url,
      ALERT_EMAIL_TO: 'ops@example.com',
      LEADS_EMAIL_TO: 'info@example.com',
      MAIL_POLL_MS: '50',
    };
    const first = await startTestServer(env, { alertCheckMs: 50 });
    servers.push(first);
    servers.push(await startTestServer({ ...env, API_DB_PATH: first.dbPath }, { alertCheckMs: 50 }));
    expect((await first.post(validEnrollment(), { path: leadPaths.enrollment })).status).toBe(201);

    const deadline = Date.now() + 8000;
    while (smtp.mails.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // Both instances keep checking every 50 ms: time enough for a second mail, if one were due.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(smtp.attempts).toBe(2);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({ to: ['ops@example.com'] });
    expect(smtp.mails[0]?.headers.subject).toBe('Website alert: lead mails given up');
    expect(smtp.mails[0]?.text).toContain('1 mail was given up');
    const sentBy = servers.flatMap((server) =>
      server.logs.filter((line) => line.includes('alert mail sent to ALERT_EMAIL_TO')),
    );
    expect(sentBy).toHaveLength(1);
  });
});
