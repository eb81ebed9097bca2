import { requestTarget } from './request-target';

describe('requestTarget', () => {
  it('keeps the path as sent, query included', () => {
    expect(requestTarget('/faq?category=x').pathname).toBe('/faq');
    expect(requestTarget('/faq?category=x').searchParams.get('category')).toBe('x');
    expect(requestTarget('/').pathname).toBe('/');
  });

  it('reads a path that starts with two slashes as a path, not a host', () => {
    expect(requestTarget('//metrics').pathname).toBe('//metrics');
    expect(requestTarget('//evil.example/faq?a=1').pathname).toBe('//evil.example/faq');
  });

  it('keeps only the path and query of an absolute form', () => {
    const url = requestTarget('http://evil.example/faq?a=1');
    expect([url.host, url.pathname, url.search]).toEqual(['site', '/faq', '?a=1']);
  });
});
