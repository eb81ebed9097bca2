import { messagesHook, messagesIn, type Locale } from '@site/i18n';
import { en } from './en';

/** The remote's name: its catalogues are registered under it (`registerMessages('academy', …)`). */
export const APP = 'academy';

/** academy-mfe's words in the page's language: `const t = useMessages()`. */
export const useMessages = messagesHook(APP, en);

/** The same outside a render (the syllabus file is written in a click handler). */
export function academyMessages(locale: Locale) {
  return messagesIn(APP, en, locale);
}

export type AcademyMessages = typeof en;
