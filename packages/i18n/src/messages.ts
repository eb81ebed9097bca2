// Each app's words, owned by the app: its English catalogue is the source, written in its code;
// each other language is a catalogue of the same shape in a module of its own, which the app ships
// with its deployment and the page loads only in that language (a remote exposes it, the loader
// registers it before the area renders: @site/federation's load-remote.ts).
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

/** Other languages' catalogues, by app: registered once loaded, read synchronously by renders. */
const registered = new Map<string, Map<Locale, unknown>>();

/** Makes an app's catalogue in `locale` available to its components (the loader calls this). */
export function registerMessages(app: string, locale: Locale, catalogue: unknown): void {
  let byLocale = registered.get(app);
  if (!byLocale) registered.set(app, (byLocale = new Map()));
  byLocale.set(locale, catalogue);
}

/** Whether the app's catalogue in `locale` is there to render with (English always is). */
export function hasMessages(app: string, locale: Locale): boolean {
  return locale === DEFAULT_LOCALE || Boolean(registered.get(app)?.has(locale));
}

/**
 * An app's messages in a language: its own English catalogue, or the registered translation.
 * A translation that is not registered is an error, not English in its place: an /ur page never
 * shows English as if it were Urdu (the area fails and offers Try again, like a remote that
 * cannot be loaded).
 *
 * `section`: the English catalogue is one part of the app's (a page's words, so that a page's
 * chunk carries only its own English); the app's translation holds every part under its name.
 */
export function messagesIn<C extends Catalogue>(app: string, en: C, locale: Locale, section?: string): C {
  if (locale === DEFAULT_LOCALE) return en;
  const translation = registered.get(app)?.get(locale) as Record<string, unknown> | undefined;
  if (!translation) throw new Error(`${app} has no ${locale} messages loaded`);
  const part = section === undefined ? translation : translation[section];
  if (!part) throw new Error(`${app} has no ${locale} messages for ${section}`);
  return part as C;
}
