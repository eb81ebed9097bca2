import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { AdminLoginScreen, adminSubtitle } from './admin-login-screen';

afterEach(() => jest.restoreAllMocks());

describe('AdminLoginScreen', () => {
  it('shows the subtitle, the restricted-area warning and required credentials', () => {
    renderWithProviders(<AdminLoginScreen />, { route: '/admin-jeansrecycle' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText(adminSubtitle)).toBeInTheDocument();
    expect(adminSubtitle).toMatch(/Recycling Management System/);
    expect(screen.getByText('Restricted area')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toBeRequired();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toBeRequired();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  });

  it('asks search engines not to index the page (the next page’s meta replaces the tag)', () => {
    renderWithProviders(<AdminLoginScreen />, { route: '/admin-jeansrecycle' });
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('logs the username, never the password, and says the panel is not connected', async () => {
    const user = userEvent.setup();
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    renderWithProviders(<AdminLoginScreen />, { route: '/admin-jeansrecycle' });
    await user.type(screen.getByLabelText(/^Username/), 'recycler');
    await user.type(screen.getByLabelText(/^Password/), 'AdminPa55');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const logged = info.mock.calls.flat().join(' ');
    expect(logged).toContain('recycler');
    expect(logged).not.toContain('AdminPa55');
    expect(screen.getByRole('status')).toHaveTextContent(/not connected yet/);
    // Submitting hides the password again and forgets it.
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });
});
