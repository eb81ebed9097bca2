import { staffApi, type SetupInfo } from '@site/staff';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { mockStaffApi, ok, refused, type Answer } from '@/testing/staff-api';
import { StaffSetupPage } from './staff-setup-page';

const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const info = (role: SetupInfo['role']): SetupInfo => ({
  username: 'bilal',
  role,
  totp: {
    required: true,
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
    uri: 'otpauth://totp/CodeNest:bilal',
    qrSvg: QR,
  },
});
const PASSWORD = 'a long phrase for the inbox';

function open(answers: Record<string, Answer>, route = '/admin-jeansrecycle/setup#token=tok-123') {
  const api = mockStaffApi(answers);
  const user = userEvent.setup();
  renderWithProviders(<StaffSetupPage />, { route });
  return { api, user };
}

async function fill(user: ReturnType<typeof userEvent.setup>, password = PASSWORD, confirm = password) {
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm the new password/), confirm);
}

const typeCode = (user: ReturnType<typeof userEvent.setup>, code = '123 456') =>
  user.type(screen.getByLabelText(/^Code from the app/), code);

describe('the one-time link’s page', () => {
  it('checks the link’s token (from the fragment), then shows whose account and the authenticator to set up', async () => {
    const { api } = open({ [`POST ${staffApi.setupCheck}`]: ok(info('admin')) });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…');
    expect(await screen.findByText('bilal')).toBeInTheDocument();
    expect(api.callsTo('POST', staffApi.setupCheck)[0]?.body).toEqual({ token: 'tok-123' });
    const password = screen.getByLabelText(/^New password/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(
      'At least 12 characters; a long phrase is best; no other rules.',
    );
    const qr = screen.getByRole('img', { name: /QR code that adds bilal/ });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa(QR)}`);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    const code = screen.getByLabelText(/^Code from the app/);
    expect(code).toBeRequired();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('sets the password and the authenticator, then links to the sign-in page', async () => {
    const { api, user } = open({
      [`POST ${staffApi.setupCheck}`]: ok(info('admin')),
      [`POST ${staffApi.setup}`]: ok(),
    });
    await fill(user);
    await user.type(screen.getByLabelText(/^Code from the app/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/Your password is set/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin-jeansrecycle');
    expect(api.callsTo('POST', staffApi.setup)[0]?.body).toEqual({
      token: 'tok-123',
      password: PASSWORD,
      totpCode: '123456',
    });
  });

  it('asks staff for the authenticator too: a password alone is not enough', async () => {
    const { api, user } = open({
      [`POST ${staffApi.setupCheck}`]: ok(info('staff')),
      [`POST ${staffApi.setup}`]: ok(),
    });
    await fill(user);
    const code = screen.getByLabelText(/^Code from the app/);
    expect(code).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(code).toHaveAccessibleDescription(/Enter the 6 digits/);
    expect(code).toHaveFocus();
    expect(api.callsTo('POST', staffApi.setup)).toHaveLength(0);
    await typeCode(user);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/Your password is set/)).toBeInTheDocument();
    expect(api.callsTo('POST', staffApi.setup)[0]?.body).toEqual({
      token: 'tok-123',
      password: PASSWORD,
      totpCode: '123456',
    });
  });

  it('says what is wrong beside the field before asking the API: too short, not the same, no code', async () => {
    const { api, user } = open({ [`POST ${staffApi.setupCheck}`]: ok(info('admin')) });
    await fill(user, 'short one', 'short one');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    const password = screen.getByLabelText(/^New password/);
    expect(password).toHaveAccessibleDescription(/Use at least 12 characters/);
    expect(password).toHaveFocus();
    expect(screen.getByLabelText(/^Code from the app/)).toHaveAccessibleDescription(/Enter the 6 digits/);

    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText(/^Confirm the new password/)).toHaveAccessibleDescription(
      /The two passwords differ/,
    );
    expect(api.callsTo('POST', staffApi.setup)).toHaveLength(0);
  });

  it('refuses a password with the username in it, before asking the API', async () => {
    const { api, user } = open({ [`POST ${staffApi.setupCheck}`]: ok(info('staff')) });
    await fill(user, 'a long phrase for Bilal');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    const password = screen.getByLabelText(/^New password/);
    expect(password).toHaveAccessibleDescription(/Don't use your username in your password/);
    expect(password).toHaveFocus();
    expect(api.callsTo('POST', staffApi.setup)).toHaveLength(0);
  });

  it('shows the API’s refusals (422) under their fields', async () => {
    const { user } = open({
      [`POST ${staffApi.setupCheck}`]: ok(info('admin')),
      [`POST ${staffApi.setup}`]: refused(422, 'Validation failed.', {
        password: ['This password is in a list of leaked passwords.'],
        totpCode: ['This code is not the current one.'],
      }),
    });
    await fill(user);
    await user.type(screen.getByLabelText(/^Code from the app/), '000000');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('This password is in a list of leaked passwords.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    expect(screen.getByLabelText(/^Code from the app/)).toHaveAccessibleDescription(
      /This code is not the current one/,
    );
  });

  it.each([410, 404])('a link used or expired (%s) says to ask an admin for a new one', async (status) => {
    open({ [`POST ${staffApi.setupCheck}`]: refused(status, 'Gone.') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used. Ask an admin for a new one.',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('a link used meanwhile says so when the password is sent', async () => {
    const { user } = open({
      [`POST ${staffApi.setupCheck}`]: ok(info('staff')),
      [`POST ${staffApi.setup}`]: refused(410),
    });
    await fill(user);
    await typeCode(user);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
  });

  it('a link without its token asks for the whole link, and asks the API nothing', async () => {
    const { api } = open({}, '/admin-jeansrecycle/setup');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(api.calls).toHaveLength(0);
  });

  it('the API down: says so and tries again', async () => {
    const { api, user } = open({ [`POST ${staffApi.setupCheck}`]: refused(503) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The staff API did not answer.');
    api.answer(`POST ${staffApi.setupCheck}`, ok(info('staff')));
    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^New password/)).toBeInTheDocument();
  });
});
