import { peopleApi, SIGNED_IN_FLAG_KEY } from '@site/people';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '@/testing/fill';
import { personMe } from '@/testing/people-data';
import { renderWithProviders } from '@/testing/render';
import { mockStaffApi, ok, refused } from '@/testing/staff-api';
import { StudentLoginScreen } from './student-login-screen';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('StudentLoginScreen', () => {
  it('asks for a required email and password with sign-in autocomplete', () => {
    renderWithProviders(<StudentLoginScreen />, { route: '/student/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Student Portal' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  });

  it('toggles password visibility with a toggle button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudentLoginScreen />, { route: '/student/login' });
    const eye = screen.getByRole('button', { name: 'Show password', pressed: false });
    await user.click(eye);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    await user.click(eye);
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(eye).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['Forgot password?', '/forgot-password'],
    ['Contact us', '/contact'],
  ])('"%s" goes to %s', async (name, target) => {
    const user = userEvent.setup();
    renderWithProviders(<StudentLoginScreen />, { route: '/student/login' });
    await user.click(screen.getByRole('link', { name }));
    expect(screen.getByTestId('location')).toHaveTextContent(target);
  });

  it('leads from its help text to the invitation’s password and to a new one by e-mail', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StudentLoginScreen />, { route: '/student/login' });
    expect(screen.getByText(/First time here\? Choose your password with the link/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Get a new one by e-mail' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?mode=forgot');
  });

  it('signs in the same kind of account as /login, then goes to /profile; nothing is logged', async () => {
    const user = userEvent.setup();
    const api = mockStaffApi({ [`POST ${peopleApi.session}`]: ok(personMe()) });
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    renderWithProviders(<StudentLoginScreen />, { route: '/student/login' });
    await fill(user, screen.getByLabelText(/^Email/), 'student@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'hunter2-student-long');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    expect(api.callsTo('POST', peopleApi.session)[0]?.body).toEqual({
      email: 'student@example.com',
      password: 'hunter2-student-long',
      keepSignedIn: false,
      language: 'en',
    });
    expect(info).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(SIGNED_IN_FLAG_KEY)).toBe('1');
  });

  it('offers the reset after a wrong e-mail or password', async () => {
    const user = userEvent.setup();
    mockStaffApi({
      [`POST ${peopleApi.session}`]: refused(401, 'The e-mail address or password is not right.'),
    });
    renderWithProviders(<StudentLoginScreen />, { route: '/student/login' });
    await fill(user, screen.getByLabelText(/^Email/), 'student@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'hunter2-student-long');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is not right.',
    );
    expect(screen.getByRole('link', { name: 'Get a link to choose a new one' })).toHaveAttribute(
      'href',
      '/login?mode=forgot',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('keeps the password on the Student Portal when told to wait (429)', async () => {
    mockStaffApi({
      [`POST ${peopleApi.session}`]: refused(429, 'Too many failed sign-ins. Try again in 2 minutes.'),
    });
    const user = userEvent.setup();
    renderWithProviders(<StudentLoginScreen />, { route: '/student/login' });
    await fill(user, screen.getByLabelText(/^Email/), 'zainab@example.com');
    await fill(user, screen.getByLabelText(/^Password/), 'kinnow orchards at dusk');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 2 minutes.');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('kinnow orchards at dusk');
  });
});
