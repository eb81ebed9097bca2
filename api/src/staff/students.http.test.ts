import {
  peopleApi,
  studentsApi,
  type LeadStudent,
  type ProgressAnswer,
  type StudentList,
} from '@site/people';
import { staffApi, type AuditPage, type LeadDetail } from '@site/staff';
import {
  PERSON_PASSWORD,
  PersonBrowser,
  enrollStudent,
  lastLink,
  loggedMails,
  sendEnrollment,
  staffMember,
  tokenOf,
  verifiedPerson,
} from '../testing/people';
import { type StaffBrowser } from '../testing/staff';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { startTestServer, type TestServer } from '../testing/test-server';

const BATCH = new Date(Date.now() + 9 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * From enrollment to student over real HTTP (issue 43, item 4): "Enroll as student" inviting a new
 * account (the link mailed, and shown once for WhatsApp, which proves no address) or adding the
 * course to an account the address has (a mail, never a link); the student signing in and finding
 * the course with the progress a teacher sets, for one or a whole batch; every change audited.
 */
describe.each(storeKinds)('students on the %s store', (kind) => {
  let store: TestStore;
  let server: TestServer;
  let staff: StaffBrowser;
  beforeAll(async () => {
    store = await createTestStore(kind);
    server = await startTestServer({
      ...store.env,
      ACCOUNT_REQUESTS_PER_HOUR: '10000',
      SIGN_IN_ATTEMPTS_PER_MINUTE: '10000',
    });
    staff = await staffMember(server);
  });
  afterAll(async () => {
    await server.stop();
    server.cleanup();
    await store.remove();
  });

  it('invites a new student: the mail, a link for WhatsApp in the lead’s language, the lead Enrolled', async () => {
    const leadId = await sendEnrollment(server, {
      email: 'Bilal@Example.com',
      full_name: 'Bilal Ahmed',
      language: 'ur',
    });
    const before = (await (await staff.request('GET', studentsApi.enroll(leadId))).json()) as LeadStudent;
    expect(before).toEqual({ student: null, hasAccount: false });
    const { status, answer } = await enrollStudent(staff, leadId, BATCH);
    expect(status).toBe(201);
    if (answer?.outcome !== 'invited') throw new Error('Expected an invitation.');
    expect(answer.invitation.language).toBe('ur');
    expect(answer.invitation.link).toMatch(
      /^http:\/\/localhost:3000\/ur\/login\?mode=invite#token=[A-Za-z0-9_-]{43}$/,
    );
    expect(answer.student).toMatchObject({
      name: 'Bilal Ahmed',
      email: 'bilal@example.com',
      course: 'React JS',
      progress: 0,
      status: 'in-progress',
      batchStart: BATCH,
      leadId,
      updatedBy: 'sana',
    });
    // The mailed invitation is another link than the one shown.
    const mailed = lastLink(server, 'bilal@example.com', 'invite');
    expect(mailed.token).not.toBe(tokenOf(answer.invitation.link));
    const lead = (await (
      await staff.request('GET', staffApi.lead('enrollment', leadId))
    ).json()) as LeadDetail;
    expect(lead.status).toBe('enrolled');
    expect((await enrollStudent(staff, leadId, BATCH)).status).toBe(409);
  });

  it('lets the WhatsApp link set a password: the student signs in and sees the course, the address still unproven', async () => {
    const leadId = await sendEnrollment(server, {
      email: 'hina@example.com',
      full_name: 'Hina Tariq',
      course: 'Laravel',
    });
    const { answer } = await enrollStudent(staff, leadId, BATCH);
    if (answer?.outcome !== 'invited') throw new Error('Expected an invitation.');
    const token = tokenOf(answer.invitation.link);
    const student = new PersonBrowser(server);
    expect(await (await student.request('POST', peopleApi.link, { token })).json()).toEqual({
      purpose: 'invite',
      email: 'hina@example.com',
      name: 'Hina Tariq',
    });
    expect(
      (await student.request('POST', peopleApi.password, { token, password: PERSON_PASSWORD })).status,
    ).toBe(204);
    // The mailed twin is spent with it.
    const mailed = lastLink(server, 'hina@example.com', 'invite');
    expect((await student.request('POST', peopleApi.link, { token: mailed.token })).status).toBe(410);
    expect((await student.signInAs('hina@example.com')).status).toBe(200);
    const me = (await student.me()).me;
    expect(me).toMatchObject({
      emailVerified: false,
      requests: [],
      courses: [{ course: 'Laravel', batchStart: BATCH, progress: 0, status: 'in-progress' }],
    });
    // A link of its own was mailed to the address; following it proves it, and the leads show.
    const verify = lastLink(server, 'hina@example.com', 'verify');
    expect((await student.request('POST', peopleApi.verify, { token: verify.token })).status).toBe(204);
    const proven = (await student.me()).me;
    expect(proven?.emailVerified).toBe(true);
    expect(proven?.requests).toMatchObject([{ kind: 'enrollment', id: leadId, status: 'enrolled' }]);
  });

  it('lets the mailed invitation set a password and prove the address at once', async () => {
    const leadId = await sendEnrollment(server, { email: 'mailed@example.com' });
    await enrollStudent(staff, leadId, BATCH);
    const { token } = lastLink(server, 'mailed@example.com', 'invite');
    const student = new PersonBrowser(server);
    expect(
      (await student.request('POST', peopleApi.password, { token, password: PERSON_PASSWORD })).status,
    ).toBe(204);
    await student.signInAs('mailed@example.com');
    expect((await student.me()).me?.emailVerified).toBe(true);
    expect(
      loggedMails(server)
        .filter((mail) => mail.to === 'mailed@example.com')
        .map((mail) => mail.mail),
    ).toEqual(['invite']);
  });

  it('adds the course to an account the address has, mails its owner, and gives no link at all', async () => {
    const owner = await verifiedPerson(server, 'owner@example.com', 'Owner Of Address');
    const leadId = await sendEnrollment(server, {
      email: 'OWNER@example.com',
      full_name: 'Somebody Typing',
      course: 'MERN Stack',
    });
    expect(await (await staff.request('GET', studentsApi.enroll(leadId))).json()).toEqual({
      student: null,
      hasAccount: true,
    });
    const links = () => server.current.db.query('SELECT token_hash FROM person_links');
    const linksBefore = (await links()).length;
    const { status, answer } = await enrollStudent(staff, leadId, BATCH);
    expect(status).toBe(201);
    expect(answer).toEqual({
      outcome: 'course-added',
      student: expect.objectContaining({ name: 'Owner Of Address', course: 'MERN Stack' }),
    });
    expect(JSON.stringify(answer)).not.toMatch(/token|link/);
    expect(await links()).toHaveLength(linksBefore);
    const mails = await server.current.db.query<{ kind: string; link_token: string | null }>(
      "SELECT kind, link_token FROM person_mail_outbox WHERE to_email = 'owner@example.com' ORDER BY id",
    );
    expect(mails).toEqual([
      { kind: 'verify', link_token: expect.any(String) },
      { kind: 'course-added', link_token: null },
    ]);
    expect((await owner.me()).me?.courses.map((course) => course.course)).toEqual(['MERN Stack']);
  });

  it('lists students by course and batch, and sets a whole batch’s progress at once, then one student’s', async () => {
    const list = (await (
      await staff.request('GET', `${studentsApi.students}?course=React%20JS&batch=${BATCH}`)
    ).json()) as StudentList;
    expect(list.batches).toEqual(
      expect.arrayContaining([
        { course: 'React JS', batchStart: BATCH, students: 2, completed: 0, averageProgress: 0 },
      ]),
    );
    expect(list.items.map((item) => item.email)).toEqual(['bilal@example.com', 'mailed@example.com']);
    const batch = await staff.request('POST', studentsApi.progress, {
      course: 'React JS',
      batchStart: BATCH,
      progress: 60,
    });
    expect(batch.status).toBe(200);
    const set = (await batch.json()) as ProgressAnswer;
    expect(set).toMatchObject({ changed: 2 });
    expect(set.items.map((item) => item.progress)).toEqual([60, 60]);
    const one = await staff.request('POST', studentsApi.progress, {
      ids: [set.items[1]?.id],
      status: 'completed',
    });
    expect(((await one.json()) as ProgressAnswer).items).toMatchObject([
      { progress: 100, status: 'completed' },
    ]);
    const student = new PersonBrowser(server);
    await student.signInAs('mailed@example.com');
    expect((await student.me()).me?.courses).toMatchObject([
      { course: 'React JS', progress: 100, status: 'completed' },
    ]);
    const audit = (await (await staff.request('GET', staffApi.audit)).json()) as
      AuditPage | { message: string };
    expect(audit).toEqual({ message: 'Only admins can read the audit log.' });
    const entries = await server.current.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE action IN ('student-enrolled', 'student-progress-set') ORDER BY id",
    );
    expect(entries.filter((entry) => entry.action === 'student-progress-set')).toHaveLength(3);
    expect(entries.filter((entry) => entry.action === 'student-enrolled')).toHaveLength(4);
  });

  it('refuses bad changes: a percent, a status, nothing, ids, a batch date; 404 for no such students', async () => {
    for (const [body, field] of [
      [{ ids: [1], progress: 101 }, 'progress'],
      [{ ids: [1], progress: 4.5 }, 'progress'],
      [{ ids: [1], status: 'done' }, 'status'],
      [{ ids: [1] }, 'progress'],
      [{ ids: [1], status: 'completed', progress: 50 }, 'progress'],
      [{ ids: [], progress: 5 }, 'ids'],
      [{ ids: ['1'], progress: 5 }, 'ids'],
      [{ progress: 5 }, 'target'],
      [{ course: 'React JS', batchStart: '2026-02-30', progress: 5 }, 'batchStart'],
    ] as const) {
      const answer = await staff.request('POST', studentsApi.progress, body);
      expect([body, answer.status]).toEqual([body, 422]);
      expect(Object.keys(((await answer.json()) as { errors: object }).errors)).toContain(field);
    }
    expect((await staff.request('POST', studentsApi.progress, { ids: [999_999], progress: 5 })).status).toBe(
      404,
    );
    const leadId = await sendEnrollment(server, { email: 'dates@example.com' });
    for (const batchStart of ['07/12/2026', '2020-01-01', 12])
      expect((await enrollStudent(staff, leadId, batchStart as string)).status).toBe(422);
    expect((await enrollStudent(staff, 999_999, BATCH)).status).toBe(404);
    expect((await staff.request('GET', `${studentsApi.students}?course=React%20JS`)).status).toBe(400);
  });

  it('answers 401 without a staff session, 403 without its CSRF token, and a person’s session is none', async () => {
    const person = await verifiedPerson(server, 'curious@example.com');
    for (const [method, path] of [
      ['GET', studentsApi.students],
      ['POST', studentsApi.progress],
      ['GET', studentsApi.enroll(1)],
      ['POST', studentsApi.enroll(1)],
    ] as const) {
      const answer = await person.request(method, path, method === 'POST' ? {} : undefined);
      expect([method, path, answer.status]).toEqual([method, path, 401]);
    }
    const csrf = staff.csrf;
    staff.csrf = undefined;
    expect((await staff.request('POST', studentsApi.progress, { ids: [1], progress: 5 })).status).toBe(403);
    staff.csrf = csrf;
  });
});
