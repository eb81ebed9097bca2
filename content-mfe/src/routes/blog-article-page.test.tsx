import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DOMPurify from 'dompurify';
import { blogArticles } from '../features/blog/data/blog-articles';
import { renderWithProviders } from '../testing/render';
import { BlogArticlePage } from './blog-article-page';

const first = blogArticles[0];

function meta(selector: string) {
  return document.head.querySelector(selector)?.getAttribute('content');
}

describe('BlogArticlePage', () => {
  it('shows the back link, category, title, author, long-form date, read time, image and body', () => {
    renderWithProviders(<BlogArticlePage />, { route: `/blog/${first.slug}`, path: '/blog/:slug' });
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    // The article files the first post under Courses (the list says Web Development).
    expect(screen.getByText('Courses')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: first.title })).toBeInTheDocument();
    expect(screen.getByText('Ahmed Raza')).toBeInTheDocument();
    expect(screen.getByText('March 15, 2024')).toHaveAttribute('datetime', '2024-03-15');
    expect(screen.getByText('6 min read')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Illustration of a code editor and a graduation cap' }),
    ).toHaveAttribute('loading', 'eager');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Months 1 and 2: the foundations' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sets the title, a 160-character description with an ellipsis, canonical and Open Graph tags', async () => {
    renderWithProviders(<BlogArticlePage />, { route: `/blog/${first.slug}`, path: '/blog/:slug' });
    await waitFor(() => expect(document.title).toBe(`${first.title} | CodeNest Technologies`));
    const description = meta('meta[name="description"]')!;
    expect(description).toHaveLength(163);
    expect(description.startsWith('Learning web development in Sargodha no longer means')).toBe(true);
    expect(description.endsWith('...')).toBe(true);
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:title"]')).toBe(`${first.title} | CodeNest Technologies`);
    expect(meta('meta[property="og:description"]')).toBe(description);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/blog/${first.slug}`,
    );
  });

  it('redirects an unknown slug to /blog', () => {
    renderWithProviders(<BlogArticlePage />, { route: '/blog/no-such-post', path: '/blog/:slug' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog$/);
  });

  it('navigates inside the site when a link in the body is clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogArticlePage />, { route: `/blog/${first.slug}`, path: '/blog/:slug' });
    await user.click(screen.getByRole('link', { name: 'Enroll online' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/enrollment');
  });

  it('renders every article of the dataset', () => {
    for (const article of blogArticles) {
      const { unmount } = renderWithProviders(<BlogArticlePage />, {
        route: `/blog/${article.slug}`,
        path: '/blog/:slug',
      });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(article.title);
      unmount();
    }
  });
});

/** Whether DOMPurify would keep the HTML as it is (it would remove nothing). */
function isAlreadyClean(html: string) {
  const parsed = document.createElement('div');
  parsed.innerHTML = html;
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_DOM: true }) as HTMLElement;
  return clean.innerHTML === parsed.innerHTML;
}

describe('article HTML', () => {
  it('is exactly what DOMPurify keeps, so it is inserted as it is', () => {
    for (const article of blogArticles) expect(isAlreadyClean(article.content)).toBe(true);
  });

  it('would be caught with a script, an event handler or a javascript: link', () => {
    expect(isAlreadyClean('<h2>Hi</h2><p>Text</p>')).toBe(true);
    expect(isAlreadyClean('<p>Text</p><script>alert(1)</script>')).toBe(false);
    expect(isAlreadyClean('<p onclick="steal()">Text</p>')).toBe(false);
    expect(isAlreadyClean('<a href="javascript:alert(1)">x</a>')).toBe(false);
  });
});
