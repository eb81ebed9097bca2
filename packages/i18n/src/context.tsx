import { createContext, useContext, type ReactNode } from 'react';
import { type Catalogue, type Translations, declarePart, messagesIn } from './messages';
import { DEFAULT_LOCALE, type Locale } from './locales';

// One context for the whole page: @site/i18n is a shared singleton, so every remote reads the
// language the shell set from the URL, on the server and in the browser alike.
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The page's language, for everything rendered inside. The shell sets it from the URL. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * An app's words: `export const useMessages = messagesHook('shell', en)` in the app, then
 * `const t = useMessages()` in its components, typed by the English catalogue. With `section`,
 * one part of them, in the module of the page or feature that shows it, with where its
 * translations are, so that they load with that code and only in their language:
 *
 *   export const useHeroMessages = messagesHook('marketing', enHero, 'hero', {
 *     ur: () => import('../ur/hero'), // its chunk named messages-ur-hero
 *   });
 */
export function messagesHook<C extends Catalogue>(
  app: string,
  en: C,
  section?: string,
  translations?: Translations<C>,
): () => C {
  if (section !== undefined) declarePart(app, section, en, translations ?? {});
  return function useMessages() {
    return messagesIn(app, en, useLocale(), section);
  };
}
