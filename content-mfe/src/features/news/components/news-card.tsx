import styled from '@emotion/styled';
import { paths } from '@site/site';
import { Badge, Card, CardBody, CardMeta, CardTitle, Icon, VisuallyHidden, formatDate } from '@site/ui';
import { CardLink } from '@/components/card-link';
import { CoverImage } from '@/components/cover-image';
import { MetaItem, MetaList } from '@/components/meta-item';
import type { NewsItem } from '../data/news';

const Article = styled(Card)`
  height: 100%;
`;

const Excerpt = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.fg.muted};
`;

export function NewsCard({ item, eager = false }: { item: NewsItem; eager?: boolean }) {
  return (
    <Article as="article" interactive flush>
      <CoverImage src={item.image} alt={item.imageAlt} eager={eager} />
      <CardBody>
        <CardMeta spread gap={2}>
          <Badge tone="accent">{item.category}</Badge>
          <time dateTime={item.date}>{formatDate(item.date, 'short')}</time>
        </CardMeta>
        <CardTitle as="h2">{item.title}</CardTitle>
        <Excerpt>{item.excerpt}</Excerpt>
        <MetaList aria-label="News details">
          <MetaItem icon="user">{item.author}</MetaItem>
        </MetaList>
        {/* /news/{id} has no page yet (the spec gives none), so this lands on the site's 404. */}
        <CardLink to={paths.newsItem(item.id)}>
          Read more<VisuallyHidden>: {item.title}</VisuallyHidden>
          <Icon name="arrow-right" size="1rem" />
        </CardLink>
      </CardBody>
    </Article>
  );
}
