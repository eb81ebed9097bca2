import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnrollmentPage } from '../../../routes/enrollment-page';
import { renderWithProviders } from '../../../testing/render';
import { ENROLLMENT_SUBMIT_DELAY_MS } from '../data/enrollment';

function renderPage(route = '/enrollment', state?: unknown) {
  return renderWithProviders(<EnrollmentPage />, { route, state, path: '/enrollment' });
}

const courseSelect = () => screen.getByRole('combobox', { name: /course/i });
const selectedLabel = () => {
  const select = courseSelect() as HTMLSelectElement;
  return select.selectedOptions[0]?.textContent;
};

beforeEach(() => {
  window.history.replaceState(null, '', '/enrollment');
});

describe('enrollment page', () => {
  it('has one h1, the six fields with the spec’s required ones, and an e-mail input', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /full name/i })).toBeRequired();
    const email = screen.getByRole('textbox', { name: /email/i });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /phone/i })).toBeRequired();
    expect(courseSelect()).toBeRequired();
    expect(screen.getByLabelText(/start date/i)).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /message/i })).not.toBeRequired();
    expect(document.title).toBe('Enroll in a Course | CodeNest Technologies');
  });

  it('offers the 11 catalogue courses with the spec’s labels', () => {
    renderPage();
    const options = Array.from((courseSelect() as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual([
      'Select a course',
      'Web Development',
      'Mobile Application Development',
      'Shopify Apps Development',
      'Shopify Store Creation and Modifications',
      'React JS',
      'Laravel',
      'React Native',
      'MERN Stack',
      'Basic Computer Course (Windows, MS Office)',
      'Digital Marketing',
      'Crypto',
    ]);
    expect(selectedLabel()).toBe('Select a course');
  });

  it('pre-selects the course passed as courseName (a title or an enrollment label)', () => {
    const { unmount } = renderPage('/enrollment', { courseName: 'Basic Computer Course' });
    expect(selectedLabel()).toBe('Basic Computer Course (Windows, MS Office)');
    unmount();
    renderPage('/enrollment', { courseName: 'Shopify Store Creation and Modifications' });
    expect(selectedLabel()).toBe('Shopify Store Creation and Modifications');
  });

  it('pre-selects the course in ?course=<id>, which wins over the state', () => {
    renderPage('/enrollment?course=laravel', { courseName: 'Crypto' });
    expect(selectedLabel()).toBe('Laravel');
  });

  it('ignores an unknown course', () => {
    renderPage('/enrollment?course=cooking', { courseName: 'Cooking' });
    expect(selectedLabel()).toBe('Select a course');
  });

  it('writes the chosen course into the address bar, so a reload keeps it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(courseSelect(), 'MERN Stack');
    expect(window.location.search).toBe('?course=mern-stack');
    await user.selectOptions(courseSelect(), 'Select a course');
    expect(window.location.search).toBe('');
  });

  it('does not submit while required fields are empty, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Ayesha Khan');
    await user.click(screen.getByRole('button', { name: 'Submit Enrollment' }));
    expect(screen.queryByRole('button', { name: 'Submitting...' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('Ayesha Khan');
  });

  it('shows Submitting... on a disabled button for 2000 ms, then the success screen', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderPage('/enrollment', { courseName: 'React JS' });
      await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Ayesha Khan');
      await user.type(screen.getByRole('textbox', { name: /email/i }), 'ayesha@example.com');
      await user.type(screen.getByRole('textbox', { name: /phone/i }), '0300 1234567');
      await user.click(screen.getByRole('button', { name: 'Submit Enrollment' }));

      const busy = screen.getByRole('button', { name: 'Submitting...' });
      expect(busy).toBeDisabled();
      act(() => jest.advanceTimersByTime(ENROLLMENT_SUBMIT_DELAY_MS - 1));
      expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(1));

      const heading = screen.getByRole('heading', { name: 'Enrollment Successful!' });
      expect(heading).toHaveFocus();
      expect(screen.getByText('Ayesha Khan')).toBeInTheDocument();
      expect(screen.getByText('React JS')).toBeInTheDocument();
      expect(screen.getByText('ayesha@example.com')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

      await user.click(screen.getByRole('button', { name: 'Enroll in Another Course' }));
      expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('');
      expect(selectedLabel()).toBe('Select a course');
    } finally {
      jest.useRealTimers();
    }
  });
});
