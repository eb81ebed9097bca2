import {
  PENDING_SIGN_IN_LIFETIME_SECONDS,
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  STAFF_PENDING_SIGN_IN_COOKIE,
  STAFF_SESSION_COOKIE,
  browserSessionCookie,
  clearPendingSignInCookie,
  clearSessionCookie,
  clearTokenCookie,
  parseCookies,
  pendingSignInCookie,
  readTokenCookie,
  sessionCookie,
  setTokenCookie,
} from './cookies';
import { randomToken } from './tokens';

// A fixed token keeps the tests' titles the same from run to run.
const token = 'B-gcUuSNyZlqWb-vKYeyhhGitDg7cbs5MozexYguKIQ';

describe('the session cookie', () => {
  it('is a __Host- cookie, HttpOnly, SameSite=Strict, Secure, for the 12 hours of a session', () => {
    expect(SESSION_ABSOLUTE_LIFETIME_SECONDS).toBe(43_200);
    expect(sessionCookie(token)).toBe(
      `__Host-staff_session=${token}; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=43200`,
    );
    expect(sessionCookie(token)).not.toMatch(/domain|expires/i);
  });

  it('can live less: the rest of the session, when its token is replaced', () => {
    expect(sessionCookie(token, 600)).toBe(
      `__Host-staff_session=${token}; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=600`,
    );
  });

  it.each([0, -1, 1.5, SESSION_ABSOLUTE_LIFETIME_SECONDS + 1, Number.NaN])(
    'refuses a life of %s s',
    (seconds) => {
      expect(() => sessionCookie(token, seconds)).toThrow('whole number of seconds');
    },
  );

  it.each(['', 'short', `${token}; Domain=evil.example`, `${token}\r\nSet-Cookie: x=y`, `${token}=`])(
    'holds nothing but a token: refuses %j',
    (value) => {
      expect(() => sessionCookie(value)).toThrow('holds a token');
    },
  );

  it('is cleared with the same attributes and Max-Age=0', () => {
    expect(clearSessionCookie()).toBe(
      '__Host-staff_session=; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=0',
    );
  });
});

describe('the cookie of a half-finished sign-in', () => {
  it('has its own name, the same attributes, and 5 minutes', () => {
    expect(PENDING_SIGN_IN_LIFETIME_SECONDS).toBe(300);
    expect(pendingSignInCookie(token)).toBe(
      `__Host-staff_pending=${token}; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=300`,
    );
    expect(clearPendingSignInCookie()).toBe(
      '__Host-staff_pending=; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=0',
    );
    expect(() => pendingSignInCookie('not a token')).toThrow('holds a token');
  });
});

describe('any other token cookie (a person’s session: people/sessions.ts)', () => {
  const name = '__Host-person_session';

  it('has the same attributes, for a life of its own', () => {
    const month = 30 * 24 * 60 * 60;
    expect(setTokenCookie(name, token, month, month)).toBe(
      `${name}=${token}; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=${month}`,
    );
    expect(() => setTokenCookie(name, token, month + 1, month)).toThrow('whole number of seconds');
  });

  it('lives as long as the browser when it has no Max-Age', () => {
    expect(browserSessionCookie(name, token)).toBe(
      `${name}=${token}; Path=/; HttpOnly; SameSite=Strict; Secure`,
    );
    expect(() => browserSessionCookie(name, `${token}; Max-Age=9999999`)).toThrow('holds a token');
  });

  it('is cleared with the same attributes and Max-Age=0', () => {
    expect(clearTokenCookie(name)).toBe(`${name}=; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=0`);
  });
});

describe('parseCookies', () => {
  const entries = (header: string | undefined) => [...parseCookies(header)];

  it('reads the pairs of a Cookie header', () => {
    expect(entries('a=1; b=two;c=3')).toEqual([
      ['a', '1'],
      ['b', 'two'],
      ['c', '3'],
    ]);
    expect(entries(` \t${STAFF_SESSION_COOKIE}=${token} \t; _ga=GA1.1.2.3`)).toEqual([
      [STAFF_SESSION_COOKIE, token],
      ['_ga', 'GA1.1.2.3'],
    ]);
  });

  it('has nothing for a missing or empty header', () => {
    expect(entries(undefined)).toEqual([]);
    expect(entries('')).toEqual([]);
    expect(entries(';;  ;')).toEqual([]);
  });

  it('keeps values as sent: "=" inside, empty, quoted, never percent-decoded', () => {
    expect(entries('a=b=c; e=; q="quoted"; p=%41%3B')).toEqual([
      ['a', 'b=c'],
      ['e', ''],
      ['q', 'quoted'],
      ['p', '%41%3B'],
    ]);
  });

  it('skips malformed pairs and keeps the rest', () => {
    expect(
      entries('novalue; =nameless; sp ace=1; a=x y; b="open; c=a,b; d=back\\slash; e=é; f=\u00a0x; ok=1'),
    ).toEqual([['ok', '1']]);
  });

  it('leaves out a name sent twice (which one is real cannot be told)', () => {
    const other = randomToken();
    expect(entries(`${STAFF_SESSION_COOKIE}=${token}; x=1; ${STAFF_SESSION_COOKIE}=${other}`)).toEqual([
      ['x', '1'],
    ]);
    expect(entries('a=1; a=1; a=1')).toEqual([]);
  });

  it('treats names of Object.prototype as plain names', () => {
    const cookies = parseCookies('__proto__=x; constructor=y');
    expect(cookies.get('__proto__')).toBe('x');
    expect(cookies.get('constructor')).toBe('y');
    expect(cookies.get('toString')).toBeUndefined();
  });

  it('is case-sensitive about names', () => {
    expect(parseCookies('__host-staff_session=x').get(STAFF_SESSION_COOKIE)).toBeUndefined();
  });
});

describe('readTokenCookie', () => {
  it('gives the token of a cookie sent once', () => {
    expect(readTokenCookie(`a=1; ${STAFF_SESSION_COOKIE}=${token}`, STAFF_SESSION_COOKIE)).toBe(token);
    expect(readTokenCookie(`${STAFF_PENDING_SIGN_IN_COOKIE}=${token}`, STAFF_PENDING_SIGN_IN_COOKIE)).toBe(
      token,
    );
  });

  it('gives null when absent, sent twice, or not shaped like a token', () => {
    expect(readTokenCookie(undefined, STAFF_SESSION_COOKIE)).toBeNull();
    expect(readTokenCookie(`${STAFF_PENDING_SIGN_IN_COOKIE}=${token}`, STAFF_SESSION_COOKIE)).toBeNull();
    expect(
      readTokenCookie(
        `${STAFF_SESSION_COOKIE}=${token}; ${STAFF_SESSION_COOKIE}=${token}`,
        STAFF_SESSION_COOKIE,
      ),
    ).toBeNull();
    expect(readTokenCookie(`${STAFF_SESSION_COOKIE}=${token.slice(1)}`, STAFF_SESSION_COOKIE)).toBeNull();
    expect(readTokenCookie(`${STAFF_SESSION_COOKIE}=${token}x`, STAFF_SESSION_COOKIE)).toBeNull();
    expect(readTokenCookie(`${STAFF_SESSION_COOKIE}=`, STAFF_SESSION_COOKIE)).toBeNull();
  });
});
