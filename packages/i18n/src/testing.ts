// For each app's catalogue test: a translation has exactly the English catalogue's shape.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from './locales';
import { declaredParts, type Catalogue } from './messages';

/**
 * Every key of a catalogue as a path, with what it holds: 'nav.home: text', 'seats: (2)' for a
 * message function of two values, 'tags: list'. Two catalogues with the same shape give the same
 * list; a text that is empty shows as 'empty', so a blank translation fails too.
 */
export function catalogueShape(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue)
    .flatMap(([key, value]) => {
      const path = prefix + key;
      if (typeof value === 'string') return [`${path}: ${value.trim() ? 'text' : 'empty'}`];
      if (typeof value === 'function') return [`${path}: (${value.length})`];
      if (Array.isArray(value)) return [`${path}: list of ${value.length}`];
      return catalogueShape(value as Catalogue, `${path}.`);
    })
    .sort();
}

/**
 * The shape of every part of an app's catalogue in English and in `locale`, for the app's
 * catalogue test: `expect(translation).toEqual(en)`. Imports every module of `dir` (the app's
 * English parts, so that none is left out), then loads each part's translation the way a page
 * does. A part without a translation in `locale` shows as `['no translation']`.
 */
export async function translationShapes(
  app: string,
  dir: string,
  locale: Locale,
): Promise<{ en: Record<string, string[]>; translation: Record<string, string[]> }> {
  await Promise.all(
    readdirSync(dir)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => import(join(dir, file))),
  );
  const en: Record<string, string[]> = {};
  const translation: Record<string, string[]> = {};
  for (const part of declaredParts(app)) {
    en[part.section] = catalogueShape(part.en);
    const load = part.translations[locale as Exclude<Locale, 'en'>];
    translation[part.section] = load
      ? catalogueShape((await load()).default as Catalogue)
      : ['no translation'];
  }
  return { en, translation };
}
