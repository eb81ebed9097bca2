import { serverUnavailableIn } from '@site/leads';
import { peopleApi, SIGNED_IN_ATTRIBUTE, SIGNED_IN_FLAG_KEY } from '@site/people';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '@/testing/fill';
import { renderWithProviders } from '@/testing/render';
import { personMe } from '@/testing/people-data';
import { mockStaffApi, ok, refused, type Answer } from '@/testing/staff-api';
import { passwordMismatchMessage } from './login-content';
import { LoginScreen } from './login-screen';

const SECRET = 'kinnow orchards at dusk';
/** Our server briefly unavailable (502-504), as the API and nginx word it (@site/leads). */
const UNAVAILABLE = serverUnavailableIn.en;

function setup(route = '/login', answers: Record<string, Answer> = {}) {
  const api = mockStaffApi(answers);
  const user = userEvent.setup();
  const spies = (['log', 'info', 'warn', 'error'] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation(() => {}),
  );
  renderWithProviders(<LoginScreen />, { route });
  const consoleText = () => spies.flatMap((spy) => spy.mock.calls.flat().map(String)).join('\n');
  return { api, user, consoleText };
}

/** A state whose form is a part on demand (React's `use`, which `act` must be awaited for). */
async function setupOnDemand(route: string, answers: Record<string, Answer>) {
  let setUp: ReturnType<typeof setup> | undefined;
  await act(async () => {
    setUp = setup(route, answers);
  });
  return setUp!;
}

