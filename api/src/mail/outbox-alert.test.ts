import Fastify from 'fastify';
import type { Database } from '../db/sql';
import { storeForTests, storeKinds } from '../testing/stores';
import type { AlertMail } from './alert-mail';
import {
  ALERT_MIN_GAP_MS,
  ALERT_REPEAT_MS,
  LATE_AFTER_MS,
  checkOutboxAlert,
  decideAlert,
  type AlertState,
} from './outbox-alert';

const T0 = Date.parse('2026-11-28T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;

describe('when the operators are mailed', () => {
  const clear: AlertState = { condition: null, mailed_at: null };

  it('mails once when a reason appears, and again only for a new reason or after a day', () => {
    expect(decideAlert(clear, [], T0)).toEqual({ mail: false });
    const first = decideAlert(clear, ['late'], T0);
    expect(first).toEqual({ write: { condition: 'late', mailed_at: iso(T0) }, mail: true });
    const mailed = first.write!;
    // Still late a minute, an hour, 23 hours later: nothing.
    for (const later of [MINUTE, 60 * MINUTE, 23 * 60 * MINUTE])
      expect(decideAlert(mailed, ['late'], T0 + later)).toEqual({ mail: false });
    // A new reason, past the hour since the last mail: mailed, both named.
    expect(decideAlert(mailed, ['given-up', 'late'], T0 + ALERT_MIN_GAP_MS)).toEqual({
      write: { condition: 'given-up,late', mailed_at: iso(T0 + ALERT_MIN_GAP_MS) },
      mail: true,
    });
    // Still late a day after the mail: a reminder.
    expect(decideAlert(mailed, ['late'], T0 + ALERT_REPEAT_MS)).toMatchObject({ mail: true });
  });

  it('records a condition that clears or shrinks without a mail', () => {
    const both: AlertState = { condition: 'given-up,late', mailed_at: iso(T0) };
    expect(decideAlert(both, ['given-up'], T0 + MINUTE)).toEqual({
      write: { condition: 'given-up', mailed_at: iso(T0) },
      mail: false,
    });
    expect(decideAlert(both, [], T0 + MINUTE)).toEqual({
      write: { condition: null, mailed_at: iso(T0) },
      mail: false,
    });
  });

  it('mails a condition that clears and returns at most hourly, and then if it still holds', () => {
    const cleared: AlertState = { condition: null, mailed_at: iso(T0) };
    // Back 10 minutes after the mail: too soon, and not recorded, so that it is mailed later.
    expect(decideAlert(cleared, ['late'], T0 + 10 * MINUTE)).toEqual({ mail: false });
    expect(decideAlert(cleared, ['late'], T0 + ALERT_MIN_GAP_MS)).toMatchObject({ mail: true });
  });
});

/** Mails of the lead kind `kind`, queued `ageMs` ago, in the state given. */
async function queueMail(
  db: Database,
  id: number,
  ageMs: number,
  state: Partial<Record<string, string | number>> = {},
) {
  const at = iso(Date.now() - ageMs);
  await db.run(
    `INSERT INTO lead_mail_outbox (lead_kind, lead_id, message_id, created_at, next_attempt_at, attempts, dead_at)
     VALUES ('enrollment', $1, $2, $3, $3, $4, $5)`,
    [id, `<${id}@test>`, at, state.attempts ?? 0, state.dead_at ?? null],
  );
}

describe.each(storeKinds)('the outbox alert on the %s store', (kind) => {
  const store = storeForTests(kind);
  // Fastify's logger when logging is off: every call does nothing.
  const log = Fastify({ logger: false }).log;
  const sent: AlertMail[] = [];
  const options = (now: number, send = async (mail: AlertMail) => void sent.push(mail)) => ({
    to: 'ops@example.com',
    from: 'Website leads <info@codenest.pk>',
    send,
    log,
    now: () => now,
  });
  beforeEach(async () => {
    sent.length = 0;
    await store.current().run('DELETE FROM lead_mail_outbox');
    await store.current().run('UPDATE operator_alerts SET condition = NULL, mailed_at = NULL');
  });

  it('sends nothing while the outbox is fine', async () => {
    await queueMail(store.current(), 1, 2 * MINUTE);
    expect(await checkOutboxAlert(store.current(), options(Date.now()))).toBe(false);
    expect(sent).toEqual([]);
  });

  it('mails once when the oldest mail is late, whatever the instances checking at once', async () => {
    await queueMail(store.current(), 1, LATE_AFTER_MS + MINUTE);
    await queueMail(store.current(), 2, MINUTE, { attempts: 2 });
    // Three instances, each with its own connection to the store.
    const others = [store.store().open(), store.store().open()];
    try {
      const now = Date.now();
      const results = await Promise.all(
        [store.current(), ...others].map((db) => checkOutboxAlert(db, options(now))),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        to: 'ops@example.com',
        from: 'Website leads <info@codenest.pk>',
        subject: 'Website alert: lead mails late',
      });
      expect(sent[0]?.text).toContain('The oldest mail still to send was queued 16 minutes ago');
      expect(sent[0]?.text).toContain('2 mails are waiting (1 not tried yet, 1 failing and retried)');
      // The next checks, of any instance: nothing more.
      for (const db of others) expect(await checkOutboxAlert(db, options(now + MINUTE))).toBe(false);
      expect(sent).toHaveLength(1);
    } finally {
      await Promise.all(others.map((db) => db.close()));
    }
  });

  it('mails given-up mails, once, and a reminder a day later if they are still there', async () => {
    await queueMail(store.current(), 1, 2 * MINUTE, { attempts: 1, dead_at: iso(Date.now()) });
    const now = Date.now();
    expect(await checkOutboxAlert(store.current(), options(now))).toBe(true);
    expect(sent[0]?.subject).toBe('Website alert: lead mails given up');
    expect(sent[0]?.text).toContain('1 mail was given up');
    expect(sent[0]?.text).toContain('npm run leads -w api -- --retry dead');
    expect(await checkOutboxAlert(store.current(), options(now + 60 * MINUTE))).toBe(false);
    expect(await checkOutboxAlert(store.current(), options(now + ALERT_REPEAT_MS))).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it('tries again at the next check when the mail could not be sent', async () => {
    await queueMail(store.current(), 1, 2 * MINUTE, { dead_at: iso(Date.now()) });
    const now = Date.now();
    const refused = async () => {
      throw new Error('ECONNREFUSED');
    };
    expect(await checkOutboxAlert(store.current(), options(now, refused))).toBe(false);
    expect(await store.current().one('SELECT condition, mailed_at FROM operator_alerts')).toEqual({
      condition: null,
      mailed_at: null,
    });
    expect(await checkOutboxAlert(store.current(), options(now + MINUTE))).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('mails again when the condition clears and returns after the hour, not before', async () => {
    await queueMail(store.current(), 1, 2 * MINUTE, { dead_at: iso(Date.now()) });
    const now = Date.now();
    expect(await checkOutboxAlert(store.current(), options(now))).toBe(true);
    await store.current().run('DELETE FROM lead_mail_outbox');
    expect(await checkOutboxAlert(store.current(), options(now + MINUTE))).toBe(false);
    expect(
      (await store.current().one<AlertState>('SELECT condition FROM operator_alerts'))?.condition,
    ).toBeNull();
    await queueMail(store.current(), 2, MINUTE, { dead_at: iso(Date.now()) });
    expect(await checkOutboxAlert(store.current(), options(now + 2 * MINUTE))).toBe(false);
    expect(await checkOutboxAlert(store.current(), options(now + ALERT_MIN_GAP_MS))).toBe(true);
    expect(sent).toHaveLength(2);
  });
});
