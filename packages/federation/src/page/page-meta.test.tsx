import { renderToString } from 'react-dom/server';
import type { RouteDeclaration } from '../contract';
import { renderHead } from './head';
import { DeclaredRoute, applyPageMeta, usePageMeta, withRouteDefaults } from './page-meta';
import { Redirect, ServerPage, ServerPageContext, useHttpStatus } from './server-page';

const meta = (sel: string) => document.head.querySelector<HTMLMetaElement>(sel)?.content;

describe('applyPageMeta', () => {
  it('sets the title, description, sharing tags and canonical link', () => {
    applyPageMeta({ title: 'Pricing', description: 'Plans', image: '/og.png', canonicalPath: '/pricing' });
    expect(document.title).toBe('Pricing | CodeNest Technologies');
    expect(meta('meta[name="description"]')).toBe('Plans');
    expect(meta('meta[property="og:title"]')).toBe('Pricing | CodeNest Technologies');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/og.png');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'http://localhost/pricing',
    );
  });

  it('replaces the previous page’s tags: no stale description, canonical of the current path, default image', () => {
    applyPageMeta({ title: 'FAQ', description: 'Answers', canonicalPath: '/faq' });
    window.history.replaceState(null, '', '/somewhere');
    applyPageMeta({});
    expect(document.title).toBe('CodeNest Technologies');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'http://localhost/somewhere',
    );
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/og-image.png');
    window.history.replaceState(null, '', '/');
  });

  it('keeps a noindex page out of indexes; the 404 has no canonical', () => {
    applyPageMeta({ title: 'Sign In', noindex: true });
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    applyPageMeta({ title: 'Page not found', noindex: true, canonicalPath: null });
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('renderHead (server)', () => {
  it('writes structured data and breadcrumbs as JSON-LD that cannot close its script element', () => {
    const html = renderHead(
      {
        title: 'A </script> title',
        structuredData: [{ '@type': 'Course', name: '</script><script>alert(1)</script>' }],
        breadcrumbs: [
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
        ],
      },
      { origin: 'https://example.pk', pathname: '/blog/x' },
    );
    expect(html).toContain('<title>A &lt;/script&gt; title | CodeNest Technologies</title>');
    expect(html).toContain('<link rel="canonical" href="https://example.pk/blog/x" data-page-meta>');
    const scripts = [
      ...html.matchAll(/<script type="application\/ld\+json" data-page-meta>(.*?)<\/script>/g),
    ];
    expect(scripts).toHaveLength(2);
    const course = JSON.parse(scripts[0]![1]!) as Record<string, unknown>;
    expect(course).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: '</script><script>alert(1)</script>',
      inLanguage: 'en',
    });
    const crumbs = JSON.parse(scripts[1]![1]!) as { itemListElement: { item: string; position: number }[] };
    expect(crumbs.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, 'https://example.pk/'],
      [2, 'https://example.pk/blog'],
    ]);
  });

  it('collects the page’s meta, status and redirect during a server render', () => {
    function Page() {
      usePageMeta({ title: 'Missing', noindex: true });
      useHttpStatus(404);
      return <Redirect to="/blog" />;
    }
    const page = new ServerPage();
    renderToString(
      <ServerPageContext.Provider value={page}>
        <Page />
      </ServerPageContext.Provider>,
    );
    expect(page).toMatchObject({ status: 404, redirect: '/blog', meta: { title: 'Missing', noindex: true } });
  });
});

