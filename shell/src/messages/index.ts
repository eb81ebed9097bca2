import { messagesHook, registerMessages, type Locale } from '@site/i18n';
import { en } from './en';

/** The shell's registered name for its catalogues (like a remote's federation name). */
export const SHELL_MESSAGES = 'shell';

export const useMessages = messagesHook(SHELL_MESSAGES, en);

/**
 * The shell's words in the page's language, registered before the page renders: English is in
 * the bundle; another language is a chunk of its own (`messages-ur`), fetched only on its pages
 * (the server's page preloads it).
 */
export async function loadShellMessages(locale: Locale): Promise<void> {
  if (locale === 'ur') {
    const { default: ur } = await import(/* webpackChunkName: "messages-ur" */ './ur');
    registerMessages(SHELL_MESSAGES, locale, ur);
  }
}
