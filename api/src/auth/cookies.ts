import { TOKEN_PATTERN } from './tokens';

/**
 * The `__Host-` token cookies of every kind of account: the helpers any such cookie is made with
 * (`setTokenCookie`, `browserSessionCookie`, `clearTokenCookie`, `readTokenCookie`), and the staff's
 * two below (the session, and the short-lived half of a two-step sign-in); a person's session
 * cookie is made with the same helpers (people/sessions.ts, its name in `@site/people`). Each holds
 * a random token (tokens.ts) whose hash the database keeps.
 *
 * Attributes, the same for all:
 * - `__Host-` prefix: the browser accepts the cookie only with Secure, Path=/ and no Domain, so a
 *   sibling subdomain (or a page on plain http) cannot plant or overwrite it ("cookie tossing");
 * - `HttpOnly`: no script reads it, so an injected script cannot carry the session away;
 * - `SameSite=Strict`: no other site's page, link or form makes the browser send it (the first
 *   line against CSRF; origin.ts is the second). A link to the inbox opened from webmail thus
 *   arrives without the cookie: the page must answer that request by navigating again (same
 *   site, so the cookie goes), not by asking to sign in at once;
 * - `Secure`, always, also for local development. Checked in Debian's Chromium 156 (headless,
 *   driven by playwright-core) from a small Node server over plain http: on
 *   http://localhost:<port>, http://127.0.0.1:<port> (and http://[::1]:<port>,
 *   http://admin.localhost:<port>) `__Host-staff_session=…; Path=/; HttpOnly; SameSite=Strict;
 *   Secure` is stored and sent back on the next GET and on a form POST, and `Max-Age=0` clears
 *   it: loopback origins count as secure contexts. On http://site.test:<port> (another name for
 *   127.0.0.1) it is refused, as is a `__Host-` cookie without Secure anywhere. So no
 *   development fallback without Secure or without the prefix is needed, nor wanted.
 * - `Max-Age` (seconds) rather than Expires: relative to the browser's clock, not ours; none for a
 *   cookie the browser forgets when it closes.
 */

const ATTRIBUTES = 'Path=/; HttpOnly; SameSite=Strict; Secure';

/**
 * The Set-Cookie value of a token cookie `name` with this file's attributes and no Max-Age: the
 * browser forgets it when it closes (a person's session without "Keep me signed in").
 */
export function browserSessionCookie(name: string, token: string): string {
  // The value goes into a header as it is: only our tokens' characters can neither break the
  // header nor add an attribute.
  if (!TOKEN_PATTERN.test(token)) throw new Error(`${name} holds a token from randomToken().`);
  return `${name}=${token}; ${ATTRIBUTES}`;
}

/** The Set-Cookie value of a token cookie `name` that lives `maxAgeSeconds` (1 to `longest`). */
export function setTokenCookie(name: string, token: string, maxAgeSeconds: number, longest: number): string {
  if (!Number.isInteger(maxAgeSeconds) || maxAgeSeconds < 1 || maxAgeSeconds > longest) {
    throw new Error(`${name} lives a whole number of seconds from 1 to ${longest}.`);
  }
  return `${browserSessionCookie(name, token)}; Max-Age=${maxAgeSeconds}`;
}

/**
 * The Set-Cookie value that removes the cookie `name`. It repeats the attributes: a `__Host-`
 * cookie is only replaced by one that has them.
 */
export function clearTokenCookie(name: string): string {
  return `${name}=; ${ATTRIBUTES}; Max-Age=0`;
}

/** The staff's session cookie's name. */
export const STAFF_SESSION_COOKIE = '__Host-staff_session';

/** The cookie of a sign-in whose password was right and whose TOTP code is still to come. */
export const STAFF_PENDING_SIGN_IN_COOKIE = '__Host-staff_pending';

/**
 * A session's absolute life: a working day. After it, whatever the activity, the staff member
 * signs in again (the server enforces it; the cookie's Max-Age only makes the browser forget).
 */
export const SESSION_ABSOLUTE_LIFETIME_SECONDS = 12 * 60 * 60;

/** Time to type the TOTP code after the password: ample to open the app, short for a thief. */
export const PENDING_SIGN_IN_LIFETIME_SECONDS = 5 * 60;

/**
 * The Set-Cookie value of a new session. `maxAgeSeconds` is the session's remaining life, the
 * whole of it by default (less when a session's token is replaced during its life).
 */
export function sessionCookie(token: string, maxAgeSeconds = SESSION_ABSOLUTE_LIFETIME_SECONDS): string {
  return setTokenCookie(STAFF_SESSION_COOKIE, token, maxAgeSeconds, SESSION_ABSOLUTE_LIFETIME_SECONDS);
}

/** The Set-Cookie value that removes the session cookie (sign-out, or a session found expired). */
export function clearSessionCookie(): string {
  return clearTokenCookie(STAFF_SESSION_COOKIE);
}

/** The Set-Cookie value of a half-finished sign-in (password right, TOTP code to come). */
export function pendingSignInCookie(token: string): string {
  return setTokenCookie(
    STAFF_PENDING_SIGN_IN_COOKIE,
    token,
    PENDING_SIGN_IN_LIFETIME_SECONDS,
    PENDING_SIGN_IN_LIFETIME_SECONDS,
  );
}

/** The Set-Cookie value that removes the half-finished sign-in's cookie. */
export function clearPendingSignInCookie(): string {
  return clearTokenCookie(STAFF_PENDING_SIGN_IN_COOKIE);
}

/** A cookie name: an RFC 7230 token. */
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** A cookie value: RFC 6265 cookie-octets, possibly in double quotes. */
const VALUE =
  /^(?:[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*|"[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*")$/;

/** Without the spaces and tabs around it (HTTP's whitespace; not String.trim's larger set). */
const trimWhitespace = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, '');

/**
 * The cookies of a Cookie header (RFC 6265 §4.2), strictly:
 * - a pair that is not `name=value` with a token name and cookie-octets value is skipped (another
 *   application on the same host may have set something sloppy; it does not spoil ours);
 * - values are returned as sent, without quotes, never percent-decoded (ours are base64url);
 * - a name sent twice is left out altogether: which one is the real one cannot be told, and a
 *   `__Host-` cookie cannot legitimately be held twice;
 * - a Map, so that a cookie named `__proto__` is just a cookie.
 * Written here rather than taken from @fastify/cookie, which keeps the first of two equal names,
 * percent-decodes values, and would need registering in the app, for the few cookies we read.
 */
export function parseCookies(header: string | undefined): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  const repeated = new Set<string>();
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = trimWhitespace(pair.slice(0, equals));
    const value = trimWhitespace(pair.slice(equals + 1));
    if (!NAME.test(name) || !VALUE.test(value)) continue;
    if (cookies.has(name)) repeated.add(name);
    cookies.set(name, value.startsWith('"') ? value.slice(1, -1) : value);
  }
  for (const name of repeated) cookies.delete(name);
  return cookies;
}

/**
 * The token in the cookie `name` of a Cookie header (STAFF_SESSION_COOKIE,
 * STAFF_PENDING_SIGN_IN_COOKIE, a person's PERSON_SESSION_COOKIE), or null when it is absent, sent
 * twice, or not shaped like a token (then it cannot be one of ours, and is not worth a database
 * lookup).
 */
export function readTokenCookie(header: string | undefined, name: string): string | null {
  const value = parseCookies(header).get(name);
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : null;
}
