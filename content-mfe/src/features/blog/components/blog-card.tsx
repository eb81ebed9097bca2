import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { formatDate, useLocale } from '@site/i18n';
import { paths } from '@site/site';
import { Badge, Card, CardBody, CardTitle } from '@site/ui';
import { ReadMoreLink, englishBlock } from '@/components/card-link';
import { CoverImage } from '@/components/cover-image';
import { MetaItem, MetaList } from '@/components/meta-item';
import { useCommonMessages } from '@/messages/en/common';
import { useBlogMessages } from '@/messages/en/blog';
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

/**
 * A post's card. The articles exist in English only: on a page in another language the card's
 * chrome is translated, its title and excerpt stay English (marked so) and the link says so.
 */
export function BlogCard({ post, index }: BlogCardProps) {
  const t = { common: useCommonMessages(), blog: useBlogMessages() };
  const locale = useLocale();
  return (
    <Article as="article" interactive flush style={{ animationDelay: `${index * CARD_ENTRY_DELAY_MS}ms` }}>
      <CoverImage src={post.image} alt={t.blog.imageAlts[post.slug]} eager={index === 0} />
      <CardBody>
        <div>
          <Badge>{t.blog.categories[post.category]}</Badge>
        </div>
        <CardTitle as="h2" {...englishBlock(locale)}>
          {post.title}
        </CardTitle>
        <Excerpt {...englishBlock(locale)}>{post.excerpt}</Excerpt>
        <MetaList aria-label={t.blog.details}>
          <MetaItem icon="user">{t.common.authors[post.author]}</MetaItem>
          <MetaItem icon="calendar">
            <time dateTime={post.date}>{formatDate(locale, post.date, 'short')}</time>
          </MetaItem>
          <MetaItem icon="clock">{t.blog.readTime(Number.parseInt(post.readTime, 10))}</MetaItem>
        </MetaList>
        <ReadMoreLink to={paths.blogPost(post.slug)} title={post.title} />
      </CardBody>
    </Article>
  );
}
