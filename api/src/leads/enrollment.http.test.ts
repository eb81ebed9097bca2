import { enrollmentCourses, enrollmentFields, leadPaths, startDateRange } from '@site/leads';
import Database from 'better-sqlite3';
import { expectFieldErrors as expectErrors, json } from '../testing/http';
import { serverForTests, validBody, validEnrollment } from '../testing/test-server';
import { enrollmentKind } from './kinds';

const server = serverForTests();

const enroll = (body: unknown, headers?: Record<string, string>) =>
  server.post(body, { path: leadPaths.enrollment, headers });
const expectFieldErrors = (body: Record<string, unknown>, field: string, messages: string[]) =>
  expectErrors(server, enrollmentKind, body, field, messages);

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function outboxRows(): Record<string, unknown>[] {
  return server.readRows('lead_mail_outbox');
}

describe('accepted enrollments', () => {
  it('answers 201 with the id of the stored row, trimmed, with time and user agent, and queues its mail', async () => {
    const started = Date.now();
    const response = await enroll(
      validEnrollment({
        full_name: '  Ayesha Malik ',
        phone: ' +92 300 1234567 ',
        message: ' Line one\nLine two ',
      }),
      { 'user-agent': 'TestBrowser/1.0' },
    );
    expect(response.status).toBe(201);
    const { id } = await json(response);
    expect(typeof id).toBe('number');

    const row = server.readRows('enrollments').find((candidate) => candidate.id === id);
    expect(row).toEqual({
      id,
      full_name: 'Ayesha Malik',
      email: 'ayesha@example.com',
      phone: '+92 300 1234567',
      course: 'React JS',
      start_date: startDateRange(new Date()).min,
      message: 'Line one\nLine two',
      language: 'en',
      user_agent: 'TestBrowser/1.0',
      submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const submitted = Date.parse(String(row?.submitted_at));
    expect(submitted).toBeGreaterThanOrEqual(started - 1000);
    expect(submitted).toBeLessThanOrEqual(Date.now() + 1000);

    expect(outboxRows().filter((mail) => mail.lead_kind === 'enrollment' && mail.lead_id === id)).toEqual([
      expect.objectContaining({
        message_id: expect.stringMatching(/^<[0-9a-f-]{36}@codenest\.pk>$/),
        created_at: row?.submitted_at,
        next_attempt_at: row?.submitted_at,
        attempts: 0,
        last_error: null,
        sent_at: null,
      }),
    ]);
  });

  it('stores NULL for a start date or message left empty, missing or null', async () => {
    for (const emptiness of [{ start_date: '', message: '  ' }, { start_date: null, message: null }, {}]) {
      const body = validEnrollment(emptiness);
      if (!('start_date' in emptiness)) {
        delete body.start_date;
        delete body.message;
      }
      const response = await enroll(body);
      expect(response.status).toBe(201);
      const { id } = await json(response);
      const row = server.readRows('enrollments').find((candidate) => candidate.id === id);
      expect(row).toMatchObject({ start_date: null, message: null });
    }
  });

  it('accepts each of the 11 courses by its label, and stores the label', async () => {
    expect(enrollmentCourses).toHaveLength(11);
    for (const course of enrollmentCourses) {
      const response = await enroll(validEnrollment({ course }));
      expect(response.status).toBe(201);
      const { id } = await json(response);
      expect(server.readRows('enrollments').find((row) => row.id === id)?.course).toBe(course);
    }
  });

  it.each([
    '03001234567',
    '0300-1234567',
    '0300 1234567',
    '+92 300 1234567',
    '+923001234567',
    '0092 300 1234567',
    '048 3721234',
    '(048) 372-1234',
    '111-222-333',
    '+44 20 7946 0958',
    '+1 (212) 555.0100',
    '3721234',
    '+44 (0)20 7946 0958',
  ])('accepts the phone number %p', async (phone) => {
    expect((await enroll(validEnrollment({ phone }))).status).toBe(201);
  });

  it('accepts a start date from today in Pakistan up to 12 months ahead', async () => {
    const { min, max } = startDateRange(new Date());
    for (const start_date of [min, dayAfter(min, 1), max]) {
      expect((await enroll(validEnrollment({ start_date }))).status).toBe(201);
    }
  });

  it('accepts each field at its length limit, counted in characters, and keeps non-Latin text', async () => {
    const response = await enroll(
      validEnrollment({
        full_name: 'عائشہ'.repeat(enrollmentFields.full_name.maxLength / 5),
        message: '😀'.repeat(enrollmentFields.message.maxLength),
        phone: `0300${'-'.repeat(enrollmentFields.phone.maxLength - 11)}1234567`,
      }),
    );
    expect(response.status).toBe(201);
    const { id } = await json(response);
    const row = server.readRows('enrollments').find((candidate) => candidate.id === id);
    expect(row?.message).toBe('😀'.repeat(enrollmentFields.message.maxLength));
  });
});

describe('enrollment validation (422)', () => {
  it('phone has a length limit of 32, spaces included', async () => {
    await expectFieldErrors(validEnrollment({ phone: `0300 ${' '.repeat(25)}1234567` }), 'phone', [
      'Phone number must be at most 32 characters.',
    ]);
  });

  it.each([
    '0300-CALL-NOW',
    '0300 1234567 ext. 12',
    '123456',
    '+92 300 1234567 8901',
    '0092',
    '+0300 1234567',
    '00 0300 1234567',
    '++92 300 1234567',
    '92+3001234567',
    '0300/1234567',
    '۰۳۰۰۱۲۳۴۵۶۷',
    '---',
  ])('phone %p is not a phone number', async (phone) => {
    await expectFieldErrors(validEnrollment({ phone }), 'phone', [
      'Enter a phone number of 7 to 15 digits, such as 0300 1234567 or +92 300 1234567.',
    ]);
  });

  it('a line break in the phone or the name is not allowed; in the message it is', async () => {
    await expectFieldErrors(validEnrollment({ phone: '0300\n1234567' }), 'phone', [
      'Phone number contains characters that are not allowed.',
    ]);
    await expectFieldErrors(validEnrollment({ full_name: 'Ayesha\nMalik' }), 'full_name', [
      'Full name contains characters that are not allowed.',
    ]);
    expect((await enroll(validEnrollment({ message: 'One\r\nTwo\tthree' }))).status).toBe(201);
  });

  it.each(['React', 'react js', 'Basic Computer Course', 'Cooking', 'x'.repeat(5000)])(
    'course %p is not one of the 11 labels (matching is exact, after trimming)',
    async (course) => {
      await expectFieldErrors(validEnrollment({ course }), 'course', ['Choose one of the listed courses.']);
    },
  );

  it.each([
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-00-10',
    '01/12/2026',
    '2026-1-5',
    '2026-12-01T09:00',
    'tomorrow',
    `2026-12-01${'x'.repeat(300)}`,
  ])('start_date %p is not a real date written as YYYY-MM-DD', async (start_date) => {
    await expectFieldErrors(validEnrollment({ start_date }), 'start_date', [
      'Start date must be a real date written as YYYY-MM-DD.',
    ]);
  });

  it('a start date before today in Pakistan, or more than 12 months ahead, is refused', async () => {
    const { min, max } = startDateRange(new Date());
    await expectFieldErrors(validEnrollment({ start_date: dayAfter(min, -1) }), 'start_date', [
      'Start date cannot be in the past.',
    ]);
    await expectFieldErrors(validEnrollment({ start_date: '2001-01-01' }), 'start_date', [
      'Start date cannot be in the past.',
    ]);
    await expectFieldErrors(validEnrollment({ start_date: dayAfter(max, 1) }), 'start_date', [
      'Start date must be within the next 12 months.',
    ]);
  });

  it('reports every invalid field at once, and only those', async () => {
    const response = await enroll({
      email: 'nope@localhost',
      phone: 'call me',
      start_date: '2020-01-01',
      website: '',
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({
      message: 'Validation failed.',
      errors: {
        full_name: ['Full name is required.'],
        email: ['Enter a valid email address.'],
        phone: ['Enter a phone number of 7 to 15 digits, such as 0300 1234567 or +92 300 1234567.'],
        course: ['Course is required.'],
        start_date: ['Start date cannot be in the past.'],
      },
    });
  });

  it('ignores unknown keys and never stores a client-chosen id or time', async () => {
    const response = await enroll(validEnrollment({ id: 999_999, submitted_at: '1999-01-01T00:00:00.000Z' }));
    expect(response.status).toBe(201);
    const { id } = await json(response);
    expect(id).not.toBe(999_999);
    const row = server.readRows('enrollments').find((candidate) => candidate.id === id);
    expect(row?.submitted_at).not.toBe('1999-01-01T00:00:00.000Z');
  });
});

describe('enrollment storage', () => {
  it('stores 200 concurrent submissions of both kinds, each exactly once with exactly one mail', async () => {
    const enrollmentsBefore = server.readRows('enrollments').length;
    const requestsBefore = server.readRows('project_requests').length;
    const bodies = Array.from({ length: 200 }, (_, index) => index);
    const answers = await Promise.all(
      bodies.map((index) =>
        index % 2 === 0
          ? enroll(validEnrollment({ full_name: `Student ${index}` }))
          : server.post(validBody({ full_name: `Client ${index}` })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 201));
    const ids = await Promise.all(answers.map(async (answer) => (await json(answer)).id as number));

    const enrollments = server.readRows('enrollments');
    const requests = server.readRows('project_requests');
    expect(enrollments).toHaveLength(enrollmentsBefore + 100);
    expect(requests).toHaveLength(requestsBefore + 100);
    bodies.forEach((index) => {
      const [rows, name] =
        index % 2 === 0 ? [enrollments, `Student ${index}`] : [requests, `Client ${index}`];
      expect(rows.filter((row) => row.full_name === name)).toEqual([
        expect.objectContaining({ id: ids[index] }),
      ]);
    });

    const mails = outboxRows();
    const key = (kind: unknown, id: unknown) => `${String(kind)}#${String(id)}`;
    const mailKeys = mails.map((mail) => key(mail.lead_kind, mail.lead_id));
    expect(new Set(mailKeys).size).toBe(mails.length);
    expect(new Set(mails.map((mail) => mail.message_id)).size).toBe(mails.length);
    for (const row of enrollments) expect(mailKeys).toContain(key('enrollment', row.id));
    for (const row of requests) expect(mailKeys).toContain(key('project_request', row.id));
  });

  it('stores a lead only together with its mail: when the outbox cannot be written, nothing is', async () => {
    const writer = new Database(server.dbPath);
    writer.exec(
      `CREATE TRIGGER outbox_full BEFORE INSERT ON lead_mail_outbox BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
    );
    try {
      const before = server.readRows('enrollments').length;
      const response = await enroll(validEnrollment({ full_name: 'No Mail No Lead' }));
      expect(response.status).toBe(500);
      expect(await json(response)).toEqual({
        message: 'Your request could not be saved. Please try again later.',
      });
      expect(server.readRows('enrollments')).toHaveLength(before);
    } finally {
      writer.exec('DROP TRIGGER outbox_full');
      writer.close();
    }
    expect((await enroll(validEnrollment())).status).toBe(201);
  });
});
