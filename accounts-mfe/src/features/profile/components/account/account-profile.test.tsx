import { DeclaredRoute } from '@site/federation';
import { localizedRoute } from '@site/federation/routes';
import { LocaleProvider } from '@site/i18n';
import { CSRF_HEADER } from '@site/staff';
import { peopleApi, SIGNED_IN_ATTRIBUTE, SIGNED_IN_FLAG_KEY } from '@site/people';
import { StaticRouter } from '@site/router';
import { SiteThemeProvider } from '@site/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { replacePage } from '@/lib/leave-page';
import remote from '@/remote';
import { markSignedIn } from '@/lib/signed-in-mark';
import { fill } from '@/testing/fill';
import { personMe } from '@/testing/people-data';
import { renderWithProviders } from '@/testing/render';
import { mockStaffApi, ok, refused, type Answer } from '@/testing/staff-api';
import { ProfileScreen } from '../profile-screen';

jest.mock('@/lib/leave-page', () => ({ replacePage: jest.fn() }));

/** A signed-in device's /profile, the person's part awaited (React's `use` needs an awaited act). */
async function signedIn(answers: Record<string, Answer>, locale: 'en' | 'ur' = 'en') {
  markSignedIn();
  const api = mockStaffApi(answers);
  const user = userEvent.setup();
  await act(async () => {
    renderWithProviders(<ProfileScreen />, { route: '/profile', locale });
  });
  return { api, user };
}

const me = { [`GET ${peopleApi.me}`]: ok(personMe()) };

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
  jest.mocked(replacePage).mockClear();
});

describe('/profile on the server', () => {
  it('renders the sample and, for a device the head marks signed in, its "Loading your profile…" instead', () => {
    const html = renderToString(
      <LocaleProvider locale="en">
        <SiteThemeProvider>
          <StaticRouter location="/profile">
            <DeclaredRoute route={localizedRoute(remote.pages.ProfilePage.routes[0]!, 'en')}>
              <ProfileScreen />
            </DeclaredRoute>
          </StaticRouter>
        </SiteThemeProvider>
      </LocaleProvider>,
    );
    expect(html).toContain('Ayesha Malik');
    expect(html).toContain('Loading your profile…');
    // Which shows is the head's mark's: each hides by it, before any script.
    // Emotion's rules, as the page's <style> holds them (the server writes the same into the page).
    renderWithProviders(<ProfileScreen />, { route: '/profile' });
    const styles = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    for (const mark of [`html:not([${SIGNED_IN_ATTRIBUTE}])`, `html[${SIGNED_IN_ATTRIBUTE}]`]) {
      const rule = new RegExp(`${mark.replace(/[[\]()]/g, '\\$&')} \\.(css-[\\w-]+) \\{display: none;\\}`);
      const hidden = rule.exec(styles)?.[1];
      expect(hidden && html.includes(`class="${hidden}"`)).toBe(true);
    }
  });
});

