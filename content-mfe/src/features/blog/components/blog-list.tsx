import styled from '@emotion/styled';
import { paths } from '@site/site';
import { ButtonLink, FilterLinks } from '@site/federation';
import { Container, Grid, Icon } from '@site/ui';
import { useBlogMessages } from '@/messages/en/blog';
import { ALL_CATEGORIES, blogFilters, categoryHref, type BlogFilter as Filter } from '../data/categories';
import type { BlogPostSummary } from '../data/types';
import { BlogCard } from './blog-card';

const Wrap = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding-block: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[20]};
`;

const Count = styled.p`
  margin-block-start: -${({ theme }) => theme.space[4]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.fg.muted};
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[6]};
  border: 1px dashed ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.subtle};
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.fg.muted};
  }
  svg {
    color: ${({ theme }) => theme.colors.fg.brand};
  }
`;

/** All shows every post; a category shows only posts of exactly that category. */
export function filterPosts<T extends { category: string }>(posts: readonly T[], filter: Filter) {
  return filter === ALL_CATEGORIES ? posts : posts.filter((post) => post.category === filter);
}

/** A filter's name in the page's language ('All', a category). */
export function useFilterLabel() {
  const t = useBlogMessages();
  return (filter: Filter) => (filter === ALL_CATEGORIES ? t.all : t.categories[filter]);
}

/** The posts of the category in the URL (`?category=laravel`; All without one). */
export function BlogList({ posts, filter }: { posts: readonly BlogPostSummary[]; filter: Filter }) {
  const t = useBlogMessages();
  const labelOf = useFilterLabel();
  const visible = filterPosts(posts, filter);
  const count = visible.length;
  // The links show the filters' names in the page's language; their URLs keep the English slugs.
  const byLabel = new Map(blogFilters.map((option) => [labelOf(option), option]));

  return (
    <Wrap>
      <FilterLinks
        label={t.filterLabel}
        options={[...byLabel.keys()]}
        selected={labelOf(filter)}
        to={(label) => categoryHref(byLabel.get(label) ?? ALL_CATEGORIES)}
        spacing="sm"
      />
      <Count role="status">
        {filter === ALL_CATEGORIES ? t.showingAll(count) : t.showingIn(count, labelOf(filter))}
      </Count>
      {visible.length > 0 ? (
        // Keyed by filter so that the cards enter again, one after another, after each change.
        <Grid key={filter} min="19rem">
          {visible.map((post, index) => (
            <BlogCard key={post.slug} post={post} index={index} />
          ))}
        </Grid>
      ) : (
        <Empty>
          <Icon name="book" size="2rem" />
          <h2>{t.empty.title(labelOf(filter))}</h2>
          <p>{t.empty.text}</p>
          <ButtonLink to={paths.blog} variant="secondary">
            {t.empty.showAll}
          </ButtonLink>
        </Empty>
      )}
    </Wrap>
  );
}
