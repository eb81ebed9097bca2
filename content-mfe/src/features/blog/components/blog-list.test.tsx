import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { blogPosts } from '../data/blog-posts';
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

describe('BlogList', () => {
  it('shows the six filter buttons with All pressed and every post at start', () => {
    renderWithProviders(<BlogList posts={blogPosts} />);
    const group = screen.getByRole('group', { name: /filter posts by category/i });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'All',
      'Development',
      'Laravel',
      'React',
      'Tutorials',
      'Company News',
    ]);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'React' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(group).queryByRole('button', { name: 'Web Development' })).not.toBeInTheDocument();
    expect(cards()).toHaveLength(blogPosts.length);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 6 posts');
  });

  it('shows only posts of exactly the chosen category', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogList posts={blogPosts} />);
    await user.click(screen.getByRole('button', { name: 'Development' }));
    expect(screen.getByRole('button', { name: 'Development' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    // 'Web Development' is not 'Development': exact match only.
    expect(categoriesShown()).toEqual(['Development']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 post in Development');

    await user.click(screen.getByRole('button', { name: 'Company News' }));
    expect(categoriesShown()).toEqual(['Company News']);
    expect(screen.getByRole('heading', { name: /new training lab/i })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(cards()).toHaveLength(6);
  });

  it('shows each card with its category, title, excerpt, author, date, read time and a Read more link', () => {
    renderWithProviders(<BlogList posts={blogPosts} />);
    const first = cards()[0]!;
    expect(within(first).getByText('Web Development')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(blogPosts[0].title);
    expect(within(first).getByText(blogPosts[0].excerpt)).toBeInTheDocument();
    expect(within(first).getByText('Ahmed Raza')).toBeInTheDocument();
    expect(within(first).getByText('Mar 15, 2024')).toBeInTheDocument();
    expect(within(first).getByText('6 min read')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: blogPosts[0].imageAlt })).toHaveAttribute('width', '800');
    expect(within(first).getByRole('link', { name: /read more/i })).toHaveAttribute(
      'href',
      '/blog/web-development-course-sargodha-guide',
    );
  });

  it('follows Read more to the article', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogList posts={blogPosts} />, { route: '/blog' });
    await user.click(screen.getAllByRole('link', { name: /read more/i })[3]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/blog/react-hooks-explained');
  });

  it('staggers the entry of the cards by 0.1 s per index', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogList posts={blogPosts} />);
    expect(cards().map((card) => card.style.animationDelay)).toEqual([
      '0ms',
      '100ms',
      '200ms',
      '300ms',
      '400ms',
      '500ms',
    ]);
    await user.click(screen.getByRole('button', { name: 'React' }));
    expect(cards()[0]).toHaveStyle({ animationDelay: '0ms' });
  });

  it('shows an empty state when no post matches, with a way back to all posts', async () => {
    const user = userEvent.setup();
    const withoutTutorials: BlogPostSummary[] = blogPosts.filter((post) => post.category !== 'Tutorials');
    renderWithProviders(<BlogList posts={withoutTutorials} />);
    await user.click(screen.getByRole('button', { name: 'Tutorials' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No posts in Tutorials yet' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 posts in Tutorials');
    await user.click(screen.getByRole('button', { name: 'Show all posts' }));
    expect(cards()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });
});
