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
  { path: '/blog', Component: page('Our Blog'), title: 'Blog', href: '/blog' },
  { path: '/blog/:slug', Component: page('An article'), title: 'Blog', href: '/blog/first-post' },
  { path: '/faq', Component: page('Frequently Asked Questions'), title: 'FAQ', href: '/faq' },
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
  });

  it('opens the remote’s own page at the root when it owns `/`', () => {
    render(
      <StandaloneFrame
        name="marketing"
        pages={[{ path: '/', Component: page('We build software'), title: undefined, href: '/' }]}
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
