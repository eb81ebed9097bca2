import { filtersOf, inboxHref, leadQueryOf, moreFiltersCount } from './lead-query';

const of = (search: string) => leadQueryOf(new URLSearchParams(search));

describe('the inbox’s URL', () => {
  it('gives the filters the API takes, each value checked, and the page', () => {
    expect(
      of(
        'kind=enrollment&status=qualified&language=ur&choice=React%20JS&source=facebook&from=2026-11-01&to=2026-11-30&q=%20ali%20&cursor=abc',
      ),
    ).toEqual({
      kind: 'enrollment',
      status: 'qualified',
      language: 'ur',
      choice: 'React JS',
      source: 'facebook',
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'ali',
      cursor: 'abc',
    });
  });

  it('leaves out what the API would refuse, and what is not a filter', () => {
    expect(of('kind=invoice&status=done&language=fr&from=1/11/2026&q=%20&utm_source=x&limit=500')).toEqual(
      {},
    );
    expect(of(`q=${'x'.repeat(300)}`).q).toHaveLength(100);
    // Cut in code points, as the API counts them: a source of 253 emoji is kept whole.
    expect(of(`source=${encodeURIComponent('😀'.repeat(253))}`).source).toBe('😀'.repeat(253));
    expect(of(`q=${encodeURIComponent('😀'.repeat(101))}`).q).toBe('😀'.repeat(100));
  });

  it('makes links that keep the other filters, in one order, on the first page unless a cursor is given', () => {
    const filters = filtersOf(of('q=ali&kind=enrollment&cursor=abc'));
    expect(filters).toEqual({ kind: 'enrollment', q: 'ali' });
    expect(inboxHref(filters, { status: 'new' })).toBe(
      '/admin-jeansrecycle/leads?kind=enrollment&status=new&q=ali',
    );
    expect(inboxHref(filters, { kind: undefined })).toBe('/admin-jeansrecycle/leads?q=ali');
    expect(inboxHref(filters, {}, 'next-2')).toBe(
      '/admin-jeansrecycle/leads?kind=enrollment&q=ali&cursor=next-2',
    );
  });

  it('counts the filters folded under "Filters" (not the status chips, not the search)', () => {
    expect(moreFiltersCount({ status: 'new', q: 'ali', kind: 'enrollment', from: '2026-11-01' })).toBe(2);
  });
});
