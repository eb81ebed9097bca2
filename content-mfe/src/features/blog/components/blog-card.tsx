import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { paths } from '@site/site';
import { Badge, Card, CardBody, CardTitle, Icon, VisuallyHidden, formatDate } from '@site/ui';
import { CardLink } from '@/components/card-link';
import { CoverImage } from '@/components/cover-image';
import { MetaItem, MetaList } from '@/components/meta-item';
import type { BlogPostSummary } from '../data/types';

/** Cards enter one after another, 0.1 s apart (in ms, to avoid float noise). */
export const CARD_ENTRY_DELAY_MS = 100;

const enter = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

const Article = styled(Card)`
  height: 100%;
  animation: ${enter} 0.5s ease both;
  ${({ theme }) => theme.mq.reducedMotion} {
    animation: none;
  }
`;

const Excerpt = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.fg.muted};
`;

export interface BlogCardProps {
  post: BlogPostSummary;
  /** Position in the grid: sets the entry delay. */
  index: number;
}

export function BlogCard({ post, index }: BlogCardProps) {
  return (
    <Article as="article" interactive flush style={{ animationDelay: `${index * CARD_ENTRY_DELAY_MS}ms` }}>
      <CoverImage src={post.image} alt={post.imageAlt} eager={index === 0} />
      <CardBody>
        <div>
          <Badge>{post.category}</Badge>
        </div>
        <CardTitle as="h2">{post.title}</CardTitle>
        <Excerpt>{post.excerpt}</Excerpt>
        <MetaList aria-label="Post details">
          <MetaItem icon="user">{post.author}</MetaItem>
          <MetaItem icon="calendar">
            <time dateTime={post.date}>{formatDate(post.date, 'short')}</time>
          </MetaItem>
          <MetaItem icon="clock">{post.readTime}</MetaItem>
        </MetaList>
        <CardLink to={paths.blogPost(post.slug)}>
          Read more<VisuallyHidden>: {post.title}</VisuallyHidden>
          <Icon name="arrow-right" size="1rem" />
        </CardLink>
      </CardBody>
    </Article>
  );
}
