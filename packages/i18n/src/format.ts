// Numbers, prices, dates and plurals in the page's language, with the platform's Intl (Node and
// every browser the site supports carry ur-PK): no library, the same strings on the server and in
// the browser, so hydration matches.
import { LOCALE_FACTS, type Locale } from './locales';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let format = cache.get(key) as T | undefined;
  if (!format) cache.set(key, (format = make()));
  return format;
}

/** A number as the language writes it: 1,240 in both (ur-PK keeps Latin digits). */
export function formatNumber(locale: Locale, value: number, options: Intl.NumberFormatOptions = {}): string {
  const { intl } = LOCALE_FACTS[locale];
  return cached(`n|${intl}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intl, options)).format(
    value,
  );
}

/** How a date reads: 'March 15, 2024' / '15 مارچ، 2024', the short month, or with the weekday. */
export type DateStyle = 'long' | 'short' | 'weekday';

const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { month: 'long' },
  short: { month: 'short' },
  weekday: { weekday: 'long', month: 'long' },
};

/**
 * A calendar date ('YYYY-MM-DD') in the language. It is read and written in UTC, so no time zone
 * moves it to the day before; anything that is not such a date comes back as is.
 */
export function formatDate(locale: Locale, isoDate: string, style: DateStyle = 'long'): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const { intl } = LOCALE_FACTS[locale];
  return cached(
    `d|${intl}|${style}`,
    () =>
      new Intl.DateTimeFormat(intl, {
        ...dateOptions[style],
        year: 'numeric',
        day: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(date);
}

/**
 * The form of a word for a count, by the language's plural rules (English and Urdu: one, other):
 * plural('ur', 3, { one: 'نشست', other: 'نشستیں' }).
 */
export function plural(
  locale: Locale,
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  const { intl } = LOCALE_FACTS[locale];
  const rule = cached(`p|${intl}`, () => new Intl.PluralRules(intl)).select(count);
  return forms[rule] ?? forms.other;
}

/**
 * A left-to-right run inside right-to-left text, isolated (U+2066 LRI … U+2069 PDI) so that the
 * bidi algorithm does not reorder it: an e-mail, a count with a slash, a Latin name in a sentence.
 */
export function ltr(text: string | number): string {
  return `\u2066${text}\u2069`;
}
