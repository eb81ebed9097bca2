import styled from '@emotion/styled';
import { formatDate, useLocale } from '@site/i18n';
import { paths } from '@site/site';
import { Badge, Card, CardBody, CardMeta, CardTitle } from '@site/ui';
import { ReadMoreLink, englishBlock } from '@/components/card-link';
import { CoverImage } from '@/components/cover-image';
import { MetaItem, MetaList } from '@/components/meta-item';
import { useCommonMessages } from '@/messages/en/common';
import { useNewsMessages } from '@/messages/en/news';
import type { NewsItem } from '../data/news';

const Article = styled(Card)`
  height: 100%;
`;

const Excerpt = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.fg.muted};
`;

/**
 * A story's card. The stories exist in English only: on a page in another language the card's
 * chrome is translated, its title and excerpt stay English (marked so) and the link says so.
 */
export function NewsCard({ item, eager = false }: { item: NewsItem; eager?: boolean }) {
  const t = { common: useCommonMessages(), news: useNewsMessages() };
  const locale = useLocale();
  return (
    <Article as="article" interactive flush>
      <CoverImage src={item.image} alt={t.news.imageAlts[`${item.id}`]} eager={eager} />
      <CardBody>
        <CardMeta spread gap={2}>
          <Badge tone="accent">{t.news.categories[item.category]}</Badge>
          <time dateTime={item.date}>{formatDate(locale, item.date, 'short')}</time>
        </CardMeta>
        <CardTitle as="h2" {...englishBlock(locale)}>
          {item.title}
        </CardTitle>
        <Excerpt {...englishBlock(locale)}>{item.excerpt}</Excerpt>
        <MetaList aria-label={t.news.details}>
          <MetaItem icon="user">{t.common.authors[item.author]}</MetaItem>
        </MetaList>
        {/* /news/{id} has no page yet (the spec gives none), so this lands on the site's 404. */}
        <ReadMoreLink to={paths.newsItem(item.id)} title={item.title} />
      </CardBody>
    </Article>
  );
}
