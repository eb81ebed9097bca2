/**
 * One lead per form submission, however often it is sent: the visitor taps again after a
 * failure, a proxy or the site's server sends it to another API instance. Each submission carries
 * a key; the API stores the key with the lead, in the lead's transaction, and answers a request
 * whose key it has seen with the first answer instead of storing the lead again.
 *
 * - With script, the form makes a random key per submission (kept while the visitor retries the
 *   same values, renewed once a lead is stored or a value changes).
 * - A form posted without script has no script to make one: the site's server derives the key
 *   from what was posted (the form, its language, its values and the visitor's address), so the
 *   same submission sent twice is one lead.
 */

/** The request header that carries the key (the IETF draft's name, as Stripe and others use it). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A key: 16 to 128 of letters, digits, `-`, `_` and `:` (a UUID, or a prefixed hash). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:-]{16,128}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/** How long the API remembers a key: a retry comes within minutes; a day leaves room. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
