// For each app's catalogue test: a translation has exactly the English catalogue's shape.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
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

/** The modules of a folder of an app's words: its .ts files but tests. */
const wordModules = (dir: string) =>
  readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();

/**
 * What disagrees with the naming of an app's parts, for its catalogue test
 * (`expect(await misnamedParts(APP, dir)).toEqual([])`): each module of `dir` (the English parts,
 * `src/messages/en/`) declares at most one part, with `defineMessages` (`@site/i18n/parts`), named
 * after the module; each of its translations is imported from the module of the same name in its
 * language's folder, into a chunk named `messages-<language>-<name>`; and every part of `app` that
 * the modules declare is named after one of them. The import's path and chunk name are literals
 * for webpack: this is what keeps them with the part's name.
 */
export async function misnamedParts(app: string, dir: string): Promise<string[]> {
  const problems: string[] = [];
  const names = wordModules(dir).map((file) => basename(file).replace(/\.tsx?$/, ''));
  for (const [index, file] of wordModules(dir).entries()) {
    const name = names[index]!;
    const source = readFileSync(join(dir, file), 'utf8');
    if (/\bmessagesHook\(/.test(source))
      problems.push(`${file}: declares a part with messagesHook, not defineMessages`);
    const parts = [...source.matchAll(/\bdefineMessages\(\s*'([^']*)'/g)].map((match) => match[1]);
    if (parts.length > 1) problems.push(`${file}: declares ${parts.length} parts`);
    for (const part of parts) if (part !== name) problems.push(`${file}: part '${part}', not '${name}'`);
    const named = [...source.matchAll(/webpackChunkName:\s*"([^"]*)"\s*\*\/\s*'([^']*)'/g)];
    if ((source.match(/\bimport\(/g) ?? []).length !== named.length)
      problems.push(`${file}: imports a translation without naming its chunk`);
    for (const [, chunk, path] of named) {
      const locale = /^\.\.\/([a-z]{2})\//.exec(path ?? '')?.[1] ?? '?';
      if (path !== `../${locale}/${name}`)
        problems.push(`${file}: imports '${path}', not '../<language>/${name}'`);
      if (chunk !== `messages-${locale}-${name}`)
        problems.push(`${file}: chunk '${chunk}', not 'messages-${locale}-${name}'`);
    }
  }
  await Promise.all(wordModules(dir).map((file) => import(join(dir, file))));
  for (const part of declaredParts(app))
    if (!names.includes(part.section))
      problems.push(`part '${part.section}' of ${app} is named after no module of ${dir}`);
  return problems;
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
  await Promise.all(wordModules(dir).map((file) => import(join(dir, file))));
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
