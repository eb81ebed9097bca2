import type { Database } from '../db/sql';
import {
  ACCOUNT_LOOKBACK_MS,
  ADDRESS_LOOKBACK_MS,
  throttleSignIn,
  type ThrottleReason,
} from '../staff/auth/throttle';

/**
 * The guess counter of people's sign-ins (and of the password typed again to delete an account):
 * a guess is counted **before** its password is checked, so that guesses sent in parallel are all
 * counted, and none is checked once the throttle says no.
 *
 * This is the interface of the shared auth core of the security review (issue 42 item 6: one
 * counter for staff and people, `takeGuess` keyed `staff:…` / `person:…`), with its names; until
 * that is merged, the implementation below keeps the staff's throttle (`throttleSignIn`: 3 free failures of a name in
 * 15 minutes, then 2, 4 … 60 s between tries, 10 lock it 15 minutes, 50 a day lock the day; 30
 * from an address lock the address 15 minutes) on the staff's table of failures, under keys of
 * their own namespace (`person:<email>`, `person:<address>`), so that a person's typos never lock
 * a staff name or the institute's address for staff. See docs/accounts.md, "Guessing".
 */
export interface GuessCounter {
  /** Counts a guess against its key and address and says whether its password may be checked now. */
  take(request: GuessRequest): Promise<Guess>;
}

/** The throttle's key of a person's account name: `person:ayesha@example.com`. */
export const personGuessKey = (email: string) => `person:${email}`;

export interface GuessRequest {
  /** personGuessKey() of the address typed (an account's or not). */
  key: string;
  /** The client's address (an IPv6 /64 as one). */
  address: string;
  /** The account's last successful sign-in (ms), if any: failures before it no longer slow the name down. */
  resetAt?: number;
  now: number;
}

export type Guess =
  | {
      allowed: true;
      /** The password was right: this guess was no failure. */
      right(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number; reason: ThrottleReason };

/** Until the shared core: a person's address counted apart from the staff's (see above). */
const ADDRESS_NAMESPACE = 'person:';
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The counter on the store's `sign_in_failures` (the staff's table, other keys). A guess is
 * written as a failure first, in its own statement (committed before anything is checked); the
 * decision is taken on the failures recorded besides it, so every guess in flight sees the others:
 * of n guesses sent at once, at most FREE_ACCOUNT_FAILURES + 1 are checked. A refused guess is
 * taken back (as the staff's throttle does not record one: hammering must not keep a lock going
 * for ever), and so is a right password.
 */
export class StoreGuessCounter implements GuessCounter {
  constructor(private readonly db: Database) {}

  async take(request: GuessRequest): Promise<Guess> {
    const { key: account, now } = request;
    const address = `${ADDRESS_NAMESPACE}${request.address}`;
    // Committed before anything is checked (a transaction: on SQLite it joins the group commit).
    const row = await this.db.transaction((tx) =>
      tx.one<{ id: number }>(
        'INSERT INTO sign_in_failures (account, address, at) VALUES ($1, $2, $3) RETURNING id',
        [account, address, iso(now)],
      ),
    );
    if (!row) throw new Error('The guess was not counted.');
    const forget = async () => {
      await this.db.transaction((tx) => tx.run('DELETE FROM sign_in_failures WHERE id = $1', [row.id]));
    };
    const accountSince = Math.max(
      now - ACCOUNT_LOOKBACK_MS,
      request.resetAt === undefined ? 0 : request.resetAt + 1,
    );
    const [byAccount, byAddress] = await Promise.all([
      this.db.query<{ at: string }>(
        'SELECT at FROM sign_in_failures WHERE account = $1 AND at >= $2 AND id <> $3',
        [account, iso(accountSince), row.id],
      ),
      this.db.query<{ at: string }>(
        'SELECT at FROM sign_in_failures WHERE address = $1 AND at >= $2 AND id <> $3',
        [address, iso(now - ADDRESS_LOOKBACK_MS), row.id],
      ),
    ]);
    const decision = throttleSignIn(
      {
        account: byAccount.map(({ at }) => new Date(at)),
        address: byAddress.map(({ at }) => new Date(at)),
      },
      new Date(now),
    );
    if (decision.allowed) return { allowed: true, right: forget };
    await forget();
    return decision;
  }
}
