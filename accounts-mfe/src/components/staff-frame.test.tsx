import { staffApi } from '@site/staff';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { replacePage } from '@/lib/leave-page';
import { renderWithProviders } from '@/testing/render';
import { mockStaffApi, ok, refused, staffMe } from '@/testing/staff-api';
import { StaffFrame } from './staff-frame';

jest.mock('@/lib/leave-page', () => ({ replacePage: jest.fn() }));

function Page() {
  return <p>The page itself</p>;
}

const renderFrame = (route = '/admin-jeansrecycle/leads?status=new') =>
  renderWithProviders(
    <StaffFrame title="Leads">
      <Page />
    </StaffFrame>,
    { route },
  );

afterEach(() => jest.clearAllMocks());

describe('StaffFrame', () => {
  it('checks the session, then shows who is signed in, the pages they may open and the page', async () => {
    mockStaffApi({ [`GET ${staffApi.me}`]: ok(staffMe) });
    renderFrame();
    expect(screen.getByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(await screen.findByText('The page itself')).toBeInTheDocument();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as ayesha · Admin');
    const nav = screen.getByRole('navigation', { name: 'Staff' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Leads' }));
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/admin-jeansrecycle/audit',
    );
  });

  it('shows staff (not admins) no audit log', async () => {
    mockStaffApi({ [`GET ${staffApi.me}`]: ok({ ...staffMe, username: 'bilal', role: 'staff' }) });
    renderFrame();
    expect(await screen.findByText(/Signed in as/)).toHaveTextContent('Signed in as bilal · Staff');
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to the sign-in page, which comes back here', async () => {
    mockStaffApi({ [`GET ${staffApi.me}`]: refused(401, 'Sign in first.') });
    renderFrame();
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/admin-jeansrecycle?next=%2Fadmin-jeansrecycle%2Fleads%3Fstatus%3Dnew&session=ended',
    );
    expect(screen.queryByText('The page itself')).not.toBeInTheDocument();
  });

  it('says the staff area cannot be reached, and tries again', async () => {
    const api = mockStaffApi({ [`GET ${staffApi.me}`]: refused(502) });
    const user = userEvent.setup();
    renderFrame();
    expect(await screen.findByRole('alert')).toHaveTextContent('The staff area could not be reached');
    expect(screen.getByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    api.answer(`GET ${staffApi.me}`, ok(staffMe));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The page itself')).toBeInTheDocument();
  });

  it('clears the page shown again from the back-forward cache and checks the session again', async () => {
    const api = mockStaffApi({ [`GET ${staffApi.me}`]: ok(staffMe) });
    renderFrame();
    expect(await screen.findByText('The page itself')).toBeInTheDocument();
    api.answer(`GET ${staffApi.me}`, refused(401));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.queryByText('The page itself')).not.toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('session=ended');
    expect(api.callsTo('GET', staffApi.me)).toHaveLength(2);
  });

  it('signs out with the session’s CSRF token, then replaces the page with the sign-in page', async () => {
    const api = mockStaffApi({ [`GET ${staffApi.me}`]: ok(staffMe), [`DELETE ${staffApi.session}`]: ok() });
    const user = userEvent.setup();
    renderFrame();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    const [call] = api.callsTo('DELETE', staffApi.session);
    expect(call?.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(call?.credentials).toBe('same-origin');
    expect(replacePage).toHaveBeenCalledWith('/admin-jeansrecycle?session=signed-out');
  });

  it('stays signed in, and says so, when the sign-out does not reach the API', async () => {
    mockStaffApi({ [`GET ${staffApi.me}`]: ok(staffMe), [`DELETE ${staffApi.session}`]: refused(503) });
    const user = userEvent.setup();
    renderFrame();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are still signed in');
    expect(replacePage).not.toHaveBeenCalled();
  });
});
