import { createContext, useContext, type ReactNode } from 'react';
import { type Catalogue, messagesIn } from './messages';
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
 * An app's words: `export const useMessages = messagesHook('academy', en)` in the app, then
 * `const t = useMessages()` in its components, typed by the English catalogue. With `section`,
 * one part of them (`messagesHook('academy', enLanding, 'landing')`, in the landing page's own
 * module): the translation holds it under that name.
 */
export function messagesHook<C extends Catalogue>(app: string, en: C, section?: string): () => C {
  return function useMessages() {
    return messagesIn(app, en, useLocale(), section);
  };
}
