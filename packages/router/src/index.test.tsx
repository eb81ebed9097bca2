import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useParams,
  useSearchParams,
} from './index';

describe('matchRoutes', () => {
  const routes = [{ path: '/blog' }, { path: '/blog/:slug' }, { path: '/blog/rss.xml' }, { path: '*' }];
  const best = (pathname: string) => matchRoutes(routes, pathname)?.[0];

  it('prefers a static segment to a parameter, and both to *', () => {
    expect(best('/blog/rss.xml')?.route.path).toBe('/blog/rss.xml');
    expect(best('/blog/react-hooks')).toMatchObject({
      route: { path: '/blog/:slug' },
      params: { slug: 'react-hooks' },
    });
    expect(best('/nowhere/at/all')).toMatchObject({
      route: { path: '*' },
      params: { '*': 'nowhere/at/all' },
    });
  });

  it('matches as the visitor means it: any case, trailing slash, escapes decoded', () => {
    expect(best('/BLOG/')?.route.path).toBe('/blog');
    expect(best('/bl%6Fg')?.route.path).toBe('/blog');
    expect(best('/blog/caf%C3%A9')?.params.slug).toBe('café');
    expect(matchRoutes([{ path: '/faq' }], '/faq/x')).toBeUndefined();
  });
});

function Page({ name }: { name: string }) {
  const { pathname, search, hash } = useLocation();
  return (
    <p>
      {name} at {pathname}
      {search}
      {hash}
    </p>
  );
}

function Article() {
  return <p>article {useParams().slug}</p>;
}

describe('the router in a page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('follows a link without reloading, and comes back with the browser’s Back', async () => {
    window.history.replaceState(null, '', '/blog');
    render(
      <BrowserRouter>
        <Link to="/blog/react-hooks" state={{ from: 'list' }}>
          Read more
        </Link>
        <Routes>
          <Route path="/blog" element={<Page name="blog" />} />
          <Route path="/blog/:slug" element={<Article />} />
        </Routes>
      </BrowserRouter>,
    );
    expect(screen.getByText('blog at /blog')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Read more' });
    expect(link).toHaveAttribute('href', '/blog/react-hooks');
    expect(fireEvent.click(link)).toBe(false); // handled: no page load
    expect(window.location.pathname).toBe('/blog/react-hooks');
    expect(screen.getByText('article react-hooks')).toBeInTheDocument();
    expect((window.history.state as { usr: unknown }).usr).toEqual({ from: 'list' });

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByText('blog at /blog')).toBeInTheDocument();
  });

  it('leaves a click with a modifier key, or for another tab, to the browser', () => {
    render(
      <MemoryRouter>
        <Link to="/faq">FAQ</Link>
        <Link to="/event" target="_blank">
          Events
        </Link>
      </MemoryRouter>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'FAQ' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Events' }))).toBe(true);
  });

  it('resolves a query or a section against the current page', () => {
    render(
      <MemoryRouter initialEntries={['/blog?category=react']}>
        <Link to="?category=laravel">Laravel</Link>
        <Link to="#comments">Comments</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Laravel' })).toHaveAttribute('href', '/blog?category=laravel');
    expect(screen.getByRole('link', { name: 'Comments' })).toHaveAttribute(
      'href',
      '/blog?category=react#comments',
    );
  });

  it('re-renders a reader of the query when the query changes, not when only the section does', () => {
    const renders: string[] = [];
    function Filter() {
      const [params, setParams] = useSearchParams();
      renders.push(params.get('category') ?? 'all');
      return (
        <button type="button" onClick={() => setParams({ category: 'react' })}>
          React
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <Filter />
        <Link to="#top">Top</Link>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Top' }));
    expect(renders).toEqual(['all']);
    fireEvent.click(screen.getByRole('button', { name: 'React' }));
    expect(renders).toEqual(['all', 'react']);
  });

  it('marks the link of the page shown, and redirects with Navigate', () => {
    render(
      <MemoryRouter initialEntries={['/old']}>
        <NavLink to="/packages/react">React</NavLink>
        <NavLink to="/packages/laravel">Laravel</NavLink>
        <Routes>
          <Route path="/old" element={<Navigate to="/packages/react" replace />} />
          <Route path="/packages/:service" element={<Page name="packages" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('packages at /packages/react')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'React' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Laravel' })).not.toHaveAttribute('aria-current');
  });
});

describe('a router under a basename (/ur)', () => {
  const base = { basename: '/ur', has: (pathname: string) => !pathname.startsWith('/blog/') };

  function Where() {
    const { pathname, hash } = useLocation();
    return <output>{pathname + hash}</output>;
  }

  it('shows the pages paths without it, and writes links with it', () => {
    window.history.replaceState(null, '', '/ur/course');
    render(
      <BrowserRouter base={base}>
        <Where />
        <Link to="/">Home</Link>
        <Link to="/#start-project">Start</Link>
        <Link to="/faq?x=1">FAQ</Link>
        <Link to="/blog/a-post">Article</Link>
      </BrowserRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('/course');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/ur');
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/ur#start-project');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/ur/faq?x=1');
    const article = screen.getByRole('link', { name: 'Article' });
    expect(article).toHaveAttribute('href', '/blog/a-post');
    expect(article).toHaveAttribute('hreflang', 'en');

    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(window.location.pathname + window.location.search).toBe('/ur/faq?x=1');
    expect(screen.getByRole('status')).toHaveTextContent('/faq');
    // A page that does not exist in the language is left to the browser (a page load).
    expect(fireEvent.click(article)).toBe(true);
    window.history.replaceState(null, '', '/');
  });
});
