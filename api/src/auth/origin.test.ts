import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  CSRF_HEADER,
  csrfTokenFor,
  csrfTokenMatches,
  hasValidCsrfHeader,
  isSameOrigin,
  normalizeOrigin,
} from './origin';
import { TOKEN_PATTERN, randomToken } from './tokens';

const SITE = 'https://codenest.pk';
const allowed = [SITE, 'http://localhost:3000/'];

const post = (headers: IncomingHttpHeaders, method = 'POST') => isSameOrigin({ method, headers }, allowed);

describe('normalizeOrigin', () => {
  it.each([
    ['https://codenest.pk', 'https://codenest.pk'],
    ['https://codenest.pk/', 'https://codenest.pk'],
    ['  https://codenest.pk/  ', 'https://codenest.pk'],
    ['HTTPS://CodeNest.PK', 'https://codenest.pk'],
    ['https://codenest.pk:443', 'https://codenest.pk'],
    ['http://localhost:80/', 'http://localhost'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['http://[::1]:3000/', 'http://[::1]:3000'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
  ])('writes %j as a browser sends it: %j', (value, origin) => {
    expect(normalizeOrigin(value)).toBe(origin);
  });

  it.each([
    '',
    'codenest.pk',
    'null',
    'ftp://codenest.pk',
    'file:///tmp',
    'https://codenest.pk/admin',
    'https://codenest.pk/?',
    'https://codenest.pk/?a=1',
    'https://codenest.pk/#top',
    'https://user:pass@codenest.pk',
    'https://',
  ])('refuses %j', (value) => {
    expect(() => normalizeOrigin(value)).toThrow('is not an origin');
  });
});

describe('isSameOrigin with an Origin header', () => {
  it('accepts an allowed origin, configured with or without a trailing slash', () => {
    expect(post({ origin: SITE })).toBe(true);
    expect(post({ origin: 'http://localhost:3000' })).toBe(true);
  });

  it.each([
    ['null', 'null'],
    ['another scheme', 'http://codenest.pk'],
    ['another port', 'https://codenest.pk:8443'],
    ['another port of localhost', 'http://localhost:3001'],
    ['the default port of another scheme', 'http://localhost'],
    ['127.0.0.1 for localhost', 'http://127.0.0.1:3000'],
    ['a subdomain', 'https://www.codenest.pk'],
    ['a lookalike suffix', 'https://codenest.pk.evil.example'],
    ['a lookalike prefix', 'https://evilcodenest.pk'],
    ['a trailing slash (no browser sends it)', 'https://codenest.pk/'],
    ['upper case (no browser sends it)', 'https://CODENEST.PK'],
    ['an explicit default port (no browser sends it)', 'https://codenest.pk:443'],
    ['a path', 'https://codenest.pk/admin-jeansrecycle'],
    ['two origins joined', 'https://codenest.pk, https://evil.example'],
    ['an empty value', ''],
  ])('refuses %s', (_, origin) => {
    expect(post({ origin })).toBe(false);
  });

  it('refuses a repeated header', () => {
    expect(post({ origin: [SITE, SITE] as unknown as string })).toBe(false);
  });

  it('decides by Origin, whatever Sec-Fetch-Site says', () => {
    expect(post({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).toBe(false);
  });

  it('refuses a foreign origin for safe methods too', () => {
    expect(post({ origin: 'https://evil.example' }, 'GET')).toBe(false);
  });

  it('refuses everything when no origin is allowed', () => {
    expect(isSameOrigin({ method: 'POST', headers: { origin: SITE } }, [])).toBe(false);
  });

  it('throws on a mistyped allowed origin', () => {
    expect(() => isSameOrigin({ method: 'POST', headers: { origin: SITE } }, ['codenest.pk'])).toThrow(
      'is not an origin',
    );
  });
});

describe('isSameOrigin without an Origin header', () => {
  it('accepts Sec-Fetch-Site: same-origin', () => {
    expect(post({ 'sec-fetch-site': 'same-origin' })).toBe(true);
  });

  it.each(['same-site', 'cross-site', 'none', 'SAME-ORIGIN', ''])('refuses Sec-Fetch-Site: %j', (site) => {
    expect(post({ 'sec-fetch-site': site })).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'get', 'PROPFIND'])(
    'refuses an unsafe method (%s) when both headers are absent',
    (method) => {
      expect(post({}, method)).toBe(false);
    },
  );

  it.each(['GET', 'HEAD', 'OPTIONS'])('lets a safe method (%s) through when both are absent', (method) => {
    expect(post({}, method)).toBe(true);
  });
});

describe('the CSRF token', () => {
  const session = randomToken();
  const csrf = csrfTokenFor(session);

  it('is derived from the session token: HMAC-SHA256, base64url, like a random token', () => {
    expect(csrf).toMatch(TOKEN_PATTERN);
    expect(csrf).toBe(createHmac('sha256', session).update('staff-csrf-token-v1').digest('base64url'));
    expect(csrfTokenFor(session)).toBe(csrf);
    expect(csrfTokenFor(randomToken())).not.toBe(csrf);
    expect(csrf).not.toContain(session);
  });

  it('matches itself only', () => {
    expect(csrfTokenMatches(csrf, csrf)).toBe(true);
    expect(csrfTokenMatches(csrfTokenFor(randomToken()), csrf)).toBe(false);
    expect(csrfTokenMatches(csrf.slice(1), csrf)).toBe(false);
    expect(csrfTokenMatches(`${csrf} `, csrf)).toBe(false);
    expect(csrfTokenMatches(session, csrf)).toBe(false);
  });

  it('is refused when not a token-shaped string, even if equal', () => {
    for (const given of [undefined, null, 42, [csrf], { csrf }, '']) {
      expect(csrfTokenMatches(given, csrf)).toBe(false);
    }
    expect(csrfTokenMatches('x', 'x')).toBe(false);
    expect(csrfTokenMatches('', '')).toBe(false);
  });

  it('is read from the X-CSRF-Token header, sent once', () => {
    expect(CSRF_HEADER).toBe('x-csrf-token');
    expect(hasValidCsrfHeader({ 'x-csrf-token': csrf }, csrf)).toBe(true);
    expect(hasValidCsrfHeader({}, csrf)).toBe(false);
    expect(hasValidCsrfHeader({ 'x-csrf-token': [csrf, csrf] as unknown as string }, csrf)).toBe(false);
    expect(hasValidCsrfHeader({ 'x-csrf-token': csrfTokenFor(randomToken()) }, csrf)).toBe(false);
  });
});
