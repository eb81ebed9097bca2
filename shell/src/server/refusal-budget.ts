// How many refused form posts (a 422, 429, 502 or 503 answered with the page again) one client
// address may have rendered: each is a render outside the page cache, so a flood of bad posts
// could keep the render worker busy. Past its budget an address gets a 429 written without a
// render (refused-post-page.ts), which keeps what the visitor typed. Per instance, in memory: the
// budget protects this instance's renders (nginx limits POSTs per address in front of them all).
// A client is an IPv4 address or an IPv6 /64, as the API and nginx count it
// (tools/client-address.js): one subscriber holds a whole /64.
// The repository's one rule for a client's key lives outside every app's src/.
// eslint-disable-next-line no-restricted-imports
import { rateLimitKey } from '../../../tools/client-address';

export interface RefusalBudgetLimits {
  /** Renders an address may have at once (the bucket). */
  burst: number;
  /** Renders given back to an address per minute (the refill). */
  perMinute: number;
  /** Addresses remembered at most; past it the longest unseen is forgotten (a full bucket again). */
  maxAddresses: number;
}

export class RefusalBudget {
  readonly #limits: RefusalBudgetLimits;
  /** Per address: its tokens at `at` (ms). Map order is the order they were last seen in. */
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(limits: RefusalBudgetLimits) {
    this.#limits = limits;
  }

  /** Whether `address` may have one more refused post rendered now (and counts it when so). */
  take(client: string, now = Date.now()): boolean {
    const { burst, perMinute, maxAddresses } = this.#limits;
    const address = rateLimitKey(client);
    const bucket = this.#buckets.get(address);
    const tokens = bucket ? Math.min(burst, bucket.tokens + ((now - bucket.at) / 60_000) * perMinute) : burst;
    this.#buckets.delete(address);
    if (this.#buckets.size >= maxAddresses) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest !== undefined) this.#buckets.delete(oldest);
    }
    const allowed = tokens >= 1;
    this.#buckets.set(address, { tokens: allowed ? tokens - 1 : tokens, at: now });
    return allowed;
  }

  /** Seconds until an address out of budget may have a render again (for Retry-After). */
  get retryAfterSeconds(): number {
    return Math.ceil(60 / this.#limits.perMinute);
  }
}
