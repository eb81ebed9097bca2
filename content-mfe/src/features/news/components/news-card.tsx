import styled from '@emotion/styled';
import { paths } from '@site/site';
import { Badge, Card, Icon, VisuallyHidden } from '@site/ui';
import { CardLink } from '@/components/card-link';
import { CoverImage } from '@/components/cover-image';
import { MetaItem, MetaList } from '@/components/meta-item';
import { formatShortDate } from '@/lib/format-date';
import type { NewsItem } from '../data/news';

const Article = styled(Card)`
  overflow: hidden;
  height: 100%;
  padding: 0;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  .excerpt {
    flex: 1;
    color: ${({ theme }) => theme.colors.fg.muted};
  }
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.fg.muted};
  }
`;

export function NewsCard({ item, eager = false }: { item: NewsItem; eager?: boolean }) {
  return (
    <Article as="article" interactive>
      <CoverImage src={item.image} alt={item.imageAlt} eager={eager} />
      <Body>
        <div className="top">
          <Badge tone="accent">{item.category}</Badge>
          <time dateTime={item.date}>{formatShortDate(item.date)}</time>
        </div>
        <h2>{item.title}</h2>
        <p className="excerpt">{item.excerpt}</p>
        <MetaList aria-label="News details">
          <MetaItem icon="user">{item.author}</MetaItem>
        </MetaList>
        {/* Spec section 2: /news/{id} has no page yet, so this lands on the site's 404. */}
        <CardLink to={paths.newsItem(item.id)}>
          Read more<VisuallyHidden>: {item.title}</VisuallyHidden>
          <Icon name="arrow-right" size="1rem" />
        </CardLink>
      </Body>
    </Article>
  );
}
