import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';

/**
 * argon2id work (the staff's: 19 MiB, t=2, ~50–130 ms of a core each) taken in turns: at most
 * `concurrency` hashes or verifications run at once, the rest wait in order. argon2 runs off the
 * event loop, in libuv's pool of 4 threads; on a 2-core server four at once would take both cores
 * and the lead forms' answers would wait behind a burst of sign-ins. With one at a time (the
 * default there: PASSWORD_HASH_CONCURRENCY), a core stays free for everything else, and 20
 * sign-ins at once are answered within 20 verifications' time (docs/measurements.md).
 */
export class PasswordWork {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly concurrency: number) {}

  /** `work` when a turn is free; the next one waiting goes when it ends. */
  private async turn<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  hash(password: string): Promise<string> {
    return this.turn(() => hashPassword(password));
  }

  /** Whether the password is the hash's; against a dummy hash (same work, false) without one. */
  verify(password: string, stored: string | null | undefined): Promise<boolean> {
    return this.turn(() => (stored ? verifyPassword(password, stored) : verifyAgainstDummy(password)));
  }

  /** How many wait for a turn now (for the logs of a slow sign-in). */
  get queued(): number {
    return this.waiting.length;
  }
}
