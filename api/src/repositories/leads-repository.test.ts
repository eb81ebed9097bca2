import { SOURCE_LIMITS, sanitizeSource } from '@site/leads';
import { enrollmentKind, projectRequestKind } from '../leads/kinds';
import { storeForTests, storeKinds } from '../testing/stores';
import { IdempotencyConflict, SqlLeadsRepository, searchText, type NewLead } from './leads-repository';

const enrollment = (overrides: Partial<NewLead['values']> = {}, source: NewLead['source'] = {}): NewLead => ({
  values: {
    full_name: 'Zainab Hussain',
    email: 'Zainab@Example.com',
    phone: '+92 (301) 765-4321',
    course: 'MERN Stack',
    start_date: null,
    message: null,
    ...overrides,
  },
  language: 'ur',
  user_agent: 'TestBrowser/1.0',
  submitted_at: '2026-11-26T10:00:00.000Z',
  source,
});

const projectRequest: NewLead = {
  values: {
    full_name: 'Kamran Akhtar',
    email: 'kamran@example.com',
    company_name: null,
    project_type: 'E-commerce Store',
    budget_range: null,
    project_details: 'An online shop.',
  },
  language: 'en',
  user_agent: null,
  submitted_at: '2026-11-26T11:00:00.000Z',
  source: {},
};

describe('searchText', () => {
  it('is the lowercased name and e-mail and the phone’s digits', () => {
    expect(searchText('Zainab Hussain', 'Zainab@Example.com', '+92 (301) 765-4321')).toBe(
      'zainab hussain zainab@example.com 923017654321',
    );
    expect(searchText('Ali', 'ali@example.com', null)).toBe('ali ali@example.com');
  });
});

describe.each(storeKinds)('the leads repository on the %s store', (kind) => {
  const store = storeForTests(kind);
  const db = () => store.current();
  let commits = 0;
  const repository = () => new SqlLeadsRepository(db(), () => (commits += 1));

  it('stores a lead, its mail and its inbox row with its source, in one transaction', async () => {
    const source = {
      utm_source: 'Facebook',
      utm_campaign: 'winter-batch',
      landing_page: '/ur/course',
      sent_from: '/ur/enrollment',
      first_visit_at: '2026-11-20T08:30:00.000Z',
    };
    const before = commits;
    const { id, replayed } = await repository().insert(enrollmentKind, enrollment({}, source));
    expect(replayed).toBe(false);
    expect(commits).toBe(before + 1);
    expect(await db().one('SELECT full_name, phone, language FROM enrollments WHERE id = $1', [id])).toEqual({
      full_name: 'Zainab Hussain',
      phone: '+92 (301) 765-4321',
      language: 'ur',
    });
    expect(
      await db().one(
        'SELECT lead_kind, attempts, sent_at FROM lead_mail_outbox WHERE lead_id = $1 AND lead_kind = $2',
        [id, 'enrollment'],
      ),
    ).toEqual({ lead_kind: 'enrollment', attempts: 0, sent_at: null });
    expect(
      await db().one(
        `SELECT kind, choice, status, source_label, utm_source, utm_campaign, landing_page, sent_from,
                first_visit_at, click_id, search, submitted_at
         FROM leads WHERE kind = $1 AND kind_id = $2`,
        ['enrollment', id],
      ),
    ).toEqual({
      kind: 'enrollment',
      choice: 'MERN Stack',
      status: 'new',
      source_label: 'facebook',
      utm_source: 'Facebook',
      utm_campaign: 'winter-batch',
      landing_page: '/ur/course',
      sent_from: '/ur/enrollment',
      first_visit_at: '2026-11-20T08:30:00.000Z',
      click_id: null,
      search: 'zainab hussain zainab@example.com 923017654321',
      submitted_at: '2026-11-26T10:00:00.000Z',
    });
  });

  it('stores a campaign at its longest in letters whose lower case is longer (a label within the store’s 253)', async () => {
    const source = sanitizeSource({ utm_source: 'İ'.repeat(SOURCE_LIMITS.utm) });
    const { id } = await repository().insert(enrollmentKind, enrollment({}, source));
    const row = await db().one<{ source_label: string }>(
      'SELECT source_label FROM leads WHERE kind = $1 AND kind_id = $2',
      ['enrollment', id],
    );
    expect(row?.source_label).toBe(source.utm_source);
  });

  it('numbers each kind on its own and gives every lead one inbox row, newest last', async () => {
    const first = await repository().insert(projectRequestKind, projectRequest);
    const second = await repository().insert(projectRequestKind, projectRequest);
    expect(second.id).toBe(first.id + 1);
    const inbox = await db().query<{ kind: string; kind_id: number }>(
      'SELECT kind, kind_id FROM leads ORDER BY id',
    );
    expect(inbox.slice(-2)).toEqual([
      { kind: 'project_request', kind_id: first.id },
      { kind: 'project_request', kind_id: second.id },
    ]);
  });

  it('stores a submission sent again with its key once, and answers with its first id', async () => {
    const count = async () => (await db().one<{ n: number }>('SELECT count(*) AS n FROM enrollments'))?.n;
    const before = await count();
    const lead = enrollment({ full_name: 'Sent Twice' });
    const first = await repository().insert(enrollmentKind, lead, { idempotencyKey: 'key-sent-twice-0001' });
    const again = await repository().insert(
      enrollmentKind,
      // A retry may carry a renewed source: still the same submission.
      { ...lead, source: { utm_source: 'google' } },
      { idempotencyKey: 'key-sent-twice-0001' },
    );
    expect(again).toEqual({ id: first.id, replayed: true });
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it('stores one lead when many instances get the same key at once', async () => {
    const instances = [repository(), repository(), repository()];
    const lead = enrollment({ full_name: 'At Once' });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        instances[index % 3]?.insert(enrollmentKind, lead, { idempotencyKey: 'key-at-once-000001' }),
      ),
    );
    const ids = new Set(results.map((result) => result?.id));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => !result?.replayed)).toHaveLength(1);
    expect(
      (await db().one<{ n: number }>("SELECT count(*) AS n FROM enrollments WHERE full_name = 'At Once'"))?.n,
    ).toBe(1);
    expect(
      (await db().one<{ n: number }>("SELECT count(*) AS n FROM leads WHERE full_name = 'At Once'"))?.n,
    ).toBe(1);
  });

  it('refuses a key that comes back with other values, storing nothing', async () => {
    await repository().insert(enrollmentKind, enrollment({ full_name: 'Key Owner' }), {
      idempotencyKey: 'key-reused-000001',
    });
    await expect(
      repository().insert(enrollmentKind, enrollment({ full_name: 'Someone Else' }), {
        idempotencyKey: 'key-reused-000001',
      }),
    ).rejects.toBeInstanceOf(IdempotencyConflict);
    await expect(
      repository().insert(projectRequestKind, projectRequest, { idempotencyKey: 'key-reused-000001' }),
    ).rejects.toBeInstanceOf(IdempotencyConflict);
    expect(
      (
        await db().one<{ n: number }>(
          "SELECT count(*) AS n FROM enrollments WHERE full_name = 'Someone Else'",
        )
      )?.n,
    ).toBe(0);
  });
});
