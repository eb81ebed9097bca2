import { STAFF_TIME_ZONE } from '@site/staff';
import { addDays, pakistanDaySql, pakistanDayStart, weekStart } from './pakistan-time';

const dayIn = new Intl.DateTimeFormat('en-CA', { timeZone: STAFF_TIME_ZONE });

describe('Pakistan time', () => {
  it('a day starts at 19:00 UTC the day before', () => {
    expect(pakistanDayStart('2026-11-30')).toBe('2026-11-29T19:00:00.000Z');
    expect(dayIn.format(new Date(pakistanDayStart('2026-11-30')))).toBe('2026-11-30');
    expect(dayIn.format(new Date(Date.parse(pakistanDayStart('2026-11-30')) - 1))).toBe('2026-11-29');
  });

  it('a week is the Monday of it in Pakistan', () => {
    // Sunday 2026-11-29 20:00 UTC is Monday 01:00 in Pakistan.
    expect(weekStart('2026-11-29T20:00:00.000Z')).toBe('2026-11-30');
    expect(weekStart('2026-11-29T18:00:00.000Z')).toBe('2026-11-23');
    expect(weekStart(pakistanDayStart('2026-11-30'))).toBe('2026-11-30');
    expect(weekStart(Date.parse('2026-12-06T18:59:59.999Z'))).toBe('2026-11-30');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-11-30', -7 * 11)).toBe('2026-09-14');
  });

  it('says a column’s Pakistan day in each store’s SQL', () => {
    expect(pakistanDaySql('sqlite', 'l.submitted_at')).toBe("date(l.submitted_at, '+5 hours')");
    expect(pakistanDaySql('postgres', 'l.submitted_at')).toBe(
      "to_char(l.submitted_at + interval '5 hours', 'YYYY-MM-DD')",
    );
  });
});
