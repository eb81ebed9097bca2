// The site's languages and where each lives in a URL: English at the root, every other language
// under its own prefix (/ur, /ur/course…). The language of a page is its URL's, nothing else.

export const LOCALES = ['en', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];
/** The language of the URLs without a prefix, and of `x-default`. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** What a page in this language declares: `<html lang dir>`, Intl's locale, `og:locale`, its own name. */
export interface LocaleFacts {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The locale Intl formats numbers, prices and dates with. */
  intl: string;
  ogLocale: string;
  /** The language's name in itself, for the language switch. */
  name: string;
}

export const LOCALE_FACTS: Readonly<Record<Locale, LocaleFacts>> = {
  en: { lang: 'en', dir: 'ltr', intl: 'en-US', ogLocale: 'en_US', name: 'English' },
  // ur-PK: Latin digits (1,240, Rs 45,000), Urdu month names; never ur-IN (Arabic-Indic digits).
  ur: { lang: 'ur', dir: 'rtl', intl: 'ur-PK', ogLocale: 'ur_PK', name: 'اردو' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The prefix of a language's URLs: '' for English, '/ur' for Urdu. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * A URL's path without its language prefix, and the language: '/ur/course' → ur, '/course';
 * '/ur' → ur, '/'; '/course' → en, '/course'. Only a whole segment counts ('/urdu' is English).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * A site path (with its query and hash, if any) in a language: ('/course', ur) → '/ur/course',
 * ('/', ur) → '/ur', ('/#start-project', ur) → '/ur#start-project'; English paths are unchanged.
 */
export function localePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix || !path.startsWith('/')) return path;
  return /^\/(?=[?#]|$)/.test(path) ? prefix + path.slice(1) : prefix + path;
}

/**
 * `dir="ltr"` for a phone number, an e-mail address or code on a page written right to left
 * (their characters would otherwise be reordered); nothing on a left-to-right page.
 */
export function ltrOn(locale: Locale): 'ltr' | undefined {
  return LOCALE_FACTS[locale].dir === 'rtl' ? 'ltr' : undefined;
}
