import styled from '@emotion/styled';
import { paths } from '@site/site';
import { ButtonLink, FilterLinks } from '@site/federation';
import { Container, Grid, Icon } from '@site/ui';
import { ALL_CATEGORIES, blogFilters, categoryHref, type BlogFilter as Filter } from '../data/categories';
import type { BlogPostSummary } from '../data/types';
import { BlogCard } from './blog-card';

const Wrap = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding-block: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[20]};
`;

const Count = styled.p`
  margin-top: -${({ theme }) => theme.space[4]};
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

function describeCount(count: number, filter: Filter) {
  const noun = count === 1 ? 'post' : 'posts';
  return filter === ALL_CATEGORIES ? `Showing all ${count} ${noun}` : `Showing ${count} ${noun} in ${filter}`;
}

/** The posts of the category in the URL (`?category=laravel`; All without one). */
export function BlogList({ posts, filter }: { posts: readonly BlogPostSummary[]; filter: Filter }) {
  const visible = filterPosts(posts, filter);

  return (
    <Wrap>
      <FilterLinks
        label="Filter posts by category"
        options={blogFilters}
        selected={filter}
        to={categoryHref}
        spacing="sm"
      />
      <Count role="status">{describeCount(visible.length, filter)}</Count>
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
          <h2>No posts in {filter} yet</h2>
          <p>We are writing new articles all the time. In the meantime, browse every post.</p>
          <ButtonLink to={paths.blog} variant="secondary">
            Show all posts
          </ButtonLink>
        </Empty>
      )}
    </Wrap>
  );
}
