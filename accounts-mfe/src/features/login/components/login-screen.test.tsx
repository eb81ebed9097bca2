import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { passwordMismatchMessage } from './login-content';
import { LoginScreen } from './login-screen';

const SECRET = 'S3cret-pass!';

function setup(route = '/login') {
  const user = userEvent.setup();
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  renderWithProviders(<LoginScreen />, { route });
  const consoleText = () => [...info.mock.calls, ...log.mock.calls].flat().map(String).join('\n');
  return { user, info, consoleText };
}

afterEach(() => jest.restoreAllMocks());

describe('LoginScreen', () => {
  it('starts in sign-in mode with email and password required and sign-in autocomplete', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    const email = screen.getByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Password/);
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByLabelText(/Full Name/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Confirm Password/)).not.toBeInTheDocument();
    expect(document.title).toBe('Sign In | CodeNest Technologies');
  });

  it('switches to Create Account with a link, adding required Full Name and Confirm Password, and back', async () => {
    const { user } = setup();
    const toCreate = screen.getByRole('link', { name: 'Create Account' });
    expect(toCreate).toHaveAttribute('href', '/login?mode=create-account');
    await user.click(toCreate);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(document.title).toBe('Create Account | CodeNest Technologies');
    expect(screen.getByLabelText(/Full Name/)).toBeRequired();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText(/Confirm Password/)).toBeRequired();
    expect(screen.getByLabelText(/Confirm Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();

    const toSignIn = screen.getByRole('link', { name: 'Sign In' });
    expect(toSignIn).toHaveAttribute('href', '/login');
    await user.click(toSignIn);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Full Name/)).not.toBeInTheDocument();
  });

  it('renders the Create Account form from the URL (?mode=create-account), as the server does', () => {
    setup('/login?mode=create-account');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toBeRequired();
    expect(screen.getByLabelText(/Confirm Password/)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Create Account | CodeNest Technologies');
  });

  it('renders Sign In for an unknown mode', () => {
    setup('/login?mode=admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Full Name/)).not.toBeInTheDocument();
  });

  it('keeps what was typed across a switch once the script is there', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'ali@example.com');
    await user.type(screen.getByLabelText(/^Password/), SECRET);
    await user.click(screen.getByRole('link', { name: 'Create Account' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ali@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue(SECRET);
  });

  it('says what happened after a post without script (?sent=sign-in), in the URL’s mode', () => {
    setup('/login?mode=create-account&sent=sign-in');
    expect(screen.getByRole('status')).toHaveTextContent(/could not create your account yet/i);
  });

  it('drops the notice of the other mode on a switch', async () => {
    const { user } = setup('/login?sent=sign-in');
    expect(screen.getByRole('status')).toHaveTextContent(/nothing was sent/i);
    await user.click(screen.getByRole('link', { name: 'Create Account' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('links to the forgot-password page in sign-in mode', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('shows and hides the password with a toggle button, pressed while it shows', async () => {
    const { user } = setup();
    const password = screen.getByLabelText(/^Password/);
    await user.type(password, SECRET);
    const eye = screen.getByRole('button', { name: 'Show password', pressed: false });
    await user.click(eye);
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue(SECRET);
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    // One name in both states: the state is aria-pressed (the WAI-ARIA toggle button).
    expect(eye).toHaveAccessibleName('Show password');
    await user.click(eye);
    expect(password).toHaveAttribute('type', 'password');
    expect(eye).toHaveAttribute('aria-pressed', 'false');
  });

  it('the toggle reveals Confirm Password too in create mode', async () => {
    const { user } = setup('/login?mode=create-account');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/Confirm Password/)).toHaveAttribute('type', 'text');
  });

  it('says next to Confirm Password when the passwords differ, keeps the input and logs nothing', async () => {
    const { user, info } = setup('/login?mode=create-account');
    await user.type(screen.getByLabelText(/Full Name/), 'Ali Raza');
    await user.type(screen.getByLabelText(/^Email/), 'ali@example.com');
    await user.type(screen.getByLabelText(/^Password/), SECRET);
    await user.type(screen.getByLabelText(/Confirm Password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const confirm = screen.getByLabelText(/Confirm Password/);
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(passwordMismatchMessage);
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveValue('different');
    expect(screen.getByLabelText(/^Password/)).toHaveValue(SECRET);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ali Raza');
    expect(info).not.toHaveBeenCalled();

    // Fixing the confirmation clears the message as the visitor types.
    await user.clear(confirm);
    await user.type(confirm, SECRET);
    expect(confirm).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(passwordMismatchMessage)).not.toBeInTheDocument();
  });

  it('on create: logs name and email but never the password, and says what happens next', async () => {
    const { user, info, consoleText } = setup('/login?mode=create-account');
    await user.type(screen.getByLabelText(/Full Name/), 'Ali Raza');
    await user.type(screen.getByLabelText(/^Email/), 'ali@example.com');
    await user.type(screen.getByLabelText(/^Password/), SECRET);
    await user.type(screen.getByLabelText(/Confirm Password/), SECRET);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(info).toHaveBeenCalledTimes(1);
    expect(consoleText()).toContain('ali@example.com');
    expect(consoleText()).toContain('Ali Raza');
    expect(consoleText()).not.toContain(SECRET);
    expect(screen.getByRole('status')).toHaveTextContent(/online accounts are coming soon/i);
    expect(screen.getByRole('link', { name: 'enrollment form' })).toHaveAttribute('href', '/enrollment');
    expect(screen.getByRole('link', { name: 'info@codenest.pk' })).toHaveAttribute(
      'href',
      'mailto:info@codenest.pk',
    );
    // The passwords are not kept once submitted.
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('on sign in: logs the email only and tells the visitor how to reach the institute', async () => {
    const { user, consoleText } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'student@example.com');
    await user.type(screen.getByLabelText(/^Password/), SECRET);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(consoleText()).toMatch(/Sign in form submitted.*student@example\.com/);
    expect(consoleText()).not.toContain(SECRET);
    expect(screen.getByRole('status')).toHaveTextContent(/nothing was sent/i);
    expect(screen.getByRole('link', { name: '+92 300 8601234' })).toHaveAttribute(
      'href',
      'tel:+923008601234',
    );
  });

  it('does not submit while a required field is empty', async () => {
    const { user, info } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'student@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(info).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
