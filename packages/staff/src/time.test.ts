import { STAFF_TIME_ZONE, STAFF_UTC_OFFSET_HOURS } from './time';

const hourIn = new Intl.DateTimeFormat('en-GB', {
  timeZone: STAFF_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

describe('the staff area’s time', () => {
  it('is UTC+5 in the zone every day of the year: the offset and the zone agree', () => {
    for (let day = 0; day < 366; day += 1) {
      const instant = new Date(Date.UTC(2026, 0, 1 + day, 12));
      expect(Number(hourIn.format(instant))).toBe(12 + STAFF_UTC_OFFSET_HOURS);
    }
  });
});
