// The mail client over real SMTP (the test server offers neither STARTTLS nor AUTH).
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp';
import type { LeadMail } from './lead-mail';
import { isLoopbackHost, smtpSender } from './smtp';

const mail: LeadMail = {
  from: 'CodeNest Leads <leads@codenest.pk>',
  to: 'info@codenest.pk',
  replyTo: { name: 'Ayesha Malik', address: 'ayesha@example.com' },
  subject: 'New enrollment: React JS, Ayesha Malik',
  text: 'Full name: Ayesha Malik',
  messageId: '<lead-1@codenest.pk>',
  date: new Date('2026-11-27T10:00:00Z'),
};

let server: TestSmtpServer;
beforeEach(async () => {
  server = await startSmtpServer();
});
afterEach(() => server.stop());

it('sends nothing to a mail server that does not offer STARTTLS, unless it is on loopback', async () => {
  // As the client treats any host that is not this machine.
  const remote = smtpSender(server.url, { plainAllowed: false });
  try {
    await expect(remote.send(mail)).rejects.toThrow(/STARTTLS/);
  } finally {
    remote.close();
  }
  expect(server.attempts).toBe(0);
  expect(server.mails).toEqual([]);

  // The same server on loopback (a relay on this machine) gets the mail in the clear.
  const local = smtpSender(server.url);
  try {
    await local.send(mail);
  } finally {
    local.close();
  }
  expect(server.mails.map((received) => received.headers.subject)).toEqual([mail.subject]);
});

it('knows loopback hosts by name and address, and nothing else', () => {
  for (const host of ['localhost', 'mail.localhost', '127.0.0.1', '127.8.9.10', '[::1]', '::1'])
    expect([host, isLoopbackHost(host)]).toEqual([host, true]);
  for (const host of [
    'mail.example.com',
    '10.0.0.5',
    '128.0.0.1',
    '[::2]',
    'localhost.example.com',
    '127.0.0.1.nip.io',
  ])
    expect([host, isLoopbackHost(host)]).toEqual([host, false]);
});
