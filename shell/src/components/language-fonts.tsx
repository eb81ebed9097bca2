import { useLocale, type Locale } from '@site/i18n';
import { createElement, type ComponentType, type ReactElement } from 'react';

/**
 * Each language's own font declarations (Urdu's: urdu-font.tsx), registered with that language's
 * frame (messages/index.ts): they travel in the language's chunk, so an English page carries none.
 */
const fonts = new Map<Locale, ReactElement>();

export function registerLanguageFonts(locale: Locale, Fonts: ComponentType) {
  fonts.set(locale, createElement(Fonts));
}

/** The font declarations of the page's language, where it has its own. */
export function LanguageFonts() {
  return fonts.get(useLocale()) ?? null;
}
