/**
 * The languages a lead can come in: the language of the page its form was on. The contract keeps
 * its own type (it compiles alone, for the API, and imports nothing outside src/); it is the same
 * union as the site's `Locale` in @site/i18n, so a page's locale is a lead's language.
 */
export const LANGUAGES = ['en', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a lead that names none: every client before issue 23 sent English forms. */
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/** The JSON body's key that names the lead's language (`"language": "ur"`). */
export const LANGUAGE_FIELD = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** How each language is named in the company's mail. */
export const languageNames: Readonly<Record<Language, string>> = { en: 'English', ur: 'Urdu' };

/**
 * The language an `Accept-Language` header prefers among the leads' languages (`ur-PK,ur;q=0.9`
 * → ur; `*`, none or only others → undefined). Highest q wins; on a tie, the first listed.
 */
export function preferredLanguage(header: string | undefined): Language | undefined {
  let best: { language: Language; q: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language;
}
