import type { Locale } from '@site/i18n';

/** '10:00 AM' → minutes since midnight. */
function minutesOf(time: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) return undefined;
  const [, h, m, half] = match;
  return ((Number(h) % 12) + (half!.toUpperCase() === 'PM' ? 12 : 0)) * 60 + Number(m);
}

/**
 * The parts of the day a language names a time by, from the hour on. Written here rather than
 * left to Intl's `dayPeriod`: its words come from the ICU data, which differ between Node (the
 * server's render) and the browser (hydration), and the two renders must match.
 */
const dayPeriods: Readonly<Record<Exclude<Locale, 'en'>, readonly (readonly [number, string])[]>> = {
  ur: [
    [20, 'رات'],
    [18, 'شام'],
    [15, 'سہ پہر'],
    [12, 'دوپہر'],
    [4, 'صبح'],
    [0, 'رات'],
  ],
};

/** 10:00 صبح: the 12-hour clock (Latin digits, as ur-PK writes them) and the part of the day. */
function clock(locale: Exclude<Locale, 'en'>, minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const period = dayPeriods[locale].find(([from]) => hour >= from)![1];
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${period}`;
}

/**
 * An event's time range ('10:00 AM - 4:00 PM', as the data writes it) in the page's language:
 * English as written; Urdu with the part of the day in words ('10:00 صبح – 4:00 سہ پہر').
 */
export function formatEventTime(locale: Locale, time: string): string {
  if (locale === 'en') return time;
  const [start, end] = time.split(/\s*-\s*/).map((part) => minutesOf(part));
  if (start === undefined || end === undefined) return time;
  return `${clock(locale, start)} – ${clock(locale, end)}`;
}
