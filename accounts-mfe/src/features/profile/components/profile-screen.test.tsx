import { DeclaredRoute } from '@site/federation';
import { SOURCE_STORAGE_KEY } from '@site/leads';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteThemeProvider } from '@site/ui';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@site/router';
import remote from '@/remote';
import { renderWithProviders } from '@/testing/render';
import { enProfile } from '@/messages/en/profile';
import { sampleProfile as facts } from '../data/sample-profile';
import { PROFILE_STORAGE_KEY } from '../hooks/use-stored-profile';
import { ProfileScreen } from './profile-screen';

/** The sample student in English. */
const sampleProfile = { ...facts, ...enProfile.sample };

beforeEach(() => localStorage.clear());

const renderProfile = () => renderWithProviders(<ProfileScreen />, { route: '/profile' });

describe('ProfileScreen', () => {
  it('shows the profile card: name, email, phone, location, bio and join date', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: sampleProfile.name })).toBeInTheDocument();
    expect(screen.getByText(sampleProfile.email)).toBeInTheDocument();
    expect(screen.getByText(sampleProfile.phone)).toBeInTheDocument();
    expect(screen.getByText(sampleProfile.location)).toBeInTheDocument();
    expect(screen.getByText(sampleProfile.bio)).toBeInTheDocument();
    expect(screen.getByText('February 10, 2025')).toBeInTheDocument();
  });

  it('lists My Courses with accessible progress bars, status and enroll dates', () => {
    renderProfile();
    const section = screen.getByRole('region', { name: 'My Courses' });
    const bars = within(section).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['75', '100', '45']);
    expect(within(section).getByRole('progressbar', { name: 'Web Development progress' })).toHaveAttribute(
      'aria-valuemax',
      '100',
    );
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('In Progress');
    expect(items[1]).toHaveTextContent('Completed');
    expect(items[2]).toHaveTextContent('In Progress');
    expect(items[0]).toHaveTextContent('Enrolled February 15, 2025');
  });

  it('Edit Profile → Save Changes shows and stores the edits; focus returns to Edit Profile', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText(/Full Name/);
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Hamza Tariq');
    await user.clear(screen.getByLabelText(/Location/));
    await user.type(screen.getByLabelText(/Location/), 'Bhalwal, Sargodha');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Hamza Tariq' })).toBeInTheDocument();
    expect(screen.getByText('Bhalwal, Sargodha')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Profile saved/);
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(PROFILE_STORAGE_KEY) ?? '{}')).toMatchObject({
      name: 'Hamza Tariq',
      location: 'Bhalwal, Sargodha',
    });
  });

  it('keeps saved edits for the next visit', () => {
    localStorage.setItem(
      PROFILE_STORAGE_KEY,
      JSON.stringify({ ...sampleProfile, name: 'Saved Name', joinDate: undefined }),
    );
    renderProfile();
    expect(screen.getByRole('heading', { level: 2, name: 'Saved Name' })).toBeInTheDocument();
  });

  it('Cancel discards the edits', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/Full Name/));
    await user.type(screen.getByLabelText(/Full Name/), 'Not Saved');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: sampleProfile.name })).toBeInTheDocument();
    expect(screen.queryByText('Not Saved')).not.toBeInTheDocument();
    expect(localStorage.getItem(PROFILE_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('requires a name and an e-mail to save', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/Full Name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(localStorage.getItem(PROFILE_STORAGE_KEY)).toBeNull();
  });
});

describe('ProfileScreen and the data kept in this browser', () => {
  const saved = () =>
    localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify({ ...sampleProfile, name: 'Saved Name' }));

  it('hydrates the server’s markup (the sample profile) without a mismatch, then shows the saved profile', async () => {
    // As the site's server renders it: in its declared route (the page's title is the route's).
    const serverHtml = renderToString(
      <SiteThemeProvider>
        <StaticRouter location="/profile">
          <DeclaredRoute route={remote.pages.ProfilePage.routes[0]}>
            <ProfileScreen />
          </DeclaredRoute>
        </StaticRouter>
      </SiteThemeProvider>,
    );
    expect(serverHtml).toContain(sampleProfile.name);
    saved();
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
    window.addEventListener('error', onError);
    try {
      await act(async () => {
        renderWithProviders(<ProfileScreen />, { route: '/profile', container, hydrate: true });
      });
      expect(await screen.findByRole('heading', { level: 2, name: 'Saved Name' })).toBeInTheDocument();
      expect(errors).toEqual([]);
    } finally {
      consoleError.mockRestore();
      window.removeEventListener('error', onError);
      container.remove();
    }
  });

  it('“Forget me on this device”, used from the keyboard, removes the saved profile and says so', async () => {
    saved();
    localStorage.setItem(SOURCE_STORAGE_KEY, '{"utm_source":"facebook"}');
    const user = userEvent.setup();
    renderProfile();
    expect(screen.getByRole('heading', { level: 2, name: 'Saved Name' })).toBeInTheDocument();
    const forget = screen.getByRole('button', { name: 'Forget me on this device' });
    expect(forget).toHaveAccessibleDescription(/kept in this browser only/);
    forget.focus();
    await user.keyboard('{Enter}');
    expect(localStorage.getItem(PROFILE_STORAGE_KEY)).toBeNull();
    // Where the visit came from goes too: nothing of the visitor stays on the device.
    expect(localStorage.length).toBe(0);
    expect(screen.getByRole('heading', { level: 2, name: sampleProfile.name })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('this browser no longer keeps your profile');
    expect(forget).toHaveFocus();
  });

  it('follows a change made in another tab', async () => {
    renderProfile();
    saved();
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: PROFILE_STORAGE_KEY }));
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Saved Name' })).toBeInTheDocument();
  });
});
