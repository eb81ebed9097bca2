// Content dates are calendar dates (YYYY-MM-DD): format them in UTC so that no time zone
// moves them to the day before.
const longFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const weekdayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

function parse(isoDate: string) {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** 'March 15, 2024' */
export function formatLongDate(isoDate: string) {
  return longFormat.format(parse(isoDate));
}

/** 'Mar 15, 2024' */
export function formatShortDate(isoDate: string) {
  return shortFormat.format(parse(isoDate));
}

/** 'Saturday, December 12, 2026' */
export function formatEventDate(isoDate: string) {
  return weekdayFormat.format(parse(isoDate));
}