describe('/profile for a signed-in person', () => {
  it('never shows the sample: their profile, courses and requests come from the API', async () => {
    markSignedIn();
    mockStaffApi({ [`GET ${peopleApi.me}`]: () => new Promise(() => undefined) });
    await act(async () => {
      renderWithProviders(<ProfileScreen />, { route: '/profile' });
    });
    expect(screen.getByText('Loading your profile…')).toBeInTheDocument();
    expect(screen.queryByText('Ayesha Malik')).not.toBeInTheDocument();
  });

  it('shows their card, their course as staff keep it, and what they sent worded for a client', async () => {
    const { api } = await signedIn(me);
    expect(await screen.findByRole('heading', { level: 2, name: 'Zainab Hussain' })).toBeInTheDocument();
    expect(screen.getByText('Student')).toBeInTheDocument();
    expect(screen.getByText('zainab@example.com')).toBeInTheDocument();
    expect(screen.getByText('November 20, 2026')).toBeInTheDocument();
    const courses = screen.getByRole('region', { name: 'My Courses' });
    const bar = within(courses).getByRole('progressbar', { name: 'React JS progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(courses).getByText('In Progress')).toBeInTheDocument();
    expect(within(courses).getByText('Enrolled November 21, 2026')).toBeInTheDocument();
    expect(within(courses).getByText('Batch of December 7, 2026')).toBeInTheDocument();
    const sent = screen.getByRole('region', { name: 'What you sent' });
    const items = within(sent).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('React JS');
    expect(items[0]).toHaveTextContent('Enrollment · Sent November 20, 2026');
    expect(items[0]).toHaveTextContent('Enrolled');
    expect(items[1]).toHaveTextContent('Project request');
    expect(items[1]).toHaveTextContent('We are in touch');
    expect(screen.queryByText('Ayesha Malik')).not.toBeInTheDocument();
    const [call] = api.callsTo('GET', peopleApi.me);
    expect(call?.credentials).toBe('same-origin');
    expect(call?.cache).toBe('no-store');
  });

  it('hides what was sent until the address is confirmed, and says how', async () => {
    await signedIn({
      [`GET ${peopleApi.me}`]: ok(personMe({ emailVerified: false, requests: [], courses: [] })),
    });
    // The address in a <bdi> of its own, to read as typed on an Urdu page.
    expect(await screen.findByText(/We have sent a link to/)).toContainHTML(
      '<bdi dir="ltr">zainab@example.com</bdi>',
    );
    expect(document.body).toHaveTextContent(/We have sent a link to zainab@example\.com\. Follow it/);
    expect(
      screen.getByText('What you sent with this address shows here once you confirm it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText(/No courses yet/)).toBeInTheDocument();
  });

  it('saves an edit to the account, with the session’s CSRF token', async () => {
    const saved = { ...personMe().profile, name: 'Zainab H.', location: 'Bhalwal', language: 'ur' as const };
    const { api, user } = await signedIn({ ...me, [`POST ${peopleApi.profile}`]: ok(saved) });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText(/^Full Name/);
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
    await user.clear(name);
    await fill(user, name, 'Zainab H.');
    await user.clear(screen.getByLabelText(/^Location/));
    await fill(user, screen.getByLabelText(/^Location/), 'Bhalwal');
    await user.selectOptions(screen.getByLabelText(/^E-mails in/), 'ur');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Zainab H.' })).toBeInTheDocument();
    expect(screen.getByText('Profile saved to your account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    const [call] = api.callsTo('POST', peopleApi.profile);
    expect(call?.headers[CSRF_HEADER]).toBe('person-csrf-1');
    expect(call?.body).toEqual({
      name: 'Zainab H.',
      phone: '0301 7654321',
      location: 'Bhalwal',
      bio: null,
      language: 'ur',
    });
    // The account's profile wins: nothing goes to the browser's storage.
    expect(window.localStorage.getItem('codenest.accounts.profile')).toBeNull();
  });

  it('puts the API’s refusal of a field under it', async () => {
    const { user } = await signedIn({
      ...me,
      [`POST ${peopleApi.profile}`]: refused(422, 'Please correct the highlighted fields.', {
        phone: ['Enter a phone number.'],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const phone = screen.getByLabelText(/^Phone/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Enter a phone number\./));
    expect(phone).toHaveFocus();
  });

  it('shows the sample again when the session is over, and says so', async () => {
    await signedIn({ [`GET ${peopleApi.me}`]: refused(401, 'Please sign in.') });
    expect(await screen.findByText(/Your session has ended/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ayesha Malik' })).toBeInTheDocument();
    expect(window.localStorage.getItem(SIGNED_IN_FLAG_KEY)).toBeNull();
    expect(document.documentElement).not.toHaveAttribute(SIGNED_IN_ATTRIBUTE);
  });

  it('lets the person try again when the API cannot be reached', async () => {
    const { api, user } = await signedIn({ [`GET ${peopleApi.me}`]: refused(503) });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET', peopleApi.me)).toHaveLength(2));
  });

  it.each([
    ['Sign out', peopleApi.session, 'signed-out'],
    ['Sign out of every device', peopleApi.sessions, 'everywhere'],
  ])('"%s" ends the session(s) on the server, then /login replaces the page', async (name, path, reason) => {
    const { api, user } = await signedIn({ ...me, [`DELETE ${path}`]: ok() });
    await user.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith(`/login?session=${reason}`));
    expect(api.callsTo('DELETE', path)[0]?.headers[CSRF_HEADER]).toBe('person-csrf-1');
    expect(window.localStorage.getItem(SIGNED_IN_FLAG_KEY)).toBeNull();
  });

  it('keeps the page when a sign-out does not reach the API', async () => {
    const { user } = await signedIn({ ...me, [`DELETE ${peopleApi.session}`]: refused(503) });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/did not go through/);
    expect(replacePage).not.toHaveBeenCalled();
  });

  it('downloads everything stored about the person from the API', async () => {
    await signedIn(me);
    const download = await screen.findByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', peopleApi.export);
    expect(download).toHaveAttribute('download');
  });

  it('deletes the account once its password is typed again; a wrong one is said under the field', async () => {
    const { api, user } = await signedIn({
      ...me,
      [`DELETE ${peopleApi.me}`]: refused(403, 'That password is not right.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await fill(user, within(dialog).getByLabelText(/^Your password/), 'not the password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const password = within(dialog).getByLabelText(/^Your password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription(/That password is not right\./));
    expect(replacePage).not.toHaveBeenCalled();

    api.answer(`DELETE ${peopleApi.me}`, ok());
    await fill(user, password, 'kinnow orchards at dusk');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith('/login?session=deleted'));
    const last = api.callsTo('DELETE', peopleApi.me).at(-1);
    expect(last?.body).toEqual({ password: 'kinnow orchards at dusk', language: 'en' });
    expect(last?.headers[CSRF_HEADER]).toBe('person-csrf-1');
    expect(window.localStorage.getItem(SIGNED_IN_FLAG_KEY)).toBeNull();
  });
});
