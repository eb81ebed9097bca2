import styled from '@emotion/styled';
import { IconLink } from '@site/federation';
import { DEFAULT_LOCALE, useLocale, type Locale } from '@site/i18n';
import { useCommonMessages } from '@/messages/en/common';

/**
 * The one link of a card ('Read more'). Its ::after covers the card (which must be
 * position: relative), so the whole card is clickable while it holds a single link. On a page
 * in another language, a card that leads to an English-only page says so (`InEnglish`).
 */
export const CardLink = styled(IconLink)`
  align-self: flex-start;
  /* Its arrow points the way the text reads. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

/**
 * The words that stay English on a card of a page in another language (a post's or story's
 * title and excerpt): marked as English, laid out left to right. Nothing on English pages.
 */
export function englishBlock(locale: Locale) {
  return locale === DEFAULT_LOCALE ? {} : ({ lang: 'en', dir: 'ltr' } as const);
}

/** "(in English)" after a card's link to an English-only page; nothing on English pages. */
export function InEnglish() {
  const locale = useLocale();
  const t = useCommonMessages();
  return locale === DEFAULT_LOCALE ? null : <span> {t.inEnglish}</span>;
}
