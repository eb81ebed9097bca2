import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { StudentLoginScreen } from './student-login-screen';

afterEach(() => jest.restoreAllMocks());

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

  it('logs the email but never the password and explains what happens next', async () => {
    const user = userEvent.setup();
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    renderWithProviders(<StudentLoginScreen />, { route: '/student/login' });
    await user.type(screen.getByLabelText(/^Email/), 'student@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'hunter2-student');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const logged = info.mock.calls.flat().join(' ');
    expect(logged).toContain('student@example.com');
    expect(logged).not.toContain('hunter2-student');
    expect(screen.getByRole('status')).toHaveTextContent(/Student Portal is coming soon/);
  });
});
