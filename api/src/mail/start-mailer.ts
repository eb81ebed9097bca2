import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../auth/secret-box';
import type { Config } from '../config';
import type { Database } from '../db/sql';
import { accountMailQueue } from './account-mail';
import { startOutboxAlerts } from './outbox-alert';
import { OutboxWorker } from './outbox-worker';
import { smtpSender } from './smtp';

/**
 * The outbox worker for SMTP_URL, or none (the mails wait in the outbox) without one; and with
 * ALERT_EMAIL_TO, the check that mails the operators when lead mails are given up or late. The
 * worker drains the lead mails and the account mails, whose links' tokens `box` opens.
 */
export function startMailer(
  db: Database,
  config: Config,
  box: SecretBox,
  log: FastifyBaseLogger,
  alertCheckMs?: number,
) {
  const { smtpUrl, alertTo } = config.mail;
  if (!smtpUrl) {
    log.warn(
      `SMTP_URL is not set: lead and account e-mails are kept in the outbox and sent once it is set${config.production ? '' : " (an account mail's link is written to this log)"}`,
    );
    return undefined;
  }
  const smtp = smtpSender(smtpUrl);
  const accounts = accountMailQueue(db, { from: config.mail.accountFrom, origin: config.publicOrigin }, box);
  const worker = new OutboxWorker(db, config.mail, smtp.send, log.child({ component: 'mail' }), Date.now, [
    accounts,
  ]);
  worker.start();
  log.info({ to: config.mail.to }, 'lead e-mails go out through SMTP_URL');
  const alerts =
    alertTo &&
    startOutboxAlerts(
      db,
      { to: alertTo, from: config.mail.from, send: smtp.send, log: log.child({ component: 'alerts' }) },
      alertCheckMs,
    );
  if (!alertTo) log.warn('ALERT_EMAIL_TO is not set: nobody is mailed when lead mails are given up or late');
  return { worker, close: smtp.close, stopAlerts: async () => alerts && (await alerts.stop()) };
}
