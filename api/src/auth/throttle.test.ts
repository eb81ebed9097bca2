import {
  ACCOUNT_LOOKBACK_MS,
  ADDRESS_LOOKBACK_MS,
  DAY_MS,
  type ThrottleDecision,
  throttleSignIn,
} from './throttle';

const START = Date.parse('2026-11-26T09:00:00Z');
const MINUTE = 60_000;

/** A moment `seconds` after START. */
const at = (seconds: number) => new Date(START + seconds * 1000);
/** Failures at these seconds after START. */
const failuresAt = (...seconds: number[]) => seconds.map(at);

function decide(account: number[], address: number[], nowSeconds: number): ThrottleDecision {
  return throttleSignIn({ account: failuresAt(...account), address: failuresAt(...address) }, at(nowSeconds));
}

/**
 * A script that tries again as soon as it is allowed, and always fails, from `addresses` (one
 * failure list per address, used in turn). Gives the seconds (after START) of its attempts.
 */
function bruteForce(untilSeconds: number, addresses = 1): number[] {
  const account: Date[] = [];
  const perAddress: Date[][] = Array.from({ length: addresses }, () => []);
  const attempts: number[] = [];
  let now = 0;
  while (now <= untilSeconds) {
    const address = perAddress[attempts.length % addresses] ?? [];
    const decision = throttleSignIn({ account, address }, at(now));
    if (decision.allowed) {
      attempts.push(now);
      account.push(at(now));
      address.push(at(now));
    } else {
      now += decision.retryAfterSeconds;
    }
  }
  return attempts;
}

describe('throttleSignIn: one account name', () => {
  it('allows a first attempt', () => {
    expect(decide([], [], 0)).toEqual({ allowed: true });
  });

  it('lets the first 3 failures within 15 minutes cost nothing', () => {
    expect(decide([0], [0], 0)).toEqual({ allowed: true });
    expect(decide([0, 0], [0, 0], 0)).toEqual({ allowed: true });
    expect(decide([0, 0, 0], [0, 0, 0], 0)).toEqual({ allowed: true });
  });

  it('then makes each further attempt wait 2^(n-3) seconds after the n-th failure, at most a minute', () => {
    const waits: (number | null)[] = [];
    for (let n = 4; n <= 9; n++) {
      const decision = decide(Array<number>(n).fill(0), [], 0);
      waits.push(decision.allowed ? null : decision.retryAfterSeconds);
      expect(decision).toMatchObject({ reason: 'account-delay' });
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60]);
  });

  it('measures the wait from the last failure', () => {
    const five = [0, 10, 20, 30, 40]; // wait 4 s after the fifth
    expect(decide(five, [], 41)).toEqual({ allowed: false, retryAfterSeconds: 3, reason: 'account-delay' });
    expect(decide(five, [], 43.5)).toEqual({ allowed: false, retryAfterSeconds: 1, reason: 'account-delay' });
    expect(decide(five, [], 44)).toEqual({ allowed: true });
  });

  it('locks the name for 15 minutes after 10 failures within 15 minutes', () => {
    const ten = [0, 100, 200, 300, 400, 500, 600, 700, 800, 890];
    expect(decide(ten, [], 890)).toEqual({
      allowed: false,
      retryAfterSeconds: 900,
      reason: 'account-locked',
    });
    expect(decide(ten, [], 890 + 899)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
      reason: 'account-locked',
    });
    // After the lock, the failures before it have left the window: a fresh start.
    expect(decide(ten, [], 890 + 900)).toEqual({ allowed: true });
  });

  it('does not lock for 10 failures spread over more than 15 minutes', () => {
    const spread = [0, 100, 200, 300, 400, 500, 600, 700, 800, 900];
    expect(decide(spread, [], 900)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
      reason: 'account-delay',
    });
  });

  it('forgets failures older than 15 minutes for the delay', () => {
    const nine = [0, 0, 0, 0, 0, 0, 0, 0, 899];
    expect(decide(nine, [], 899.5)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
      reason: 'account-delay',
    });
    // The eight at 0 leave the window at 900: one failure left, which costs nothing.
    expect(decide(nine, [], 900)).toEqual({ allowed: true });
  });

  it('gives a script 10 guesses in about 2 minutes, then 15 minutes of lock, again and again', () => {
    const attempts = bruteForce(3 * 60 * 60);
    expect(attempts.slice(0, 10)).toEqual([0, 0, 0, 0, 2, 6, 14, 30, 62, 122]);
    expect(attempts.slice(10, 20)).toEqual([1022, 1022, 1022, 1022, 1024, 1028, 1036, 1052, 1084, 1144]);
  });

  it('then allows 50 failures a day, whatever the number of addresses', () => {
    const attempts = bruteForce(3 * 24 * 60 * 60, 1000);
    expect(attempts.filter((time) => time < 24 * 60 * 60)).toHaveLength(50);
    // In any 24 hours, never more than 50.
    for (const start of attempts) {
      expect(
        attempts.filter((time) => time >= start && time < start + DAY_MS / 1000).length,
      ).toBeLessThanOrEqual(50);
    }
    expect(attempts.length).toBeGreaterThanOrEqual(150);
  });

  it('locks after 50 failures within a day until fewer remain', () => {
    // 50 failures, 5 an hour: never 10 within 15 minutes.
    const day = Array.from({ length: 50 }, (_, i) => i * 12 * 60);
    const last = day.at(-1) ?? 0;
    const decision = decide(day, [], last + 60);
    expect(decision).toEqual({
      allowed: false,
      retryAfterSeconds: DAY_MS / 1000 - (last + 60),
      reason: 'account-locked',
    });
    expect(decide(day, [], DAY_MS / 1000)).toEqual({ allowed: true });
  });

  it('lets a person with a few typos sign in at once', () => {
    expect(decide([0, 5, 9], [0, 5, 9], 12)).toEqual({ allowed: true });
  });

  it('reads the failures in any order, and a failure stamped a little in the future as now', () => {
    expect(decide([890, 0, 500, 100, 700, 200, 800, 300, 600, 400], [], 890)).toMatchObject({
      retryAfterSeconds: 900,
    });
    expect(decide([0, 0, 0, 2], [], 0)).toEqual({
      allowed: false,
      retryAfterSeconds: 2,
      reason: 'account-delay',
    });
  });

  it('ignores failures older than the lookback', () => {
    const old = Array.from({ length: 60 }, () => -ACCOUNT_LOOKBACK_MS / 1000);
    expect(decide(old, old, 0)).toEqual({ allowed: true });
  });
});

