import {
  FILTER_DAY,
  LEAD_FILTERS,
  LEAD_PAGE_SIZE,
  NOTE_MAX_LENGTH,
  WEEKLY_WEEKS,
  noteProblem,
} from './inbox';

describe('the inbox’s limits', () => {
  it('a page of 25 leads by default, 100 at most; 12 weeks of the chart, 52 at most', () => {
    expect(LEAD_PAGE_SIZE.default).toBeLessThanOrEqual(LEAD_PAGE_SIZE.max);
    expect(WEEKLY_WEEKS.default).toBeLessThanOrEqual(WEEKLY_WEEKS.max);
  });

  it('the filters are named once each, and a day is YYYY-MM-DD', () => {
    expect(new Set(LEAD_FILTERS).size).toBe(LEAD_FILTERS.length);
    expect(FILTER_DAY.test('2026-11-28')).toBe(true);
    expect(FILTER_DAY.test('28-11-2026')).toBe(false);
  });
});

describe('noteProblem', () => {
  it('takes text of up to 4000 characters, tabs and line breaks included', () => {
    expect(noteProblem('Called; will come on Monday.')).toBeUndefined();
    expect(noteProblem('line one\n\tline two\r\n')).toBeUndefined();
    expect(noteProblem('😀'.repeat(NOTE_MAX_LENGTH))).toBeUndefined();
    expect(noteProblem(` ${'x'.repeat(NOTE_MAX_LENGTH)} `)).toBeUndefined();
  });

  it('refuses what is not text, nothing, too much, and control characters', () => {
    expect(noteProblem(42)).toBe('notText');
    expect(noteProblem(undefined)).toBe('notText');
    expect(noteProblem('  \n ')).toBe('empty');
    expect(noteProblem('x'.repeat(NOTE_MAX_LENGTH + 1))).toBe('tooLong');
    expect(noteProblem('bell\u0007')).toBe('controlCharacters');
    expect(noteProblem('broken \ud800 half')).toBe('controlCharacters');
  });
});
