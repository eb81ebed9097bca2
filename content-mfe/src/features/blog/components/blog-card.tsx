import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { paths } from '@site/site';
import { Badge, Card, Icon, VisuallyHidden } from '@site/ui';
import { CardLink } from '@/components/card-link';
import { CoverImage } from '@/components/cover-image';
import { MetaItem, MetaList } from '@/components/meta-item';
import { formatShortDate } from '@/lib/format-date';
import type { BlogPostSummary } from '../data/types';

/** Spec section 9: cards enter one after another, 0.1 s apart (in ms, to avoid float noise). */
export const CARD_ENTRY_DELAY_MS = 100;

const enter = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

const Article = styled(Card)`
  overflow: hidden;
  height: 100%;
  padding: 0;
  animation: ${enter} 0.5s ease both;
  ${({ theme }) => theme.mq.reducedMotion} {
    animation: none;
  }
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
`;

export interface BlogCardProps {
  post: BlogPostSummary;
  /** Position in the grid: sets the entry delay. */
  index: number;
}

export function BlogCard({ post, index }: BlogCardProps) {
  return (
    <Article as="article" interactive style={{ animationDelay: `${index * CARD_ENTRY_DELAY_MS}ms` }}>
      <CoverImage src={post.image} alt={post.imageAlt} eager={index === 0} />
      <Body>
        <div>
          <Badge>{post.category}</Badge>
        </div>
        <h2>{post.title}</h2>
        <p className="excerpt">{post.excerpt}</p>
        <MetaList aria-label="Post details">
          <MetaItem icon="user">{post.author}</MetaItem>
          <MetaItem icon="calendar">
            <time dateTime={post.date}>{formatShortDate(post.date)}</time>
          </MetaItem>
          <MetaItem icon="clock">{post.readTime}</MetaItem>
        </MetaList>
        <CardLink to={paths.blogPost(post.slug)}>
          Read more<VisuallyHidden>: {post.title}</VisuallyHidden>
          <Icon name="arrow-right" size="1rem" />
        </CardLink>
      </Body>
    </Article>
  );
}
