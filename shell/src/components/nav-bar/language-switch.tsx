import styled from '@emotion/styled';
import { LOCALE_FACTS, localePath, useLocale } from '@site/i18n';
import { useLocation } from '@site/router';
import { paths } from '@site/site';
import { Icon } from '@site/ui';
import { existsIn } from '../../site-languages';
import { useSiteRoutes } from '../../site-routes-context';

const Switch = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  padding-inline: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
`;

/**
 * The other language of the site, named in itself ("اردو" on English pages, "English" on Urdu
 * ones): the same page in it (its query and section kept), or that language's home page when
 * the page does not exist in it. A plain link: the other language is another document (its
 * `lang`, `dir` and words), loaded as one, and it works before any script.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const other = locale === 'en' ? 'ur' : 'en';
  const routes = useSiteRoutes();
  const { pathname, search, hash } = useLocation();
  const target = existsIn(routes, pathname, other) ? `${pathname}${search}${hash}` : paths.home;
  const { lang, dir, name } = LOCALE_FACTS[other];
  return (
    <Switch href={localePath(target, other)} hrefLang={lang} lang={lang} dir={dir} data-language-switch="">
      <Icon name="globe" size="1.1rem" />
      {name}
    </Switch>
  );
}
