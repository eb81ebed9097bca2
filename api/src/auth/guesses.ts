import type { GuessRepository } from '../repositories/guess-repository';
import { ACCOUNT_LOOKBACK_MS, ADDRESS_LOOKBACK_MS, throttleSignIn, type ThrottleReason } from './throttle';

/**
 * The guess counter every kind of account signs in through (decision 0041): a password or an
 * authenticator's code is counted *before* it is checked, so guesses sent at once cannot all pass
 * the throttle before any of them is recorded (30 sent together from 30 addresses were all checked
 * where the policy stops at a few: issue 42).
 *
 * A guess is recorded first (a failure until shown otherwise), then weighed against every other
 * guess of its key and its address (throttle.ts). Turned away, it is forgotten: a throttled
 * attempt is no failure. Checked and wrong, it stays. Checked and right, it is forgotten.
 * Recorded before being read, guesses at once see each other, so of n at once at most the
 * policy's number are checked (the k-th to be written reads the k-1 before it); a right guess
 * racing with wrong ones may be turned away too, and is told to try again in a second or two.
 */

/** The kinds of account, each counted apart: a staff name and a person's e-mail never share a key. */
export type AccountKind = 'staff' | 'person';

/** The throttle's key of an account name: `staff:ayesha`, `person:ayesha@example.com`. */
export const guessKey = (kind: AccountKind, name: string) => `${kind}:${name}`;

export type Guess =
  | {
      allowed: true;
      /** The guess was right: it is forgotten (the caller records the sign-in). */
      right(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number; reason: ThrottleReason };

export interface GuessRequest {
  /** guessKey() of the name typed (existing or not). */
  key: string;
  /** The client's address as the throttle counts it (an IPv6 /64 is one). */
  address: string;
  /**
   * The account's last successful sign-in (ms), if any: failures of the key before it no longer
   * count (a success ends a run of typing mistakes); an address's failures count anyway.
   */
  resetAt?: number;
  now: number;
}

/** Counts a guess, then says whether it may be checked. */
export async function takeGuess(guesses: GuessRepository, request: GuessRequest): Promise<Guess> {
  const { now } = request;
  const iso = (ms: number) => new Date(ms).toISOString();
  const keySince = Math.max(
    now - ACCOUNT_LOOKBACK_MS,
    request.resetAt === undefined ? 0 : request.resetAt + 1,
  );
  const { id, others } = await guesses.take(
    { key: request.key, address: request.address, at: iso(now) },
    { key: iso(keySince), address: iso(now - ADDRESS_LOOKBACK_MS) },
  );
  const decision = throttleSignIn(
    {
      account: others.key.map((time) => new Date(time)),
      address: others.address.map((time) => new Date(time)),
    },
    new Date(now),
  );
  if (!decision.allowed) {
    await guesses.forget(id);
    return decision;
  }
  return { allowed: true, right: () => guesses.forget(id) };
}
