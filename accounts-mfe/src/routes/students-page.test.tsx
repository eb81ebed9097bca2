import { studentsApi, type StudentList } from '@site/people';
import { CSRF_HEADER, staffApi } from '@site/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { studentRow } from '@/testing/people-data';
import { renderWithProviders } from '@/testing/render';
import { mockStaffApi, ok, refused, staffMe, type Answer } from '@/testing/staff-api';
import { StudentsPage } from './students-page';

const batches: StudentList['batches'] = [
  { course: 'React JS', batchStart: '2026-12-07', students: 2, completed: 0, averageProgress: 30 },
  { course: 'Laravel', batchStart: '2026-10-05', students: 1, completed: 1, averageProgress: 100 },
];
const zainab = studentRow();
const deleted = studentRow({ id: 8, personId: null, name: null, email: null, progress: 20, leadId: null });
const BATCH = `${studentsApi.students}?course=React+JS&batch=2026-12-07&limit=50`;

function open(answers: Record<string, Answer>, route = '/admin-jeansrecycle/students') {
  const api = mockStaffApi({ [`GET ${staffApi.me}`]: ok(staffMe), ...answers });
  const user = userEvent.setup();
  renderWithProviders(<StudentsPage />, { route });
  return { api, user };
}

describe('the Students page', () => {
  it('lists every course’s batches with their numbers, each a link to its students', async () => {
    open({ [`GET ${studentsApi.students}`]: ok({ batches, items: [], next: null }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Students' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Batches' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('React JSDec 7, 20262030%');
    expect(within(table).getByRole('link', { name: 'React JS, batch of Dec 7, 2026' })).toHaveAttribute(
      'href',
      '/admin-jeansrecycle/students?course=React+JS&batch=2026-12-07',
    );
    expect(screen.getByRole('link', { name: 'Students' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Students | CodeNest Technologies');
  });

  it('shows a batch’s students from the URL, a deleted account’s course among them', async () => {
    const { api } = open(
      { [`GET ${BATCH}`]: ok({ batches, items: [zainab, deleted], next: null }) },
      '/admin-jeansrecycle/students?course=React%20JS&batch=2026-12-07',
    );
    const table = await screen.findByRole('table', { name: 'React JS: the batch of Dec 7, 2026' });
    expect(within(table).getByRole('rowheader', { name: /Zainab Hussain/ })).toHaveTextContent(
      'zainab@example.com',
    );
    expect(within(table).getByText('Account deleted', { selector: '.deleted' })).toBeInTheDocument();
    expect(within(table).getAllByText('Nov 25, 2026, 2:00 PM by ayesha')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Enrollment 3' })).toHaveAttribute(
      'href',
      '/admin-jeansrecycle/leads/enrollment/3',
    );
    expect(api.callsTo('GET', studentsApi.students)).toHaveLength(1);
  });

  it('sets the progress of the students ticked, with the session’s token, then loads the batch again', async () => {
    const { api, user } = open(
      {
        [`GET ${BATCH}`]: ok({ batches, items: [zainab, deleted], next: null }),
        [`POST ${studentsApi.progress}`]: ok({ changed: 1, items: [{ ...zainab, progress: 80 }] }),
      },
      '/admin-jeansrecycle/students?course=React+JS&batch=2026-12-07',
    );
    const apply = await screen.findByRole('button', { name: 'Apply to 0 selected' });
    expect(apply).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Zainab Hussain (zainab@example.com)' }));
    await user.type(screen.getByLabelText('Progress (%)'), '80');
    await user.click(screen.getByRole('button', { name: 'Apply to 1 selected' }));
    expect(await screen.findByText('1 change saved.')).toBeInTheDocument();
    const [call] = api.callsTo('POST', studentsApi.progress);
    expect(call?.body).toEqual({ ids: [7], progress: 80 });
    expect(call?.headers[CSRF_HEADER]).toBe(staffMe.csrfToken);
    await waitFor(() => expect(api.callsTo('GET', studentsApi.students)).toHaveLength(2));
    expect(
      screen.getByRole('checkbox', { name: 'Select Zainab Hussain (zainab@example.com)' }),
    ).not.toBeChecked();
  });

  it('sets a whole batch at once: Completed, which says it puts the progress at 100%', async () => {
    const { api, user } = open(
      {
        [`GET ${BATCH}`]: ok({ batches, items: [zainab, deleted], next: null }),
        [`POST ${studentsApi.progress}`]: ok({ changed: 2, items: [] }),
      },
      '/admin-jeansrecycle/students?course=React+JS&batch=2026-12-07',
    );
    const status = await screen.findByLabelText('Status');
    expect(status).toHaveAccessibleDescription('Completed sets the progress to 100%.');
    await user.selectOptions(status, 'completed');
    await user.click(screen.getByRole('button', { name: 'Apply to the whole batch' }));
    expect(await screen.findByText('2 changes saved.')).toBeInTheDocument();
    expect(api.callsTo('POST', studentsApi.progress)[0]?.body).toEqual({
      course: 'React JS',
      batchStart: '2026-12-07',
      status: 'completed',
    });
  });

  it('asks for a progress or a status before sending, and says the API’s refusal', async () => {
    const { api, user } = open(
      {
        [`GET ${BATCH}`]: ok({ batches, items: [zainab], next: null }),
        [`POST ${studentsApi.progress}`]: refused(422, 'Please correct the fields.', {
          progress: ['A completed course is at 100%.'],
        }),
      },
      '/admin-jeansrecycle/students?course=React+JS&batch=2026-12-07',
    );
    await user.click(await screen.findByRole('button', { name: 'Apply to the whole batch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give a progress, a status or both.');
    expect(api.callsTo('POST', studentsApi.progress)).toEqual([]);
    await user.type(screen.getByLabelText('Progress (%)'), '50');
    await user.click(screen.getByRole('button', { name: 'Apply to the whole batch' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('A completed course is at 100%.'),
    );
  });

  it('pages a large batch with a link', async () => {
    open(
      { [`GET ${BATCH}`]: ok({ batches, items: [zainab], next: 'c-2' }) },
      '/admin-jeansrecycle/students?course=React+JS&batch=2026-12-07',
    );
    expect(await screen.findByRole('link', { name: 'More students' })).toHaveAttribute(
      'href',
      '/admin-jeansrecycle/students?course=React+JS&batch=2026-12-07&cursor=c-2',
    );
  });

  it('says there are no students yet', async () => {
    open({ [`GET ${studentsApi.students}`]: ok({ batches: [], items: [], next: null }) });
    expect(
      await screen.findByText(/No students yet\. Enroll one from an enrollment’s page\./),
    ).toBeInTheDocument();
  });
});
