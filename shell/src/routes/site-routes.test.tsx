import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render';
import { routeTable } from './route-table';
import { SiteRoutes } from './site-routes';

jest.mock('@site/ui', () => {
  const actual = jest.requireActual('@site/ui');
  return {
    ...actual,
    RemoteArea: ({ module }: { module: string }) => <p>remote {module}</p>,
  };
});

const specPaths = [
  '/',
  '/blog',
  '/blog/:slug',
  '/community',
  '/packages/:service',
  '/enrollment',
  '/pricing',
  '/login',
  '/profile',
  '/web-development-course-sargodha',
  '/mobile-app-development-sargodha',
  '/shopify-course-sargodha',
  '/basic-computer-course-sargodha',
  '/react-js-course-sargodha',
  '/react-native-course-sargodha',
  '/laravel-course-sargodha',
  '/student/login',
  '/admin-jeansrecycle',
  '/course',
  '/course/:courseId',
  '/event',
  '/faq',
  '/news',
];

describe('site routes', () => {
  it('cover every route of the spec, each owned by one remote module', () => {
    expect(routeTable.map((r) => r.path).sort()).toEqual([...specPaths].sort());
  });

  it.each([
    ['/', 'marketing/HomePage'],
    ['/packages/react', 'marketing/PackagesPage'],
    ['/laravel-course-sargodha', 'academy/CourseLandingPage'],
    ['/course/react-js', 'academy/CourseDetailPage'],
    ['/blog/some-post', 'content/BlogArticlePage'],
    ['/admin-jeansrecycle', 'accounts/AdminLoginPage'],
  ])('%s renders %s with a default title', (path, module) => {
    renderWithProviders(<SiteRoutes />, { route: path, path: '/*' });
    expect(screen.getByText(`remote ${module}`)).toBeInTheDocument();
    expect(document.title).toMatch(/CodeNest Technologies$/);
  });

  it.each(['/forgot-password', '/contact', '/news/3', '/student'])(
    '%s shows the 404 page and logs the path',
    (path) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderWithProviders(<SiteRoutes />, { route: path, path: '/*' });
      expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), path);
      error.mockRestore();
    },
  );
});
