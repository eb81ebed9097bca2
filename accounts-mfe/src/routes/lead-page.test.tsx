import { studentsApi, type EnrollStudentAnswer } from '@site/people';
import { CSRF_HEADER, staffApi, staffPages, type LeadDetail } from '@site/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studentRow } from '@/testing/people-data';
import { renderWithProviders } from '@/testing/render';
import { mockStaffApi, ok, refused, staffMe, type Answer } from '@/testing/staff-api';
import { enrollmentDetail } from '@/testing/staff-data';
import { LeadPage } from './lead-page';

const LEAD = staffApi.lead('enrollment', 41);

function open(answers: Record<string, Answer> = {}, route = '/admin-jeansrecycle/leads/enrollment/41') {
  const api = mockStaffApi({
    [`GET ${staffApi.me}`]: ok(staffMe),
    [`GET ${LEAD}`]: ok(enrollmentDetail),
    [`GET ${studentsApi.enroll(41)}`]: ok({ student: null, hasAccount: false }),
    ...answers,
  });
  const user = userEvent.setup();
  renderWithProviders(<LeadPage />, {
    route,
    path: staffPages.leadPattern,
    state: { inbox: '/admin-jeansrecycle/leads?status=new&q=khan' },
  });
  return { api, user };
}

const region = (name: string) => screen.findByRole('region', { name });
const after = (lead: Partial<LeadDetail>): LeadDetail => ({ ...enrollmentDetail, ...lead });

