import type { SiteRoute } from '@site/federation';
import { pageRequest, pageRequests } from './page-key';

const route = (path: string, query?: string[]): SiteRoute => ({
  path,
  module: 'content/Page',
  label: 'a page',
  index: true,
  ...(query ? { query } : {}),
});
const routes = [route('/'), route('/faq'), route('/blog', ['category', 'page']), route('/blog/:slug')];
const urlOf = (url: string) => pageRequest(routes, url).url;

describe('pageRequest', () => {
  it.each([
    ['/?fbclid=IwAR3xyz', '/'],
    ['/?utm_source=newsletter&utm_medium=email&gclid=abc', '/'],
    ['/faq?utm_campaign=x', '/faq'],
    ['/FAQ', '/faq'],
    ['/faq/', '/faq'],
    ['/f%61q', '/faq'],
  ])('drops what the page does not read: %s → %s', (request, expected) => {
    expect(urlOf(request)).toBe(expected);
  });

  it('keeps the declared parameters, sorted by name, each name’s values in order', () => {
    expect(urlOf('/blog?page=2&fbclid=x&category=React')).toBe('/blog?category=React&page=2');
    expect(urlOf('/blog?category=React&page=2')).toBe('/blog?category=React&page=2');
    expect(urlOf('/blog?category=A&category=B')).toBe('/blog?category=A&category=B');
    expect(urlOf('/blog?category=Company%20News')).toBe(urlOf('/blog?category=Company+News'));
  });

  it('keeps the path of a route with parameters as asked (slugs are case-sensitive), without trailing slashes', () => {
    expect(urlOf('/blog/My-Post/?utm_source=x')).toBe('/blog/My-Post');
    expect(urlOf('/blog/my-post')).toBe('/blog/my-post');
  });

  it('keeps no query for a path no route matches, and names the route matched', () => {
    expect(pageRequest(routes, '/nope?category=x')).toEqual({ url: '/nope', route: undefined, locale: 'en' });
    expect(pageRequest(routes, '/blog').route?.path).toBe('/blog');
  });

  it('reads the language from the prefix, and keeps it in the page’s key', () => {
    expect(pageRequest(routes, '/ur/blog/?category=React&utm_source=x')).toMatchObject({
      url: '/ur/blog?category=React',
      locale: 'ur',
      route: { path: '/blog' },
    });
    expect(pageRequest(routes, '/ur/')).toMatchObject({ url: '/ur', locale: 'ur' });
  });
});

describe('pageRequests', () => {
  it('gives the same answers as pageRequest, remembering the paths it matched', () => {
    const of = pageRequests(routes);
    for (const url of ['/?fbclid=1', '/?fbclid=2', '/FAQ', '/blog?category=React&utm_source=x', '/nope?x=1'])
      expect(of(url)).toEqual(pageRequest(routes, url));
  });
});
