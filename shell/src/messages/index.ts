import { FEDERATION_MESSAGES } from '@site/federation';
import { messagesHook, registerMessages, type Locale } from '@site/i18n';
import { messagesOf } from '@site/i18n/parts';
import type { ComponentType } from 'react';
import { registerLanguageFonts } from '../components/language-fonts';
import { en } from './en';

/** The shell's registered name for its catalogues (like a remote's federation name). */
export const SHELL_MESSAGES = 'shell';

export const useMessages = messagesHook(SHELL_MESSAGES, en);

/** Declares a part of the shell's words that comes with its own code (the legal summaries). */
export const defineMessages = messagesOf(SHELL_MESSAGES);

/**
 * The frame's words in the page's language, registered before the page renders: the shell's and
 * the federation package's (the page kit it provides: area messages, the 404), with the
 * language's fonts. English is in the bundle; another language is a chunk of its own
 * (`messages-ur`), fetched only on its pages (the server's page preloads it).
 */
export async function loadShellMessages(locale: Locale): Promise<void> {
  if (locale === 'ur')
    registerFrameMessages(locale, await import(/* webpackChunkName: "messages-ur" */ './frame-ur'));
}

/**
 * Registers the frame in a language (the server does it at start, for every language): its words
 * and, where the language has its own, its font declarations.
 */
export function registerFrameMessages(
  locale: Locale,
  frame: { shell: unknown; federation: unknown; Fonts?: ComponentType },
) {
  registerMessages(SHELL_MESSAGES, locale, frame.shell);
  registerMessages(FEDERATION_MESSAGES, locale, frame.federation);
  if (frame.Fonts) registerLanguageFonts(locale, frame.Fonts);
}
