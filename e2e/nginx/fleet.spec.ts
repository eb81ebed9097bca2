import { IDEMPOTENCY_HEADER, leadPaths } from '@site/leads';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { expect, test, waitForUnitHydration } from '../support/fixtures';
import { startNginx, visit } from '../support/nginx';
import { e2eNginxPortBase } from '../support/serve';
import type * as Postgres from '../../tools/run/postgres';
const { startPostgres } = require('../../tools/run/postgres.js') as typeof Postgres;

// The fleet as `npm run serve:fleet` runs it (issue 30): nginx in front of two rendering servers
// and two API instances on one PostgreSQL, mailing to an SMTP server. A lead sent while an API
// instance is down is stored once and mailed once; the same submission sent twice is one lead.
// (`npm run bench:fleet` does this under load for a minute.)

test.describe('the fleet on PostgreSQL', () => {
  const portBase = e2eNginxPortBase + 50;
  const origin = `http://localhost:${portBase}`;
  let cluster: Postgres.PostgresCluster | undefined;
  let databaseUrl = '';
  let stop: Awaited<ReturnType<typeof startNginx>> | undefined;
  const mails: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        mails.push(text.replace(/=\r?\n/g, ''));
        done();
      });
    },
  });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    cluster = await startPostgres({ log: 'ignore' });
    databaseUrl = await cluster.createDatabase('fleet');
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    stop = await startNginx(
      portBase,
      {
        SITE_INSTANCES: '2',
        API_INSTANCES: '2',
        DATABASE_URL: databaseUrl,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_POLL_MS: '200',
      },
      { readyPath: '/healthz', timeout: 120_000, args: ['--fleet'] },
    );
  });

  test.afterAll(async () => {
    await stop?.();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await cluster?.stop();
  });

  /** The rows of a lead's name in PostgreSQL, and the mails that name it. */
  async function storedAndMailed(name: string) {
    const db = new pg.Client(databaseUrl);
    await db.connect();
    try {
      const { rows } = await db.query<{ id: number }>('SELECT id FROM enrollments WHERE full_name = $1', [
        name,
      ]);
      return {
        stored: rows.length,
        mailed: mails.filter((mail) => mail.includes(`Full name:     ${name}`)).length,
      };
    } finally {
      await db.end();
    }
  }

  test('a lead sent while an API instance is down is stored once and mailed once', async ({ page }) => {
    const pid = Number(/^ +api 1 127\.0\.0\.1:\d+ \(pid (\d+)\)$/m.exec(stop!.output())?.[1]);
    expect(pid).toBeGreaterThan(0);
    await page.goto(`${origin}/enrollment`);
    const form = page.getByRole('form', { name: 'Enrollment form' });
    await waitForUnitHydration(form);
    const name = `Fleet Student ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Full Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Email Address' }).fill('fleet.student@example.com');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('0301 7654321');
    await form.getByRole('combobox', { name: 'Course' }).selectOption({ label: 'Laravel' });
    process.kill(pid, 'SIGKILL');
    await form.getByRole('button', { name: 'Submit Enrollment' }).click();
    await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toBeVisible();
    await expect.poll(() => storedAndMailed(name), { timeout: 15_000 }).toEqual({ stored: 1, mailed: 1 });
    await expect.poll(() => stop!.output(), { timeout: 10_000 }).toMatch(/^api 1 restarted \(pid \d+\)$/m);
    // Nothing more arrives later (a lease run out, a second instance).
    await page.waitForTimeout(1500);
    expect(await storedAndMailed(name)).toEqual({ stored: 1, mailed: 1 });
  });

  test('the same submission sent twice at once, to either instance, is one lead', async () => {
    const name = `Twice Student ${Date.now()}`;
    const body = JSON.stringify({
      full_name: name,
      email: 'twice@example.com',
      phone: '0300 1234567',
      course: 'React JS',
      website: '',
    });
    const key = randomUUID();
    const send = (address: string) =>
      visit(address, portBase, leadPaths.enrollment, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, [IDEMPOTENCY_HEADER]: key },
        body,
      });
    const answers = await Promise.all([send('127.0.0.5'), send('127.0.0.5'), send('127.0.0.5')]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => (JSON.parse(answer.body) as { id: number }).id)).size).toBe(1);
    await expect.poll(() => storedAndMailed(name), { timeout: 15_000 }).toEqual({ stored: 1, mailed: 1 });
  });
});