describe('throttleSignIn: one address', () => {
  // Thirty names tried once each from one address (no name reaches a delay).
  const spray = Array.from({ length: 30 }, (_, i) => i * 20);

  it('allows 29 failures within 15 minutes', () => {
    expect(decide([], spray.slice(0, 29), 29 * 20)).toEqual({ allowed: true });
  });

  it('locks the address for 15 minutes after 30 failures within 15 minutes', () => {
    expect(decide([], spray, 580)).toEqual({
      allowed: false,
      retryAfterSeconds: 900,
      reason: 'address-locked',
    });
    expect(decide([], spray, 580 + 900)).toEqual({ allowed: true });
  });

  it('does not lock for 30 failures spread over more than 15 minutes', () => {
    const spread = Array.from({ length: 30 }, (_, i) => i * 32);
    expect(decide([], spread, 29 * 32)).toEqual({ allowed: true });
  });

  it('keeps the lock whatever the account: a success elsewhere does not erase it', () => {
    // The caller passes the address's failures whatever happened in between; a new name,
    // never failed, is refused as well.
    expect(decide([], spray, 600)).toMatchObject({ allowed: false, reason: 'address-locked' });
  });

  it('gives the longest of the waits that apply', () => {
    const ten = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90];
    expect(decide(ten, spray, 580)).toEqual({
      allowed: false,
      retryAfterSeconds: 900,
      reason: 'address-locked',
    });
    expect(decide(ten, spray.slice(0, 10), 100)).toEqual({
      allowed: false,
      retryAfterSeconds: 890,
      reason: 'account-locked',
    });
  });

  it('needs the failures of the last half hour only', () => {
    expect(ADDRESS_LOOKBACK_MS).toBe(30 * MINUTE);
    expect(decide([], spray, 580 + 900 + 1)).toEqual({ allowed: true });
  });
});
