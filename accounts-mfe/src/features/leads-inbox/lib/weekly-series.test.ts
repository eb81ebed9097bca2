import { weekly } from '@/testing/staff-data';
import { niceScale, seriesByKind, seriesBySource } from './weekly-series';

describe('the weekly chart’s series', () => {
  it('draws the four largest sources apart and the rest as other, week by week', () => {
    expect(seriesBySource(weekly, 'other')).toEqual([
      { key: 'facebook', label: 'facebook', values: [3, 4], total: 7 },
      { key: 'google', label: 'google', values: [1, 2], total: 3 },
      { key: 'direct', label: 'direct', values: [1, 1], total: 2 },
      { key: 'instagram', label: 'instagram', values: [0, 1], total: 1 },
      { key: 'other', label: 'other', values: [0, 1], total: 1 },
    ]);
  });

  it('names a fifth source rather than calling it other alone', () => {
    const five = { ...weekly, sources: weekly.sources.slice(0, 5) };
    expect(seriesBySource(five, 'other').map((s) => s.key)).toEqual([
      'facebook',
      'google',
      'direct',
      'instagram',
      'newsletter-nov',
    ]);
  });

  it('draws sources named like Object’s own properties as the sources they are', () => {
    // JSON as the API sends it: a week without a source has no key for it.
    const stats = JSON.parse(
      JSON.stringify({
        weeks: [
          {
            start: '2026-11-16',
            total: 3,
            byKind: { project_request: 0, enrollment: 3 },
            bySource: { constructor: 3 },
          },
          {
            start: '2026-11-23',
            total: 4,
            byKind: { project_request: 0, enrollment: 4 },
            bySource: { toString: 4 },
          },
        ],
        sources: ['toString', 'constructor', 'hasOwnProperty', '__proto__'],
      }).replace('"bySource":{"toString":4}', '"bySource":{"toString":1,"__proto__":2,"hasOwnProperty":1}'),
    ) as typeof weekly;
    expect(seriesBySource(stats, 'other')).toEqual([
      { key: 'toString', label: 'toString', values: [0, 1], total: 1 },
      { key: 'constructor', label: 'constructor', values: [3, 0], total: 3 },
      { key: 'hasOwnProperty', label: 'hasOwnProperty', values: [0, 1], total: 1 },
      { key: '__proto__', label: '__proto__', values: [0, 2], total: 2 },
    ]);
  });

  it('draws the kinds', () => {
    expect(seriesByKind(weekly, { project_request: 'Project request', enrollment: 'Enrollment' })).toEqual([
      { key: 'project_request', label: 'Project request', values: [2, 3], total: 5 },
      { key: 'enrollment', label: 'Enrollment', values: [3, 6], total: 9 },
    ]);
  });

  it.each([
    [0, 1, [0, 1]],
    [3, 3, [0, 1, 2, 3]],
    [9, 10, [0, 5, 10]],
    [22, 30, [0, 10, 20, 30]],
    [7, 8, [0, 2, 4, 6, 8]],
  ])('scales a top of %s to %s', (max, top, steps) => {
    expect(niceScale(max)).toEqual({ top, steps });
  });
});
