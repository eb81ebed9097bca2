import styled from '@emotion/styled';
import { IconLink } from '@site/federation';
import { DEFAULT_LOCALE, useLocale, type Locale } from '@site/i18n';
import { Icon, VisuallyHidden } from '@site/ui';
import { useCommonMessages } from '@/messages/en/common';

/**
 * The one link of a card. Its ::after covers the card (which must be position: relative), so the
 * whole card is clickable while it holds a single link.
 */
const CardLink = styled(IconLink)`
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

export interface ReadMoreLinkProps {
  /** The English-only page the card leads to. */
  to: string;
  /** The card's title (English), which the link's accessible name ends with. */
  title: string;
}

/**
 * A card's 'Read more' link to a page that exists in English only (a post, a story): named
 * "Read more: {title}" for assistive technology, and on a page in another language it says
 * "(in English)" and gives the target's language.
 */
export function ReadMoreLink({ to, title }: ReadMoreLinkProps) {
  const locale = useLocale();
  const t = useCommonMessages();
  return (
    <CardLink to={to} hrefLang={locale === DEFAULT_LOCALE ? undefined : 'en'}>
      {t.readMore}
      <VisuallyHidden>
        : <span {...englishBlock(locale)}>{title}</span>
      </VisuallyHidden>
      {locale === DEFAULT_LOCALE ? null : <span> {t.inEnglish}</span>}
      <Icon name="arrow-right" size="1rem" />
    </CardLink>
  );
}
