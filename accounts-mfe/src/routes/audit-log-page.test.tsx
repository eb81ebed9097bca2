import { staffApi, type AuditPage } from '@site/staff';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { mockStaffApi, ok, refused, staffMe, type Answer } from '@/testing/staff-api';
import { AuditLogPage } from './audit-log-page';

const page: AuditPage = {
  items: [
    {
      id: 9,
      at: '2026-11-24T10:00:00.000Z',
      actor: 'ayesha',
      action: 'status-changed',
      target: 'enrollment/41',
      detail: 'new → contacted',
      address: '203.0.113.7',
    },
    {
      id: 8,
      at: '2026-11-24T09:00:00.000Z',
      actor: 'cli',
      action: 'mail-retried',
      target: 'project_request/17',
      detail: null,
      address: null,
    },
  ],
  next: 'c8',
};

const counted: AuditPage = {
  items: [
    {
      id: 12,
      at: '2026-11-24T10:02:00.000Z',
      actor: 'sana',
      action: 'lead-viewed',
      target: 'enrollment/41',
      detail: null,
      address: '203.0.113.7',
      times: 12,
      lastAt: '2026-11-24T10:58:00.000Z',
    },
    {
      id: 11,
      at: '2026-11-24T10:01:00.000Z',
      actor: '(not a username)',
      action: 'sign-in-failed',
      target: null,
      detail: null,
      address: '198.51.100.4',
      times: 1,
      lastAt: null,
    },
  ],
  next: null,
};

function open(answer: Answer, route = '/admin-jeansrecycle/audit', me = staffMe) {
  const api = mockStaffApi({ [`GET ${staffApi.me}`]: ok(me), [`GET ${staffApi.audit}`]: answer });
  renderWithProviders(<AuditLogPage />, { route });
  return api;
}

describe('the audit log', () => {
  it('lists what was done, newest first, in Pakistan time, with a link to older entries', async () => {
    open(ok(page));
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      'Nov 24, 2026, 3:00 PMayeshaStatus changedenrollment/41new → contacted203.0.113.7',
    );
    expect(rows[2]).toHaveTextContent('the staff toolMail sent again');
    expect(screen.getByRole('link', { name: 'Older entries' })).toHaveAttribute(
      'href',
      '/admin-jeansrecycle/audit?before=c8',
    );
  });

  it('shows what is counted from its first time to its last, and how many times', async () => {
    open(ok(counted));
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      'Nov 24, 2026, 3:02 PM – Nov 24, 2026, 3:58 PM (12 times)sanaLead viewedenrollment/41',
    );
    expect(rows[2]).toHaveTextContent('Nov 24, 2026, 3:01 PMnot a usernameSign-in failed');
    expect(rows[2]).not.toHaveTextContent('times');
  });

  it('asks the API for the page of its URL, and links back to the newest', async () => {
    const api = open(ok({ ...page, next: null }), '/admin-jeansrecycle/audit?before=c8');
    await screen.findByRole('table');
    expect(api.callsTo('GET', staffApi.audit)[0]?.url).toBe(`${staffApi.audit}?before=c8`);
    expect(screen.getByRole('link', { name: 'Back to the newest' })).toHaveAttribute(
      'href',
      '/admin-jeansrecycle/audit',
    );
    expect(screen.queryByRole('link', { name: 'Older entries' })).not.toBeInTheDocument();
  });

  it('tells staff who are not admins that it is for admins (the API’s 403)', async () => {
    open(refused(403, 'Forbidden.'), undefined, { ...staffMe, role: 'staff' });
    expect(await screen.findByText('Only admins can read the audit log.')).toBeInTheDocument();
  });

  it('says when it could not be loaded', async () => {
    open(refused(500));
    expect(await screen.findByRole('alert')).toHaveTextContent('The audit log could not be loaded');
  });
});
