import { hostChecker, parsePublicOrigin } from './public-origin';

describe('parsePublicOrigin', () => {
  it('accepts a scheme and host', () => {
    expect(parsePublicOrigin('https://www.codenest.pk')).toBe('https://www.codenest.pk');
    expect(parsePublicOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(parsePublicOrigin('https://WWW.codenest.pk:443')).toBe('https://www.codenest.pk');
  });

  it.each([
    'www.codenest.pk',
    'ftp://codenest.pk',
    'https://codenest.pk/site',
    'https://codenest.pk/?a=1',
    'https://u:p@codenest.pk',
  ])('refuses %s with a message naming the setting', (value) => {
    expect(() => parsePublicOrigin(value)).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('hostChecker', () => {
  const site = hostChecker('https://www.codenest.pk', ['site-internal:8080']);

  it.each([
    'www.codenest.pk',
    'WWW.CodeNest.pk',
    'www.codenest.pk:443',
    'www.codenest.pk.',
    'site-internal:8080',
  ])('answers %s', (host) => {
    expect(site.check(host)).toEqual({ ok: true });
  });

  it.each(['evil.example', 'www.codenest.pk:8443', 'codenest.pk', 'site-internal', 'localhost'])(
    'refuses %s with 421',
    (host) => {
      expect(site.check(host)).toMatchObject({ ok: false, status: 421 });
    },
  );

  it.each([
    undefined,
    '',
    'exa mple.com',
    'a/b',
    'example.com:99999',
    'example.com:x',
    '[zz::1]',
    'a@b',
    '%00',
  ])('answers a malformed Host %p with 400', (host) => {
    expect(site.check(host)).toMatchObject({ ok: false, status: 400 });
  });

  it('answers the other loopback names when the public origin is local', () => {
    const local = hostChecker('http://localhost:3000');
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000'])
      expect(local.check(host).ok).toBe(true);
    expect(local.check('127.0.0.1:3001').ok).toBe(false);
    expect(local.check('localhost').ok).toBe(false);
  });

  it('refuses a malformed extra host at start', () => {
    expect(() => hostChecker('https://www.codenest.pk', ['a b'])).toThrow(/ALLOWED_HOSTS/);
  });
});
