import type { SiteRoute } from '@site/federation';
import { paths } from '@site/site';
import { robotsTxt, sitemapRoutes, sitemapXml } from './seo';

describe('sitemapXml', () => {
  it('lists a page in each of its languages with every alternate, and an English-only page alone', () => {
    const xml = sitemapXml('https://codenest.pk', [
      { path: '/faq', locales: ['en', 'ur'] },
      { path: '/blog/a-post', lastModified: '2026-11-01', locales: ['en'] },
      { path: '/faq', locales: ['en', 'ur'] },
    ]);
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    expect(urls).toHaveLength(3);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://codenest.pk/faq"/>' +
      '<xhtml:link rel="alternate" hreflang="ur" href="https://codenest.pk/ur/faq"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://codenest.pk/faq"/>';
    expect(urls[0]).toBe(`<loc>https://codenest.pk/faq</loc>${alternates}`);
    expect(urls[1]).toBe(`<loc>https://codenest.pk/ur/faq</loc>${alternates}`);
    expect(urls[2]).toBe('<loc>https://codenest.pk/blog/a-post</loc><lastmod>2026-11-01</lastmod>');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe('robotsTxt', () => {
  it('keeps the pages that are not indexed out in each of their languages', () => {
    const routes: SiteRoute[] = [
      { path: '/login', module: 'accounts/LoginPage', label: 'sign in', index: false, locales: ['en', 'ur'] },
      { path: '/profile', module: 'accounts/ProfilePage', label: 'profile', index: false },
      { path: '/faq', module: 'content/FaqPage', label: 'the FAQ', index: true, locales: ['en', 'ur'] },
    ];
    const robots = robotsTxt('https://codenest.pk', routes);
    expect(robots).toContain('Disallow: /login\nDisallow: /ur/login\nDisallow: /profile\n');
    expect(robots).not.toContain('/ur/profile');
    expect(robots).not.toContain('faq');
  });
});

describe('staff pages (routes declared private)', () => {
  // A private route is published with index false; one published otherwise is kept out all the same.
  const routes: SiteRoute[] = [
    { path: '/faq', module: 'content/FaqPage', label: 'the FAQ', index: true },
    { path: '/admin/leads', module: 'accounts/InboxPage', label: 'the inbox', index: false, private: true },
    {
      path: '/admin/leads/:kind/:id',
      module: 'accounts/LeadPage',
      label: 'a lead',
      index: true,
      private: true,
    },
  ];

  it('are never in the sitemap', () => {
    expect(sitemapRoutes(routes).map((route) => route.path)).toEqual(['/faq']);
  });

  it('are not named by robots.txt, which anyone may read (their own noindex keeps them out)', () => {
    const robots = robotsTxt('https://codenest.pk', routes);
    expect(robots).not.toContain('/admin');
    expect(robots).not.toContain('faq');
    expect(robots).toContain('Disallow: /api/\n');
  });

  it('nor is the admin sign-in, nor anything under its path', () => {
    const robots = robotsTxt('https://codenest.pk', [
      {
        path: paths.admin,
        module: 'accounts/AdminLoginPage',
        label: 'admin',
        index: false,
        locales: ['en', 'ur'],
      },
      { path: `${paths.admin}/setup`, module: 'accounts/SetupPage', label: 'set-up', index: false },
      { path: '/login', module: 'accounts/LoginPage', label: 'sign in', index: false },
    ]);
    expect(robots).not.toContain(paths.admin);
    expect(robots).toContain('Disallow: /login\n');
  });
});
