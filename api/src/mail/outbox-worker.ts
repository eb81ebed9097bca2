import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config';
import type { Database } from '../db/sql';
import { leadKind } from '../leads/kinds';
import { composeLeadMail, type LeadMail } from './lead-mail';
import { Outbox, retryDelayMs, type OutboxRow } from './outbox';

/** Hands one mail to the mail server; resolves once the server has accepted it. */
export type SendMail = (mail: LeadMail) => Promise<unknown>;

/** The outbox names a lead that is not in the database: no attempt can ever send it. */
class MissingLead extends Error {}

/** Nodemailer's codes for a message or envelope that no retry can make acceptable. */
const PERMANENT_CODES = new Set(['EENVELOPE', 'EMESSAGE']);

export interface MailFailure {
  /** The SMTP reply code, else Nodemailer's error code, else the error's name. */
  code: string | undefined;
  text: string;
  /**
   * permanent: the server said no for good (an SMTP 5xx reply: unknown mailbox, refused sender,
   * failed authentication) or the mail itself cannot be sent; temporary: a 4xx reply, or no
   * answer at all (refused connection, timeout, TLS or DNS trouble), which may pass.
   */
  kind: 'permanent' | 'temporary';
}

/** What went wrong with one attempt, and whether trying again can help (RFC 5321: 4yz vs 5yz). */
export function classifyMailFailure(error: unknown): MailFailure {
  if (!(error instanceof Error)) return { code: undefined, text: String(error), kind: 'temporary' };
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  const status = typeof responseCode === 'number' ? responseCode : undefined;
  const label = status !== undefined ? String(status) : typeof code === 'string' ? code : error.name;
  const permanent =
    (status !== undefined && status >= 500 && status < 600) ||
    (status === undefined && typeof code === 'string' && PERMANENT_CODES.has(code)) ||
    error instanceof MissingLead;
  return { code: label, text: `${label}: ${error.message}`, kind: permanent ? 'permanent' : 'temporary' };
}

/**
 * Sends the outbox: one due mail at a time, each claimed with a lease, marked sent as soon as
 * the server accepts it, or scheduled again with exponential backoff. Woken by every new lead,
 * and otherwise every `pollMs` (retries, and leads another instance stored).
 */
export class OutboxWorker {
  /** This process's name on the leases it takes. */
  readonly id = randomUUID();
  private readonly outbox: Outbox;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = false;

  constructor(
    db: Database,
    private readonly config: MailConfig,
    private readonly send: SendMail,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.outbox = new Outbox(db);
  }

  start(): void {
    this.schedule(0);
  }

  /** Looks for due mails now (after a new lead was committed). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.wakeAgain = true;
    else this.schedule(0);
  }

  /** Stops looking for mails and waits for the one being sent, if any, to be marked. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), ms);
    // The HTTP server keeps the process alive; a forgotten worker must not.
    this.timer.unref();
  }

  private run(): void {
    if (this.stopped || this.running) return;
    this.wakeAgain = false;
    this.running = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'lead mail outbox failed'))
      .finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.wakeAgain ? 0 : this.config.pollMs);
      });
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const row = await this.outbox.claim(this.id, this.now(), this.config.leaseMs);
      if (!row) return;
      await this.deliver(row);
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const context = { outboxId: row.id, kind: row.lead_kind, leadId: row.lead_id };
    try {
      const kind = leadKind(row.lead_kind);
      const lead = kind && (await this.outbox.lead(kind, row.lead_id));
      if (!kind || !lead) throw new MissingLead(`No ${row.lead_kind} #${row.lead_id} to mail.`);
      await this.send(
        composeLeadMail(kind, lead, {
          from: this.config.from,
          to: this.config.to,
          messageId: row.message_id,
        }),
      );
    } catch (error) {
      const failure = classifyMailFailure(error);
      const lastAttempt = row.attempts + 1 >= this.config.maxAttempts;
      if (failure.kind === 'permanent' || lastAttempt) {
        const reason =
          failure.kind === 'permanent'
            ? `refused for good by the mail server (${failure.code})`
            : `still failing after ${row.attempts + 1} attempts (last: ${failure.code})`;
        const attempts = await this.outbox.markDead(row, this.id, failure.text, reason, this.now());
        // Once per mail: it waits for a person (the staff tool shows it and can send it again).
        if (attempts !== undefined)
          this.log.error(
            { ...context, attempts, code: failure.code, reason },
            'lead mail given up: a person must look at it (npm run leads -w api; --retry to send it again)',
          );
        return;
      }
      const retryInMs = retryDelayMs(row.attempts + 1, this.config.retryBaseMs, this.config.retryMaxMs);
      const attempts = await this.outbox.markFailed(row, this.id, failure.text, this.now() + retryInMs);
      // The error's text stays in the database (the staff tool shows it): it may quote the mail.
      this.log.warn(
        { ...context, attempts, code: failure.code, retryInMs },
        'lead mail not sent; will retry',
      );
      return;
    }
    // Marked at once: a crash between the server's acceptance and this line is the one case in
    // which the mail goes out twice (with the same Message-ID), after the lease runs out.
    if (await this.outbox.markSent(row, this.id, this.now())) {
      this.log.info({ ...context, attempts: row.attempts + 1 }, 'lead mail sent');
    } else {
      this.log.warn(context, 'lead mail sent after its lease ran out');
    }
  }
}
