import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { leadPaths } from '@site/leads';
import { migrate, schemaVersion } from '../db/migrate';
import { migrations } from '../db/migrations';
import { SqliteDatabase } from '../db/sqlite';
import { startSmtpServer } from '../testing/smtp';
import { json } from '../testing/http';
import { serverForTests, startTestServer, validBody, validEnrollment } from '../testing/test-server';

/** Leads from /ur pages, over real HTTP against a real database file (issue 23). */
const server = serverForTests();
const enroll = (body: unknown, headers: Record<string, string> = {}) =>
  server.post(body, { path: leadPaths.enrollment, headers });

describe('a lead in Urdu', () => {
  it('is stored with its language; a lead that names none is English', async () => {
    const urdu = await enroll(validEnrollment({ full_name: 'عائشہ خان', language: 'ur' }));
    expect(urdu.status).toBe(201);
    const { id } = await json(urdu);
    const english = await enroll(validEnrollment());
    const englishId = (await json(english)).id;
    const rows = server.readRows('enrollments');
    expect(rows.find((row) => row.id === id)).toMatchObject({ full_name: 'عائشہ خان', language: 'ur' });
    expect(rows.find((row) => row.id === englishId)).toMatchObject({ language: 'en' });

    const project = await server.post(validBody({ language: 'ur' }));
    expect(project.status).toBe(201);
    const projectId = (await json(project)).id;
    expect(server.readRows().find((row) => row.id === projectId)).toMatchObject({ language: 'ur' });
  });

  it('gets its field errors in Urdu, the labels inflected, and nothing is stored', async () => {
    const before = server.readRows('enrollments').length;
    const response = await enroll(
      validEnrollment({
        language: 'ur',
        full_name: 'x'.repeat(121),
        email: 'ayesha@localhost',
        phone: '12345',
        course: 'React',
        start_date: '2020-01-01',
      }),
    );
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({
      message: 'کچھ معلومات درست نہیں۔',
      errors: {
        full_name: ['پورے نام میں زیادہ سے زیادہ 120 حروف کی گنجائش ہے۔'],
        email: ['درست ای میل ایڈریس درج کریں۔'],
        phone: [
          '7 سے 15 ہندسوں کا فون نمبر درج کریں، مثلاً \u20660300 1234567\u2069 یا \u2066+92 300 1234567\u2069۔',
        ],
        course: ['فہرست میں دیے گئے کورسز میں سے ایک منتخب کریں۔'],
        start_date: ['شروع کرنے کی تاریخ کے لیے گزری ہوئی تاریخ نہیں دی جا سکتی۔'],
      },
    });
    expect(server.readRows('enrollments')).toHaveLength(before);

    const empty = await server.post({ language: 'ur' });
    expect(await json(empty)).toEqual({
      message: 'کچھ معلومات درست نہیں۔',
      errors: {
        full_name: ['پورا نام لازمی ہے۔'],
        email: ['ای میل ایڈریس لازمی ہے۔'],
        project_type: ['پروجیکٹ کی قسم لازمی ہے۔'],
        project_details: ['پروجیکٹ کی تفصیلات لازمی ہیں۔'],
      },
    });
  });

  it('takes the body’s language over Accept-Language, which English pages never send as Urdu', async () => {
    const english = await enroll(validEnrollment({ phone: '1' }), { 'accept-language': 'ur-PK,ur;q=0.9' });
    // No language in the body: an English page's form (the only kind before issue 23).
    expect(((await json(english)).errors as Record<string, string[]>).phone).toEqual([
      'Enter a phone number of 7 to 15 digits, such as 0300 1234567 or +92 300 1234567.',
    ]);
    const urdu = await enroll(validEnrollment({ phone: '1', language: 'ur' }), { 'accept-language': 'en' });
    expect((await json(urdu)).message).toBe('کچھ معلومات درست نہیں۔');
  });

  it('refuses a language that is not en or ur as a field error, in the language asked for', async () => {
    for (const language of ['fr', 'UR', 42, ['ur']]) {
      const response = await enroll(validEnrollment({ language }));
      expect(response.status).toBe(422);
      expect(await json(response)).toEqual({
        message: 'Validation failed.',
        errors: { language: ['Language must be en (English) or ur (Urdu).'] },
      });
    }
    const urdu = await enroll(validEnrollment({ language: 'fr', course: '' }), { 'accept-language': 'ur' });
    expect(await json(urdu)).toEqual({
      message: 'کچھ معلومات درست نہیں۔',
      errors: { course: ['کورس لازمی ہے۔'], language: ['زبان en (انگریزی) یا ur (اردو) ہونی چاہیے۔'] },
    });
    // Blank or null: English, as when it is missing.
    expect((await enroll(validEnrollment({ language: ' ' }))).status).toBe(201);
    expect((await enroll(validEnrollment({ language: null }))).status).toBe(201);
  });

  it('answers what it refuses before reading the body in the Accept-Language language', async () => {
    const ur = { 'accept-language': 'ur' };
    const notJson = await server.post('{"full_name":', { raw: true, headers: ur });
    expect(notJson.status).toBe(400);
    expect(await json(notJson)).toEqual({ message: 'درخواست کا مواد درست JSON نہیں ہے۔' });
    const wrongType = await server.post('x', { raw: true, headers: { ...ur, 'content-type': 'text/plain' } });
    expect(wrongType.status).toBe(415);
    expect(await json(wrongType)).toEqual({ message: 'Content-Type کا application/json ہونا ضروری ہے۔' });
    const notFound = await fetch(`${server.url}/api/v1/nowhere`, { headers: ur });
    expect(await json(notFound)).toEqual({ message: 'نہیں ملا۔' });
    const wrongMethod = await fetch(`${server.url}${leadPaths.enrollment}`, { headers: ur });
    expect(wrongMethod.status).toBe(405);
    expect(await json(wrongMethod)).toEqual({ message: 'یہ طریقہ قابلِ قبول نہیں۔' });
    const honeypot = await enroll(validEnrollment({ language: 'ur', website: 'http://spam.example' }));
    expect(await json(honeypot)).toEqual({ message: 'درخواست مسترد کر دی گئی۔' });
    // English otherwise, as always.
    const english = await server.post('{"full_name":', { raw: true });
    expect(await json(english)).toEqual({ message: 'The request body is not valid JSON.' });
  });
});

