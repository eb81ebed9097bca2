import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { leadPaths } from '@site/leads';
import Database from 'better-sqlite3';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { SqliteDatabase } from '../db/sqlite';
import { enrollmentKind, leadKinds, projectRequestKind } from '../leads/kinds';
import { startTestServer, validBody, validEnrollment, type TestServer } from '../testing/test-server';
import { describeMail, formatCsv, formatJsonLines, formatText } from './leads-format';
import { parseArgs, parseSince, run, USAGE } from './leads';
import type { Lead } from './leads-query';

async function capture(argv: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(
    argv,
    env,
    (text) => out.push(text),
    (text) => err.push(text),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const enrollment: Lead = {
  kind: 'enrollment',
  id: 7,
  submitted_at: '2026-11-22T20:15:00.000Z',
  fields: {
    full_name: '=HYPERLINK("http://evil.example","Click")',
    email: 'ayesha@example.com',
    phone: '+92 300 1234567',
    course: 'React JS',
    start_date: null,
    message: 'Evening batch, "please".\nSecond line, with a comma',
  },
  user_agent: 'TestBrowser/1.0',
  mail: {
    status: 'failing',
    attempts: 3,
    last_error: '421 Try later',
    next_attempt_at: '2026-11-22T20:30:00.000Z',
  },
};
const request: Lead = {
  kind: 'project_request',
  id: 3,
  submitted_at: '2026-11-21T09:00:00.000Z',
  fields: {
    full_name: 'Ali Khan',
    email: 'ali@example.com',
    company_name: 'عائشہ ٹیکسٹائل',
    project_type: 'Other',
    budget_range: null,
    project_details: '-1 is my budget\n@mention',
  },
  user_agent: null,
  mail: { status: 'sent', sent_at: '2026-11-21T09:00:01.000Z', attempts: 1 },
};

describe('formatting', () => {
  it('CSV: BOM, CRLF, RFC 4180 quoting, one column per field, formulas defused', () => {
    const csv = formatCsv([enrollment, request], leadKinds);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = csv.slice(1).split('\r\n');
    expect(records.at(-1)).toBe('');
    expect(records[0]).toBe(
      [
        'kind',
        'id',
        'submitted_at',
        'full_name',
        'email',
        'company_name',
        'project_type',
        'budget_range',
        'project_details',
        'phone',
        'course',
        'start_date',
        'message',
        'user_agent',
        'mail_status',
        'mail_attempts',
        'mail_sent_at',
        'mail_next_attempt_at',
        'mail_last_error',
        'mail_dead_at',
        'mail_dead_reason',
      ]
        .map((name) => `"${name}"`)
        .join(','),
    );
    // The message's line break stays inside its quoted cell; records end with CRLF.
    expect(records[1]).toBe(
      [
        '"enrollment"',
        '"7"',
        '"2026-11-22T20:15:00.000Z"',
        `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
        '"ayesha@example.com"',
        '',
        '',
        '',
        '',
        `"'+92 300 1234567"`,
        '"React JS"',
        '',
        '"Evening batch, ""please"".\nSecond line, with a comma"',
        '"TestBrowser/1.0"',
        '"failing"',
        '"3"',
        '',
        '"2026-11-22T20:30:00.000Z"',
        '"421 Try later"',
        '',
        '',
      ].join(','),
    );
    expect(records[2]).toContain(`"عائشہ ٹیکسٹائل","Other",,"'-1 is my budget\n@mention"`);
    expect(records[2]).toMatch(/,"sent","1","2026-11-21T09:00:01\.000Z",,,,$/);
    expect(records).toHaveLength(4);
  });

  it('CSV for one kind has only its columns', () => {
    const header = formatCsv([], [enrollmentKind]).slice(1).split('\r\n')[0];
    expect(header).toBe(
      '"kind","id","submitted_at","full_name","email","phone","course","start_date","message","user_agent","mail_status","mail_attempts","mail_sent_at","mail_next_attempt_at","mail_last_error","mail_dead_at","mail_dead_reason"',
    );
  });

  it('JSON: one object per line with every column and the mail state', () => {
    const lines = formatJsonLines([enrollment, request]).split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        kind: 'enrollment',
        id: 7,
        submitted_at: enrollment.submitted_at,
        ...enrollment.fields,
        user_agent: 'TestBrowser/1.0',
        mail: enrollment.mail,
      },
      {
        kind: 'project_request',
        id: 3,
        submitted_at: request.submitted_at,
        ...request.fields,
        user_agent: null,
        mail: request.mail,
      },
    ]);
  });

  it('text: a block per lead, times in Pakistan, the mail state in words', () => {
    expect(formatText([enrollment, request])).toBe(
      [
        '2 leads, newest first: 1 enrollment, 1 project request.',
        '',
        'Enrollment #7  2026-11-23 01:15 PKT  React JS',
        '    From: =HYPERLINK("http://evil.example","Click") <ayesha@example.com>, +92 300 1234567',
        '    Start date: not given',
        '    Mail: failing after 3 attempts, next try 2026-11-23 01:30 PKT: 421 Try later',
        '    Evening batch, "please".',
        '    Second line, with a comma',
        '',
        'Project request #3  2026-11-21 14:00 PKT  Other',
        '    From: Ali Khan (عائشہ ٹیکسٹائل) <ali@example.com>',
        '    Budget range: not given',
        '    Mail: sent 2026-11-21 14:00 PKT',
        '    -1 is my budget',
        '    @mention',
      ].join('\n'),
    );
    expect(formatText([])).toBe('No leads yet.');
    expect(describeMail({ status: 'pending', next_attempt_at: request.submitted_at })).toBe(
      'pending (not tried yet)',
    );
    expect(describeMail({ status: 'none' })).toBe('none (stored before lead mails existed)');
  });
});

describe('options', () => {
  it('reads every option', () => {
    expect(
      parseArgs(['--csv', '--kind', 'enrollment', '--since', '2026-11-01', '--limit', '5', '--out', 'x.csv']),
    ).toEqual({
      format: 'csv',
      kinds: [enrollmentKind],
      since: '2026-10-31T19:00:00.000Z',
      limit: 5,
      out: 'x.csv',
    });
    expect(parseArgs([])).toEqual({ format: 'text', kinds: leadKinds });
    expect(parseArgs(['--kind', 'project'])).toMatchObject({ kinds: [projectRequestKind] });
    expect(parseArgs(['--help'])).toBe(USAGE);
  });

  it.each([
    [['--json', '--csv'], /Choose one of --json and --csv/],
    [['--kind', 'lead'], /--kind is project or enrollment/],
    [['--kind'], /--kind needs a value/],
    [['--since', '--json'], /--since needs a value/],
    [['--since', '22/11/2026'], /--since needs a date/],
    [['--limit', '0'], /positive whole number/],
    [['--nope'], /Unknown option --nope/],
  ])('refuses %p', (argv, message) => {
    expect(parseArgs(argv)).toMatch(message);
  });

  it('--since: a day from midnight in Pakistan, or an instant with a zone; not an impossible day', () => {
    expect(parseSince('2026-11-22')).toBe('2026-11-21T19:00:00.000Z');
    expect(parseSince('2026-11-22T09:30:00Z')).toBe('2026-11-22T09:30:00.000Z');
    expect(parseSince('2026-11-22T14:30+05:00')).toBe('2026-11-22T09:30:00.000Z');
    for (const bad of ['2026-02-30', '2026-11-22T09:30', '2026-11-22T25:00Z', 'yesterday', '']) {
      expect(parseSince(bad)).toBeUndefined();
    }
  });
});

describe('npm run leads, on a real database while the API runs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await server.post(validBody({ full_name: 'First Client', company_name: '' }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await server.post(validEnrollment({ full_name: 'Second Student', phone: '+92 300 7654321' }), {
      path: leadPaths.enrollment,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await server.post(validBody({ full_name: 'Third Client', project_details: 'Two\nlines' }));
    // One mail went out, one keeps failing, one was never tried.
    const writer = new Database(server.dbPath);
    writer
      .prepare("UPDATE lead_mail_outbox SET sent_at = ?, attempts = 1 WHERE lead_kind = 'enrollment'")
      .run('2026-11-22T10:00:00.000Z');
    writer
      .prepare(
        "UPDATE lead_mail_outbox SET attempts = 4, last_error = 'ECONNREFUSED: connect ECONNREFUSED' WHERE lead_kind = 'project_request' AND lead_id = 1",
      )
      .run();
    writer.close();
  });
  afterAll(async () => {
    await server.stop();
    server.cleanup();
  });
  const env = () => ({ API_DB_PATH: server.dbPath });

  it('lists both kinds newest first with their mail state', async () => {
    const { code, out } = await capture([], env());
    expect(code).toBe(0);
    expect(out).toMatch(/^3 leads, newest first: 1 enrollment, 2 project requests\./);
    const order = ['Third Client', 'Second Student', 'First Client'].map((name) => out.indexOf(name));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(out).toContain('From: Second Student <ayesha@example.com>, +92 300 7654321');
    expect(out).toContain('Mail: sent 2026-11-22 15:00 PKT');
    expect(out).toMatch(/Mail: failing after 4 attempts, next try .+: ECONNREFUSED: connect ECONNREFUSED/);
    expect(out).toContain('Mail: pending (not tried yet)');
    expect(out).toContain('    Two\n    lines');
  });

  it('--json, --kind, --since and --limit', async () => {
    const rows = async (argv: string[]) =>
      (await capture(argv, env())).out
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { kind: string; full_name: string; mail: { status: string } });
    expect((await rows(['--json'])).map((row) => [row.kind, row.full_name, row.mail.status])).toEqual([
      ['project_request', 'Third Client', 'pending'],
      ['enrollment', 'Second Student', 'sent'],
      ['project_request', 'First Client', 'failing'],
    ]);
    expect((await rows(['--json', '--kind', 'enrollment'])).map((row) => row.full_name)).toEqual([
      'Second Student',
    ]);
    expect((await rows(['--json', '--kind', 'project', '--limit', '1'])).map((row) => row.full_name)).toEqual(
      ['Third Client'],
    );
    expect(await rows(['--json', '--since', '2999-01-01'])).toEqual([]);
    const [second] = server.readRows('enrollments');
    expect(
      (await rows(['--json', '--since', String(second?.submitted_at)])).map((row) => row.full_name),
    ).toEqual(['Third Client', 'Second Student']);
  });

  it('--csv --out writes the file, relative to where the command was typed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'leads-cli-'));
    try {
      const { code, err } = await capture(['--csv', '--out', 'leads.csv'], { ...env(), INIT_CWD: dir });
      expect(code).toBe(0);
      expect(err).toBe(`Wrote ${path.join(dir, 'leads.csv')}.`);
      const csv = readFileSync(path.join(dir, 'leads.csv'), 'utf8');
      expect(csv.startsWith('\uFEFF"kind","id"')).toBe(true);
      expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1 + 3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says so when there is no database, or one the API has not upgraded yet', async () => {
    const missing = await capture([], { API_DB_PATH: '/nonexistent/requests.db' });
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/No database at \/nonexistent\/requests\.db/);

    const dir = mkdtempSync(path.join(tmpdir(), 'leads-cli-'));
    try {
      const old = new SqliteDatabase(path.join(dir, 'old.db'));
      await migrate(old, migrations.slice(0, 1));
      await old.close();
      const outdated = await capture([], { API_DB_PATH: path.join(dir, 'old.db') });
      expect(outdated.code).toBe(1);
      expect(outdated.err).toBe('The database is at schema version 1: start the API once to upgrade it.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a wrong option with exit code 2', async () => {
    const wrong = await capture(['--kind', 'nope'], env());
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/--kind is project or enrollment/);
  });
});

describe('the language of a lead (issue 23)', () => {
  const urdu = {
    kind: 'enrollment' as const,
    id: 4,
    submitted_at: '2026-11-22T20:15:00.000Z',
    fields: {
      full_name: 'عائشہ خان',
      email: 'ayesha@example.com',
      phone: '0300 1234567',
      course: 'Laravel',
      start_date: null,
      message: null,
    },
    user_agent: null,
    language: 'ur',
    mail: { status: 'pending' as const, next_attempt_at: '2026-11-22T20:15:00.000Z' },
  };

  it('is shown for a lead from an Urdu page, and kept in the JSON lines', () => {
    expect(formatText([urdu])).toContain('    Language: Urdu\n    Mail: pending (not tried yet)');
    expect(formatText([{ ...urdu, language: 'en' }])).not.toContain('Language:');
    expect(JSON.parse(formatJsonLines([urdu]))).toMatchObject({ language: 'ur', full_name: 'عائشہ خان' });
  });
});
