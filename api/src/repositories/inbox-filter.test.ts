import { phoneQuery, where } from './inbox-filter';

describe('phoneQuery', () => {
  it('finds a Pakistani number however it was written', () => {
    expect(phoneQuery('0301 765')).toBe('301765');
    expect(phoneQuery('+92 301 7654321')).toBe('3017654321');
    expect(phoneQuery('0092-301-7654321')).toBe('3017654321');
    expect(phoneQuery('(048) 372')).toBe('48372');
    expect(phoneQuery('+44 20 7946')).toBe('44207946');
    expect(phoneQuery('ayesha')).toBeUndefined();
    expect(phoneQuery('12')).toBeUndefined();
  });
});

describe('where', () => {
  it('is empty without a filter, and leaves the status out for the counts', () => {
    expect(where('sqlite', {})).toEqual({ sql: '', params: [] });
    expect(where('postgres', { kind: 'enrollment', status: 'new' }, { status: false })).toEqual({
      sql: 'WHERE l.kind = $1',
      params: ['enrollment'],
    });
  });

  it('searches a phone number as written and as its national digits', () => {
    expect(where('postgres', { q: '0300 12' })).toEqual({
      sql: "WHERE (l.search LIKE $1 ESCAPE '\\' OR l.search LIKE $2 ESCAPE '\\')",
      params: ['%0300 12%', '%30012%'],
    });
    expect(where('sqlite', { q: 'ayesha' }).sql).toContain('leads_search MATCH $1');
  });
});
