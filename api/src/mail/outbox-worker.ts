import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config';
import type { Database } from '../db/sql';
import { leadKind } from '../leads/kinds';
import { composeLeadMail, type LeadMail } from './lead-mail';
import { Outbox, retryDelayMs, type OutboxRow } from './outbox';

/** One mail as the SMTP client takes it (a lead's has a Reply-To; an account mail's has none). */
export type Mail = Omit<LeadMail, 'replyTo'> & Partial<Pick<LeadMail, 'replyTo'>>;

/** Hands one mail to the mail server; resolves once the server has accepted it. */
export type SendMail = (mail: Mail) => Promise<unknown>;

/** A row names what is not in the database (a lead, a person): no attempt can ever send it. */
export class MissingMail extends Error {}

/** A row of an outbox: what the worker itself reads of it. */
export interface QueuedRow {
  id: number;
  attempts: number;
}

/**
 * One outbox the worker drains (the lead mails', the account mails'): its rows' leases and marks
 * (outbox.ts explains them), and the mail a row is.
 */
export interface MailQueue<Row extends QueuedRow> {
  /** The logs' name of its mails: "lead mail sent". */
  noun: string;
  /** The log's line when one is given up: what a person should do. */
  givenUp: string;
  claim(worker: string, now: number, leaseMs: number): Promise<Row | undefined>;
  markSent(row: Row, worker: string, now: number): Promise<boolean>;
  markFailed(row: Row, worker: string, error: string, next: number): Promise<number | undefined>;
  markDead(row: Row, worker: string, error: string, reason: string, now: number): Promise<number | undefined>;
  /** The mail of a row; throws MissingMail when it can never be sent. */
  compose(row: Row): Promise<Mail>;
  /** What the logs say of a row: ids and kinds, never an address nor a link. */
  context(row: Row): Record<string, unknown>;
}

/** The lead mails' outbox: each lead mailed to the company. */
export function leadMailQueue(db: Database, config: MailConfig): MailQueue<OutboxRow> {
  const outbox = new Outbox(db);
  return {
    noun: 'lead mail',
    givenUp: 'lead mail given up: a person must look at it (npm run leads -w api; --retry to send it again)',
    claim: (worker, now, leaseMs) => outbox.claim(worker, now, leaseMs),
    markSent: (row, worker, now) => outbox.markSent(row, worker, now),
    markFailed: (row, worker, error, next) => outbox.markFailed(row, worker, error, next),
    markDead: (row, worker, error, reason, now) => outbox.markDead(row, worker, error, reason, now),
    async compose(row) {
      const kind = leadKind(row.lead_kind);
      const lead = kind && (await outbox.lead(kind, row.lead_id));
      if (!kind || !lead) throw new MissingMail(`No ${row.lead_kind} #${row.lead_id} to mail.`);
      return composeLeadMail(kind, lead, { from: config.from, to: config.to, messageId: row.message_id });
    },
    context: (row) => ({ outboxId: row.id, kind: row.lead_kind, leadId: row.lead_id }),
  };
}

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
    error instanceof MissingMail;
  return { code: label, text: `${label}: ${error.message}`, kind: permanent ? 'permanent' : 'temporary' };
}

/**
 * Sends the outboxes: one due mail at a time, each claimed with a lease, marked sent as soon as
 * the server accepts it, or scheduled again with exponential backoff. Woken by every new lead
 * (and account mail), and otherwise every `pollMs` (retries, and mails another instance stored).
 * The queues take turns: the lead mails first, then the account mails, one of each per round.
 */
export class OutboxWorker {
  /** This process's name on the leases it takes. */
  readonly id = randomUUID();
  private readonly queues: readonly MailQueue<QueuedRow>[];
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
    /** Outboxes besides the lead mails' (the account mails'); each gets back only the rows it claimed. */
    queues: readonly MailQueue<QueuedRow>[] = [],
  ) {
    this.queues = [leadMailQueue(db, config), ...queues];
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
      .catch((error: unknown) => this.log.error({ err: error }, 'mail outbox failed'))
      .finally(() => {
        this.running = undefined;
        if (!this.stopped) this.schedule(this.wakeAgain ? 0 : this.config.pollMs);
      });
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      let sent = false;
      for (const queue of this.queues) {
        if (this.stopped) return;
        const row = await queue.claim(this.id, this.now(), this.config.leaseMs);
        if (!row) continue;
        await this.deliver(queue, row);
        sent = true;
      }
      if (!sent) return;
    }
  }

  private async deliver(queue: MailQueue<QueuedRow>, row: QueuedRow): Promise<void> {
    const context = queue.context(row);
    try {
      await this.send(await queue.compose(row));
    } catch (error) {
      const failure = classifyMailFailure(error);
      const lastAttempt = row.attempts + 1 >= this.config.maxAttempts;
      if (failure.kind === 'permanent' || lastAttempt) {
        const reason =
          failure.kind === 'permanent'
            ? `refused for good by the mail server (${failure.code})`
            : `still failing after ${row.attempts + 1} attempts (last: ${failure.code})`;
        const attempts = await queue.markDead(row, this.id, failure.text, reason, this.now());
        // Once per mail: it waits for a person (the staff tool shows a lead's and can send it again).
        if (attempts !== undefined)
          this.log.error({ ...context, attempts, code: failure.code, reason }, queue.givenUp);
        return;
      }
      const retryInMs = retryDelayMs(row.attempts + 1, this.config.retryBaseMs, this.config.retryMaxMs);
      const attempts = await queue.markFailed(row, this.id, failure.text, this.now() + retryInMs);
      // The error's text stays in the database (the staff tool shows it): it may quote the mail.
      this.log.warn(
        { ...context, attempts, code: failure.code, retryInMs },
        `${queue.noun} not sent; will retry`,
      );
      return;
    }
    // Marked at once: a crash between the server's acceptance and this line is the one case in
    // which the mail goes out twice (with the same Message-ID), after the lease runs out.
    if (await queue.markSent(row, this.id, this.now())) {
      this.log.info({ ...context, attempts: row.attempts + 1 }, `${queue.noun} sent`);
    } else {
      this.log.warn(context, `${queue.noun} sent after its lease ran out`);
    }
  }
}
