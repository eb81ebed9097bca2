import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config';
import type { Db } from '../db/database';
import { leadKind, type StoredLead } from '../leads/kinds';
import { composeLeadMail, type LeadMail } from './lead-mail';
import { Outbox, retryDelayMs, type OutboxRow } from './outbox';

/** Hands one mail to the mail server; resolves once the server has accepted it. */
export type SendMail = (mail: LeadMail) => Promise<unknown>;

function describeFailure(error: unknown): { code: string | undefined; text: string } {
  if (!(error instanceof Error)) return { code: undefined, text: String(error) };
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  const status = typeof responseCode === 'number' ? String(responseCode) : undefined;
  const label = status ?? (typeof code === 'string' ? code : error.name);
  return { code: label, text: `${label}: ${error.message}` };
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
    db: Db,
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
      const row = this.outbox.claim(this.id, this.now(), this.config.leaseMs);
      if (!row) return;
      await this.deliver(row);
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const context = { outboxId: row.id, kind: row.lead_kind, leadId: row.lead_id };
    try {
      const kind = leadKind(row.lead_kind);
      const lead = kind && (this.outbox.lead(kind.table, row.lead_id) as StoredLead | undefined);
      if (!kind || !lead) throw new Error(`No ${row.lead_kind} #${row.lead_id} to mail.`);
      await this.send(
        composeLeadMail(kind, lead, {
          from: this.config.from,
          to: this.config.to,
          messageId: row.message_id,
        }),
      );
    } catch (error) {
      const { code, text } = describeFailure(error);
      const retryInMs = retryDelayMs(row.attempts + 1, this.config.retryBaseMs, this.config.retryMaxMs);
      const attempts = this.outbox.markFailed(row, this.id, text, this.now() + retryInMs);
      // The error's text stays in the database (the staff tool shows it): it may quote the mail.
      this.log.warn({ ...context, attempts, code, retryInMs }, 'lead mail not sent; will retry');
      return;
    }
    // Marked at once: a crash between the server's acceptance and this line is the one case in
    // which the mail goes out twice (with the same Message-ID), after the lease runs out.
    if (this.outbox.markSent(row, this.id, this.now())) {
      this.log.info({ ...context, attempts: row.attempts + 1 }, 'lead mail sent');
    } else {
      this.log.warn(context, 'lead mail sent after its lease ran out');
    }
  }
}
