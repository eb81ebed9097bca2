/**
 * How a date reads: 'March 15, 2024', 'Mar 15, 2024' or 'Saturday, December 12, 2026'.
 * @deprecated With `formatDate`: `@site/i18n`'s `DateStyle`. Removed at ui's next major release.
 */
export type DateStyle = 'long' | 'short' | 'weekday';

// The site is written in US English, for every visitor wherever they are.
const SITE_LOCALE = 'en-US';

const monthOf: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { month: 'long' },
  short: { month: 'short' },
  weekday: { weekday: 'long', month: 'long' },
};
const formats = new Map<DateStyle, Intl.DateTimeFormat>();

/**
 * Formats a calendar date ('YYYY-MM-DD') for the site's locale. It is read and written in UTC,
 * so no time zone moves it to the day before; anything that is not such a date comes back as is.
 * @deprecated No app uses it: dates are written in the page's language by `@site/i18n`'s
 * `formatDate(locale, isoDate, style)`. Removed at ui's next major release (3.0.0), with the next
 * breaking change that needs one; lint keeps the apps from importing it meanwhile.
 */
export function formatDate(isoDate: string, style: DateStyle = 'long'): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  let format = formats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat(SITE_LOCALE, {
      ...monthOf[style],
      year: 'numeric',
      day: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(style, format);
  }
  return format.format(date);
}
