import { randomBytes } from 'node:crypto';
import { secretBox } from '../auth/secret-box';
import { enrollmentKind, projectRequestKind } from '../leads/kinds';
import { newLink } from '../people/new-links';
import { storeForTests, storeKinds } from '../testing/stores';
import { SqlLeadsRepository, type NewLead } from './leads-repository';
import { SqlPeopleRepository } from './people-repository';
import { SqlPersonLeadsRepository } from './person-leads-repository';
import { SqlStudentRepository, applyProgress, type EnrollInput } from './student-repository';

const AT = '2026-11-28T10:00:00.000Z';

const enrollment = (name: string, email: string, language: 'en' | 'ur' = 'en'): NewLead => ({
  values: {
    full_name: name,
    email,
    phone: '0300 1234567',
    course: 'React JS',
    start_date: null,
    message: '<script>alert(1)</script>',
  },
  language,
  user_agent: null,
  submitted_at: AT,
  source: {},
});

describe('a course’s progress changed', () => {
  it('is completed at 100%; under 100% a completed course goes back In Progress', () => {
    const running = { progress: 40, status: 'in-progress' as const };
    const done = { progress: 100, status: 'completed' as const };
    expect(applyProgress(running, { progress: 60 })).toEqual({ progress: 60, status: 'in-progress' });
    expect(applyProgress(running, { status: 'completed' })).toEqual(done);
    expect(applyProgress(done, { progress: 90 })).toEqual({ progress: 90, status: 'in-progress' });
    expect(applyProgress(done, { status: 'in-progress' })).toEqual({ progress: 100, status: 'in-progress' });
    expect(applyProgress(running, { progress: 100 })).toEqual({ progress: 100, status: 'in-progress' });
  });
});

