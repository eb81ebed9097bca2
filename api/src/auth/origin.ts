import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { TOKEN_PATTERN, tokensEqual } from './tokens';

/**
 * Defences against cross-site request forgery for the staff pages, besides the session cookie's
 * SameSite=Strict (cookies.ts), which a browser without SameSite support or a same-site page
 * (another subdomain) would not honour:
 * 1. every state-changing request must come from one of our origins (isSameOrigin), read from
 *    the Origin header every current browser sends on them, else from Sec-Fetch-Site;
 * 2. a request made by the inbox's script must also carry the session's CSRF token in an
 *    X-CSRF-Token header (hasValidCsrfHeader), which another origin cannot read, and which a
 *    plain form cannot send at all.
 */

/** Methods that change nothing (RFC 9110 §9.2.1): no CSRF check is owed to them. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An origin from the configuration (`https://codenest.pk`, `http://localhost:3000/`) in the
 * form browsers send it: scheme, lower-case (and punycode) host, port only when not the
 * scheme's default, no trailing slash. Throws on anything but an http(s) origin, so that a
 * mistyped setting fails at start-up instead of refusing every request.
 */
export function normalizeOrigin(value: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    // reported below
  }
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    value.trim().endsWith('?') ||
    value.trim().endsWith('#')
  ) {
    throw new Error(`"${value}" is not an origin such as https://example.com.`);
  }
  return url.origin;
}

/** A header's one value, or undefined when it is absent or (oddly) repeated. */
function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** What isSameOrigin reads of a request (a Fastify request has both). */
export interface OriginCheckedRequest {
  method: string;
  headers: IncomingHttpHeaders;
}

/**
 * Whether a request may be taken as made by a page of one of `allowedOrigins` (as in the
 * configuration; see normalizeOrigin):
 * - with an Origin header: it is one of them, exactly as a browser writes it. `null` (sandboxed
 *   frames, cross-origin redirects, file: pages) is not;
 * - without one, with Sec-Fetch-Site: it says `same-origin` (not `same-site`: another
 *   subdomain is not us; not `none`: a typed address posts nothing);
 * - with neither (a browser from before 2019, or not a browser): only a safe method (GET, HEAD,
 *   OPTIONS) passes. Every browser that sends neither header on a POST is too old to be used.
 * Meant for state-changing requests; for a safe method the answer is false only when a header
 * says that the request comes from elsewhere. Method names are case-sensitive (RFC 9110): a
 * `get` is not a safe method.
 */
export function isSameOrigin(request: OriginCheckedRequest, allowedOrigins: readonly string[]): boolean {
  const { origin, 'sec-fetch-site': fetchSite } = request.headers;
  if (origin !== undefined) {
    const value = single(origin);
    return value !== undefined && allowedOrigins.some((allowed) => normalizeOrigin(allowed) === value);
  }
  if (fetchSite !== undefined) return single(fetchSite) === 'same-origin';
  return SAFE_METHODS.has(request.method);
}

/** The header in which the inbox's script sends the CSRF token. */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The CSRF token of a session: HMAC-SHA256 of a fixed label keyed with the session's token
 * (the cookie's value), base64url. The server can give it to the page (in the HTML, or in the
 * answer describing the session) on every request without storing it, and nothing is learnt
 * of the session's token from it. A token stored only as a hash (tokens.ts) could not be
 * given to the page again after a reload.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('staff-csrf-token-v1').digest('base64url');
}

/**
 * Whether `given` (a header's or a form field's value) is the session's CSRF token `expected`,
 * compared in constant time. Anything but a token-shaped string is simply wrong.
 */
export function csrfTokenMatches(given: unknown, expected: string): boolean {
  return typeof given === 'string' && TOKEN_PATTERN.test(given) && tokensEqual(given, expected);
}

/** Whether a request's X-CSRF-Token header (sent once) is the session's CSRF token `expected`. */
export function hasValidCsrfHeader(headers: IncomingHttpHeaders, expected: string): boolean {
  return csrfTokenMatches(single(headers[CSRF_HEADER]), expected);
}
