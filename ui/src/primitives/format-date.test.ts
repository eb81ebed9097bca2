import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes a calendar date long by default, short, or with its weekday', () => {
    expect(formatDate('2024-03-15')).toBe('March 15, 2024');
    expect(formatDate('2025-02-10')).toBe('February 10, 2025');
    expect(formatDate('2024-03-15', 'long')).toBe('March 15, 2024');
    expect(formatDate('2024-03-15', 'short')).toBe('Mar 15, 2024');
    expect(formatDate('2026-12-12', 'weekday')).toBe('Saturday, December 12, 2026');
  });

  it('keeps the day for a visitor west of UTC', () => {
    // A browser in New York formats in its own zone unless told otherwise; there, UTC midnight
    // of the 1st is still the 31st.
    const BrowserFormat = Intl.DateTimeFormat;
    const inNewYork = jest
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(
        (locale, options) => new BrowserFormat(locale, { timeZone: 'America/New_York', ...options }),
      );
    try {
      jest.isolateModules(() => {
        // A fresh copy of the module: the one imported above has its formats made already.
        const { formatDate: formatInNewYork } = jest.requireActual<{ formatDate: typeof formatDate }>(
          './format-date',
        );
        expect(formatInNewYork('2025-01-01')).toBe('January 1, 2025');
        expect(formatInNewYork('2025-01-01', 'weekday')).toBe('Wednesday, January 1, 2025');
      });
    } finally {
      inNewYork.mockRestore();
    }
  });

  it('hands back what is not a calendar date', () => {
    expect(formatDate('garbage')).toBe('garbage');
    expect(formatDate('')).toBe('');
    expect(formatDate('2024-13-40', 'short')).toBe('2024-13-40');
  });
});
