import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneFrame, type FramePage } from './standalone';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const page =
  (heading: string): FramePage['Component'] =>
  () => <h1>{heading}</h1>;

const contentPages: FramePage[] = [
  { Component: page('Our Blog'), route: { path: '/blog', title: 'Blog', label: 'a page' }, href: '/blog' },
  {
    Component: page('An article'),
    route: { path: '/blog/:slug', title: 'Blog', label: 'a page' },
    href: '/blog/first-post',
  },
  {
    Component: page('Frequently Asked Questions'),
    route: { path: '/faq', title: 'FAQ', label: 'a page' },
    href: '/faq',
  },
];

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('StandaloneFrame', () => {
  it('lists the remote’s pages at its root instead of a 404', async () => {
    render(<StandaloneFrame name="content" pages={contentPages} />);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'content: its pages' })).toBeVisible();
    expect(main.queryByText(/page not found/i)).not.toBeInTheDocument();
    expect(main.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/blog',
      '/blog/first-post',
      '/faq',
    ]);

    await userEvent.setup().click(main.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    // The page's head takes its declared route's title, as in the site.
    expect(document.title).toBe('FAQ | CodeNest Technologies');
  });

  it('opens the remote’s own page at the root when it owns `/`', () => {
    render(
      <StandaloneFrame
        name="marketing"
        pages={[{ Component: page('We build software'), route: { path: '/', label: 'a page' }, href: '/' }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'We build software' })).toBeVisible();
  });

  it('still answers an unknown path with the 404 view', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/nope');
    render(<StandaloneFrame name="content" pages={contentPages} />);
    expect(screen.getByRole('heading', { level: 1, name: /page not found/i })).toBeVisible();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/nope');
    logged.mockRestore();
  });
});
