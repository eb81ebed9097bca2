import type { Database } from '../db/sql';
import { databaseRateLimitStore } from '../http/rate-limit-store';

/** A limit: at most `max` within `windowMs`, per key. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

export const HOUR_MS = 60 * 60 * 1000;

/**
 * Mails asked for one address in an hour, by anyone (Create Account, a reset link, a new
 * verification link together): an inbox cannot be flooded from the site, and the count is the
 * same whether or not the address has an account (it tells nothing).
 */
export const MAILS_PER_ADDRESS_PER_HOUR = 3;

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a request against several limits at once (each counted, in the API's shared counters:
 * every instance sees them) and refuses it when any is past its maximum, with the longest wait.
 */
export function requestLimits(db: Database, now: () => number = Date.now) {
  const Store = databaseRateLimitStore(db, now);
  const store = new Store(undefined, 'people:');
  const count = (limit: Limit) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(
        limit.key,
        (error, result) => (error || !result ? reject(error ?? new Error('No count.')) : resolve(result)),
        limit.windowMs,
      ),
    );
  return async function take(limits: readonly Limit[]): Promise<LimitDecision> {
    let wait = 0;
    for (const limit of limits) {
      const { current, ttl } = await count(limit);
      if (current > limit.max) wait = Math.max(wait, ttl);
    }
    return wait > 0
      ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) }
      : { allowed: true };
  };
}