describe('a lead’s page', () => {
  it('loads, then shows every field as typed, in its own direction, and never as markup', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Lead' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'عائشہ خان' })).toBeInTheDocument();
    const fields = await region('What they sent');
    const message = within(fields).getByText(/میں شام کی کلاس چاہتی ہوں/);
    expect(message).toHaveAttribute('dir', 'auto');
    expect(message.textContent).toContain('<script>alert(1)</script>');
    expect(document.querySelector('main script, [role="region"] script')).toBeNull();
    expect(within(fields).getByText('Not given')).toBeInTheDocument();
    expect(screen.getByText('Nov 24, 2026, 2:05 PM')).toBeInTheDocument();
    expect(document.title).toBe('Lead | CodeNest Technologies');
  });

  it('links back to the inbox as it was left, its filters kept', async () => {
    open();
    expect(await screen.findByRole('link', { name: 'All leads' })).toHaveAttribute(
      'href',
      '/admin-jeansrecycle/leads?status=new&q=khan',
    );
  });

  it('calls, opens WhatsApp in the lead’s language and e-mails with one tap', async () => {
    open();
    const contact = await screen.findByRole('list', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+923001234567');
    const whatsApp = within(contact).getByRole('link', { name: 'WhatsApp (opens WhatsApp)' });
    const href = new URL(whatsApp.getAttribute('href')!);
    expect(href.pathname).toBe('/923001234567');
    expect(href.searchParams.get('text')).toMatch(/^السلام علیکم عائشہ خان، یہ CodeNest Technologies/);
    expect(within(contact).getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(
      /^mailto:ayesha\.khan@example\.com\?subject=/,
    );
  });

  it('saves a new status with the CSRF token, says so, and adds it to the history', async () => {
    const changed = after({
      status: 'contacted',
      history: [
        ...enrollmentDetail.history,
        { status: 'contacted', by: 'ayesha', at: '2026-11-24T10:00:00.000Z' },
      ],
    });
    const { api, user } = open({ [`POST ${staffApi.leadStatus('enrollment', 41)}`]: ok(changed) });
    const status = await region('Status');
    const save = within(status).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.selectOptions(within(status).getByRole('combobox', { name: 'Set the status' }), 'contacted');
    await user.click(save);
    expect(await within(status).findByText('Status saved: Contacted.')).toBeInTheDocument();
    const [call] = api.callsTo('POST', staffApi.leadStatus('enrollment', 41));
    expect(call?.body).toEqual({ status: 'contacted' });
    expect(call?.headers['X-CSRF-Token']).toBe('csrf-123');
    expect(call?.credentials).toBe('same-origin');
    expect(within(status).getByText('by')).toBeInTheDocument();
    expect(within(status).getByText('ayesha')).toBeInTheDocument();
    // Only the statuses an enrollment may have.
    expect(within(status).queryByRole('option', { name: 'Won' })).not.toBeInTheDocument();
  });

  it('says at once when a status is not saved', async () => {
    const { user } = open({
      [`POST ${staffApi.leadStatus('enrollment', 41)}`]: refused(409, 'Someone changed it first.'),
    });
    const status = await region('Status');
    await user.selectOptions(within(status).getByRole('combobox', { name: 'Set the status' }), 'lost');
    await user.click(within(status).getByRole('button', { name: 'Save' }));
    expect(await within(status).findByRole('alert')).toHaveTextContent('Someone changed it first.');
  });

  it('adds a note with the CSRF token and shows it with its author and time', async () => {
    const note = {
      id: 1,
      author: 'ayesha',
      body: 'Called: wants the evening batch.\nCall back Monday.',
      at: '2026-11-24T11:30:00.000Z',
    };
    const { api, user } = open({
      [`POST ${staffApi.leadNotes('enrollment', 41)}`]: ok(after({ notes: [note] })),
    });
    const notes = await region('Notes');
    expect(within(notes).getByText('No notes yet.')).toBeInTheDocument();
    const box = within(notes).getByRole('textbox', { name: 'Add a note' });
    expect(box).toHaveAttribute('maxlength', '4000');
    await user.type(box, 'Called: wants the evening batch.');
    expect(box).toHaveAccessibleDescription(/32 of 4,000 characters/);
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Note added.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(within(notes).getByText(/Call back Monday/)).toHaveAttribute('dir', 'auto');
    expect(within(notes).getByText('Nov 24, 2026, 4:30 PM')).toBeInTheDocument();
    const [call] = api.callsTo('POST', staffApi.leadNotes('enrollment', 41));
    expect(call?.body).toEqual({ body: 'Called: wants the evening batch.' });
    expect(call?.headers['X-CSRF-Token']).toBe('csrf-123');
  });

  it('shows a given-up mail with why, and sends it again', async () => {
    const givenUp = after({
      mail: {
        state: 'given-up',
        at: '2026-11-25T09:00:00.000Z',
        attempts: 30,
        reason: 'The mail server refused the address.',
        lastError: '550 5.1.1 mailbox unavailable',
      },
    });
    const due = after({ mail: { state: 'pending' } });
    const { api, user } = open({
      [`GET ${LEAD}`]: ok(givenUp),
      [`POST ${staffApi.leadMailRetry('enrollment', 41)}`]: ok(due),
    });
    const mail = await region('E-mail to the company');
    expect(within(mail).getByText('Given up')).toBeInTheDocument();
    expect(within(mail).getByText('550 5.1.1 mailbox unavailable')).toBeInTheDocument();
    expect(within(mail).getByText('The mail server refused the address.')).toBeInTheDocument();
    await user.click(within(mail).getByRole('button', { name: 'Send again' }));
    expect(await within(mail).findByText(/The mail is due again/)).toBeInTheDocument();
    expect(within(mail).getByText('Pending')).toBeInTheDocument();
    expect(api.callsTo('POST', staffApi.leadMailRetry('enrollment', 41))[0]?.headers['X-CSRF-Token']).toBe(
      'csrf-123',
    );
  });

  it('shows a mail being retried with its next attempt and last error', async () => {
    open({
      [`GET ${LEAD}`]: ok(
        after({
          mail: {
            state: 'retrying',
            attempts: 3,
            nextAttemptAt: '2026-11-24T10:15:00.000Z',
            lastError: 'ECONNREFUSED',
          },
        }),
      ),
    });
    const mail = await region('E-mail to the company');
    expect(within(mail).getByText(/the next attempt is due Nov 24, 2026, 3:15 PM/)).toBeInTheDocument();
    expect(within(mail).getByText('ECONNREFUSED')).toBeInTheDocument();
    expect(within(mail).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });

  it('names where the lead came from, key by key', async () => {
    open();
    const source = await region('Where they came from');
    // The label, then the campaign's source it comes from.
    expect(within(source).getAllByText('facebook')).toHaveLength(2);
    expect(within(source).getByText('Campaign')).toBeInTheDocument();
    expect(within(source).getByText('winter-batch')).toBeInTheDocument();
    expect(within(source).getByText('/web-development-course-sargodha')).toBeInTheDocument();
    expect(within(source).getByText('Nov 20, 2026, 3:00 PM')).toBeInTheDocument();
  });

  it('says there is no such lead (the API’s 404, or an address that cannot be one)', async () => {
    open({ [`GET ${LEAD}`]: refused(404, 'No such lead.') });
    expect(await screen.findByText('There is no such lead')).toBeInTheDocument();
  });

  it.each(['/admin-jeansrecycle/leads/invoice/41', '/admin-jeansrecycle/leads/enrollment/4x'])(
    '%s is no lead, and asks the API nothing about it',
    async (route) => {
      const { api } = open({}, route);
      expect(await screen.findByText('There is no such lead')).toBeInTheDocument();
      expect(api.calls.map((call) => call.url)).toEqual([staffApi.me]);
    },
  );

  it('keeps the page when the API is down, and tries again', async () => {
    const { api, user } = open({ [`GET ${LEAD}`]: refused(500) });
    expect(await screen.findByText('The lead could not be loaded')).toBeInTheDocument();
    api.answer(`GET ${LEAD}`, ok(enrollmentDetail));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'عائشہ خان' })).toBeInTheDocument();
  });

  it('goes to the sign-in page when the session has ended by the time of a change', async () => {
    const { user } = open({ [`POST ${staffApi.leadNotes('enrollment', 41)}`]: refused(401) });
    const notes = await region('Notes');
    await user.type(within(notes).getByRole('textbox', { name: 'Add a note' }), 'Hello');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/admin-jeansrecycle?next=%2Fadmin-jeansrecycle%2Fleads%2Fenrollment%2F41&session=ended',
    );
  });
});

