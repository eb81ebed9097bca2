import { SqlLeadsRepository, type NewLead } from '../repositories/leads-repository';
import type { Database } from '../db/sql';
import { enrollmentKind } from '../leads/kinds';
import { storeForTests, storeKinds } from '../testing/stores';
import { Outbox, retryDeadMails, retryDelayMs } from './outbox';

const lead = (name: string): NewLead => ({
  values: {
    full_name: name,
    email: 'student@example.com',
    phone: '0300 1234567',
    course: 'Laravel',
    start_date: null,
    message: null,
  },
  language: 'en',
  user_agent: null,
  submitted_at: '2026-11-26T10:00:00.000Z',
  source: { utm_source: 'google' },
});

const NOW = Date.parse('2026-11-26T10:00:01.000Z');

describe('retryDelayMs', () => {
  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4, 10].map((attempts) => retryDelayMs(attempts, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000,
    ]);
  });
});

describe.each(storeKinds)('the outbox on the %s store', (kind) => {
  const store = storeForTests(kind);
  const db = () => store.current();
  const others: Database[] = [];
  afterAll(async () => {
    for (const other of others) await other.close();
  });
  const clear = () => db().run('DELETE FROM lead_mail_outbox');
  const enroll = (name: string) => new SqlLeadsRepository(db()).insert(enrollmentKind, lead(name));

  it('gives each due mail to one worker at a time, across instances', async () => {
    await clear();
    for (let index = 0; index < 20; index += 1) await enroll(`Student ${index}`);
    // Four workers on two instances (connections) claim at once, until nothing is due.
    const second = store.store().open();
    others.push(second);
    const outboxes = [new Outbox(db()), new Outbox(second)];
    const claimed: number[] = [];
    await Promise.all(
      ['a', 'b', 'c', 'd'].map(async (worker, index) => {
        const outbox = outboxes[index % 2] as Outbox;
        for (;;) {
          const row = await outbox.claim(worker, NOW, 60_000);
          if (!row) return;
          claimed.push(row.id);
          expect(row.locked_by).toBe(worker);
          expect(await outbox.markSent(row, worker, NOW)).toBe(true);
        }
      }),
    );
    expect(claimed).toHaveLength(20);
    expect(new Set(claimed).size).toBe(20);
    expect(
      (await db().one<{ n: number }>('SELECT count(*) AS n FROM lead_mail_outbox WHERE sent_at IS NULL'))?.n,
    ).toBe(0);
  });

  it('leaves a leased mail alone until its lease runs out; only the holder marks it', async () => {
    await clear();
    await enroll('Leased');
    const outbox = new Outbox(db());
    const row = await outbox.claim('first', NOW, 1_000);
    expect(row).toBeDefined();
    if (!row) return;
    expect(await outbox.claim('second', NOW + 999, 1_000)).toBeUndefined();
    const taken = await outbox.claim('second', NOW + 1_000, 1_000);
    expect(taken?.id).toBe(row.id);
    // The first worker lost its lease: its marks change nothing.
    expect(await outbox.markSent(row, 'first', NOW + 1_001)).toBe(false);
    expect(await outbox.markFailed(row, 'first', 'late', NOW + 2_000)).toBeUndefined();
    expect(await outbox.markFailed(row, 'second', '451: try later', NOW + 5_000)).toBe(1);
    expect(await outbox.claim('third', NOW + 4_999, 1_000)).toBeUndefined();
    expect((await outbox.claim('third', NOW + 5_000, 1_000))?.last_error).toBe('451: try later');
  });

  it('sets a dead mail aside until staff send it again', async () => {
    await clear();
    const { id } = await enroll('Dead Letter');
    const outbox = new Outbox(db());
    const row = await outbox.claim('worker', NOW, 1_000);
    if (!row) throw new Error('nothing due');
    expect(await outbox.markDead(row, 'worker', '550: no such user', 'refused for good', NOW)).toBe(1);
    expect(await outbox.claim('worker', NOW + 10_000_000, 1_000)).toBeUndefined();
    expect(await retryDeadMails(db(), { kind: 'enrollment', leadId: id }, NOW + 10)).toBe(1);
    expect(await retryDeadMails(db(), 'all', NOW + 10)).toBe(0);
    expect(await outbox.claim('worker', NOW + 10, 1_000)).toMatchObject({ attempts: 0, dead_at: null });
  });

  it('reads the lead a mail is about, with its source', async () => {
    const { id } = await enroll('With Source');
    expect(await new Outbox(db()).lead(enrollmentKind, id)).toMatchObject({
      id,
      full_name: 'With Source',
      course: 'Laravel',
      utm_source: 'google',
      submitted_at: '2026-11-26T10:00:00.000Z',
    });
  });
});