describe('a page and its declared route', () => {
  const signIn: RouteDeclaration = {
    path: '/login',
    title: 'Sign In',
    label: 'the sign-in form',
    index: false,
  };
  const article: RouteDeclaration = { path: '/blog/:slug', title: 'Blog', label: 'this article' };

  it('takes the title, robots and a fixed path as canonical from the route; what the page states wins', () => {
    expect(withRouteDefaults({ description: 'Sign in.' }, signIn)).toEqual({
      description: 'Sign in.',
      title: 'Sign In',
      noindex: true,
      canonicalPath: '/login',
    });
    expect(withRouteDefaults({ title: 'Create Account', canonicalPath: null }, signIn)).toMatchObject({
      title: 'Create Account',
      canonicalPath: null,
    });
    // A route with parameters has no one canonical path: the page's own URL, or what it states.
    expect(withRouteDefaults({}, article)).toEqual({
      title: 'Blog',
      noindex: false,
      canonicalPath: undefined,
    });
    expect(withRouteDefaults({ title: 'A' }, null)).toEqual({ title: 'A' });
  });

  it('keeps a staff page (private) out of indexes, whatever the page or its index flag say', () => {
    const inbox: RouteDeclaration = {
      path: '/admin/leads',
      title: 'Leads',
      label: 'the inbox',
      private: true,
    };
    expect(withRouteDefaults({}, inbox)).toMatchObject({ noindex: true });
    expect(withRouteDefaults({ noindex: false }, { ...inbox, index: true })).toMatchObject({ noindex: true });
  });

  it('writes the declared facts into the server’s head when the page states only its description', () => {
    function Page() {
      usePageMeta({ description: 'Sign in to your account.' });
      return null;
    }
    const page = new ServerPage();
    renderToString(
      <ServerPageContext.Provider value={page}>
        <DeclaredRoute route={signIn}>
          <Page />
        </DeclaredRoute>
      </ServerPageContext.Provider>,
    );
    expect(page.defaultTitle).toBe('Sign In');
    const html = renderHead(page.meta!, { origin: 'https://example.pk', pathname: '/LOGIN/' });
    expect(html).toContain('<title>Sign In | CodeNest Technologies</title>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" data-page-meta>');
    expect(html).toContain('<link rel="canonical" href="https://example.pk/login" data-page-meta>');
  });
});

describe('a page in two languages', () => {
  const meta = { title: 'FAQ', canonicalPath: '/faq', locales: ['en', 'ur'] as const };

  it('names both versions and English as x-default, with its own language in og:locale and JSON-LD', () => {
    const html = renderHead(meta, { origin: 'https://example.pk', pathname: '/ur/faq' });
    expect(html).toContain('<link rel="canonical" href="https://example.pk/ur/faq"');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://example.pk/faq"');
    expect(html).toContain('<link rel="alternate" hreflang="ur" href="https://example.pk/ur/faq"');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://example.pk/faq"');
    expect(html).toContain('<meta property="og:locale" content="ur_PK"');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US"');
    expect(html).toContain('"inLanguage":"ur"');
  });

  it('names no alternates for a page in one language, or one kept out of search', () => {
    const english = renderHead(
      { ...meta, locales: ['en'] },
      { origin: 'https://example.pk', pathname: '/faq' },
    );
    expect(english).not.toContain('hreflang');
    expect(english).toContain('"inLanguage":"en"');
    const hidden = renderHead({ ...meta, noindex: true }, { origin: 'https://example.pk', pathname: '/faq' });
    expect(hidden).not.toContain('hreflang');
  });
});

describe('a route’s default title', () => {
  const route = (title: string): RouteDeclaration => ({
    path: `/${title.toLowerCase()}`,
    title,
    label: title,
  });

  it('keeps the server’s head at hydration, then sets the title of each route navigated to', async () => {
    const { act } = await import('react');
    const { createRoot } = await import('react-dom/client');
    // The server's head: a page whose module is still on its way when the route hydrates.
    document.head.innerHTML = renderHead(
      { title: 'FAQ', description: 'Answers', canonicalPath: '/faq' },
      { origin: 'http://localhost', pathname: '/faq' },
    );
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<DeclaredRoute route={route('Questions')}>{null}</DeclaredRoute>));
    expect(document.title).toBe('FAQ | CodeNest Technologies');
    expect(meta('meta[name="description"]')).toBe('Answers');
    await act(async () => root.render(<DeclaredRoute route={route('Pricing')}>{null}</DeclaredRoute>));
    expect(document.title).toBe('Pricing | CodeNest Technologies');
    expect(meta('meta[name="description"]')).toBeUndefined();
    await act(async () => root.unmount());
  });
});
