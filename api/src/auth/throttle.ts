/**
 * How often a sign-in may be tried: a pure function of the failures already recorded, so that
 * it can be tested minute by minute and the database layer only has to store timestamps.
 *
 * A failure is any sign-in step that was checked and refused: a wrong password, a wrong TOTP
 * code, and a name no staff member has (counted against that name exactly as against a real
 * one, so neither the answers nor the waits tell which names exist). An attempt this policy
 * turned away is not a failure and is not recorded: otherwise hammering would keep a lock going
 * for ever, and the rows a name or an address can add would be unbounded.
 *
 * The caller (guesses.ts, the guess counter every kind of account signs in through) gives
 * - the failures of the account's key (`staff:<name>` normalised as usernames are, existing or
 *   not) since that name's last successful sign-in (a success ends a run of typing mistakes),
 *   going back ACCOUNT_LOOKBACK_MS;
 * - the failures of the client's address (http/client-address.ts rateLimitKey: an IPv6 /64
 *   counts as one address) whatever happened in between, going back ADDRESS_LOOKBACK_MS: a
 *   success must not wipe them, or one account the attacker holds (or signs up for) would
 *   reset the count before each batch of guesses at the others;
 * and checks both before the password and before the TOTP code. Each guess is recorded before
 * this is asked (guesses.ts), so guesses sent at once count one another: none races past.
 *
 * The figures, for a company of a few staff who sign in once or twice a day:
 * - ACCOUNT: the first FREE_ACCOUNT_FAILURES failures within THROTTLE_WINDOW_MS cost nothing
 *   (typos, caps lock, the old password); after the n-th, the next attempt waits 2^(n−3) s,
 *   2, 4, 8, 16, 32 s, capped at MAX_ACCOUNT_DELAY_SECONDS: a person retyping hardly notices,
 *   a script is slowed at once; ACCOUNT_LOCK_FAILURES failures within the window lock the name
 *   for ACCOUNT_LOCK_MS. A script trying as fast as it is allowed gets 10 guesses in about
 *   2 minutes, then waits 15: about 850 a day…
 * - …so ACCOUNT_DAILY_FAILURES failures within DAY_MS also lock the name, until they are fewer.
 *   An attacker with many addresses is bounded only by the account's limits, and a guesser who
 *   already has the password and tries TOTP codes (3 of 10^6 accepted per try) would succeed
 *   within a year at 850 tries a day (1 − (1 − 3·10⁻⁶)^(850·365) ≈ 60%); at 50 a day, about 5%,
 *   and the staff member meets the lock every day and reports it. (SP 800-63B §5.2.2 asks for at
 *   most 100 consecutive failures per account.) The price is that 50 requests lock a name for up
 *   to a day, but 10 requests every 17 minutes keep the 15-minute lock on anyway: a denial of
 *   service of one name is cheap whatever the figures, and is answered by clearing its failures.
 * - ADDRESS: ADDRESS_LOCK_FAILURES failures within the window lock the address for
 *   ADDRESS_LOCK_MS: three times the account's threshold, so that a whole office behind one
 *   address is not locked by a few colleagues' typos, yet one machine spraying a password at many
 *   names (each of which it may try only once or twice) gets about 30 tries per quarter of an
 *   hour.
 */

/** The window over which failures are counted. */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Failures of a name within the window that cost no wait. */
export const FREE_ACCOUNT_FAILURES = 3;
/** The longest wait between two attempts before a lock: beyond it, the lock takes over. */
export const MAX_ACCOUNT_DELAY_SECONDS = 60;
/** Failures of a name within the window that lock it … */
export const ACCOUNT_LOCK_FAILURES = 10;
/** … for this long after the last of them. */
export const ACCOUNT_LOCK_MS = 15 * 60_000;
/** Failures of a name within a day that lock it until fewer remain within the last day. */
export const ACCOUNT_DAILY_FAILURES = 50;
export const DAY_MS = 24 * 60 * 60_000;
/** Failures from an address within the window that lock it … */
export const ADDRESS_LOCK_FAILURES = 30;
/** … for this long after the last of them. */
export const ADDRESS_LOCK_MS = 15 * 60_000;