const ENROLL = studentsApi.enroll(41);
const student = studentRow({ name: 'عائشہ خان', course: 'Web Development', leadId: 41 });
const LINK = 'https://codenest.example/ur/login?mode=invite#token=inv-1';

function openEnrollment(answers: Record<string, Answer>) {
  const api = mockStaffApi({
    [`GET ${staffApi.me}`]: ok(staffMe),
    [`GET ${LEAD}`]: ok(enrollmentDetail),
    ...answers,
  });
  const user = userEvent.setup();
  renderWithProviders(<LeadPage />, {
    route: '/admin-jeansrecycle/leads/enrollment/41',
    path: staffPages.leadPattern,
  });
  return { api, user };
}

async function enroll(user: ReturnType<typeof userEvent.setup>, day = '2026-12-07') {
  const panel = await screen.findByRole('region', { name: 'Student' });
  const date = await within(panel).findByLabelText('Batch starts');
  await user.clear(date);
  await user.type(date, day);
  await user.click(within(panel).getByRole('button', { name: 'Enroll as student' }));
  return panel;
}

describe('an enrollment’s page: Enroll as student', () => {
  it('invites a new student, and shows the one-time link with WhatsApp in the lead’s language', async () => {
    const invited: EnrollStudentAnswer = {
      outcome: 'invited',
      student,
      invitation: { link: LINK, language: 'ur' },
    };
    const { api, user } = openEnrollment({
      [`GET ${ENROLL}`]: ok({ student: null, hasAccount: false }),
      [`POST ${ENROLL}`]: { status: 201, body: invited },
    });
    const panel = await screen.findByRole('region', { name: 'Student' });
    expect(await within(panel).findByText(/No account has this e-mail address/)).toBeInTheDocument();
    api.answer(`GET ${LEAD}`, ok({ ...enrollmentDetail, status: 'enrolled' }));
    await enroll(user);

    expect(await within(panel).findByText(/An invitation to set a password was mailed/)).toBeInTheDocument();
    expect(within(panel).getByText(LINK)).toBeInTheDocument();
    const whatsApp = within(panel).getByRole('link', { name: 'Send the link on WhatsApp (opens WhatsApp)' });
    const href = new URL(whatsApp.getAttribute('href')!);
    expect(href.pathname).toBe('/923001234567');
    const text = href.searchParams.get('text')!;
    expect(text).toMatch(/^السلام علیکم عائشہ خان، یہ CodeNest Technologies/);
    expect(text.endsWith(LINK)).toBe(true);
    expect(
      within(panel).getByText('A student of Web Development, in the batch of Dec 7, 2026.'),
    ).toBeInTheDocument();
    const [call] = api.callsTo('POST', ENROLL);
    expect(call?.body).toEqual({ batchStart: '2026-12-07' });
    expect(call?.headers[CSRF_HEADER]).toBe(staffMe.csrfToken);
    // The API set the lead's status: the page shows it without a reload.
    const status = screen.getByRole('region', { name: 'Status' });
    await waitFor(() =>
      expect(within(status).getByRole('combobox', { name: 'Set the status' })).toHaveValue('enrolled'),
    );
  });

  it('adds the course to the account an address already has, with no link', async () => {
    const added: EnrollStudentAnswer = { outcome: 'course-added', student };
    const { user } = openEnrollment({
      [`GET ${ENROLL}`]: ok({ student: null, hasAccount: true }),
      [`POST ${ENROLL}`]: { status: 201, body: added },
    });
    const panel = await screen.findByRole('region', { name: 'Student' });
    expect(
      await within(panel).findByText(/the course will be added to it and its owner mailed/),
    ).toBeInTheDocument();
    await enroll(user);
    expect(
      await within(panel).findByText(/the course was added to the account this address already has/),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(within(panel).queryByText(/token=/)).not.toBeInTheDocument();
  });

  it('shows a student’s course and progress, with the way to their batch', async () => {
    openEnrollment({ [`GET ${ENROLL}`]: ok({ student: { ...student, progress: 60 }, hasAccount: true }) });
    const panel = await screen.findByRole('region', { name: 'Student' });
    expect(await within(panel).findByText('60% · In Progress')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See the batch' })).toHaveAttribute(
      'href',
      '/admin-jeansrecycle/students?course=Web+Development&batch=2026-12-07',
    );
    expect(within(panel).queryByRole('button', { name: 'Enroll as student' })).not.toBeInTheDocument();
  });

  it('says the API’s refusal of the batch’s day under the form', async () => {
    const { user } = openEnrollment({
      [`GET ${ENROLL}`]: ok({ student: null, hasAccount: false }),
      [`POST ${ENROLL}`]: refused(422, 'Please correct the highlighted fields.', {
        batchStart: ['Batch start must be within a year of today.'],
      }),
    });
    const panel = await enroll(user);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Batch start must be within a year of today.',
    );
  });

  it('is shown on enrollments only', async () => {
    const project = { ...enrollmentDetail, kind: 'project_request' as const, phone: null };
    mockStaffApi({
      [`GET ${staffApi.me}`]: ok(staffMe),
      [`GET ${staffApi.lead('project_request', 41)}`]: ok(project),
    });
    renderWithProviders(<LeadPage />, {
      route: '/admin-jeansrecycle/leads/project-request/41',
      path: staffPages.leadPattern,
    });
    expect(await screen.findByRole('region', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Student' })).not.toBeInTheDocument();
  });
});
