import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { landingPaths } from '@site/site';
import { CourseLandingPage } from './course-landing-page';
import { renderWithProviders } from '../testing/render';
import { findCourse } from '../lib/catalogue/courses';
import { landingPages } from '../features/landing/data/landing-pages';
import { enLandings } from '../messages/en/landings';

const expectedMonths = {
  [landingPaths.webDevelopment]: 6,
  [landingPaths.mobileApp]: 5,
  [landingPaths.shopify]: 4,
  [landingPaths.basicComputer]: 2,
  [landingPaths.reactJs]: 4,
  [landingPaths.reactNative]: 4,
  [landingPaths.laravel]: 5,
};

describe('course landing pages', () => {
  it('covers the seven landing paths', () => {
    expect(landingPages.map((p) => p.path).sort()).toEqual(Object.values(landingPaths).sort());
  });

  it.each(landingPages.map((page) => [page.path, page] as const))('%s', async (path, page) => {
    const user = userEvent.setup();
    renderWithProviders(<CourseLandingPage />, { route: path });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const words = enLandings[page.courseId];
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words.title);
    expect(document.title).toBe(`${words.title} | CodeNest Technologies`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      words.metaDescription,
    );

    expect(screen.getByText(`${expectedMonths[path]} months`)).toBeInTheDocument();

    const highlights = screen.getByRole('region', { name: 'Course Highlights' });
    expect(within(highlights).getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const syllabus = screen.getByRole('region', { name: 'Course Syllabus' });
    expect(within(syllabus).getAllByRole('listitem')).toHaveLength(10);

    const enroll = screen.getByRole('link', { name: 'Enroll Now' });
    expect(enroll).toHaveAttribute('href', `/enrollment?course=${page.courseId}`);
    await user.click(enroll);
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent(`/enrollment?course=${page.courseId}`);
    expect(JSON.parse(location.dataset.state!)).toEqual({ courseName: findCourse(page.courseId)!.title });
  });

  it('has its own title and description on every page', () => {
    expect(new Set(landingPages.map((p) => enLandings[p.courseId].title)).size).toBe(7);
    expect(new Set(landingPages.map((p) => enLandings[p.courseId].metaDescription)).size).toBe(7);
  });
});
