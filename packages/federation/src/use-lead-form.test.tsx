import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, projectRequestMessages, projectRequestText } from '@site/leads';
import { TextField, bindFields } from '@site/ui';
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { LeadForm, LeadFormFooter } from './lead-form';
import { setPostedForm } from './posted-form';
import { renderWithProviders } from './testing/render';
import { useLeadForm, type LeadFormOptions } from './use-lead-form';

type Options = Omit<LeadFormOptions<'project-request'>, 'text'>;

/** A project request form as a page writes one: its fields, then its end; its success in its place. */
function RequestForm(options: Options) {
  const form = useLeadForm('project-request', { text: projectRequestText, ...options });
  const bind = bindFields(form.values, form.setField);
  if (form.status.kind === 'stored')
    return (
      <section aria-label="Sent">
        <p>Thank you, {form.status.submitted.name || 'whoever you are'}.</p>
        <button type="button" onClick={form.reset}>
          Send another
        </button>
      </section>
    );
  return (
    <LeadForm action="/" label="Request" submitting={form.submitting} onSubmit={form.submit}>
      <TextField label="Full Name" required error={form.fieldErrors.name} {...bind('name')} />
      <TextField label="Email" type="email" required error={form.fieldErrors.email} {...bind('email')} />
      <TextField label="Project Details" required error={form.fieldErrors.message} {...bind('message')} />
      <LeadFormFooter trapLabel="Website" trap={bind(HONEYPOT_FIELD)} error={form.message}>
        <button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Submitting...' : 'Send'}
        </button>
      </LeadFormFooter>
    </LeadForm>
  );
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as unknown as Response;
const field = (name: string) => screen.getByRole('textbox', { name });
const button = () => screen.getByRole('button', { name: /send|submitting/i });
const sentBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as Record<string, unknown>;

async function fillIn(user: UserEvent) {
  await user.type(field('Full Name'), 'Ali Hassan');
  await user.type(field('Email'), 'ali@example.com');
  await user.type(field('Project Details'), 'An online store.');
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
  setPostedForm(undefined);
});

describe('useLeadForm', () => {
  it('sends the values in the page’s language, says so until the API answers, then is stored', async () => {
    const user = userEvent.setup();
    const onStored = jest.fn();
    let respond: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    renderWithProviders(<RequestForm onStored={onStored} />, { route: '/ur', locale: 'ur' });
    await fillIn(user);
    await user.click(button());

    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('Submitting...');
    expect(screen.getByRole('form', { name: 'Request' })).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/project-request');
    expect(sentBody()).toMatchObject({
      full_name: 'Ali Hassan',
      email: 'ali@example.com',
      project_details: 'An online store.',
      language: 'ur',
    });
    expect(onStored).not.toHaveBeenCalled();

    await act(async () => respond(answer(201, { id: 1 })));
    expect(screen.getByText('Thank you, Ali Hassan.')).toBeInTheDocument();
    expect(onStored).toHaveBeenCalledTimes(1);
  });

  it('refused: says why, with the API’s messages under their fields, and keeps every value', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      answer(422, {
        message: 'Please correct the fields.',
        errors: { email: ['Invalid.'], full_name: ['Short.'] },
      }),
    );
    renderWithProviders(<RequestForm />);
    await fillIn(user);
    await user.click(button());

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the fields.');
    expect(field('Email')).toHaveAccessibleDescription('Invalid.');
    expect(field('Full Name')).toHaveAccessibleDescription('Short.');
    expect(field('Full Name')).toHaveValue('Ali Hassan');
    expect(field('Project Details')).toHaveValue('An online store.');
    expect(button()).toBeEnabled();

    // The visitor fixes one field: its message goes, the other stays, and so does the form's.
    await user.type(field('Email'), 'm');
    expect(field('Email')).not.toHaveAccessibleDescription('Invalid.');
    expect(field('Full Name')).toHaveAccessibleDescription('Short.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields.');

    // Sent again: the old message goes while it is under way.
    fetchMock.mockReturnValue(new Promise(() => undefined));
    await user.click(button());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends one lead however often it is sent: the same key after a failure, a new one for new values', async () => {
    const user = userEvent.setup();
    const key = () =>
      (fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>)[IDEMPOTENCY_HEADER];
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<RequestForm />);
    await fillIn(user);
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(projectRequestMessages.generic);
    const first = key();
    await user.click(button());
    await screen.findByRole('alert');
    expect(key()).toBe(first);
    await user.type(field('Project Details'), ' Soon.');
    await user.click(button());
    await screen.findByRole('alert');
    expect(key()).not.toBe(first);
  });

  it('with a minimum, says "Submitting..." that long even when the API answered at once', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    fetchMock.mockResolvedValue(answer(201, {}));
    renderWithProviders(<RequestForm minSubmittingMs={2000} />);
    await fillIn(user);
    await user.click(button());
    await act(async () => jest.advanceTimersByTime(1999));
    expect(button()).toHaveTextContent('Submitting...');
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByText('Thank you, Ali Hassan.')).toBeInTheDocument();
  });

  it('starts with its prefill, and empty again after a success', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(answer(201, {}));
    renderWithProviders(<RequestForm prefill={() => ({ message: 'About React' })} />);
    expect(field('Project Details')).toHaveValue('About React');
    await fillIn(user);
    await user.click(button());
    await user.click(await screen.findByRole('button', { name: 'Send another' }));
    expect(field('Full Name')).toHaveValue('');
    expect(field('Project Details')).toHaveValue('');
  });

  it('starts as the site’s server answered a post without script that it refused', () => {
    setPostedForm({
      form: 'project-request',
      values: { name: 'Ali', email: 'ali@', message: '' },
      fieldErrors: { email: 'Enter a valid email address.' },
      message: 'Validation failed.',
    });
    renderWithProviders(<RequestForm />);
    expect(field('Full Name')).toHaveValue('Ali');
    expect(field('Email')).toHaveValue('ali@');
    expect(field('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Validation failed.');
  });

  it('ignores what the server answered to another form', () => {
    setPostedForm({ form: 'enrollment', values: { fullName: 'Ali' }, fieldErrors: {}, message: 'No.' });
    renderWithProviders(<RequestForm />, { route: '/?sent=enrollment' });
    expect(field('Full Name')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts stored after a post without script (?sent=), succeeds once its script is here, and forgets it after', async () => {
    const user = userEvent.setup();
    const onStored = jest.fn();
    window.history.replaceState(null, '', '/?sent=project-request#start-project');
    renderWithProviders(<RequestForm onStored={onStored} />, { route: '/?sent=project-request' });
    // The address carries nothing personal: the form knows only that it was stored.
    expect(screen.getByText('Thank you, whoever you are.')).toBeInTheDocument();
    expect(onStored).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Send another' }));
    expect(field('Full Name')).toHaveValue('');
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#start-project');
  });

  it('does nothing with an answer that comes after the form has gone', async () => {
    const user = userEvent.setup();
    const onStored = jest.fn();
    const errors = jest.spyOn(console, 'error');
    let respond: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    const { unmount } = renderWithProviders(<RequestForm onStored={onStored} />);
    await fillIn(user);
    await user.click(button());
    unmount();
    await act(async () => respond(answer(201, {})));
    expect(onStored).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
