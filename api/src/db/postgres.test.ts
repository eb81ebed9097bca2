import pg from 'pg';
import { enrollmentKind, projectRequestKind } from '../leads/kinds';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { SqlLeadsRepository, type NewLead } from '../repositories/leads-repository';
import { migrate } from './migrate';
import { IDLE_IN_TRANSACTION_TIMEOUT_MS, LOCK_TIMEOUT_MS } from './postgres';
import type { Database } from './sql';
import { statusCounts } from './status-counts';
import { StoreUnavailable } from './unavailable';

/**
 * An API instance that stops answering in the middle of a lead's transaction (a stuck event loop,
 * a paused VM: issue 42) must not hold the fleet's other instances up: a lead locks no row that
 * another lead needs, and PostgreSQL ends the frozen transaction within its idle timeout, which
 * frees the one thing it held that another may need, its submission's idempotency key.
 */

const lead = (name: string): NewLead => ({
  values: {
    full_name: name,
    email: 'frozen@example.com',
    phone: '0300 1234567',
    course: 'React JS',
    start_date: null,
    message: null,
  },
  language: 'en',
  user_agent: null,
  submitted_at: new Date().toISOString(),
  source: {},
});

const project = (name: string): NewLead => ({
  ...lead(name),
  values: {
    full_name: name,
    email: 'frozen@example.com',
    company_name: null,
    project_type: 'Other',
    budget_range: null,
    project_details: 'A frozen instance.',
  },
});

/**
 * `db` as an instance that freezes inside its next transaction: every statement of the work runs
 * (every lock it takes is held), then nothing more is sent, COMMIT neither. `frozen` resolves once
 * it is there; `thaw()` lets it go on (its connection, by then ended by the server, fails).
 */
function freezing(db: Database) {
  let reached!: () => void;
  const frozen = new Promise<void>((resolve) => (reached = resolve));
  let thaw!: () => void;
  const ice = new Promise<void>((resolve) => (thaw = resolve));
  const instance: Database = {
    dialect: db.dialect,
    description: db.description,
    query: db.query.bind(db),
    one: db.one.bind(db),
    run: db.run.bind(db),
    script: db.script.bind(db),
    poolStats: () => db.poolStats(),
    close: () => db.close(),
    transaction: (work) =>
      db.transaction(async (tx) => {
        const value = await work(tx);
        reached();
        await ice;
        // The session ended meanwhile: this is the first statement its connection would carry.
        await tx.one('SELECT 1');
        return value;
      }),
  };
  return { instance, frozen, thaw };
}

(storeKinds.includes('postgres') ? describe : describe.skip)(
  'an instance frozen inside a transaction',
  () => {
    let store: TestStore;
    let running: Database;
    let stuck: Database;
    beforeAll(async () => {
      store = await createTestStore('postgres');
      running = store.open();
      stuck = store.open();
      await migrate(running);
    });
    afterAll(async () => {
      await running.close();
      await stuck.close();
      await store.remove();
    });

    const names = async () =>
      (
        await running.query<{ full_name: string }>(
          `SELECT full_name FROM enrollments UNION ALL SELECT full_name FROM project_requests`,
        )
      ).map((row) => row.full_name);

    it('holds no lead of another instance, and is ended by the server within its idle timeout', async () => {
      const { instance, frozen, thaw } = freezing(stuck);
      const holding = new SqlLeadsRepository(instance).insert(enrollmentKind, lead('Frozen one'));
      await frozen;
      const started = Date.now();
      const repository = new SqlLeadsRepository(running);
      for (let i = 0; i < 4; i += 1)
        await repository.insert(
          i % 2 ? projectRequestKind : enrollmentKind,
          i % 2 ? project(`Running ${i}`) : lead(`Running ${i}`),
        );
      // Far below the idle timeout that ends the frozen transaction: nothing waited for it.
      expect(Date.now() - started).toBeLessThan(IDLE_IN_TRANSACTION_TIMEOUT_MS / 2);
      // Once the server has ended it, nothing of the frozen lead is stored, even when it wakes.
      await new Promise((resolve) => setTimeout(resolve, IDLE_IN_TRANSACTION_TIMEOUT_MS + 500));
      thaw();
      await expect(holding).rejects.toBeInstanceOf(StoreUnavailable);
      expect((await names()).sort()).toEqual(['Running 0', 'Running 1', 'Running 2', 'Running 3']);
      expect(await statusCounts(running)).toEqual([{ status: 'new', n: 4 }]);
      // The frozen instance's pool goes on with a new connection.
      expect(await stuck.one('SELECT 1 AS one')).toEqual({ one: 1 });
    });

    it('frees its submission’s key within the idle timeout: the same lead sent to another instance is stored once', async () => {
      const key = 'frozen-submission-0001';
      const { instance, frozen, thaw } = freezing(stuck);
      const holding = new SqlLeadsRepository(instance).insert(enrollmentKind, lead('Sent twice'), {
        idempotencyKey: key,
      });
      await frozen;
      const frozenAt = Date.now();
      // The retry (nginx's, or the visitor's) reaches the other instance a moment later.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const stored = await new SqlLeadsRepository(running).insert(enrollmentKind, lead('Sent twice'), {
        idempotencyKey: key,
      });
      expect(stored.replayed).toBe(false);
      expect(Date.now() - frozenAt).toBeLessThan(IDLE_IN_TRANSACTION_TIMEOUT_MS + 1_000);
      thaw();
      await expect(holding).rejects.toBeInstanceOf(StoreUnavailable);
      expect((await names()).filter((name) => name === 'Sent twice')).toHaveLength(1);
    });

    it('gives up waiting for a lock that a busy transaction holds, within the lock timeout, as the store’s fault', async () => {
      const key = 'busy-submission-0001';
      const url = store.env.DATABASE_URL ?? '';
      const busy = new pg.Client(url);
      await busy.connect();
      try {
        // Not idle: a transaction in a long statement, holding the key's row.
        await busy.query('BEGIN');
        await busy.query(
          `INSERT INTO idempotency_keys (key, lead_kind, fingerprint, created_at) VALUES ($1, 'enrollment', 'x', now())`,
          [key],
        );
        const { rows } = await busy.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        const sleeping = busy.query('SELECT pg_sleep(5)').catch(() => undefined);
        const started = Date.now();
        await expect(
          new SqlLeadsRepository(running).insert(enrollmentKind, lead('Waited'), { idempotencyKey: key }),
        ).rejects.toBeInstanceOf(StoreUnavailable);
        const waited = Date.now() - started;
        expect(waited).toBeGreaterThanOrEqual(LOCK_TIMEOUT_MS - 100);
        expect(waited).toBeLessThan(LOCK_TIMEOUT_MS + 1_000);
        await running.one('SELECT pg_cancel_backend($1)', [rows[0]?.pid ?? 0]);
        await sleeping;
      } finally {
        await busy.end();
      }
    });
  },
);
