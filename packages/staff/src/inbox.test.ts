import {
  countOf,
  noteText,
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

  it('refuses the text-direction tricks a lead field refuses, and counts a note in NFC (issue 42)', () => {
    expect(noteProblem('Paid in full \u202E0001 PKR')).toBe('directionMarks');
    expect(noteProblem('\u2067call back\u2069')).toBe('directionMarks');
    expect(noteProblem('one\u2028two')).toBe('directionMarks');
    expect(noteProblem('اردو میں نوٹ\u200F')).toBeUndefined();
    expect(noteText(' cafe\u0301 ')).toBe('caf\u00e9');
    // 4000 letters composed of two code points each are 4000 characters in NFC.
    expect(noteProblem('e\u0301'.repeat(NOTE_MAX_LENGTH))).toBeUndefined();
  });
});

describe('countOf', () => {
  // Sources are what visitors' links say: Object's own names are sources like any other.
  const hostile = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

  it('reads a count that is there, and 0 for one that is not, whatever its name', () => {
    const counts = JSON.parse('{"facebook":3,"__proto__":2,"toString":1}') as Record<string, number>;
    expect(countOf(counts, 'facebook')).toBe(3);
    expect(countOf(counts, '__proto__')).toBe(2);
    expect(countOf(counts, 'toString')).toBe(1);
    expect(countOf(counts, 'constructor')).toBe(0);
    expect(countOf(counts, 'hasOwnProperty')).toBe(0);
    for (const name of hostile) expect(countOf({}, name)).toBe(0);
  });
});
