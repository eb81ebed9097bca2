import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  IDEMPOTENCY_HEADER,
  SOURCE_STORAGE_KEY,
  budgetRanges,
  projectRequestFields,
  projectRequestMessages as messages,
  projectTypes,
} from '@site/leads';
import { renderWithProviders } from '@/testing/render';
import { THANK_YOU_PANEL_MS } from '../data/project-request';
import { StartProjectSection } from './start-project-section';

/** Accessible names leave out the decorative required-field asterisk. */
const selects = ['Project Type', 'Budget Range'];
const field = (name: string) => screen.getByRole(selects.includes(name) ? 'combobox' : 'textbox', { name });
const queryField = (name: string) => screen.queryByRole('textbox', { name });

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

// jsdom has no fetch Response: the part the form reads.
function fakeResponse(status: number, json: () => Promise<unknown>) {
  return { ok: status >= 200 && status < 300, status, json } as unknown as Response;
}
const jsonResponse = (status: number, body: unknown) => fakeResponse(status, () => Promise.resolve(body));
const unreadableResponse = (status: number) =>
  fakeResponse(status, () => Promise.reject(new SyntaxError('Unexpected token < in JSON')));

async function enter(user: UserEvent, name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

async function fillForm(user: UserEvent) {
  await enter(user, 'Full Name', 'Ali Hassan');
  await enter(user, 'Email Address', 'ali@example.com');
  await enter(user, 'Company Name', 'Hassan Foods');
  await user.selectOptions(field('Project Type'), 'E-commerce Store');
  await user.selectOptions(field('Budget Range'), '$5,000 - $15,000');
  await enter(user, 'Project Details', 'An online store for our bakery.');
}

function expectFormKeptValues() {
  expect(field('Full Name')).toHaveValue('Ali Hassan');
  expect(field('Email Address')).toHaveValue('ali@example.com');
  expect(field('Company Name')).toHaveValue('Hassan Foods');
  expect(field('Project Type')).toHaveValue('E-commerce Store');
  expect(field('Budget Range')).toHaveValue('$5,000 - $15,000');
  expect(field('Project Details')).toHaveValue('An online store for our bakery.');
}

const submitButton = () => screen.getByRole('button', { name: /submit request|submitting/i });

// Several full form fills per test; generous when the machine is busy.
jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

describe('StartProjectSection', () => {
  it('has the spec fields, rules and option lists', () => {
    renderWithProviders(<StartProjectSection />);
    expect(screen.getByRole('region', { name: 'Start Your Project' })).toHaveAttribute('id', 'start-project');
    expect(field('Full Name')).toBeRequired();
    expect(field('Email Address')).toBeRequired();
    expect(field('Email Address')).toHaveAttribute('type', 'email');
    expect(field('Company Name')).not.toBeRequired();
    expect(field('Project Type')).toBeRequired();
    expect(field('Budget Range')).not.toBeRequired();
    expect(field('Project Details')).toBeRequired();
    const options = (name: string) =>
      within(field(name))
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent);
    expect(options('Project Type')).toEqual([...projectTypes]);
    expect(options('Budget Range')).toEqual([...budgetRanges]);
    // The spec's form names, and the API's length limits, from the leads contract.
    for (const [label, apiName] of [
      ['Full Name', 'full_name'],
      ['Email Address', 'email'],
      ['Company Name', 'company_name'],
      ['Project Details', 'project_details'],
    ] as const) {
      const rule = projectRequestFields[apiName];
      expect(field(label)).toHaveAttribute('name', rule.formName);
      expect(field(label)).toHaveAttribute('maxlength', String(rule.maxLength));
    }
    expect(field('Project Type')).toHaveAttribute('name', 'projectType');
    expect(field('Budget Range')).toHaveAttribute('name', 'budget');
    expect(submitButton()).toHaveTextContent('Submit Request');
  });

  it('posts JSON with the snake_case keys, shows the dialog and the panel, then the empty form after 5 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<StartProjectSection />);
    await fillForm(user);
    await user.click(submitButton());

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Submitting...');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/project-request');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({
      full_name: 'Ali Hassan',
      email: 'ali@example.com',
      company_name: 'Hassan Foods',
      project_type: 'E-commerce Store',
      budget_range: '$5,000 - $15,000',
      project_details: 'An online store for our bakery.',
      website: '',
      source: { sent_from: '/' },
    });

    await act(async () => answer(jsonResponse(201, { id: 7 })));
    const dialog = screen.getByRole('dialog', { name: messages.successTitle });
    expect(dialog).toHaveTextContent(messages.successText);
    expect(queryField('Full Name')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank You for Reaching Out!' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(THANK_YOU_PANEL_MS - 1));
    expect(queryField('Full Name')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('heading', { name: 'Thank You for Reaching Out!' })).not.toBeInTheDocument();
    expect(field('Full Name')).toHaveValue('');
    expect(field('Project Type')).toHaveValue('');
    expect(field('Project Details')).toHaveValue('');
    expect(submitButton()).toBeEnabled();
  });

  it('shows server validation errors under their fields, joined by a space, with the server message', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(422, {
        message: 'Please correct the highlighted fields.',
        errors: {
          full_name: ['The full name is too short.'],
          email: ['The email is invalid.', 'The email domain does not exist.'],
          project_type: ['Choose a project type.'],
          project_details: ['Tell us more.', 'At least 20 characters.'],
          company_name: ['Not shown per field.'],
        },
      }),
    );
    renderWithProviders(<StartProjectSection />);
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(field('Full Name')).toHaveAccessibleDescription('The full name is too short.');
    expect(field('Email Address')).toHaveAccessibleDescription(
      'The email is invalid. The email domain does not exist.',
    );
    expect(field('Project Type')).toHaveAccessibleDescription('Choose a project type.');
    expect(field('Project Details')).toHaveAccessibleDescription('Tell us more. At least 20 characters.');
    expect(field('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Not shown per field.')).not.toBeInTheDocument();
    expectFormKeptValues();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Submit Request');
  });

  it("falls back to 'Validation failed.' when the errors come without a message", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(422, { errors: { email: ['The email is invalid.'] } }));
    renderWithProviders(<StartProjectSection />);
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.validationFailed);
    expect(field('Email Address')).toHaveAccessibleDescription('The email is invalid.');
    expectFormKeptValues();
  });

  const unavailable = `${messages.generic} ${messages.unavailable}`;
  it.each([
    [
      'a server error without errors',
      () => Promise.resolve(jsonResponse(500, { message: 'Boom' })),
      messages.generic,
    ],
    [
      'a rate limit answer',
      () => Promise.resolve(jsonResponse(429, { message: 'Too many requests' })),
      messages.generic,
    ],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), messages.generic],
    ['an unreadable body', () => Promise.resolve(unreadableResponse(500)), messages.generic],
    // A gateway's answer while our API is down: the specification's sentence, then why.
    ['a gateway’s 502 page', () => Promise.resolve(unreadableResponse(502)), unavailable],
    [
      'a gateway’s 503',
      () => Promise.resolve(jsonResponse(503, { message: 'Our server is briefly unavailable.' })),
      unavailable,
    ],
    ['a gateway’s 504', () => Promise.resolve(unreadableResponse(504)), unavailable],
  ])('on %s: says so and keeps the input', async (_name, answer, message) => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(answer);
    renderWithProviders(<StartProjectSection />);
    await fillForm(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    if (message === messages.generic) expect(alert).not.toHaveTextContent(messages.unavailable);
    expectFormKeptValues();
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears a field’s server error once the visitor edits that field', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(jsonResponse(422, { errors: { full_name: ['Too short.'] } }));
    renderWithProviders(<StartProjectSection />);
    await fillForm(user);
    await user.click(submitButton());
    await screen.findByRole('alert');
    expect(screen.getByText('Too short.')).toBeInTheDocument();
    await user.type(field('Full Name'), 'i');
    expect(screen.queryByText('Too short.')).not.toBeInTheDocument();
  });

  it('sends where the visitor came from, and one key per request however often it is sent', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const campaign = {
      utm_source: 'google',
      click_id_kind: 'gclid',
      click_id: 'Cj0K',
      landing_page: '/pricing',
    };
    localStorage.setItem(SOURCE_STORAGE_KEY, JSON.stringify(campaign));
    /** Sends the form and waits for what the visitor sees of the answer: a message or the dialog. */
    const send = async (response: () => Promise<Response>, shows: 'alert' | 'dialog') => {
      fetchMock.mockImplementationOnce(response);
      await user.click(submitButton());
      await screen.findByRole(shows);
      const init = fetchMock.mock.calls.at(-1)![1]!;
      const { source } = JSON.parse(String(init.body)) as { source: unknown };
      return { source, key: (init.headers as Record<string, string>)[IDEMPOTENCY_HEADER] };
    };
    renderWithProviders(<StartProjectSection />);
    await fillForm(user);

    const first = await send(() => Promise.resolve(jsonResponse(502, {})), 'alert');
    expect(first.source).toEqual({ ...campaign, sent_from: '/' });
    expect((await send(() => Promise.reject(new TypeError('Failed to fetch')), 'alert')).key).toBe(first.key);
    await user.selectOptions(field('Budget Range'), 'Not sure yet');
    const changed = await send(() => Promise.resolve(jsonResponse(201, { id: 8 })), 'dialog');
    expect(changed.key).not.toBe(first.key);
    expect(localStorage.getItem(SOURCE_STORAGE_KEY)).toBeNull();

    // The thank-you panel gives way to the empty form: the same request again is another lead.
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    act(() => jest.advanceTimersByTime(THANK_YOU_PANEL_MS));
    await fillForm(user);
    await user.selectOptions(field('Budget Range'), 'Not sure yet');
    const again = await send(() => Promise.resolve(jsonResponse(201, { id: 9 })), 'dialog');
    expect(again.key).not.toBe(changed.key);
    expect(again.source).toEqual({ sent_from: '/' });
  });

  it('keeps a hidden honeypot out of reach of people and assistive technology', () => {
    const { container } = renderWithProviders(<StartProjectSection />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });
});
