import { formatIsoDate } from './format-date';

it('formats ISO dates the same in every time zone', () => {
  expect(formatIsoDate('2025-02-10')).toBe('February 10, 2025');
  expect(formatIsoDate('garbage')).toBe('garbage');
});
