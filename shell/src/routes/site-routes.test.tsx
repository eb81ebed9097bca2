import type { SiteRoute } from '@site/federation';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { SiteRoutes } from './site-routes';

jest.mock('@site/federation', () => {
  const actual = jest.requireActual('@site/federation');
  return {
    ...actual,
    RemoteArea: ({ module }: { module: string }) => <p>remote {module}</p>,
  };
});

/** Routes as the remotes publish them (their routes.json). */
const routes: SiteRoute[] = [
  { path: '/', module: 'marketing/HomePage', label: 'the home page', index: true },
  {
    path: '/packages/:service',
    module: 'marketing/PackagesPage',
    title: 'Service Packages',
    label: 'packages',
    index: true,
  },
  {
    path: '/course/:courseId',
    module: 'academy/CourseDetailPage',
    title: 'Course',
    label: 'this course',
    index: true,
  },
  {
    path: '/blog/:slug',
    module: 'content/BlogArticlePage',
    title: 'Blog',
    label: 'this article',
    index: true,
  },
  {
    path: '/admin-jeansrecycle',
    module: 'accounts/AdminLoginPage',
    title: 'Admin Panel',
    label: 'the admin sign-in',
    index: false,
  },
];

describe('site routes', () => {
  it.each([
    ['/', 'marketing/HomePage', 'CodeNest Technologies'],
    ['/packages/react', 'marketing/PackagesPage', 'Service Packages | CodeNest Technologies'],
    ['/course/react-js', 'academy/CourseDetailPage', 'Course | CodeNest Technologies'],
    ['/blog/some-post', 'content/BlogArticlePage', 'Blog | CodeNest Technologies'],
    ['/admin-jeansrecycle', 'accounts/AdminLoginPage', 'Admin Panel | CodeNest Technologies'],
  ])('%s renders %s with the route’s default title', (path, module, title) => {
    renderWithProviders(<SiteRoutes routes={routes} />, { route: path, path: '/*' });
    expect(screen.getByText(`remote ${module}`)).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it.each(['/forgot-password', '/contact', '/news/3', '/student'])(
    '%s shows the 404 page and logs the path',
    (path) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderWithProviders(<SiteRoutes routes={routes} />, { route: path, path: '/*' });
      expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), path);
      error.mockRestore();
    },
  );

  it('does not call a path "not found" while a remote that may own it cannot be reached', () => {
    renderWithProviders(<SiteRoutes routes={routes} unknownRemotes={['content']} />, {
      route: '/faq',
      path: '/*',
    });
    expect(screen.getByRole('heading', { level: 1, name: /couldn’t load this page/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