async function signIn(user: ReturnType<typeof userEvent.setup>, keep = false) {
  await fill(user, screen.getByLabelText(/^Email/), 'zainab@example.com');
  await fill(user, screen.getByLabelText(/^Password/), SECRET);
  if (keep) await user.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

async function createAccount(
  user: ReturnType<typeof userEvent.setup>,
  password = SECRET,
  confirm = password,
) {
  await fill(user, screen.getByLabelText(/Full Name/), 'Zainab Hussain');
  await fill(user, screen.getByLabelText(/^Email/), 'zainab@example.com');
  await fill(user, screen.getByLabelText(/^Password/), password);
  await fill(user, screen.getByLabelText(/Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
});

describe('/login: Sign In', () => {
  it('has the spec’s fields, "Keep me signed in" unticked, and sign-in autocomplete', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    const keep = screen.getByRole('checkbox', { name: 'Keep me signed in' });
    expect(keep).not.toBeChecked();
    expect(keep).toHaveAccessibleDescription(/For 30 days on this device/);
    expect(screen.queryByLabelText(/Full Name/)).not.toBeInTheDocument();
    expect(document.title).toBe('Sign In | CodeNest Technologies');
  });

  it('signs in with the API, marks the device and goes to /profile; nothing is logged', async () => {
    const { api, user, consoleText } = setup('/login', { [`POST ${peopleApi.session}`]: ok(personMe()) });
    await signIn(user, true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    const [call] = api.callsTo('POST', peopleApi.session);
    expect(call?.body).toEqual({
      email: 'zainab@example.com',
      password: SECRET,
      keepSignedIn: true,
      language: 'en',
    });
    expect(call?.credentials).toBe('same-origin');
    expect(call?.cache).toBe('no-store');
    expect(window.localStorage.getItem(SIGNED_IN_FLAG_KEY)).toBe('1');
    expect(document.documentElement).toHaveAttribute(SIGNED_IN_ATTRIBUTE);
    expect(consoleText()).toBe('');
  });

  it('says the API’s refusal of a wrong e-mail or password, offers a reset link, and clears the password', async () => {
    const { user } = setup('/login', {
      [`POST ${peopleApi.session}`]: refused(401, 'The e-mail address or password is not right.'),
    });
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail address or password is not right.');
    expect(screen.getByRole('link', { name: 'Get a link to choose a new one' })).toHaveAttribute(
      'href',
      '/login?mode=forgot',
    );
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('zainab@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(window.localStorage.getItem(SIGNED_IN_FLAG_KEY)).toBeNull();
  });

  it('says an unconfirmed address and a wait as the API words them, without a reset link', async () => {
    const { api, user } = setup('/login', {
      [`POST ${peopleApi.session}`]: refused(403, 'Please confirm your e-mail address first.'),
    });
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your e-mail address first.');
    expect(screen.queryByRole('link', { name: /new one/ })).not.toBeInTheDocument();
    api.answer(
      `POST ${peopleApi.session}`,
      refused(429, 'Too many failed sign-ins. Try again in 2 minutes.'),
    );
    await fill(user, screen.getByLabelText(/^Password/), SECRET);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Try again in 2 minutes.'));
  });

  it('says so in its own words when the API cannot be reached', async () => {
    const { user } = setup();
    global.fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in could not be sent. Check your connection, then try again.',
    );
  });

  it('keeps "Forgot password?" on the spec’s 404 path, and offers the reset in its refusal instead', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('says after a post without script that signing in needs JavaScript', () => {
    setup('/login?sent=sign-in');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Signing in needs JavaScript');
    expect(notice).toHaveTextContent('Turn on JavaScript in this browser, then try again.');
  });

  it('says why it was opened after a sign-out or a deletion', () => {
    setup('/login?session=deleted');
    expect(screen.getByText(/Your account is deleted/)).toBeInTheDocument();
  });

  it('shows and hides the password with a toggle button, pressed while it shows', async () => {
    const { user } = setup();
    const password = screen.getByLabelText(/^Password/);
    await fill(user, password, SECRET);
    const eye = screen.getByRole('button', { name: 'Show password', pressed: false });
    await user.click(eye);
    expect(password).toHaveAttribute('type', 'text');
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    await user.click(eye);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says our server is briefly unavailable (503) and keeps the password typed', async () => {
    const { user } = setup('/login', {
      [`POST ${peopleApi.session}`]: refused(503, 'whatever nginx said'),
    });
    await fill(user, screen.getByLabelText(/^Email/), 'zainab@example.com');
    await fill(user, screen.getByLabelText(/^Password/), SECRET);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(screen.queryByRole('link', { name: /new one/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue(SECRET);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('zainab@example.com');
  });
});

describe('/login: Create Account', () => {
  it('switches with a link, adding required Full Name and Confirm Password, and keeps what was typed', async () => {
    const { user } = setup();
    await fill(user, screen.getByLabelText(/^Email/), 'ali@example.com');
    const toCreate = screen.getByRole('link', { name: 'Create Account' });
    expect(toCreate).toHaveAttribute('href', '/login?mode=create-account');
    await user.click(toCreate);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(document.title).toBe('Create Account | CodeNest Technologies');
    expect(screen.getByLabelText(/Full Name/)).toBeRequired();
    expect(screen.getByLabelText(/Confirm Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ali@example.com');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('asks the API to mail a link, then says to check the mail, whatever the address', async () => {
    const { api, user, consoleText } = setup('/login?mode=create-account', {
      [`POST ${peopleApi.signUp}`]: { status: 202, body: { sent: true } },
    });
    await createAccount(user);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Check your e-mail');
    expect(notice).toHaveTextContent('We have sent a message to zainab@example.com');
    expect(api.callsTo('POST', peopleApi.signUp)[0]?.body).toEqual({
      name: 'Zainab Hussain',
      email: 'zainab@example.com',
      password: SECRET,
      language: 'en',
    });
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/Confirm Password/)).toHaveValue('');
    expect(consoleText()).not.toContain(SECRET);
  });

  it('checks the password’s rules, then the confirmation, before sending anything', async () => {
    const { api, user } = setup('/login?mode=create-account');
    await createAccount(user, 'short one', 'short one');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(/Use at least 12 characters\./);
    expect(password).toHaveFocus();

    await user.clear(password);
    await fill(user, password, SECRET);
    const confirm = screen.getByLabelText(/Confirm Password/);
    await user.clear(confirm);
    await fill(user, confirm, 'something else entirely');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(passwordMismatchMessage);
    expect(confirm).toHaveFocus();
    expect(api.calls).toEqual([]);

    // Fixing the confirmation clears the message as the visitor types.
    await user.clear(confirm);
    await fill(user, confirm, SECRET);
    expect(confirm).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a password with the e-mail address in it, as the API would', async () => {
    const { user } = setup('/login?mode=create-account');
    await createAccount(user, 'zainab@example.com is me', 'zainab@example.com is me');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /Don't use your e-mail address in your password\./,
    );
  });

  it('puts the API’s refusals (422) under their fields, the focus on the first', async () => {
    const { user } = setup('/login?mode=create-account', {
      [`POST ${peopleApi.signUp}`]: refused(422, 'Please correct the highlighted fields.', {
        email: ['Enter a valid e-mail address.'],
        password: ['This password is too common.'],
      }),
    });
    await createAccount(user);
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.'));
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/This password is too common\./);
    expect(screen.queryByRole('status')).toBeEmptyDOMElement();
  });

  it('says a limit reached (429) above the button', async () => {
    const { user } = setup('/login?mode=create-account', {
      [`POST ${peopleApi.signUp}`]: refused(429, 'Too many requests from here. Try again in 60 minutes.'),
    });
    await createAccount(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 60 minutes.');
  });

  it.each([
    [429, 'Too many requests from here. Try again in 60 minutes.', 'Try again in 60 minutes.'],
    [503, 'x', UNAVAILABLE],
  ])('says a %i as a wait and keeps all four fields', async (status, message, said) => {
    const { user } = setup('/login?mode=create-account', {
      [`POST ${peopleApi.signUp}`]: refused(status, message),
    });
    await fill(user, screen.getByLabelText(/Full Name/), 'Zainab Hussain');
    await fill(user, screen.getByLabelText(/^Email/), 'zainab@example.com');
    await fill(user, screen.getByLabelText(/^Password/), SECRET);
    await fill(user, screen.getByLabelText(/Confirm Password/), SECRET);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(said);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Zainab Hussain');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('zainab@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue(SECRET);
    expect(screen.getByLabelText(/Confirm Password/)).toHaveValue(SECRET);
    expect(screen.queryByText('Check your e-mail')).not.toBeInTheDocument();
  });
});

describe('/login?mode=forgot', () => {
  it('asks for a reset link and says the same whatever the address', async () => {
    const { api, user } = await setupOnDemand('/login?mode=forgot', {
      [`POST ${peopleApi.passwordReset}`]: { status: 202, body: { sent: true } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    await fill(user, await screen.findByLabelText(/^Email/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses nobody@example.com, we have sent it a link to choose a new password.',
    );
    expect(api.callsTo('POST', peopleApi.passwordReset)[0]?.body).toEqual({
      email: 'nobody@example.com',
      language: 'en',
    });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('says a bad address under the field', async () => {
    const { user } = await setupOnDemand('/login?mode=forgot', {
      [`POST ${peopleApi.passwordReset}`]: refused(422, 'Please correct the highlighted fields.', {
        email: ['Enter a valid e-mail address.'],
      }),
    });
    await fill(user, await screen.findByLabelText(/^Email/), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.'));
    expect(email).toHaveFocus();
  });

  it('says a 503 as a wait when asking for a link, the address kept', async () => {
    const { user } = await setupOnDemand('/login?mode=forgot', {
      [`POST ${peopleApi.passwordReset}`]: refused(503),
    });
    await fill(user, await screen.findByLabelText(/^Email/), 'zainab@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('zainab@example.com');
  });
});
