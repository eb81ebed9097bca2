import { paths } from '@site/site';
import { loggedUrl } from './request-log';

describe('the request log’s URLs', () => {
  it('drop the query string of the staff pages and of the API, which carries what staff searched', () => {
    expect(loggedUrl(`${paths.admin}/leads?q=Ayesha%20Malik&status=new`)).toBe(`${paths.admin}/leads`);
    expect(loggedUrl(`${paths.admin}?session=ended`)).toBe(paths.admin);
    expect(loggedUrl(`/ur${paths.admin}?sent=1`)).toBe(`/ur${paths.admin}`);
    expect(loggedUrl('/api/v1/staff/leads?q=0300%201234567')).toBe('/api/v1/staff/leads');
    expect(loggedUrl('/api/v1/staff/leads/export.csv?q=ayesha%40example.com')).toBe(
      '/api/v1/staff/leads/export.csv',
    );
  });

  it('keep every other URL whole, a campaign link’s parameters included', () => {
    for (const url of [
      '/',
      '/blog?category=laravel',
      '/?utm_source=facebook',
      `/x${paths.admin}?q=1`,
      '/apis?q=1',
    ])
      expect(loggedUrl(url)).toBe(url);
    expect(loggedUrl(`${paths.admin}-lookalike?q=1`)).toBe(`${paths.admin}-lookalike?q=1`);
  });
});
