import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { ExplorePlatformSection } from './explore-platform-section';
import { inUrdu, withUrduMessages } from '@/testing/urdu';

describe('ExplorePlatformSection', () => {
  it('links to every page of the spec site map', () => {
    renderWithProviders(<ExplorePlatformSection />, { route: '/explore' });
    expect(screen.getByRole('heading', { name: 'Explore Our Platform' })).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(new Set(hrefs)).toEqual(
      new Set([
        '/',
        '/pricing',
        '/blog',
        '/community',
        '/faq',
        '/news',
        '/web-development-course-sargodha',
        '/mobile-app-development-sargodha',
        '/shopify-course-sargodha',
        '/basic-computer-course-sargodha',
        '/react-js-course-sargodha',
        '/react-native-course-sargodha',
        '/laravel-course-sargodha',
        '/course',
        '/course/react-native',
        '/course/shopify-app-development',
        '/course/react-js',
        '/enrollment',
        '/login',
        '/student/login',
        '/profile',
        '/event',
      ]),
    );
  });

  it("'Start Learning Today' goes to /enrollment", async () => {
    renderWithProviders(<ExplorePlatformSection />, { route: '/explore' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Start Learning Today' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/enrollment');
  });
});

describe('ExplorePlatformSection in Urdu', () => {
  withUrduMessages();

  it('site map: Urdu group titles and link names, same English paths', () => {
    renderWithProviders(<ExplorePlatformSection />, { ...inUrdu, route: '/explore' });
    expect(screen.getByRole('heading', { level: 3, name: 'سرگودھا میں کورسز' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عمومی سوالات' })).toHaveAttribute(
      'href',
      expect.stringMatching(/faq$/),
    );
  });
});
