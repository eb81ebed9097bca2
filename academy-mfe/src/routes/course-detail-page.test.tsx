import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CourseDetailPage } from './course-detail-page';
import { catchDownloads, readBlob } from '../testing/downloads';
import { renderWithProviders } from '../testing/render';

const cases = [
  ['react-native', 'React Native Mobile Development', 8, 'react-native', 'React Native'],
  [
    'shopify-app-development',
    'Shopify App Development',
    6,
    'shopify-apps-development',
    'Shopify Apps Development',
  ],
  ['react-js', 'React JS Development', 8, 'react-js', 'React JS'],
] as const;

function renderDetail(id: string) {
  return renderWithProviders(<CourseDetailPage />, { route: `/course/${id}`, path: '/course/:courseId' });
}

describe('course detail pages', () => {
  it.each(cases)('/course/%s', async (id, title, weeks, courseId, courseName) => {
    const user = userEvent.setup();
    renderDetail(id);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | CodeNest Technologies`);
    expect(screen.getByText(`${weeks} weeks`, { selector: 'strong' })).toBeInTheDocument();

    expect(
      within(screen.getByRole('region', { name: 'Course Highlights' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(4);
    expect(
      within(screen.getByRole('region', { name: "What You'll Learn" })).getAllByRole('listitem').length,
    ).toBeGreaterThanOrEqual(6);

    const curriculum = screen.getByRole('region', { name: 'Week-by-Week Curriculum' });
    const weekHeadings = within(curriculum).getAllByRole('heading', { level: 3 });
    expect(weekHeadings).toHaveLength(weeks);
    for (let week = 1; week <= weeks; week += 1) {
      expect(within(curriculum).getByText(`Week ${week}`)).toBeInTheDocument();
    }

    const enroll = screen.getByRole('link', { name: 'Enroll Now' });
    expect(enroll).toHaveAttribute('href', `/enrollment?course=${courseId}`);
    await user.click(enroll);
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ courseName });
  });

  it('Download Syllabus saves a text file generated from the curriculum', async () => {
    const user = userEvent.setup();
    const { blobs, downloads, restore } = catchDownloads();

    renderDetail('react-js');
    await user.click(screen.getByRole('button', { name: 'Download Syllabus' }));

    expect(downloads).toEqual(['react-js-syllabus.txt blob:syllabus']);
    const blob = blobs[0]!;
    expect(blob.type).toBe('text/plain;charset=utf-8');
    const text = await readBlob(blob);
    expect(text).toContain('# React JS Development: Course Syllabus');
    expect(text).toContain('Duration: 8 weeks');
    expect(text).toContain('### Week 1: JavaScript for React');
    expect(text).toContain('### Week 8: Testing and deployment');
    expect(text).toContain('- Testing Library');
    expect(screen.getByRole('status')).toHaveTextContent('Syllabus downloaded as react-js-syllabus.txt.');
    restore();
  });

  it('shows the 404 for an unknown course and logs the path', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderDetail('unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), '/course/unknown');
    error.mockRestore();
  });
});
