import { leadPaths } from '@site/leads';
import {
  countOf,
  staffApi,
  type AuditPage,
  type LeadDetail,
  type LeadList,
  type WeeklyStats,
} from '@site/staff';
import { StaffBrowser, staffTool } from '../testing/staff';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { startTestServer, validBody, validEnrollment, type TestServer } from '../testing/test-server';

const HOSTILE = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

/** The inbox over HTTP, on both stores: what staff read, change and export, and what they cannot. */
describe.each(storeKinds)('the staff inbox on the %s store', (kind) => {
  let store: TestStore;
  let server: TestServer;
  const admin = new Map<string, string>();
  let staff: StaffBrowser;
  let boss: StaffBrowser;

  beforeAll(async () => {
    store = await createTestStore(kind);
    server = await startTestServer(store.env);
    await staffTool(server, ['add', 'sana', '--password-stdin']);
    const { secret } = await staffTool(server, ['add', 'ayesha', '--admin', '--password-stdin']);
    if (secret) admin.set('ayesha', secret);
    staff = new StaffBrowser(server);
    await staff.signIn('sana');
    boss = new StaffBrowser(server);
    await boss.signIn('ayesha', undefined, secret);
    await server.post(
      validEnrollment({
        full_name: `=HYPERLINK("http://evil.example","Click") ${HOSTILE}`,
        message: `Evening batch.\n${HOSTILE}`,
        source: { utm_source: 'facebook', utm_campaign: HOSTILE, landing_page: '/course' },
      }),
      { path: leadPaths.enrollment },
    );
    await server.post(validBody({ full_name: 'Kamran Akhtar', email: 'kamran@example.com' }));
    await server.post(validEnrollment({ full_name: 'زینب حسین', phone: '+92 301 7654321', language: 'ur' }), {
      path: leadPaths.enrollment,
    });
  });
  afterAll(async () => {
    await server.stop();
    server.cleanup();
    await store.remove();
  });

  const list = async (query = '') =>
    (await (await staff.request('GET', `${staffApi.leads}${query}`)).json()) as LeadList;

  it('lists the leads newest first with their counts, and filters and searches', async () => {
    const all = await list();
    expect(all.items.map((item) => item.fullName)).toEqual([
      'زینب حسین',
      'Kamran Akhtar',
      `=HYPERLINK("http://evil.example","Click") ${HOSTILE}`,
    ]);
    expect(all.counts.new).toBe(3);
    expect(all.items[2]?.source).toBe('facebook');
    expect((await list('?kind=enrollment&language=ur')).items.map((item) => item.fullName)).toEqual([
      'زینب حسین',
    ]);
    expect((await list('?source=facebook')).total).toBe(1);
    expect((await list('?q=0301%20765')).items.map((item) => item.fullName)).toEqual(['زینب حسین']);
    expect((await list('?limit=2')).next).not.toBeNull();
  });

  it('answers a malformed filter with 400 and a message that names it', async () => {
    for (const [query, message] of [
      ['?kind=spam', 'kind must be project_request or enrollment.'],
      ['?status=done', 'status must be one of the lead statuses.'],
      ['?from=2026-02-30', 'from must be a date written as YYYY-MM-DD.'],
      ['?from=2026-11-20&to=2026-11-01', 'from must not be after to.'],
      ['?limit=1000', 'limit must be a whole number from 1 to 100.'],
      ['?kind=enrollment&kind=project_request', 'Give kind once.'],
      [`?q=${'x'.repeat(101)}`, 'A search is at most 100 characters.'],
    ]) {
      const answer = await staff.request('GET', `${staffApi.leads}${query}`);
      expect([query, answer.status, await answer.json()]).toEqual([query, 400, { message }]);
    }
  });

  it('shows a lead as sent, hostile text as text, and its source', async () => {
    const detail = (await (await staff.request('GET', staffApi.lead('enrollment', 1))).json()) as LeadDetail;
    expect(detail.fields.find((field) => field.name === 'message')?.value).toBe(`Evening batch.\n${HOSTILE}`);
    expect(detail.source).toMatchObject({ utm_source: 'facebook', utm_campaign: HOSTILE, label: 'facebook' });
    expect(detail.mail).toEqual({ state: 'pending' });
    expect((await staff.request('GET', staffApi.lead('enrollment', 99))).status).toBe(404);
    expect((await staff.request('GET', '/api/v1/staff/leads/spam/1')).status).toBe(404);
  });

  it('changes a status and adds a note, with who and when', async () => {
    const changed = await staff.request('POST', staffApi.leadStatus('enrollment', 1), {
      status: 'contacted',
    });
    expect(changed.status).toBe(200);
    const noted = await staff.request('POST', staffApi.leadNotes('enrollment', 1), {
      body: `  Called. ${HOSTILE}  `,
    });
    const detail = (await noted.json()) as LeadDetail;
    expect(detail.status).toBe('contacted');
    expect(detail.history.at(-1)).toMatchObject({ status: 'contacted', by: 'sana' });
    expect(detail.notes).toEqual([expect.objectContaining({ author: 'sana', body: `Called. ${HOSTILE}` })]);
    const won = await staff.request('POST', staffApi.leadStatus('enrollment', 1), { status: 'won' });
    expect(won.status).toBe(422);
    const empty = await staff.request('POST', staffApi.leadNotes('enrollment', 1), { body: '   ' });
    expect(empty.status).toBe(422);
    expect((await list('?status=contacted')).items).toHaveLength(1);
  });

  it('refuses a note with text-direction tricks, and keeps a note in NFC (issue 42)', async () => {
    const tricked = await staff.request('POST', staffApi.leadNotes('enrollment', 2), {
      body: 'Paid in full \u202E0001 PKR',
    });
    expect(tricked.status).toBe(422);
    expect(await tricked.json()).toEqual({
      message: expect.stringMatching(/hidden text-direction marks/),
      errors: { body: [expect.stringMatching(/hidden text-direction marks/)] },
    });
    const composed = await staff.request('POST', staffApi.leadNotes('enrollment', 2), {
      body: 'Cafe\u0301 owner, wants a website.',
    });
    expect(((await composed.json()) as LeadDetail).notes.map((note) => note.body)).toEqual([
      'Caf\u00e9 owner, wants a website.',
    ]);
  });

  it('sends a given-up mail again, and only a given-up one', async () => {
    expect((await staff.request('POST', staffApi.leadMailRetry('project_request', 1))).status).toBe(409);
    await server.current.db.run(
      "UPDATE lead_mail_outbox SET dead_at = $1, dead_reason = 'refused for good (550)' WHERE lead_kind = 'project_request'",
      [new Date().toISOString()],
    );
    const before = (await (
      await staff.request('GET', staffApi.lead('project_request', 1))
    ).json()) as LeadDetail;
    expect(before.mail).toMatchObject({ state: 'given-up', reason: 'refused for good (550)' });
    const retried = await staff.request('POST', staffApi.leadMailRetry('project_request', 1));
    expect(((await retried.json()) as LeadDetail).mail).toEqual({ state: 'pending' });
  });

  it('exports the filter as CSV a spreadsheet opens safely, with Urdu intact', async () => {
    const answer = await staff.request('GET', `${staffApi.leadsCsv}?kind=enrollment`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^"kind","id","submitted_at","status","full_name",/);
    expect(lines).toHaveLength(3);
    expect(text).toContain('"زینب حسین"');
    // The formula is defused: the cell starts with a quote mark.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"") `);
  });

  it('counts leads per week by source and kind', async () => {
    const stats = (await (await staff.request('GET', `${staffApi.weekly}?weeks=4`)).json()) as WeeklyStats;
    expect(stats.weeks).toHaveLength(4);
    expect(stats.weeks.at(-1)?.total).toBe(3);
    expect(stats.weeks.at(-1)?.byKind).toEqual({ project_request: 1, enrollment: 2 });
    expect(stats.sources).toEqual(['direct', 'facebook']);
  });

  it('lets admins read the audit log, with every staff action in it, and not staff', async () => {
    expect(await (await staff.request('GET', staffApi.audit)).json()).toEqual({
      message: 'Only admins can read the audit log.',
    });
    const page = (await (await boss.request('GET', staffApi.audit)).json()) as AuditPage;
    const actions = page.items.map((entry) => `${entry.actor} ${entry.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'cli account-created',
        'cli password-set',
        'sana sign-in',
        'ayesha sign-in',
        'sana status-changed',
        'sana note-added',
        'sana mail-retried',
        'sana export',
      ]),
    );
    const exported = page.items.find((entry) => entry.action === 'export');
    expect(exported?.detail).toBe('2 leads; filter {"kind":"enrollment"}');
  });

  it('counts sources named like Object’s own properties as sources (a Map, not a plain object)', async () => {
    for (const source of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      await server.post(validBody({ source: { utm_source: source } }));
    const answer = await staff.request('GET', `${staffApi.weekly}?weeks=1`);
    const text = await answer.text();
    expect(text).not.toContain('function');
    const stats = JSON.parse(text) as WeeklyStats;
    const week = stats.weeks.at(-1);
    for (const source of ['constructor', '__proto__', 'tostring', 'hasownproperty']) {
      expect(stats.sources).toContain(source);
      expect([
        source,
        Object.hasOwn(week?.bySource ?? {}, source),
        countOf(week?.bySource ?? {}, source),
      ]).toEqual([source, true, 1]);
    }
    expect(week?.total).toBe(7);
  });

  it('keeps no text-direction trick of a campaign link (issue 42)', async () => {
    const answer = await server.post(
      validBody({ source: { utm_source: 'facebook\u202Egnp.exe', utm_campaign: 'cafe\u0301' } }),
    );
    const { id } = (await answer.json()) as { id: number };
    const lead = (await (
      await staff.request('GET', staffApi.lead('project_request', id))
    ).json()) as LeadDetail;
    expect(lead.source).toMatchObject({ utm_campaign: 'caf\u00e9', label: 'direct' });
    expect(lead.source.utm_source).toBeUndefined();
  });
});
