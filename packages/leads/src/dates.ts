/** The enrollment's start date: a calendar day in Pakistan, from today up to this many months ahead. */
export const START_DATE_TIME_ZONE = 'Asia/Karachi';
export const START_DATE_MAX_MONTHS = 12;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The earliest and latest start date accepted at `now`, as YYYY-MM-DD: today in Pakistan, and
 * the same day START_DATE_MAX_MONTHS later (29 February rolls over to 1 March).
 */
export function startDateRange(now: Date): { min: string; max: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: START_DATE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  return {
    min: isoDay(new Date(Date.UTC(year, month - 1, day))),
    max: isoDay(new Date(Date.UTC(year, month - 1 + START_DATE_MAX_MONTHS, day))),
  };
}
