import type { LeadSource } from '@site/leads';
import { enrollmentKind, projectRequestKind } from '../leads/kinds';
import { pakistanDayStart } from '../staff/pakistan-time';
import { storeForTests, storeKinds } from '../testing/stores';
import { SqlAuditRepository } from './audit-repository';
import { SqlInboxRepository } from './inbox-repository';
import { SqlLeadsRepository, type NewLead } from './leads-repository';

const enrollment = (
  name: string,
  at: string,
  extra: Partial<NewLead> = {},
  phone = '0300 1234567',
): NewLead => ({
  values: {
    full_name: name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    phone,
    course: 'React JS',
    start_date: null,
    message: null,
  },
  language: 'en',
  user_agent: null,
  submitted_at: at,
  source: {},
  ...extra,
});
const project = (name: string, at: string, source: LeadSource = {}): NewLead => ({
  values: {
    full_name: name,
    email: `${name.split(' ')[0]?.toLowerCase()}@company.example`,
    company_name: 'Traders',
    project_type: 'E-commerce Store',
    budget_range: null,
    project_details: '=cmd|calc!A1 a shop',
  },
  language: 'en',
  user_agent: 'Browser/1',
  submitted_at: at,
  source,
});

describe.each(storeKinds)('the inbox on the %s store', (kind) => {
  const store = storeForTests(kind);
  const inbox = () => new SqlInboxRepository(store.current());
  const audit = (action: 'status-changed' | 'note-added') => ({
    at: '2026-11-26T12:00:00.000Z',
    actor: 'sana',
    action,
    target: 'enrollment/1',
  });

  beforeAll(async () => {
    const leads = new SqlLeadsRepository(store.current());
    await leads.insert(enrollmentKind, enrollment('Ayesha Malik', '2026-11-02T09:00:00.000Z'));
    await leads.insert(
      projectRequestKind,
      project('Kamran Akhtar', '2026-11-10T09:00:00.000Z', { utm_source: 'facebook' }),
    );
    await leads.insert(
      enrollmentKind,
      enrollment(
        'زینب حسین',
        '2026-11-20T09:00:00.000Z',
        { language: 'ur', source: { click_id_kind: 'gclid', click_id: 'Cj0' } },
        '+92 301 7654321',
      ),
    );
    await leads.insert(
      projectRequestKind,
      project('Bilal 100% Khan', '2026-11-25T09:00:00.000Z', { utm_source: 'facebook' }),
    );
  });

  it('lists every lead newest first, with counts per status and its mail', async () => {
    const page = await inbox().list({}, { limit: 25 });
    expect(page.items.map((item) => item.fullName)).toEqual([
      'Bilal 100% Khan',
      'زینب حسین',
      'Kamran Akhtar',
      'Ayesha Malik',
    ]);
    expect(page.total).toBe(4);
    expect(page.counts).toEqual({ new: 4, contacted: 0, qualified: 0, enrolled: 0, won: 0, lost: 0 });
    expect(page.next).toBeNull();
    expect(page.items[1]).toEqual({
      kind: 'enrollment',
      id: 2,
      fullName: 'زینب حسین',
      email: 'زینب@example.com',
      phone: '+92 301 7654321',
      choice: 'React JS',
      language: 'ur',
      status: 'new',
      source: 'google',
      submittedAt: '2026-11-20T09:00:00.000Z',
      mail: 'pending',
    });
  });

  it('pages with a cursor', async () => {
    const first = await inbox().list({}, { limit: 3 });
    expect(first.items).toHaveLength(3);
    expect(first.next).not.toBeNull();
    const second = await inbox().list({}, { limit: 3, cursor: Number(first.next) });
    expect(second.items.map((item) => item.fullName)).toEqual(['Ayesha Malik']);
    expect(second.next).toBeNull();
  });

  it('filters by kind, language, source, choice and dates, and searches names, e-mails and phones', async () => {
    const names = async (filter: Parameters<SqlInboxRepository['list']>[0]) =>
      (await inbox().list(filter, { limit: 25 })).items.map((item) => item.fullName);
    expect(await names({ kind: 'project_request' })).toEqual(['Bilal 100% Khan', 'Kamran Akhtar']);
    expect(await names({ language: 'ur' })).toEqual(['زینب حسین']);
    expect(await names({ source: 'facebook' })).toEqual(['Bilal 100% Khan', 'Kamran Akhtar']);
    expect(await names({ choice: 'React JS' })).toEqual(['زینب حسین', 'Ayesha Malik']);
    expect(await names({ from: pakistanDayStart('2026-11-10'), to: pakistanDayStart('2026-11-21') })).toEqual(
      ['زینب حسین', 'Kamran Akhtar'],
    );
    expect(await names({ q: 'kamran@' })).toEqual(['Kamran Akhtar']);
    expect(await names({ q: 'زینب' })).toEqual(['زینب حسین']);
    expect(await names({ q: '0301 765' })).toEqual(['زینب حسین']);
    expect(await names({ q: '7654321' })).toEqual(['زینب حسین']);
    expect(await names({ q: '+92 301 7654321' })).toEqual(['زینب حسین']);
    expect(await names({ q: '0300-123' })).toEqual(['Ayesha Malik']);
    expect(await names({ q: '+923001234567' })).toEqual(['Ayesha Malik']);
    // LIKE's own characters are text here.
    expect(await names({ q: '100%' })).toEqual(['Bilal 100% Khan']);
    expect(await names({ q: '_' })).toEqual([]);
  });

  it('changes a status with its history and audit entry, and keeps notes in order', async () => {
    const ref = { kind: 'enrollment' as const, id: 1 };
    expect(await inbox().setStatus(ref, 'contacted', 'sana', audit('status-changed'))).toBe(true);
    expect(
      await inbox().setStatus(ref, 'qualified', 'bilal', {
        ...audit('status-changed'),
        at: '2026-11-26T13:00:00.000Z',
      }),
    ).toBe(true);
    expect(
      await inbox().addNote(
        ref,
        'Called: wants the evening batch. <b>not bold</b>',
        'sana',
        audit('note-added'),
      ),
    ).toBe(true);
    expect(
      await inbox().setStatus({ kind: 'enrollment', id: 404 }, 'lost', 'sana', audit('status-changed')),
    ).toBe(false);
    const detail = await inbox().detail(ref);
    expect(detail).toMatchObject({
      status: 'qualified',
      statuses: ['new', 'contacted', 'qualified', 'enrolled', 'lost'],
      history: [
        { status: 'new', by: null, at: '2026-11-02T09:00:00.000Z' },
        { status: 'contacted', by: 'sana', at: '2026-11-26T12:00:00.000Z' },
        { status: 'qualified', by: 'bilal', at: '2026-11-26T13:00:00.000Z' },
      ],
      notes: [
        {
          author: 'sana',
          body: 'Called: wants the evening batch. <b>not bold</b>',
          at: '2026-11-26T12:00:00.000Z',
        },
      ],
      mail: { state: 'pending' },
    });
    expect(detail?.fields.map((field) => field.name)).toEqual([
      'full_name',
      'email',
      'phone',
      'course',
      'start_date',
      'message',
    ]);
    const counts = (await inbox().list({}, { limit: 1 })).counts;
    expect(counts).toMatchObject({ new: 3, qualified: 1 });
    // The kept counts are what counting says.
    const counted = await store
      .current()
      .query<{ status: string; n: number }>('SELECT status, count(*) AS n FROM leads GROUP BY status');
    for (const { status, n } of counted)
      expect([status, counts[status as keyof typeof counts]]).toEqual([status, n]);
    expect((await inbox().list({ kind: 'enrollment' }, { limit: 1 })).counts).toMatchObject({
      new: 1,
      qualified: 1,
    });
    const log = await new SqlAuditRepository(store.current()).page(undefined, 10);
    expect(log.items.map((entry) => [entry.action, entry.detail])).toEqual([
      ['note-added', null],
      ['status-changed', 'contacted → qualified'],
      ['status-changed', 'new → contacted'],
    ]);
  });

  it('shows a lead’s source and every field of its form', async () => {
    const detail = await inbox().detail({ kind: 'project_request', id: 1 });
    expect(detail?.source).toEqual({ utm_source: 'facebook', label: 'facebook' });
    expect(detail?.fields.find((field) => field.name === 'project_details')).toEqual({
      name: 'project_details',
      label: 'Project details',
      value: '=cmd|calc!A1 a shop',
      multiline: true,
    });
    expect(detail?.userAgent).toBe('Browser/1');
    expect(await inbox().detail({ kind: 'project_request', id: 99 })).toBeUndefined();
  });

  it('exports every lead of a filter in batches, newest first', async () => {
    const batches = [];
    for await (const batch of inbox().each({}, 3)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([3, 1]);
    const [first] = batches.flat();
    expect(first).toMatchObject({
      kind: 'project_request',
      full_name: 'Bilal 100% Khan',
      company_name: 'Traders',
      utm_source: 'facebook',
    });
    const enrollments = [];
    for await (const batch of inbox().each({ kind: 'enrollment' })) enrollments.push(...batch);
    expect(enrollments.map((row) => row.full_name)).toEqual(['زینب حسین', 'Ayesha Malik']);
  });

  it('counts leads per week by kind and by source', async () => {
    const stats = await inbox().weekly({}, 5, Date.parse('2026-11-26T12:00:00.000Z'));
    expect(stats.weeks.map((week) => [week.start, week.total])).toEqual([
      ['2026-10-26', 0],
      ['2026-11-02', 1],
      ['2026-11-09', 1],
      ['2026-11-16', 1],
      ['2026-11-23', 1],
    ]);
    expect(stats.weeks[4]).toEqual({
      start: '2026-11-23',
      total: 1,
      byKind: { project_request: 1, enrollment: 0 },
      bySource: { facebook: 1 },
    });
    expect(stats.sources).toEqual(['facebook', 'direct', 'google']);
  });
});
