// The pure part of the federation package: no React, so build tools can read a declaration.
import {
  type EmbeddedModuleId,
  type ModuleId,
  type PublishedRemote,
  type RemoteDeclaration,
  type RouteDeclaration,
  type RouteWords,
  type TranslatedLocale,
} from './contract';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@site/i18n/locales';

/** The ids of what a declaration exposes as pages and widgets: `'academy/CoursesSection'`. */
export type ExposedModuleId<D extends RemoteDeclaration> =
  `${D['name']}/${Extract<keyof D['pages'] | keyof NonNullable<D['widgets']>, string>}`;

/** The embedded modules (contract's `embeddedModules`) that name this remote but that it does not expose. */
type MissingEmbedded<D extends RemoteDeclaration> = Exclude<
  Extract<EmbeddedModuleId, `${D['name']}/${string}`>,
  ExposedModuleId<D>
>;

/**
 * Declares what a remote owns (its `src/remote.ts` default export). Checked by the type-checker,
 * which also refuses a declaration that no longer exposes a module another app embeds.
 */
export function defineRemote<const D extends RemoteDeclaration>(
  declaration: D &
    ([MissingEmbedded<D>] extends [never] ? unknown : { 'another app embeds': MissingEmbedded<D> }),
): D {
  return declaration;
}

/** A route's words in each language it exists in: English always, and each translation. */
export type RouteWordsIn = { en: RouteWords } & Partial<Record<TranslatedLocale, RouteWords>>;

/** What a route declaration takes of its words: the English, the languages, the translations. */
export type DeclaredRouteWords = Pick<RouteDeclaration, 'title' | 'label' | 'locales' | 'translations'>;

/**
 * A remote's route words (its `src/messages/routes.ts`), each route's in every language it exists
 * in, as its declaration spreads them (`{ path: paths.faq, ...routeWords.faq }`): the English
 * title and label, and `locales` and `translations` from the languages written, so that a route's
 * languages are the ones it has words in. Pure, like the declaration: the build reads it.
 */
export function defineRouteWords<K extends string>(
  words: Readonly<Record<K, RouteWordsIn>>,
): Readonly<Record<K, DeclaredRouteWords>> {
  const entries = Object.entries<RouteWordsIn>(words).map(([key, { en, ...others }]) => {
    const translated = LOCALES.filter(
      (locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE && others[locale] !== undefined,
    );
    const declared: DeclaredRouteWords = {
      ...(en.title === undefined ? {} : { title: en.title }),
      label: en.label,
      ...(translated.length
        ? {
            locales: [DEFAULT_LOCALE, ...translated],
            translations: Object.fromEntries(translated.map((locale) => [locale, others[locale]])),
          }
        : {}),
    };
    return [key, declared] as const;
  });
  return Object.fromEntries(entries) as Record<K, DeclaredRouteWords>;
}

function idOf(remote: string, expose: string): ModuleId {
  return `${remote}/${expose}`;
}

/** The webpack `exposes` of a remote: pages, widgets and resources, by `./Name`. */
export function exposesOf(declaration: RemoteDeclaration): Record<string, string> {
  const entries = [
    ...Object.entries(declaration.pages),
    ...Object.entries(declaration.widgets ?? {}),
    ...Object.entries(declaration.resources ?? {}),
  ];
  return Object.fromEntries(entries.map(([name, { file }]) => [`./${name}`, file]));
}

/**
 * The declaration as the remote publishes it (`routes.json`): no file names, one entry per route,
 * and where the words of its chunks are in other languages (found by its build).
 */
export function publish(
  declaration: RemoteDeclaration,
  build: string,
  translations: PublishedRemote['translations'] = {},
): PublishedRemote {
  const { name } = declaration;
  return {
    name,
    build,
    routes: Object.entries(declaration.pages).flatMap(([expose, page]) =>
      page.routes.map((route) => ({
        path: route.path,
        module: idOf(name, expose),
        ...(route.title === undefined ? {} : { title: route.title }),
        label: route.label,
        // A staff page is never indexed, whatever else its declaration says.
        index: route.private ? false : (route.index ?? true),
        ...(route.private ? { private: true as const } : {}),
        ...(route.form === undefined ? {} : { form: route.form }),
        ...(route.query?.length ? { query: [...new Set(route.query)].sort() } : {}),
        locales: [...new Set(['en' as const, ...(route.locales ?? [])])],
        ...(route.translations ? { translations: route.translations } : {}),
      })),
    ),
    widgets: Object.keys(declaration.widgets ?? {}).map((expose) => idOf(name, expose)),
    resources: Object.entries(declaration.resources ?? {}).map(([expose, resource]) => ({
      path: resource.path,
      module: idOf(name, expose),
      contentType: resource.contentType,
    })),
    ...(Object.keys(translations).length ? { translations } : {}),
  };
}

/**
 * A route as a page in `locale` shows it: its title and label in that language (the declared
 * translation), the English ones otherwise.
 */
export function localizedRoute<R extends RouteDeclaration>(route: R, locale: Locale): R {
  const words = locale === 'en' ? undefined : route.translations?.[locale];
  return words ? { ...route, title: words.title ?? route.title, label: words.label } : route;
}

/** A pattern in a form where parameter names do not matter: `/blog/:slug` → `/blog/:`. */
export function normalizePattern(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.replace(/:[^/]+/g, ':').toLowerCase();
}

/**
 * Routes claimed twice: the same pattern in two remotes, or a static path of one remote that a
 * pattern of another would also match. Each conflict names both owners.
 */
export function findRouteConflicts(remotes: readonly PublishedRemote[]): string[] {
  const all = remotes.flatMap((remote) => remote.routes.map((route) => ({ remote: remote.name, route })));
  const conflicts: string[] = [];
  for (let i = 0; i < all.length; i += 1) {
    for (let j = i + 1; j < all.length; j += 1) {
      const a = all[i]!;
      const b = all[j]!;
      if (a.remote === b.remote) continue;
      if (patternsOverlap(a.route.path, b.route.path)) {
        conflicts.push(`${a.route.path} (${a.route.module}) and ${b.route.path} (${b.route.module})`);
      }
    }
  }
  return conflicts;
}

function patternsOverlap(a: string, b: string): boolean {
  const sa = normalizePattern(a).split('/');
  const sb = normalizePattern(b).split('/');
  if (sa.length !== sb.length) return false;
  return sa.every((segment, i) => segment === sb[i] || segment === ':' || sb[i] === ':');
}
