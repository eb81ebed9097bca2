import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { CoursesSection } from './courses-section';
import { courseBenefits, courses } from '../lib/catalogue/courses';

function renderSection() {
  return renderWithProviders(<CoursesSection />, { route: '/' });
}

describe('home courses section', () => {
  it('shows a section named by its h2 with a card button for each of the 11 courses, without its own id', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Our Courses' });
    expect(section).not.toHaveAttribute('id');
    expect(within(section).getByRole('heading', { level: 2, name: 'Our Courses' })).toBeInTheDocument();
    for (const course of courses) {
      expect(within(section).getByRole('button', { name: course.title })).toBeInTheDocument();
    }
    expect(within(section).getAllByRole('listitem')).toHaveLength(11);
  });

  it('opens a modal with title, description, duration, level, topics, benefits and Enroll Now', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'MERN Stack' }));

    const dialog = screen.getByRole('dialog', { name: 'MERN Stack' });
    expect(dialog).toHaveAccessibleDescription(
      'Become a full-stack JavaScript developer with MongoDB, Express, React and Node.js.',
    );
    expect(within(dialog).getByText('6 months')).toBeInTheDocument();
    expect(within(dialog).getByText('Advanced')).toBeInTheDocument();
    for (const topic of courses.find((c) => c.id === 'mern-stack')!.topics) {
      expect(within(dialog).getByText(topic)).toBeInTheDocument();
    }
    for (const benefit of courseBenefits) {
      expect(within(dialog).getByText(benefit)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Enroll Now' })).toBeInTheDocument();
  });

  it('links from the modal to the course page, or to the course list when there is none', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSection();
    await user.click(screen.getByRole('button', { name: 'React Native' }));
    expect(screen.getByRole('link', { name: 'Full syllabus on the course page' })).toHaveAttribute(
      'href',
      '/react-native-course-sargodha',
    );
    unmount();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Crypto' }));
    expect(screen.getByRole('link', { name: 'Compare all our courses' })).toHaveAttribute('href', '/course');
  });

  it('opens from a click anywhere on the card, not only the title', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByText(courses[9].description));
    expect(screen.getByRole('dialog', { name: 'Digital Marketing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Digital Marketing' })).toHaveFocus();
  });

  it('closes on the close button and returns focus to the card', async () => {
    const user = userEvent.setup();
    renderSection();
    const card = screen.getByRole('button', { name: 'Laravel' });
    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('closes on Escape (the dialog cancel event) and returns focus to the card', async () => {
    const user = userEvent.setup();
    renderSection();
    const card = screen.getByRole('button', { name: 'React Native' });
    await user.click(card);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
  });

  it('closes on a click on the backdrop', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Crypto' }));
    // A click on the <dialog> element itself (outside its content box) is a click on the backdrop.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Enroll Now closes the modal and goes to /enrollment with the course title as courseName', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Basic Computer Course' }));
    await user.click(screen.getByRole('button', { name: 'Enroll Now' }));

    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent(/^\/enrollment$/);
    expect(JSON.parse(location.dataset.state!)).toEqual({ courseName: 'Basic Computer Course' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
