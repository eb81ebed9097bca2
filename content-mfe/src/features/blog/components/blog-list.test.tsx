import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from '@site/router';
import { renderWithProviders } from '@/testing/render';
import { enBlog } from '@/messages/en/blog';
import { blogPosts } from '../data/blog-posts';
import { CATEGORY_PARAM, filterFromParam } from '../data/categories';
import type { BlogPostSummary } from '../data/types';
import { BlogList } from './blog-list';

function cards() {
  return screen.getAllByRole('article');
}

function categoriesShown() {
  return cards().map(
    (card) =>
      within(card).getByText(/^(Web Development|Development|Laravel|React|Tutorials|Company News)$/)
        .textContent,
  );
}

/** The list as the blog page shows it: filtered by the category in the URL. */
function FromUrl({ posts }: { posts: readonly BlogPostSummary[] }) {
  const [params] = useSearchParams();
  return <BlogList posts={posts} filter={filterFromParam(params.get(CATEGORY_PARAM))} />;
}

const filters = () => screen.getByRole('list', { name: /filter posts by category/i });
const filterLink = (name: string) => within(filters()).getByRole('link', { name });

describe('BlogList', () => {
  it('shows the six filter links with All current and every post at start', () => {
    renderWithProviders(<FromUrl posts={blogPosts} />, { route: '/blog' });
    const links = within(filters()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/blog'],
      ['Development', '/blog?category=development'],
      ['Laravel', '/blog?category=laravel'],
      ['React', '/blog?category=react'],
      ['Tutorials', '/blog?category=tutorials'],
      ['Company News', '/blog?category=company-news'],
    ]);
    expect(filterLink('All')).toHaveAttribute('aria-current', 'page');
    expect(filterLink('React')).not.toHaveAttribute('aria-current');
    expect(within(filters()).queryByRole('link', { name: 'Web Development' })).not.toBeInTheDocument();
    expect(cards()).toHaveLength(blogPosts.length);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 6 posts');
  });

  it('shows only posts of exactly the chosen category, following the links without a reload', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FromUrl posts={blogPosts} />, { route: '/blog' });
    await user.click(filterLink('Development'));
    expect(filterLink('Development')).toHaveAttribute('aria-current', 'page');
    expect(filterLink('All')).not.toHaveAttribute('aria-current');
    // 'Web Development' is not 'Development': exact match only.
    expect(categoriesShown()).toEqual(['Development']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 post in Development');

    await user.click(filterLink('Company News'));
    expect(categoriesShown()).toEqual(['Company News']);
    expect(screen.getByRole('heading', { name: /new training lab/i })).toBeInTheDocument();

    await user.click(filterLink('All'));
    expect(cards()).toHaveLength(6);
  });

  it('opens filtered from its URL, as the server renders a shared link', () => {
    renderWithProviders(<FromUrl posts={blogPosts} />, { route: '/blog?category=laravel' });
    expect(categoriesShown()).toEqual(['Laravel']);
    expect(filterLink('Laravel')).toHaveAttribute('aria-current', 'page');
  });

  it('shows each card with its category, title, excerpt, author, date, read time and a Read more link', () => {
    renderWithProviders(<BlogList posts={blogPosts} filter="All" />);
    const first = cards()[0]!;
    expect(within(first).getByText('Web Development')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(blogPosts[0].title);
    expect(within(first).getByText(blogPosts[0].excerpt)).toBeInTheDocument();
    expect(within(first).getByText('Ahmed Raza')).toBeInTheDocument();
    expect(within(first).getByText('Mar 15, 2024')).toBeInTheDocument();
    expect(within(first).getByText('6 min read')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: enBlog.imageAlts[blogPosts[0].slug] })).toHaveAttribute(
      'width',
      '800',
    );
    expect(within(first).getByRole('link', { name: /read more/i })).toHaveAttribute(
      'href',
      '/blog/web-development-course-sargodha-guide',
    );
  });

  it('follows Read more to the article', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogList posts={blogPosts} filter="All" />, { route: '/blog' });
    await user.click(screen.getAllByRole('link', { name: /read more/i })[3]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/blog/react-hooks-explained');
  });

  it('staggers the entry of the cards by 0.1 s per index', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FromUrl posts={blogPosts} />, { route: '/blog' });
    expect(cards().map((card) => card.style.animationDelay)).toEqual([
      '0ms',
      '100ms',
      '200ms',
      '300ms',
      '400ms',
      '500ms',
    ]);
    await user.click(filterLink('React'));
    expect(cards()[0]).toHaveStyle({ animationDelay: '0ms' });
  });

  it('shows an empty state when no post matches, with a way back to all posts', async () => {
    const user = userEvent.setup();
    const withoutTutorials: BlogPostSummary[] = blogPosts.filter((post) => post.category !== 'Tutorials');
    renderWithProviders(<FromUrl posts={withoutTutorials} />, { route: '/blog?category=tutorials' });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No posts in Tutorials yet' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 posts in Tutorials');
    await user.click(screen.getByRole('link', { name: 'Show all posts' }));
    expect(cards()).toHaveLength(5);
    expect(filterLink('All')).toHaveAttribute('aria-current', 'page');
  });
});
