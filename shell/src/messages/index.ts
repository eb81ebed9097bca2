import { FEDERATION_MESSAGES } from '@site/federation';
import { messagesHook, registerMessages, type Locale } from '@site/i18n';
import { en } from './en';

/** The shell's registered name for its catalogues (like a remote's federation name). */
export const SHELL_MESSAGES = 'shell';

export const useMessages = messagesHook(SHELL_MESSAGES, en);

/**
 * The frame's words in the page's language, registered before the page renders: the shell's and
 * the federation package's (the page kit it provides: area messages, the 404). English is in the
 * bundle; another language is a chunk of its own (`messages-ur`), fetched only on its pages (the
 * server's page preloads it).
 */
export async function loadShellMessages(locale: Locale): Promise<void> {
  if (locale === 'ur')
    registerFrameMessages(locale, await import(/* webpackChunkName: "messages-ur" */ './frame-ur'));
}

/** Registers the frame's words in a language (the server does it at start, for every language). */
export function registerFrameMessages(locale: Locale, words: { shell: unknown; federation: unknown }) {
  registerMessages(SHELL_MESSAGES, locale, words.shell);
  registerMessages(FEDERATION_MESSAGES, locale, words.federation);
}
