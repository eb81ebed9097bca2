import { messagesHook, messagesIn, type Locale } from '@site/i18n';
import { en } from './en';

/** The remote's name: its catalogues are registered under it (`registerMessages('academy', …)`). */
export const APP = 'academy';

/** academy-mfe's words in the page's language: `const t = useMessages()`. */
export const useMessages = messagesHook(APP, en);

/** The same outside a render, for code that is not a component (e.g. the enrollment feature's submit hook). */
export function academyMessages(locale: Locale) {
  return messagesIn(APP, en, locale);
}

export type AcademyMessages = typeof en;
