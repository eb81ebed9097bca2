// Each app's words, owned by the app: its English catalogue is the source, written in its code;
// in parts (a page's or a section's words), each with its translation in each other language: a
// module of the same shape that the app ships with its deployment, a chunk the page loads only in
// that language and only with the code that shows it (@site/federation's loader registers it
// before the area renders).
import { DEFAULT_LOCALE, type Locale } from './locales';

/** A text, or a function of the values it names that returns the text. */
export type Message = string | ((...values: never[]) => string);

/** An app's messages: texts, message functions and groups of them, as deep as the app likes. */
export interface Catalogue {
  readonly [key: string]: Message | Catalogue | readonly string[];
}

/**
 * A catalogue in another language: the same keys as the English one, every text a string (any
 * string, not the English literal), every function with the same parameters, lists as lists.
 * A key missing or added fails the type-check; `catalogueShape` (./testing) checks it in a test too.
 */
export type Translation<C> = {
  readonly [K in keyof C]: C[K] extends string
    ? string
    : C[K] extends readonly string[]
      ? readonly string[]
      : C[K] extends (...values: infer V) => string
        ? (...values: V) => string
        : Translation<C[K]>;
};

/**
 * Where a part of an app's catalogue is in each other language: a lazy import of the module whose
 * default export is its translation (`{ ur: () => import('../ur/hero') }`), so that the words are a
 * chunk of their own, loaded only on that language's pages and only with the code that shows them.
 */
export type Translations<C> = Partial<
  Record<Exclude<Locale, typeof DEFAULT_LOCALE>, () => Promise<{ default: Translation<C> }>>
>;

/** Other languages' catalogues, by app and language: registered once loaded, read synchronously by renders. */
const registered = new Map<string, unknown>();
const key = (app: string, locale: Locale) => `${app}|${locale}`;

/** A part of an app's catalogue whose code has run: its English and where its translations are. */
export interface DeclaredPart {
  app: string;
  section: string;
  en: Catalogue;
  translations: Translations<Catalogue>;
}

/** The parts whose code has run (messagesHook declares a part when its module is evaluated), by app|section. */
const declared = new Map<string, DeclaredPart>();
/** The load of each part's translation, once started, by app|locale|section. */
const loads = new Map<string, Promise<void>>();

/** Makes an app's catalogue in `locale` available to its components: the whole of it, or one part. */
export function registerMessages(app: string, locale: Locale, catalogue: unknown, section?: string): void {
  if (section === undefined) {
    // Its parts registered before (a part shown on demand may come first) stay.
    registered.set(key(app, locale), {
      ...(registered.get(key(app, locale)) ?? {}),
      ...(catalogue as object),
    });
    return;
  }
  const whole = (registered.get(key(app, locale)) ?? {}) as Record<string, unknown>;
  registered.set(key(app, locale), { ...whole, [section]: catalogue });
}

/** Whether the app's catalogue in `locale` is there to render with (English always is). */
export function hasMessages(app: string, locale: Locale): boolean {
  return locale === DEFAULT_LOCALE || registered.has(key(app, locale));
}

/** Records a part and where its translations are (messagesHook calls this when its module is evaluated). */
export function declarePart<C extends Catalogue>(
  app: string,
  section: string,
  en: C,
  translations: Translations<C>,
): void {
  declared.set(`${app}|${section}`, {
    app,
    section,
    en,
    translations: translations as Translations<Catalogue>,
  });
}

/** The parts of an app declared so far (for its catalogue tests: ./testing). */
export function declaredParts(app: string): DeclaredPart[] {
  return [...declared.values()].filter((part) => part.app === app);
}

/**
 * Loads and registers, in `locale`, every part of `app` (of every app, without it) whose code has
 * run and whose words are not there yet: the federation's loader calls it once a module (a page,
 * a widget, an island) of that app has arrived and before it renders. Rejects when a part cannot
 * be had (the area fails, never English in its place; another app's failure is not this app's);
 * a failed part is loaded again by the next call (Try again).
 */
export function loadTranslations(locale: Locale, app?: string): Promise<void> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  const waiting: Promise<void>[] = [];
  for (const part of declared.values()) {
    if (app !== undefined && part.app !== app) continue;
    const { section, translations } = part;
    const translation = translations[locale];
    if (!translation) continue;
    const id = `${key(part.app, locale)}|${section}`;
    let load = loads.get(id);
    if (!load) {
      load = translation().then((mod) => registerMessages(part.app, locale, mod.default, section));
      load.catch(() => loads.delete(id));
      loads.set(id, load);
    }
    waiting.push(load);
  }
  return Promise.all(waiting).then(() => undefined);
}

/**
 * An app's messages in a language: its own English catalogue, or the registered translation.
 * A translation that is not registered is an error, not English in its place: an /ur page never
 * shows English as if it were Urdu (the area fails and offers Try again, like a remote that
 * cannot be loaded).
 *
 * `section`: the English catalogue is one part of the app's (a page's words, so that a page's
 * chunk carries only its own English); its translation is registered under that name.
 */
export function messagesIn<C extends Catalogue>(app: string, en: C, locale: Locale, section?: string): C {
  if (locale === DEFAULT_LOCALE) return en;
  const translation = registered.get(key(app, locale)) as Record<string, unknown> | undefined;
  if (!translation) throw new Error(`${app} has no ${locale} messages loaded`);
  const part = section === undefined ? translation : translation[section];
  if (!part) throw new Error(`${app} has no ${locale} messages for ${section}`);
  return part as C;
}
