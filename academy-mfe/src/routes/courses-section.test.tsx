import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '@site/i18n';
import { MemoryRouter } from '@site/router';
import { SiteThemeProvider, supportsInvokerCommands } from '@site/ui';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from '../testing/render';
import { CoursesSection } from './courses-section';
import { courses, type CourseId } from '../lib/catalogue/courses';
import { enCourseBenefits } from '../messages/en/course-benefits';
import { enCourses } from '../messages/en/courses';

function renderSection() {
  return renderWithProviders(<CoursesSection />, { route: '/' });
}

const dialogOf = (id: CourseId) => document.getElementById(`course-${id}`) as HTMLDialogElement;

/** What the browser does for a `commandfor` button: it opens the dialog and fires `toggle`. */
async function openNatively(dialog: HTMLDialogElement) {
  await act(async () => {
    dialog.setAttribute('open', '');
    dialog.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' }));
  });
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

  it('has every course’s dialog in the page from the start, closed, with its title and key facts', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Our Courses' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialogs = section.querySelectorAll('dialog');
    expect(dialogs).toHaveLength(11);
    expect(new Set([...dialogs].map((dialog) => dialog.id)).size).toBe(11);
    for (const course of courses) {
      const dialog = dialogOf(course.id);
      expect(dialog).toHaveAttribute('id', expect.stringMatching(/^course-[a-z0-9-]+$/));
      expect(dialog).not.toHaveAttribute('open');
      expect(dialog).toHaveAttribute('closedby', 'any');
      expect(within(dialog).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent(course.title);
      expect(dialog).toHaveTextContent(enCourses[course.id].description);
      expect(dialog).toHaveTextContent(`${course.durationMonths} months`);
      expect(dialog).toHaveTextContent(course.level);
      expect(within(dialog).getByRole('button', { name: 'Enroll Now', hidden: true })).toBeInTheDocument();
      // The page holds a light frame: topics and benefits come when it opens.
      expect(dialog).not.toHaveTextContent(enCourses[course.id].topics[0]!);
      expect(dialog).not.toHaveTextContent(enCourseBenefits[0]);
    }
  });

  it('names its course’s dialog on each card button, which the browser opens by itself', () => {
    renderSection();
    for (const course of courses) {
      const button = screen.getByRole('button', { name: course.title });
      expect(button).toHaveAttribute('commandfor', `course-${course.id}`);
      expect(button).toHaveAttribute('command', 'show-modal');
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      expect(dialogOf(course.id).tagName).toBe('DIALOG');
    }
  });

  it('follows a dialog the browser opened: details, Enroll Now and Escape work', async () => {
    const user = userEvent.setup();
    renderSection();
    await openNatively(dialogOf('react-js'));
    const dialog = screen.getByRole('dialog', { name: 'React JS' });
    expect(await within(dialog).findByRole('heading', { name: 'Topics covered' })).toBeInTheDocument();
    for (const topic of enCourses['react-js'].topics) {
      expect(within(dialog).getByText(topic)).toBeInTheDocument();
    }
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openNatively(dialogOf('laravel'));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Laravel' })).getByRole('button', { name: 'Enroll Now' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/enrollment$/);
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ courseName: 'Laravel' });
  });

  it('opens the modal from the click handler where the browser has no commandfor (the fallback)', async () => {
    expect(supportsInvokerCommands()).toBe(false); // jsdom
    const user = userEvent.setup();
    renderSection();
    const button = screen.getByRole('button', { name: 'Crypto' });
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Crypto' })).toBe(dialogOf('crypto'));
    expect(button).toHaveFocus();
    expect(await screen.findByText(enCourses.crypto.topics[0]!)).toBeInTheDocument();
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
    expect(await within(dialog).findByRole('heading', { name: 'Topics covered' })).toBeInTheDocument();
    for (const topic of enCourses['mern-stack'].topics) {
      expect(within(dialog).getByText(topic)).toBeInTheDocument();
    }
    for (const benefit of enCourseBenefits) {
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

describe('home courses section before its script', () => {
  it('keeps a dialog the browser opened before hydration open, and follows it', async () => {
    const page = (
      <LocaleProvider locale="en">
        <SiteThemeProvider>
          <MemoryRouter initialEntries={['/']}>
            <CoursesSection />
          </MemoryRouter>
        </SiteThemeProvider>
      </LocaleProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    // The visitor tapped the Crypto card before the script: the browser opened its dialog.
    const button = within(container).getByRole('button', { name: 'Crypto' });
    expect(button).toHaveAttribute('commandfor', 'course-crypto');
    dialogOf('crypto').setAttribute('open', '');
    expect(screen.getByRole('dialog', { name: 'Crypto' })).toHaveTextContent('2 months');

    // React (in development) may note the `open` the browser added; nothing else differs.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, page));
    const differences = errors.mock.calls
      .flat()
      .join('\n')
      .split('\n')
      .filter((line) => /^\s*[+-]\s+[\w-]+=/.test(line))
      .map((line) => line.replace(/\s+/g, ' ').trim());
    expect(differences.filter((line) => line !== '- open=""')).toEqual([]);
    errors.mockRestore();
    const dialog = screen.getByRole('dialog', { name: 'Crypto' });
    expect(await within(dialog).findByRole('heading', { name: 'Topics covered' })).toBeInTheDocument();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
