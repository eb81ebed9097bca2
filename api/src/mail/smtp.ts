import { createTransport } from 'nodemailer';
import type { SendMail } from './outbox-worker';

/**
 * An SMTP client for SMTP_URL. Its timeouts (10 s to connect, 10 s for the greeting, 30 s of
 * silence) end a send to a dead or stalled server well inside the default lease of two minutes.
 */
export function smtpSender(url: string): { send: SendMail; close: () => void } {
  const transport = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return { send: (mail) => transport.sendMail(mail), close: () => transport.close() };
}