/** How far back the caller must look up a name's failures (older ones change nothing). */
export const ACCOUNT_LOOKBACK_MS = DAY_MS;
/** How far back the caller must look up an address's failures. */
export const ADDRESS_LOOKBACK_MS = THROTTLE_WINDOW_MS + ADDRESS_LOCK_MS;

/** Which limit turned an attempt away: for the audit log, not for the person signing in. */
export type ThrottleReason = 'account-delay' | 'account-locked' | 'address-locked';

/** May the sign-in be tried now, or in how many seconds (for the answer's Retry-After)? */
export type ThrottleDecision =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; reason: ThrottleReason };

/** The recorded failures a decision is made from. */
export interface SignInFailures {
  /** Failures of the account name since its last successful sign-in (any order). */
  account: readonly Date[];
  /** Failures from the client's address, successes notwithstanding (any order). */
  address: readonly Date[];
}

/**
 * Times in milliseconds, sorted, none later than `now` (a failure stamped by a clock a little
 * ahead counts as just now rather than being ignored), none at or before `now - lookback`.
 */
function recent(times: readonly Date[], now: number, lookback: number): number[] {
  return times
    .map((time) => Math.min(time.getTime(), now))
    .filter((time) => time > now - lookback)
    .sort((a, b) => a - b);
}

/**
 * When a lock of `lockMs` after `threshold` failures within THROTTLE_WINDOW_MS ends: after the
 * latest failure that was the threshold-th within a window. 0 when there is none.
 */
function lockEnd(sorted: readonly number[], threshold: number, lockMs: number): number {
  let end = 0;
  for (let last = threshold - 1; last < sorted.length; last++) {
    const lastTime = sorted[last] ?? 0;
    const firstTime = sorted[last - threshold + 1] ?? 0;
    if (lastTime - firstTime < THROTTLE_WINDOW_MS) end = Math.max(end, lastTime + lockMs);
  }
  return end;
}

/** Whether a sign-in may be tried at `now`, given the failures recorded. */
export function throttleSignIn(failures: SignInFailures, now: Date): ThrottleDecision {
  const at = now.getTime();
  const account = recent(failures.account, at, ACCOUNT_LOOKBACK_MS);
  const address = recent(failures.address, at, ADDRESS_LOOKBACK_MS);
  const inWindow = account.filter((time) => time > at - THROTTLE_WINDOW_MS);

  const waits: { until: number; reason: ThrottleReason }[] = [];
  const n = inWindow.length;
  if (n > FREE_ACCOUNT_FAILURES) {
    const delaySeconds = Math.min(2 ** (n - FREE_ACCOUNT_FAILURES), MAX_ACCOUNT_DELAY_SECONDS);
    waits.push({ until: (inWindow.at(-1) ?? at) + delaySeconds * 1000, reason: 'account-delay' });
  }
  waits.push({ until: lockEnd(account, ACCOUNT_LOCK_FAILURES, ACCOUNT_LOCK_MS), reason: 'account-locked' });
  if (account.length >= ACCOUNT_DAILY_FAILURES) {
    // Until the oldest failures have left the day and fewer than the limit remain.
    const oldestToLeave = account[account.length - ACCOUNT_DAILY_FAILURES] ?? at;
    waits.push({ until: oldestToLeave + DAY_MS, reason: 'account-locked' });
  }
  waits.push({ until: lockEnd(address, ADDRESS_LOCK_FAILURES, ADDRESS_LOCK_MS), reason: 'address-locked' });

  const longest = waits.reduce((a, b) => (b.until > a.until ? b : a));
  if (longest.until <= at) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((longest.until - at) / 1000)),
    reason: longest.reason,
  };
}
