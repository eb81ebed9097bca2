import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Random secrets of staff sign-in: session ids, the half of a two-step sign-in, one-time setup
 * links. (A session's CSRF token is derived from its session token: origin.ts, csrfTokenFor.)
 *
 * The browser (or the link) holds the token; the database holds only its SHA-256 hash, so a
 * leaked copy of the database (a backup, a read-only SQL injection) gives no usable session or
 * link. A fast hash is enough here, unlike for passwords: the token has 256 bits of entropy, so
 * there is nothing to guess and no dictionary to try.
 */

/** Bytes of a token: 256 bits, far beyond guessing even at millions of tries a second. */
export const TOKEN_BYTES = 32;

/** A token's text: base64url without padding, safe as it is in a cookie, a URL or a header. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new random token: 32 bytes from the system's CSPRNG, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What the database stores for a token: SHA-256 of its text, lower-case hex (64 characters). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Whether two secrets are equal, in time that does not depend on where they differ (so an
 * attacker timing the answers cannot learn a stored value byte by byte). Different lengths are
 * simply unequal: the length of a token or of a hash is no secret.
 */
export function tokensEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
