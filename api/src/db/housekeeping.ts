import { IDEMPOTENCY_KEY_TTL_MS } from '@site/leads';
import type { FastifyBaseLogger } from 'fastify';
import { BROWSER_SESSION_IDLE_MINUTES } from '@site/people';
import { clearSpentLinkTokens } from '../mail/account-outbox';
import type { Database } from './sql';
import { foldStatusCounts } from './status-counts';

/** How often each instance clears what has run out (any instance may; a delete twice is harmless). */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;
/**
 * How often each instance folds the inbox's count changes (db/status-counts.ts): the inbox's sum
 * then reads at most a minute of leads and status changes (3,600 rows at 60 leads a second: 2 ms
 * on PostgreSQL, against 16 ms for ten minutes' 36,000).
 */
export const FOLD_INTERVAL_MS = 60 * 1000;
/** Failed sign-ins are kept this long: the throttle looks 15 minutes back, the audit log keeps the rest. */
const SIGN_IN_FAILURES_KEPT_MS = 24 * 60 * 60 * 1000;
/** An account made with Create Account whose address was never confirmed is deleted after this long. */
export const UNVERIFIED_ACCOUNT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes expired limits, idempotency keys, sessions (staff's and people's), people's expired
 * links and the tokens of their unsent mails, accounts never confirmed, and old sign-in failures,
 * and empties the authenticator secret of a staff link that expired unused (decision 0041: a link
 * keeps its secret only while it can be used); resolves with the rows changed.
 */
export async function clearExpired(db: Database, now = Date.now()): Promise<number> {
  const iso = (ms: number) => new Date(ms).toISOString();
  // SQLite keeps its planner's statistics up to date itself when asked now and then.
  if (db.dialect === 'sqlite') await db.script('PRAGMA optimize');
  const counts = [
    await db.run('DELETE FROM rate_limits WHERE reset_at <= $1', [now]),
    await db.run('DELETE FROM idempotency_keys WHERE created_at < $1', [iso(now - IDEMPOTENCY_KEY_TTL_MS)]),
    await db.run('DELETE FROM staff_sessions WHERE expires_at <= $1', [iso(now)]),
    await db.run('DELETE FROM sign_in_failures WHERE at < $1', [iso(now - SIGN_IN_FAILURES_KEPT_MS)]),
    await db.run(
      "DELETE FROM person_sessions WHERE expires_at <= $1 OR (kind = 'browser' AND last_seen_at <= $2)",
      [iso(now), iso(now - BROWSER_SESSION_IDLE_MINUTES * 60 * 1000)],
    ),
    await clearSpentLinkTokens(db, now),
    await db.run('DELETE FROM person_links WHERE expires_at <= $1', [iso(now)]),
    await db.run(
      `DELETE FROM people WHERE created_by = 'sign-up' AND email_verified_at IS NULL AND created_at < $1
       AND NOT EXISTS (SELECT 1 FROM person_courses WHERE person_courses.person_id = people.id)`,
      [iso(now - UNVERIFIED_ACCOUNT_KEPT_MS)],
    ),
    await db.run(
      'UPDATE staff_links SET totp_secret = NULL WHERE totp_secret IS NOT NULL AND expires_at <= $1',
      [iso(now)],
    ),
  ];
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Runs `clearExpired` and `foldStatusCounts` now and then; `stop()` ends both. */
export function startHousekeeping(
  db: Database,
  log: FastifyBaseLogger,
  { intervalMs = HOUSEKEEPING_INTERVAL_MS, foldMs = FOLD_INTERVAL_MS } = {},
) {
  const clear = setInterval(() => {
    clearExpired(db).then(
      (removed) => {
        if (removed > 0) log.debug({ removed }, 'expired rows removed');
      },
      (error: unknown) => log.warn({ err: error }, 'housekeeping failed'),
    );
  }, intervalMs);
  const fold = setInterval(() => {
    foldStatusCounts(db).then(
      (folded) => {
        if (folded > 0) log.debug({ folded }, 'count changes folded');
      },
      (error: unknown) => log.warn({ err: error }, 'folding the count changes failed'),
    );
  }, foldMs);
  clear.unref();
  fold.unref();
  return {
    stop: () => {
      clearInterval(clear);
      clearInterval(fold);
    },
  };
}
