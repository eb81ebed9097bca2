import { LOCALE_FACTS, type Locale } from '@site/i18n';

/** '10:00 AM' → minutes since midnight. */
function minutesOf(time: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) return undefined;
  const [, h, m, half] = match;
  return ((Number(h) % 12) + (half!.toUpperCase() === 'PM' ? 12 : 0)) * 60 + Number(m);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An event's time range ('10:00 AM - 4:00 PM', as the data writes it) in the page's language:
 * English as written; other languages through Intl with the day period named in words
 * ('10:00 صبح – 4:00 سہ پہر'), since ur-PK otherwise keeps the Latin AM/PM.
 */
export function formatEventTime(locale: Locale, time: string): string {
  if (locale === 'en') return time;
  const [start, end] = time.split(/\s*-\s*/).map((part) => minutesOf(part));
  if (start === undefined || end === undefined) return time;
  const { intl } = LOCALE_FACTS[locale];
  let format = formats.get(intl);
  if (!format) {
    format = new Intl.DateTimeFormat(intl, {
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'short',
      timeZone: 'UTC',
    });
    formats.set(intl, format);
  }
  const at = (minutes: number) => new Date(Date.UTC(2000, 0, 1, 0, minutes));
  return format.formatRange(at(start), at(end));
}
