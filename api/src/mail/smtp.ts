import { isIP } from 'node:net';
import { createTransport } from 'nodemailer';
import type { AlertMail } from './alert-mail';
import type { LeadMail } from './lead-mail';

/** The mail host is this machine: a relay on loopback, which nobody in the middle can read. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/**
 * An SMTP client for SMTP_URL. `smtps://` speaks TLS from the first byte; `smtp://` must upgrade
 * with STARTTLS before it says anything else (its password, a lead), and sends nothing to a server
 * that does not offer it, unless the server is on loopback. Someone in the middle who strips the
 * offer thus gets no mail instead of every mail. Its timeouts (10 s to connect, 10 s for the
 * greeting, 30 s of silence) end a send to a dead or stalled server well inside the default lease
 * of two minutes.
 */
export function smtpSender(
  url: string,
  { plainAllowed = isLoopbackHost(new URL(url).hostname) }: { plainAllowed?: boolean } = {},
): { send: (mail: LeadMail | AlertMail) => Promise<unknown>; close: () => void } {
  const transport = createTransport({
    url,
    requireTLS: !plainAllowed,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return { send: (mail) => transport.sendMail(mail), close: () => transport.close() };
}