describe.each(storeKinds)('students on the %s store', (kind) => {
  const store = storeForTests(kind);
  const box = secretBox(randomBytes(32));
  const students = () => new SqlStudentRepository(store.current(), box);
  const ids: number[] = [];

  const enroll = (enrollmentId: number, email: string, batchStart = '2026-12-07'): Promise<unknown> => {
    const at = Date.parse(AT);
    const input: EnrollInput = {
      enrollmentId,
      batchStart,
      by: 'sana',
      at: AT,
      address: '127.0.0.1',
      invitation: {
        mailed: newLink('invite', at, {
          kind: 'invite',
          to: email,
          language: 'ur',
          course: 'React JS',
          batchStart,
        }).link,
        shared: newLink('invite', at).link,
      },
    };
    return students().enroll(input);
  };

  beforeAll(async () => {
    const leads = new SqlLeadsRepository(store.current());
    for (const [name, email] of [
      ['Zainab Hussain', 'Zainab@Example.com'],
      ['Ali Raza', 'ali@example.com'],
      ['Bilal Ahmed', 'bilal@example.com'],
    ] as const)
      ids.push((await leads.insert(enrollmentKind, enrollment(name, email, 'ur'))).id);
    await leads.insert(projectRequestKind, {
      values: {
        full_name: 'Ali Raza',
        email: 'ALI@example.com',
        company_name: null,
        project_type: 'E-commerce Store',
        budget_range: null,
        project_details: 'A shop.',
      },
      language: 'en',
      user_agent: null,
      submitted_at: AT,
      source: {},
    });
  });

  it('makes a new account for an address without one: invited, two links, the invitation mailed', async () => {
    const outcome = await enroll(ids[0] as number, 'zainab@example.com');
    expect(outcome).toMatchObject({
      outcome: 'invited',
      language: 'ur',
      student: { name: 'Zainab Hussain', email: 'zainab@example.com', course: 'React JS', progress: 0 },
    });
    const db = store.current();
    const links = await db.query<{ sent_to: string | null; purpose: string }>(
      'SELECT sent_to, purpose FROM person_links ORDER BY sent_to',
    );
    // One mailed to the address, one for WhatsApp (no address).
    expect(links.map((link) => `${link.purpose} ${link.sent_to ?? 'shown'}`).sort()).toEqual([
      'invite shown',
      'invite zainab@example.com',
    ]);
    expect(await db.query('SELECT kind, language FROM person_mail_outbox')).toEqual([
      { kind: 'invite', language: 'ur' },
    ]);
    expect(await db.query('SELECT action, target FROM audit_log')).toEqual([
      { action: 'student-enrolled', target: `enrollment/${ids[0]}` },
    ]);
  });

  it('adds the course to an account the address has, with a mail and no link; twice is refused', async () => {
    const people = new SqlPeopleRepository(store.current(), box);
    await people.signUp(
      { email: 'ali@example.com', name: 'Ali', language: 'en', password_hash: 'x', created_at: AT },
      newLink('verify', Date.parse(AT), { kind: 'verify', to: 'ali@example.com', language: 'en' }).link,
      { kind: 'exists', created_at: AT },
    );
    const linksBefore = (await store.current().query('SELECT 1 FROM person_links')).length;
    expect(await enroll(ids[1] as number, 'ali@example.com')).toMatchObject({
      outcome: 'course-added',
      language: 'en',
    });
    expect(await store.current().query('SELECT 1 FROM person_links')).toHaveLength(linksBefore);
    expect(
      await store.current().query("SELECT to_email FROM person_mail_outbox WHERE kind = 'course-added'"),
    ).toEqual([{ to_email: 'ali@example.com' }]);
    expect(await enroll(ids[1] as number, 'ali@example.com')).toMatchObject({ outcome: 'already' });
    expect(await students().enroll({ ...({} as EnrollInput), enrollmentId: 999_999 })).toEqual({
      outcome: 'no-lead',
    });
  });

  it('lists batches and their students, and says whether an enrollment is one', async () => {
    await enroll(ids[2] as number, 'bilal@example.com', '2027-01-04');
    expect(await students().batches()).toEqual([
      { course: 'React JS', batchStart: '2027-01-04', students: 1, completed: 0, averageProgress: 0 },
      { course: 'React JS', batchStart: '2026-12-07', students: 2, completed: 0, averageProgress: 0 },
    ]);
    const batch = await students().batch('React JS', '2026-12-07', 0, 10);
    expect(batch.map((row) => row.name)).toEqual(['Zainab Hussain', 'Ali']);
    expect(await students().batch('React JS', '2026-12-07', batch[0]?.id ?? 0, 10)).toHaveLength(1);
    expect(await students().ofEnrollment(ids[1] as number)).toMatchObject({
      hasAccount: true,
      student: { name: 'Ali' },
    });
  });

  it('sets a whole batch’s progress at once, auditing each change, and one student’s', async () => {
    const audit = { at: AT, actor: 'sana', address: '127.0.0.1' };
    const set = await students().setProgress(
      { course: 'React JS', batchStart: '2026-12-07' },
      { progress: 40 },
      audit,
    );
    expect(set).toMatchObject({ changed: 2 });
    expect(set?.items.map((row) => row.progress)).toEqual([40, 40]);
    const again = await students().setProgress(
      { course: 'React JS', batchStart: '2026-12-07' },
      { progress: 40 },
      audit,
    );
    expect(again?.changed).toBe(0);
    const one = set?.items[0]?.id as number;
    expect(await students().setProgress({ ids: [one] }, { status: 'completed' }, audit)).toMatchObject({
      changed: 1,
      items: [{ progress: 100, status: 'completed', updatedBy: 'sana' }],
    });
    expect(await students().setProgress({ ids: [one, 999_999] }, { progress: 1 }, audit)).toBeUndefined();
    const entries = await store
      .current()
      .query<{ detail: string }>(
        "SELECT detail FROM audit_log WHERE action = 'student-progress-set' ORDER BY id",
      );
    expect(entries.map((entry) => entry.detail)).toEqual([
      'React JS, batch of 2026-12-07: 0% in progress → 40% in progress',
      'React JS, batch of 2026-12-07: 0% in progress → 40% in progress',
      'React JS, batch of 2026-12-07: 40% in progress → 100% completed',
    ]);
  });

  it('gives a person their courses, and the leads sent with their address, with a client’s status', async () => {
    const person = await new SqlPeopleRepository(store.current(), box).byEmail('ali@example.com');
    expect(await students().coursesOf(person?.id ?? 0)).toMatchObject([
      { course: 'React JS', batchStart: '2026-12-07', enrollDate: '2026-11-28', progress: 40 },
    ]);
    const leads = new SqlPersonLeadsRepository(store.current());
    // The enrollment was set Enrolled by staff in the inbox; here it is as it was sent.
    expect((await leads.list('ali@example.com', 10)).map((lead) => [lead.kind, lead.status])).toEqual([
      ['project_request', 'received'],
      ['enrollment', 'received'],
    ]);
    const detail = await leads.detail('ali@example.com', 'enrollment', ids[1] as number);
    expect(detail?.values).toMatchObject({ full_name: 'Ali Raza', message: '<script>alert(1)</script>' });
    expect(await leads.detail('ali@example.com', 'enrollment', ids[0] as number)).toBeUndefined();
    expect(await leads.all('ali@example.com')).toHaveLength(2);
  });
});
