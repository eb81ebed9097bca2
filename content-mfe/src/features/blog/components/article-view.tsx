import styled from '@emotion/styled';
import { organizationData, paths } from '@site/site';
import { IconLink, usePageMeta } from '@site/federation';
import { formatDate, useLocale } from '@site/i18n';
import { Badge, Container, Icon } from '@site/ui';
import { CoverImage } from '@/components/cover-image';
import { useCommonMessages } from '@/messages/en/common';
import { useArticleMessages } from '@/messages/en/article';
import { useBlogMessages } from '@/messages/en/blog';
import { MetaItem, MetaList } from '@/components/meta-item';
import type { BlogArticle } from '../data/types';
import { articleDescription } from '../lib/article-description';
import { blogFeedLink } from '../lib/blog-feed-link';
import { ArticleBody } from './article-body';

const Page = styled.article`
  padding-block: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[20]};
  background: linear-gradient(
    to bottom,
    ${({ theme }) => theme.colors.bg.subtle},
    ${({ theme }) => theme.colors.bg.canvas} 28rem
  );
`;

const Narrow = styled(Container)`
  max-width: 50rem;
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-block-end: ${({ theme }) => theme.space[8]};
  justify-items: start;
  /* The back arrow points the way the text reads. */
  [dir='rtl'] & > a svg {
    transform: scaleX(-1);
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
`;

const Figure = styled.figure`
  margin-block-end: ${({ theme }) => theme.space[10]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** An article (English only: its route has no other language, so this page is always English). */
export function ArticleView({ article }: { article: BlogArticle }) {
  const t = { common: useCommonMessages(), article: useArticleMessages(), blog: useBlogMessages() };
  const locale = useLocale();
  usePageMeta({
    title: article.title,
    description: articleDescription(article.content),
    type: 'article',
    canonicalPath: paths.blogPost(article.slug),
    image: article.image,
    structuredData: [
      {
        '@type': 'BlogPosting',
        headline: article.title,
        description: articleDescription(article.content),
        image: article.image,
        datePublished: article.date,
        author: { '@type': 'Person', name: article.author },
        publisher: organizationData(),
        mainEntityOfPage: paths.blogPost(article.slug),
        articleSection: article.category,
      },
    ],
    breadcrumbs: [
      { name: t.common.home, path: paths.home },
      { name: t.article.blog, path: paths.blog },
      { name: article.title, path: paths.blogPost(article.slug) },
    ],
    alternates: [blogFeedLink],
  });

  return (
    <Page>
      <Narrow>
        <Header>
          <IconLink to={paths.blog} gap={2} touchTarget>
            <Icon name="arrow-left" size="1.1rem" />
            {t.article.back}
          </IconLink>
          <Badge>{article.category}</Badge>
          <h1>{article.title}</h1>
          <MetaList aria-label={t.article.details}>
            <MetaItem icon="user">{article.author}</MetaItem>
            <MetaItem icon="calendar">
              <time dateTime={article.date}>{formatDate(locale, article.date)}</time>
            </MetaItem>
            <MetaItem icon="clock">{article.readTime}</MetaItem>
          </MetaList>
        </Header>
        <Figure>
          <CoverImage src={article.image} alt={t.blog.imageAlts[article.slug]} eager />
        </Figure>
        <ArticleBody html={article.content} />
      </Narrow>
    </Page>
  );
}
