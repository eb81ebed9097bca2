import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/sql';
import { composeAlertMail, type AlertMail } from './alert-mail';
import { outboxStats, type OutboxStats } from './outbox-stats';

/** A mail still unsent this long after its lead is late: someone must look (issue 42). */
export const LATE_AFTER_MS = 15 * 60_000;
/** How often each instance weighs the outbox. */
export const ALERT_CHECK_MS = 60_000;
/** A condition that clears and returns is mailed again at most this often (a flapping one) … */
export const ALERT_MIN_GAP_MS = 60 * 60_000;
/** … and one that lasts is mailed again this long after the last mail, as a reminder. */
export const ALERT_REPEAT_MS = 24 * 60 * 60_000;

/** Why the operators are mailed: mails given up, or the oldest unsent mail late. */
export type AlertReason = 'given-up' | 'late';

/** The `operator_alerts` row: what was last recorded (NULL while clear) and when the last mail went. */
export interface AlertState {
  condition: string | null;
  mailed_at: string | null;
}

const ALERT_NAME = 'lead-mail';

/** The reasons that hold now, in a fixed order (the condition's text is compared). */
export function alertReasons(stats: OutboxStats, now: number): AlertReason[] {
  const reasons: AlertReason[] = [];
  if (stats.givenUp > 0) reasons.push('given-up');
  if (stats.oldestWaitingAt && now - Date.parse(stats.oldestWaitingAt) > LATE_AFTER_MS) reasons.push('late');
  return reasons;
}

/**
 * What one check does with the stored state: a mail when a reason appears that the last mail did
 * not name (not within ALERT_MIN_GAP_MS of the last mail: a flapping condition waits, unrecorded,
 * so it is mailed once the gap has passed if it still holds), or ALERT_REPEAT_MS after the last
 * mail while any reason holds; the state follows the reasons (NULL once clear) without a mail
 * otherwise. `write` undefined: nothing to change.
 */
export function decideAlert(
  stored: AlertState,
  reasons: readonly AlertReason[],
  now: number,
): { write?: AlertState; mail: boolean } {
  const condition = reasons.length > 0 ? reasons.join(',') : null;
  if (condition === null)
    return stored.condition === null ? { mail: false } : { write: { ...stored, condition }, mail: false };
  const known = new Set(stored.condition?.split(',') ?? []);
  const sinceMail = stored.mailed_at ? now - Date.parse(stored.mailed_at) : Infinity;
  const anyNew = reasons.some((reason) => !known.has(reason));
  if ((anyNew && sinceMail >= ALERT_MIN_GAP_MS) || sinceMail >= ALERT_REPEAT_MS)
    return { write: { condition, mailed_at: new Date(now).toISOString() }, mail: true };
  if (!anyNew && condition !== stored.condition) return { write: { ...stored, condition }, mail: false };
  return { mail: false };
}

/** Replaces the row's state only if it is still `from`: of instances checking at once, one wins. */
async function swap(db: Database, from: AlertState, to: AlertState): Promise<boolean> {
  const changed = await db.run(
    `UPDATE operator_alerts SET condition = $1, mailed_at = $2
     WHERE name = $3 AND condition IS NOT DISTINCT FROM $4 AND mailed_at IS NOT DISTINCT FROM $5`,
    [to.condition, to.mailed_at, ALERT_NAME, from.condition, from.mailed_at],
  );
  return changed === 1;
}

export interface AlertOptions {
  /** ALERT_EMAIL_TO, and the From of the lead mails. */
  to: string;
  from: string;
  /** Sends over the lead mails' SMTP; resolves once the server accepted the mail. */
  send: (mail: AlertMail) => Promise<unknown>;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * One check: the outbox's state, the reasons, and at most one mail for all the instances (the row
 * decides). A mail that fails puts the row back, so the next check (of any instance) tries again.
 * Resolves with whether this instance sent one.
 */
export async function checkOutboxAlert(db: Database, options: AlertOptions): Promise<boolean> {
  const now = (options.now ?? Date.now)();
  const stats = await outboxStats(db);
  const reasons = alertReasons(stats, now);
  const stored = await db.one<AlertState>(
    'SELECT condition, mailed_at FROM operator_alerts WHERE name = $1',
    [ALERT_NAME],
  );
  if (!stored) throw new Error('operator_alerts has no lead-mail row (migration 8).');
  const { write, mail } = decideAlert(stored, reasons, now);
  if (!write || !(await swap(db, stored, write)) || !mail) return false;
  try {
    await options.send(composeAlertMail({ stats, reasons, now, from: options.from, to: options.to }));
  } catch (error) {
    await swap(db, write, stored);
    options.log.error({ err: error, reasons }, 'alert mail not sent; the next check tries again');
    return false;
  }
  options.log.warn({ reasons, ...stats }, 'alert mail sent to ALERT_EMAIL_TO');
  return true;
}

/** Checks every ALERT_CHECK_MS (the first soon after start); `stop()` ends it. */
export function startOutboxAlerts(db: Database, options: AlertOptions, intervalMs = ALERT_CHECK_MS) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= checkOutboxAlert(db, options)
      .catch((error: unknown) => options.log.warn({ err: error }, 'the outbox alert check failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
