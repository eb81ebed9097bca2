import { staffApi } from '@site/staff';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { mockStaffApi, ok, refused, staffMe } from '@/testing/staff-api';
import { AdminLoginScreen, adminSubtitle } from './admin-login-screen';

const PASSWORD = 'Adm1n-Recycle#77';

function setup(route = '/admin-jeansrecycle') {
  const user = userEvent.setup();
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  renderWithProviders(<AdminLoginScreen />, { route });
  const logged = () => [...info.mock.calls, ...log.mock.calls].flat().map(String).join('\n');
  return { user, logged };
}

async function typeCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Username/), 'ayesha');
  await user.type(screen.getByLabelText(/^Password/), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => jest.restoreAllMocks());

describe('AdminLoginScreen', () => {
  it('shows the subtitle, the restricted-area warning and required credentials; not for search engines', () => {
    mockStaffApi({});
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText(adminSubtitle)).toBeInTheDocument();
    expect(adminSubtitle).toMatch(/Recycling Management System/);
    expect(screen.getByText('Restricted area')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toBeRequired();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('signs in with the API and opens the inbox; logs nothing', async () => {
    const api = mockStaffApi({ [`POST ${staffApi.session}`]: ok({ step: 'signed-in', me: staffMe }) });
    const { user, logged } = setup();
    await typeCredentials(user);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/admin-jeansrecycle\/leads$/);
    const [call] = api.callsTo('POST', staffApi.session);
    expect(call?.body).toEqual({ username: 'ayesha', password: PASSWORD });
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.credentials).toBe('same-origin');
    expect(logged()).toBe('');
  });

  it.each([
    ['/admin-jeansrecycle/leads/enrollment/3?x=1', '/admin-jeansrecycle/leads/enrollment/3?x=1'],
    ['https://evil.example/admin-jeansrecycle/leads', '/admin-jeansrecycle/leads'],
    ['//evil.example/admin-jeansrecycle/leads', '/admin-jeansrecycle/leads'],
    ['/admin-jeansrecycle/../login', '/admin-jeansrecycle/leads'],
  ])('goes to ?next=%s only when it is a staff page: %s', async (next, expected) => {
    mockStaffApi({ [`POST ${staffApi.session}`]: ok({ step: 'signed-in', me: staffMe }) });
    const { user } = setup(`/admin-jeansrecycle?next=${encodeURIComponent(next)}`);
    await typeCredentials(user);
    expect(await screen.findByTestId('location')).toHaveTextContent(expected);
  });

  it('asks for the authenticator’s code in the same card when the API wants it', async () => {
    const api = mockStaffApi({
      [`POST ${staffApi.session}`]: ok({ step: 'totp' }),
      [`POST ${staffApi.sessionTotp}`]: ok({ step: 'signed-in', me: staffMe }),
    });
    const { user } = setup();
    await typeCredentials(user);
    const code = await screen.findByLabelText(/^Authenticator code/);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(code).toHaveAccessibleDescription(/Enter the 6 digits your authenticator app shows/);
    expect(api.callsTo('POST', staffApi.sessionTotp)).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin-jeansrecycle/leads');
    expect(api.callsTo('POST', staffApi.sessionTotp)[0]?.body).toEqual({ code: '123456' });
  });

  it('says a wrong code above the form and keeps it, selected, to type again; or starts again', async () => {
    mockStaffApi({
      [`POST ${staffApi.session}`]: ok({ step: 'totp' }),
      [`POST ${staffApi.sessionTotp}`]: refused(401, 'That code is not right.'),
    });
    const { user } = setup();
    await typeCredentials(user);
    const code = await screen.findByLabelText(/^Authenticator code/);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(code).toHaveValue('654321');
    await user.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(screen.getByLabelText(/^Username/)).toHaveValue('ayesha');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [401, 'Wrong username or password.'],
    [429, 'Too many attempts: try again in 15 minutes.'],
  ])(
    'a %s: the API’s message above the form, the username kept, the password cleared',
    async (status, message) => {
      mockStaffApi({ [`POST ${staffApi.session}`]: refused(status, message) });
      const { user } = setup();
      await typeCredentials(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText(/^Username/)).toHaveValue('ayesha');
      expect(screen.getByLabelText(/^Password/)).toHaveValue('');
      expect(screen.getByLabelText(/^Password/)).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    },
  );

  it('says so in its own words when the API cannot be reached', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = setup();
    await typeCredentials(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be sent/);
  });

  it('says "Signing in…" on a disabled button while the API answers', async () => {
    let answer!: () => void;
    mockStaffApi({
      [`POST ${staffApi.session}`]: () =>
        new Promise((resolve) => (answer = () => resolve(ok({ step: 'signed-in', me: staffMe })))),
    });
    const { user } = setup();
    await typeCredentials(user);
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.getByTestId('location')).toBeInTheDocument());
  });

  it('after a post without script: the staff area needs JavaScript', () => {
    mockStaffApi({});
    setup('/admin-jeansrecycle?sent=sign-in');
    expect(screen.getByRole('status')).toHaveTextContent('The staff area needs JavaScript');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing was sent and no password was stored.');
  });

  it.each([
    ['ended', 'Your session has ended. Please sign in again.'],
    ['signed-out', 'You have signed out.'],
  ])('?session=%s says why the visitor is here', (reason, text) => {
    mockStaffApi({});
    setup(`/admin-jeansrecycle?session=${reason}&next=%2Fadmin-jeansrecycle%2Fleads`);
    // A polite status (the form's own notice is another, empty one).
    expect(screen.getByText(text).closest('[role="status"]')).not.toBeNull();
  });
});
