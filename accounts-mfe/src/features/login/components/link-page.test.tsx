import { serverUnavailableIn } from '@site/leads';
import { peopleApi, SIGNED_IN_FLAG_KEY, type LinkInfo } from '@site/people';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '@site/i18n';
import { StaticRouter } from '@site/router';
import { SiteThemeProvider } from '@site/ui';
import { renderToString } from 'react-dom/server';
import { fill } from '@/testing/fill';
import { renderWithProviders } from '@/testing/render';
import { mockStaffApi, ok, refused, type Answer } from '@/testing/staff-api';
import { LoginScreen } from './login-screen';

const PASSWORD = 'mangoes ripen in june';
const UNAVAILABLE = serverUnavailableIn.en;
const invite: LinkInfo = { purpose: 'invite', email: 'zainab@example.com', name: 'Zainab Hussain' };

/** Renders the page, awaiting the link's part (React's `use`, which `act` must be awaited for). */
async function open(route: string, answers: Record<string, Answer> = {}) {
  const api = mockStaffApi(answers);
  const user = userEvent.setup();
  await act(async () => {
    renderWithProviders(<LoginScreen />, { route });
  });
  return { api, user };
}

afterEach(() => window.localStorage.clear());

describe('a link’s state of /login', () => {
  it('is rendered by the server as its frame: the heading, "Checking your link…" and a note for no script', () => {
    const api = mockStaffApi({});
    const html = renderToString(
      <LocaleProvider locale="en">
        <SiteThemeProvider>
          <StaticRouter location="/login?mode=invite">
            <LoginScreen />
          </StaticRouter>
        </SiteThemeProvider>
      </LocaleProvider>,
    );
    expect(html).toContain('Welcome to CodeNest');
    expect(html).toContain('Checking your link…');
    expect(html).toMatch(/<noscript>.*Signing in needs JavaScript/);
    expect(html).not.toContain('<form');
    expect(api.calls).toEqual([]);
  });

  it('confirms an address at once, and once only', async () => {
    const { api } = await open('/login?mode=verify#token=tok-1', { [`POST ${peopleApi.verify}`]: ok() });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeInTheDocument();
    expect(await screen.findByText(/Your e-mail address is confirmed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST', peopleApi.verify)).toHaveLength(1);
    expect(api.callsTo('POST', peopleApi.verify)[0]?.body).toEqual({ token: 'tok-1', language: 'en' });
  });

  it('says a used or expired link is gone, and how to go on', async () => {
    await open('/login?mode=verify#token=tok-1', { [`POST ${peopleApi.verify}`]: refused(410, 'gone') });
    expect(await screen.findByRole('alert')).toHaveTextContent(/expired or was already used\. Sign in/);
  });

  it('says a link without its token is incomplete, and asks the API nothing', async () => {
    const { api } = await open('/login?mode=reset');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(api.calls).toEqual([]);
  });

  it('accepts an invitation: whose account, a new password typed twice, then to the Student Portal', async () => {
    window.localStorage.setItem(SIGNED_IN_FLAG_KEY, '1');
    const { api, user } = await open('/login?mode=invite#token=tok-9', {
      [`POST ${peopleApi.link}`]: ok(invite),
      [`POST ${peopleApi.password}`]: ok(),
    });
    expect(await screen.findByText('Hello, Zainab Hussain!')).toBeInTheDocument();
    expect(screen.getByText('zainab@example.com')).toBeInTheDocument();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await fill(user, password, PASSWORD);
    await fill(user, screen.getByLabelText(/^Confirm Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set my password' }));
    expect(await screen.findByText(/Your password is set/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to the Student Portal' })).toHaveAttribute(
      'href',
      '/student/login',
    );
    expect(api.callsTo('POST', peopleApi.password)[0]?.body).toEqual({
      token: 'tok-9',
      password: PASSWORD,
      language: 'en',
    });
    // A new password ends every session: this device is not signed in any more.
    expect(window.localStorage.getItem(SIGNED_IN_FLAG_KEY)).toBeNull();
  });

  it('checks a new password before sending it, and puts the API’s refusal under it', async () => {
    const { api, user } = await open('/login?mode=reset#token=tok-2', {
      [`POST ${peopleApi.link}`]: ok({ ...invite, purpose: 'reset' }),
      [`POST ${peopleApi.password}`]: refused(422, 'Please correct the highlighted fields.', {
        password: ['This password is too common.'],
      }),
    });
    const password = await screen.findByLabelText(/^New password/);
    await fill(user, password, 'too short');
    await fill(user, screen.getByLabelText(/^Confirm Password/), 'too short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(password).toHaveAccessibleDescription(/Use at least 12 characters\./);
    expect(api.callsTo('POST', peopleApi.password)).toEqual([]);

    await user.clear(password);
    await fill(user, password, PASSWORD);
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await fill(user, screen.getByLabelText(/^Confirm Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/This password is too common\./));
    expect(password).toHaveFocus();
  });

  it('says when the link was used meanwhile, with the way to a new one', async () => {
    const { user } = await open('/login?mode=reset#token=tok-2', {
      [`POST ${peopleApi.link}`]: ok({ ...invite, purpose: 'reset' }),
      [`POST ${peopleApi.password}`]: refused(410, 'gone'),
    });
    await fill(user, await screen.findByLabelText(/^New password/), PASSWORD);
    await fill(user, screen.getByLabelText(/^Confirm Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/expired or was already used/);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/login?mode=forgot',
    );
  });

  it('lets the person try again when the API cannot be reached', async () => {
    const { api, user } = await open('/login?mode=invite#token=tok-3', {
      [`POST ${peopleApi.link}`]: refused(503),
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('POST', peopleApi.link)).toHaveLength(2));
  });

  it('says a 503 as a wait when the new password is sent, both fields kept', async () => {
    const { user } = await open('/login?mode=reset#token=tok-2', {
      [`POST ${peopleApi.link}`]: ok({ ...invite, purpose: 'reset' }),
      [`POST ${peopleApi.password}`]: refused(503),
    });
    await fill(user, await screen.findByLabelText(/^New password/), PASSWORD);
    await fill(user, screen.getByLabelText(/^Confirm Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(screen.getByLabelText(/^New password/)).toHaveValue(PASSWORD);
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveValue(PASSWORD);
  });

  it('says a 503 while reading the link as a wait, with the way to try again', async () => {
    await open('/login?mode=reset#token=tok-2', { [`POST ${peopleApi.link}`]: refused(503) });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
