import { screen, within } from '@testing-library/react';
import { CourseListPage } from './course-list-page';
import { renderWithProviders } from '../testing/render';

describe('/course list page', () => {
  it('shows six course cards with weeks, students, a 4.4-4.9 rating and a Learn More link', () => {
    renderWithProviders(<CourseListPage />, { route: '/course' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    const weeks = cards.map((card) =>
      Number(
        within(card)
          .getByText(/^\d+ weeks$/)
          .textContent!.split(' ')[0],
      ),
    );
    expect(weeks).toEqual([12, 8, 10, 10, 6, 4]);

    const ratings = cards.map((card) =>
      Number(
        within(card)
          .getByText(/^\d\.\d/)
          .textContent!.slice(0, 3),
      ),
    );
    expect(Math.min(...ratings)).toBe(4.4);
    expect(Math.max(...ratings)).toBe(4.9);

    for (const card of cards) {
      expect(within(card).getByText(/^[\d,]+ students$/)).toBeInTheDocument();
      expect(within(card).getByRole('heading', { level: 2 })).toBeInTheDocument();
    }

    const links = screen.getAllByRole('link', { name: /^Learn More/ }).map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/web-development-course-sargodha',
      '/course/react-native',
      '/laravel-course-sargodha',
      '/course/react-js',
      '/course/shopify-app-development',
      '/basic-computer-course-sargodha',
    ]);
  });
});
