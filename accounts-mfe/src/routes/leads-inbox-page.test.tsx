import { StaticRouter } from '@site/router';
import { staffApi } from '@site/staff';
import { SiteThemeProvider } from '@site/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from '@/testing/render';
import { mockStaffApi, ok, refused, staffMe, type Answer } from '@/testing/staff-api';
import { leadList, weekly } from '@/testing/staff-data';
import { LeadsInboxPage } from './leads-inbox-page';

const INBOX = '/admin-jeansrecycle/leads';

function open(route = INBOX, answers: Record<string, Answer> = {}) {
  const api = mockStaffApi({
    [`GET ${staffApi.me}`]: ok(staffMe),
    [`GET ${staffApi.leads}`]: ok(leadList()),
    [`GET ${staffApi.weekly}`]: ok(weekly),
    ...answers,
  });
  const user = userEvent.setup();
  renderWithProviders(<LeadsInboxPage />, { route });
  return { api, user };
}

const table = () => screen.findByRole('table', { name: 'Results' });

describe('the leads inbox', () => {
  it('is rendered by the server as a frame: no request, no lead, a loading state and a note for no script', () => {
    global.fetch = jest.fn(() => {
      throw new Error('the server renders no data');
    });
    const html = renderToString(
      <SiteThemeProvider>
        <StaticRouter location={`${INBOX}?status=new`}>
          <LeadsInboxPage />
        </StaticRouter>
      </SiteThemeProvider>,
    );
    expect(html).toContain('<h1>Leads</h1>');
    expect(html).toContain('Checking your session…');
    expect(html).toContain('<noscript>');
    expect(html).toContain('The staff area needs JavaScript.');
    expect(html).not.toContain('Sign out');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('loads, then lists the leads newest first with what staff need to see', async () => {
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByRole('link', { name: 'عائشہ خان' })).toHaveAttribute('href', `${INBOX}/enrollment/41`);
    expect(first.getByRole('link', { name: 'عائشہ خان' })).toHaveAttribute('dir', 'auto');
    for (const text of ['Enrollment', 'Web Development', 'New', 'facebook', 'Urdu', 'Sent'])
      expect(first.getByText(text)).toBeInTheDocument();
    // Pakistan time (UTC+5), whatever the machine's zone.
    expect(first.getByText('Nov 24, 2026, 2:05 PM')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Given up')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 27 leads.')).toBeInTheDocument();
  });

  it('counts the leads per status as links that filter, keeping the other filters', async () => {
    open(`${INBOX}?kind=enrollment&status=new`);
    const chips = await screen.findByRole('navigation', { name: 'Leads by status' });
    const current = within(chips).getByRole('link', { name: 'New 12' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(chips).getByRole('link', { name: 'All 27' })).toHaveAttribute(
      'href',
      `${INBOX}?kind=enrollment`,
    );
    expect(within(chips).getByRole('link', { name: 'Contacted 5' })).toHaveAttribute(
      'href',
      `${INBOX}?kind=enrollment&status=contacted`,
    );
    // An enrollment is never "won".
    expect(within(chips).queryByRole('link', { name: /Won/ })).not.toBeInTheDocument();
  });

  it('reads its filters from its URL and sends them to the API, the export and the chart', async () => {
    const { api } = open(`${INBOX}?status=new&language=ur&q=%20khan%20&from=2026-11-01&kind=bogus&cursor=c2`);
    await table();
    const [leads] = api.callsTo('GET', staffApi.leads);
    expect(leads?.url).toBe(`${staffApi.leads}?status=new&language=ur&from=2026-11-01&q=khan&cursor=c2`);
    expect(api.callsTo('GET', staffApi.weekly)[0]?.url).toBe(
      `${staffApi.weekly}?status=new&language=ur&from=2026-11-01&q=khan`,
    );
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      `${staffApi.leadsCsv}?status=new&language=ur&from=2026-11-01&q=khan`,
    );
    const form = screen.getByRole('search', { name: 'Filter leads' });
    expect(within(form).getByRole('searchbox', { name: 'Search by name, e-mail or phone' })).toHaveValue(
      'khan',
    );
    expect(within(form).getByRole('combobox', { name: 'Language' })).toHaveValue('ur');
    expect(within(form).getByLabelText('From')).toHaveValue('2026-11-01');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', INBOX);
  });

  it('filters by submitting its form: the URL changes, and the list with it', async () => {
    const { api, user } = open();
    await table();
    const form = screen.getByRole('search', { name: 'Filter leads' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'project_request');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Course or project type' }),
      'E-commerce Store',
    );
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await table();
    expect(api.callsTo('GET', staffApi.leads).at(-1)?.url).toBe(
      `${staffApi.leads}?kind=project_request&choice=E-commerce+Store`,
    );
  });

  it('pages to older leads and back to the newest, by links', async () => {
    open(INBOX, { [`GET ${staffApi.leads}`]: ok(leadList(undefined, 'next-1')) });
    await table();
    const pages = screen.getByRole('navigation', { name: 'Pages of leads' });
    expect(within(pages).getByRole('link', { name: 'Older leads' })).toHaveAttribute(
      'href',
      `${INBOX}?cursor=next-1`,
    );
    expect(within(pages).queryByRole('link', { name: 'Back to the newest' })).not.toBeInTheDocument();
  });

  it('says when no lead matches, with a way to clear the filters', async () => {
    open(`${INBOX}?source=tiktok`, { [`GET ${staffApi.leads}`]: ok(leadList([])) });
    const empty = (await screen.findByText('No leads match these filters.')).parentElement!;
    expect(within(empty).getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', INBOX);
  });

  it('keeps the page when the API is down, and tries again', async () => {
    const { api, user } = open(INBOX, { [`GET ${staffApi.leads}`]: refused(503) });
    expect(await screen.findByText('The leads could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter leads' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    api.answer(`GET ${staffApi.leads}`, ok(leadList()));
    const failure = screen.getByText('The leads could not be loaded').closest('[role="alert"]')!;
    await user.click(within(failure as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('goes to the sign-in page when the session ends while it loads the leads', async () => {
    open(`${INBOX}?status=new`, { [`GET ${staffApi.leads}`]: refused(401) });
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/admin-jeansrecycle?next=%2Fadmin-jeansrecycle%2Fleads%3Fstatus%3Dnew&session=ended',
    );
  });

  it('draws leads per week by source (the rest as other) and by kind, with the numbers as a table', async () => {
    const { user } = open();
    const chart = await screen.findByRole('img', { name: /Leads per week for the last 2 weeks, by source/ });
    expect(chart).toHaveAccessibleName(
      'Leads per week for the last 2 weeks, by source: 14 in total, most in the week of Nov 16 (9). facebook 7, google 3, direct 2, instagram 1, other 1.',
    );
    const numbers = screen.getByRole('table', { name: 'Leads per week by source' });
    expect(within(numbers).getAllByRole('row')[2]).toHaveTextContent('Nov 16421119');
    await user.click(screen.getByRole('button', { name: 'Kind' }));
    expect(screen.getByRole('button', { name: 'Kind' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('img', { name: /by kind: 14 in total.*Project request 5, Enrollment 9/ }),
    ).toBeInTheDocument();
  });
});
