import {
  IDEMPOTENCY_HEADER,
  SOURCE_STORAGE_KEY,
  enrollmentCourses,
  enrollmentFields,
  enrollmentMessages,
  startDateRange,
} from '@site/leads';
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { EnrollmentPage } from './enrollment-page';
import { renderWithProviders } from '../testing/render';
import { ENROLLMENT_MIN_SUBMITTING_MS } from '../features/enrollment/data/enrollment';

function renderPage(route = '/enrollment', state?: unknown) {
  return renderWithProviders(<EnrollmentPage />, { route, state, path: '/enrollment' });
}

const courseSelect = () => screen.getByRole('combobox', { name: /course/i });
const selectedLabel = () => {
  const select = courseSelect() as HTMLSelectElement;
  return select.selectedOptions[0]?.textContent;
};

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
// jsdom has no fetch Response: the part the form reads.
const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: /submit enrollment|submitting/i });

// Several form fills per test; generous when the machine is busy.
jest.setTimeout(20_000);

beforeEach(() => {
  window.history.replaceState(null, '', '/enrollment');
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

/** Fake timers (the 2 s minimum) with a user that advances them. */
function withFakeTimers(): UserEvent {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

async function fillIn(user: UserEvent) {
  await user.type(textbox(/full name/i), 'Ayesha Khan');
  await user.type(textbox(/email/i), 'ayesha@example.com');
  await user.type(textbox(/phone/i), '0300 1234567');
  await user.type(textbox(/message/i), 'Evening batch');
}

function expectKeptValues() {
  expect(textbox(/full name/i)).toHaveValue('Ayesha Khan');
  expect(textbox(/email/i)).toHaveValue('ayesha@example.com');
  expect(textbox(/phone/i)).toHaveValue('0300 1234567');
  expect(selectedLabel()).toBe('React JS');
  expect(textbox(/message/i)).toHaveValue('Evening batch');
}

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

  it('offers the 11 courses of the leads contract, in its order', () => {
    renderPage();
    const options = Array.from((courseSelect() as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['Select a course', ...enrollmentCourses]);
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

  it('takes its limits from the leads contract and bounds the start date to today … 12 months in Pakistan', () => {
    renderPage();
    expect(textbox(/full name/i)).toHaveAttribute('maxlength', String(enrollmentFields.full_name.maxLength));
    expect(textbox(/email/i)).toHaveAttribute('maxlength', String(enrollmentFields.email.maxLength));
    expect(textbox(/phone/i)).toHaveAttribute('maxlength', String(enrollmentFields.phone.maxLength));
    expect(textbox(/message/i)).toHaveAttribute('maxlength', String(enrollmentFields.message.maxLength));
    const { min, max } = startDateRange(new Date());
    expect(screen.getByLabelText(/start date/i)).toHaveAttribute('min', min);
    expect(screen.getByLabelText(/start date/i)).toHaveAttribute('max', max);
  });

  it('posts the enrollment and shows Submitting... on a disabled button for at least 2000 ms, then the success screen', async () => {
    const user = withFakeTimers();
    fetchMock.mockResolvedValue(answer(201, { id: 5 }));
    renderPage('/enrollment', { courseName: 'React JS' });
    await fillIn(user);
    const { max } = startDateRange(new Date());
    await user.type(screen.getByLabelText(/start date/i), max);
    await user.click(submitButton());

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Submitting...');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/enrollments');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      full_name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      phone: '0300 1234567',
      course: 'React JS',
      start_date: max,
      message: 'Evening batch',
      website: '',
      source: { sent_from: '/enrollment' },
    });

    // The server has answered already; the button still waits for the spec's 2 s.
    await act(async () => jest.advanceTimersByTime(ENROLLMENT_MIN_SUBMITTING_MS - 1));
    expect(submitButton()).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(1));

    const heading = screen.getByRole('heading', { name: 'Enrollment Successful!' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Ayesha Khan')).toBeInTheDocument();
    expect(screen.getByText('React JS')).toBeInTheDocument();
    expect(screen.getByText('ayesha@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('button', { name: 'Enroll in Another Course' }));
    expect(textbox(/full name/i)).toHaveValue('');
    expect(selectedLabel()).toBe('Select a course');
  });

  it('sends the enrollment label of a course picked by id, e.g. Basic Computer Course', async () => {
    const user = withFakeTimers();
    fetchMock.mockResolvedValue(answer(201, { id: 6 }));
    renderPage('/enrollment?course=basic-computer');
    await fillIn(user);
    await user.click(submitButton());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      course: 'Basic Computer Course (Windows, MS Office)',
      start_date: '',
    });
  });

  it('keeps Submitting... while a slow server has not answered, however long', async () => {
    const user = withFakeTimers();
    let respond: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    renderPage('/enrollment', { courseName: 'React JS' });
    await fillIn(user);
    await user.click(submitButton());

    await act(async () => jest.advanceTimersByTime(30_000));
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Submitting...');
    expect(screen.queryByRole('heading', { name: 'Enrollment Successful!' })).not.toBeInTheDocument();

    await act(async () => respond(answer(201, { id: 7 })));
    expect(screen.getByRole('heading', { name: 'Enrollment Successful!' })).toBeInTheDocument();
  });

  it('shows the server’s messages under their fields, keeps every value and focuses the first one', async () => {
    const user = withFakeTimers();
    fetchMock.mockResolvedValue(
      answer(422, {
        message: 'Validation failed.',
        errors: {
          phone: ['Enter a phone number of 7 to 15 digits, such as 0300 1234567 or +92 300 1234567.'],
          start_date: ['Start date cannot be in the past.'],
          email: ['Enter a valid email address.', 'Second message.'],
        },
      }),
    );
    renderPage('/enrollment', { courseName: 'React JS' });
    await fillIn(user);
    await user.click(submitButton());
    await act(async () => jest.advanceTimersByTime(ENROLLMENT_MIN_SUBMITTING_MS));

    expect(screen.getByRole('alert')).toHaveTextContent(enrollmentMessages.invalid);
    expect(textbox(/email/i)).toHaveAccessibleDescription('Enter a valid email address. Second message.');
    expect(textbox(/phone/i)).toHaveAccessibleDescription(
      /Enter a phone number of 7 to 15 digits, such as 0300 1234567 or \+92 300 1234567\./,
    );
    expect(screen.getByLabelText(/start date/i)).toHaveAccessibleDescription(
      '(optional) Start date cannot be in the past.',
    );
    expect(textbox(/email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(/email/i)).toHaveFocus();
    expectKeptValues();
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Enrollment Successful!' })).not.toBeInTheDocument();

    // Fixing a field clears its message; the others stay.
    await user.type(textbox(/email/i), 'm');
    expect(textbox(/email/i)).not.toHaveAttribute('aria-invalid');
    expect(textbox(/phone/i)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(/email/i)).toHaveFocus();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), enrollmentMessages.network],
    [
      'a server error',
      () => Promise.resolve(answer(500, { message: 'Internal' })),
      enrollmentMessages.generic,
    ],
    [
      'a body that is not JSON',
      () =>
        Promise.resolve({
          ok: false,
          status: 500,
          json: () => Promise.reject(new SyntaxError('<')),
        } as unknown as Response),
      enrollmentMessages.generic,
    ],
    [
      'a gateway’s 502 page (our server is down, not the visitor’s network)',
      () =>
        Promise.resolve({
          ok: false,
          status: 502,
          json: () => Promise.reject(new SyntaxError('<')),
        } as unknown as Response),
      enrollmentMessages.unavailable,
    ],
    [
      'a gateway’s 503',
      () => Promise.resolve(answer(503, { message: 'Our server is briefly unavailable.' })),
      enrollmentMessages.unavailable,
    ],
    [
      'the rate limit (its message says how long to wait)',
      () => Promise.resolve(answer(429, { message: 'Too many requests. Please try again in 42 seconds.' })),
      'Too many requests. Please try again in 42 seconds.',
    ],
    [
      'a 404 (an API without the endpoint)',
      () => Promise.resolve(answer(404, {})),
      enrollmentMessages.generic,
    ],
  ])('on %s: a clear message, every value kept, no success screen', async (_name, respond, message) => {
    const user = withFakeTimers();
    fetchMock.mockImplementation(respond);
    renderPage('/enrollment', { courseName: 'React JS' });
    await fillIn(user);
    await user.click(submitButton());
    await act(async () => jest.advanceTimersByTime(ENROLLMENT_MIN_SUBMITTING_MS));

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expectKeptValues();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Submit Enrollment');
    expect(screen.queryByRole('heading', { name: 'Enrollment Successful!' })).not.toBeInTheDocument();

    // Sending again clears the old message while it is under way.
    fetchMock.mockReturnValue(new Promise(() => undefined));
    await user.click(submitButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends where the student came from, and one key per enrollment however often it is sent', async () => {
    const user = withFakeTimers();
    const campaign = { utm_source: 'facebook', utm_campaign: 'winter', landing_page: '/' };
    localStorage.setItem(SOURCE_STORAGE_KEY, JSON.stringify(campaign));
    const sent = () => {
      const init = fetchMock.mock.calls.at(-1)![1]!;
      const { source } = JSON.parse(String(init.body)) as { source: unknown };
      return { source, key: (init.headers as Record<string, string>)[IDEMPOTENCY_HEADER] };
    };
    const send = async (response: () => Promise<Response>) => {
      fetchMock.mockImplementationOnce(response);
      await user.click(submitButton());
      await act(async () => jest.advanceTimersByTime(ENROLLMENT_MIN_SUBMITTING_MS));
      return sent();
    };
    renderPage('/enrollment', { courseName: 'React JS' });
    await fillIn(user);

    const first = await send(() => Promise.resolve(answer(503, {})));
    expect(first.source).toEqual({ ...campaign, sent_from: '/enrollment' });
    // Sent again as it was, after a server error or no answer: still the same enrollment.
    expect((await send(() => Promise.reject(new TypeError('Failed to fetch')))).key).toBe(first.key);
    await user.type(textbox(/message/i), ', please');
    const changed = await send(() => Promise.resolve(answer(201, { id: 8 })));
    expect(changed.key).not.toBe(first.key);
    expect(screen.getByRole('heading', { name: 'Enrollment Successful!' })).toBeInTheDocument();
    // Stored: the record has done its work, and the next enrollment is another one.
    expect(localStorage.getItem(SOURCE_STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Enroll in Another Course' }));
    await user.selectOptions(courseSelect(), 'React JS');
    await fillIn(user);
    await user.type(textbox(/message/i), ', please');
    const another = await send(() => Promise.resolve(answer(201, { id: 9 })));
    expect(another.key).not.toBe(changed.key);
    expect(another.source).toEqual({ sent_from: '/enrollment' });
  });

  it('keeps the honeypot out of reach of people and assistive technology', () => {
    const { container } = renderPage();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });
});