describe('the rate limit in Urdu', () => {
  const limited = serverForTests({ RATE_LIMIT_MAX: '1' });

  it('says how long to wait in the language the form asked for', async () => {
    const ur = { 'accept-language': 'ur' };
    expect((await limited.post(validBody({ language: 'ur' }), { headers: ur })).status).toBe(201);
    const response = await limited.post(validBody({ language: 'ur' }), { headers: ur });
    expect(response.status).toBe(429);
    const seconds = response.headers.get('retry-after');
    expect(await json(response)).toEqual({
      message: `بہت زیادہ درخواستیں موصول ہوئیں۔ براہِ کرم ${seconds} سیکنڈ بعد دوبارہ کوشش کریں۔`,
    });
  });
});

describe('migration 4 on an existing database', () => {
  it('gives every lead stored before it the language English, and stores Urdu leads after it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-language-'));
    const file = path.join(dir, 'requests.db');
    // A database as the API left it before issue 23 (schema version 3), with a lead of each kind.
    const old = new SqliteDatabase(file);
    await migrate(
      old,
      migrations.filter((migration) => migration.version <= 3),
    );
    expect(await schemaVersion(old)).toBe(3);
    await old.run(
      `INSERT INTO project_requests (full_name, email, project_type, project_details, submitted_at)
       VALUES ('Ali', 'ali@example.com', 'Other', 'A shop', '2026-11-20T10:00:00.000Z')`,
    );
    await old.run(
      `INSERT INTO enrollments (full_name, email, phone, course, submitted_at)
       VALUES ('Sana', 'sana@example.com', '0300 1234567', 'Laravel', '2026-11-20T10:00:00.000Z')`,
    );
    await old.close();

    const upgraded = await startTestServer({ API_DB_PATH: file });
    try {
      const health = await json(await fetch(`${upgraded.url}/health`));
      expect(health).toEqual({ status: 'ok', schemaVersion: migrations.at(-1)?.version });
      expect(upgraded.readRows()).toEqual([expect.objectContaining({ full_name: 'Ali', language: 'en' })]);
      expect(upgraded.readRows('enrollments')).toEqual([
        expect.objectContaining({ full_name: 'Sana', language: 'en' }),
      ]);
      const response = await upgraded.post(validEnrollment({ language: 'ur' }), {
        path: leadPaths.enrollment,
      });
      expect(response.status).toBe(201);
      expect(upgraded.readRows('enrollments').map((row) => row.language)).toEqual(['en', 'ur']);
      // Durable: after a restart on the same file the language is still there.
      await upgraded.restart();
      expect(upgraded.readRows('enrollments').map((row) => row.language)).toEqual(['en', 'ur']);
    } finally {
      await upgraded.stop();
      upgraded.cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets the database refuse a language it does not know', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-language-'));
    const db = new SqliteDatabase(path.join(dir, 'requests.db'));
    try {
      await migrate(db);
      await expect(
        db.run(
          `INSERT INTO enrollments (full_name, email, phone, course, language, submitted_at)
           VALUES ('Sana', 'sana@example.com', '0300 1234567', 'Laravel', 'fr', '2026-11-20T10:00:00.000Z')`,
        ),
        // better-sqlite3's errors come from another realm than the test's: matched by message.
      ).rejects.toHaveProperty('message', expect.stringMatching(/CHECK constraint failed/));
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the company’s mail', () => {
  it('says which language the lead came in', async () => {
    const mailServer = await startSmtpServer();
    const mailing = await startTestServer({ SMTP_URL: mailServer.url, MAIL_POLL_MS: '50' });
    try {
      expect(
        (await mailing.post(validEnrollment({ language: 'ur' }), { path: leadPaths.enrollment })).status,
      ).toBe(201);
      expect((await mailing.post(validBody())).status).toBe(201);
      const deadline = Date.now() + 8000;
      while (mailServer.mails.length < 2 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      const enrollment = mailServer.mails.find((mail) => mail.headers.subject?.startsWith('New enrollment'));
      const project = mailServer.mails.find((mail) =>
        mail.headers.subject?.startsWith('New project request'),
      );
      expect(enrollment?.text).toContain('\nLanguage: Urdu (submitted on an /ur page)\n');
      expect(project?.text).toContain('\nLanguage: English\n');
    } finally {
      await mailing.stop();
      mailing.cleanup();
      await mailServer.stop();
    }
  });
});
