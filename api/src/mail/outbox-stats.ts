import type { Queryable } from '../db/sql';

/** Where the outbox stands: what the metrics show and what the operators' alert mail weighs. */
export interface OutboxStats {
  /** Mails not tried yet. */
  pending: number;
  /** Mails that failed at least once and will be tried again. */
  retrying: number;
  /** Mails given up (dead letters): a person must look at them. */
  givenUp: number;
  /** When the oldest mail still to be sent (pending or retrying) was queued; null when none is. */
  oldestWaitingAt: string | null;
}

/**
 * Two statements, each served by a partial index of the outbox (`lead_mail_outbox_due`, the mails
 * still to send; `lead_mail_outbox_given_up`): their cost follows the mails waiting or given up,
 * not the leads ever stored, so every scrape of every instance may ask.
 */
export async function outboxStats(db: Queryable): Promise<OutboxStats> {
  const waiting = await db.one<{ pending: number | null; retrying: number | null; oldest: string | null }>(
    `SELECT sum(CASE WHEN attempts = 0 THEN 1 ELSE 0 END) AS pending,
            sum(CASE WHEN attempts > 0 THEN 1 ELSE 0 END) AS retrying,
            min(created_at) AS oldest
     FROM lead_mail_outbox WHERE sent_at IS NULL AND dead_at IS NULL`,
  );
  const dead = await db.one<{ n: number }>(
    'SELECT count(*) AS n FROM lead_mail_outbox WHERE dead_at IS NOT NULL',
  );
  return {
    pending: Number(waiting?.pending ?? 0),
    retrying: Number(waiting?.retrying ?? 0),
    givenUp: Number(dead?.n ?? 0),
    oldestWaitingAt: waiting?.oldest ?? null,
  };
}
