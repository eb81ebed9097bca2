import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Statement } from 'better-sqlite3';
import type { Database, PoolStats, Queryable, Row, SqlValue } from './sql';
import { classified, isSqliteUnavailable, StoreUnavailable } from './unavailable';

export interface SqliteOptions {
  /** Open an existing file read-only (the staff tool's listing). */
  readonly?: boolean;
  /** false: the file must exist already (the staff tool's writes leave creating it to the API). */
  create?: boolean;
}

interface Compiled {
  statement: Statement;
  /** For each `?` of the compiled text, the index of the `$n` parameter it stands for. */
  order: number[];
}

/** What a call after close() fails with: the store is going away, not the request's fault. */
const closedError = () => new StoreUnavailable(new Error('The database is closed.'));

/** A call of better-sqlite3: what fails because of the file (busy, I/O, full) is `StoreUnavailable`. */
function driver<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw classified(error, isSqliteUnavailable);
  }
}

interface PendingTransaction {
  work: (tx: Queryable) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * SQLite through better-sqlite3, behind the stores' common interface.
 *
 * - Durability: WAL journal with synchronous=FULL, so a COMMIT returns only after the WAL is
 *   fsynced; an answered 201 survives a crash or a power cut, not only a process restart.
 * - One connection, one statement at a time: every call waits its turn (better-sqlite3 is
 *   synchronous, and a statement run while another caller's transaction is open would join it).
 * - Group commit: the transactions asked for within one turn of the event loop share one
 *   `BEGIN IMMEDIATE … COMMIT`, so one fsync covers all of them (one fsync per lead would cap the
 *   service at a few hundred leads a second while blocking the event loop). Each runs inside a
 *   SAVEPOINT of its own: one that throws is rolled back alone and fails alone; the others
 *   resolve once the shared COMMIT is durable.
 */
export class SqliteDatabase implements Database {
  readonly dialect = 'sqlite' as const;
  readonly description: string;
  /** The better-sqlite3 connection, for what only SQLite has (pragmas, in tests). */
  readonly raw: BetterSqlite3.Database;
  private readonly compiled = new Map<string, Compiled>();
  private turn: Promise<unknown> = Promise.resolve();
  private pending: PendingTransaction[] = [];
  private scheduled = false;
  private closed = false;
  /** Calls running or waiting for their turn on the one connection. */
  private inLine = 0;

  constructor(file: string, options: SqliteOptions = {}) {
    this.description = file;
    if (options.readonly) {
      this.raw = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
      this.raw.pragma('busy_timeout = 5000');
      return;
    }
    if (options.create !== false) mkdirSync(path.dirname(file), { recursive: true });
    this.raw = new BetterSqlite3(file, { fileMustExist: options.create === false });
    try {
      this.raw.pragma('journal_mode = WAL');
      this.raw.pragma('synchronous = FULL');
      this.raw.pragma('foreign_keys = ON');
      // Another process (the staff tool, a second instance on this host) may hold the lock a moment.
      this.raw.pragma('busy_timeout = 5000');
    } catch (error) {
      this.raw.close();
      throw error;
    }
  }

  query<T extends object = Row>(text: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return this.exclusive(() => this.rows<T>(text, params));
  }

  async one<T extends object = Row>(text: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return (await this.query<T>(text, params))[0];
  }

  run(text: string, params: readonly SqlValue[] = []): Promise<number> {
    return this.exclusive(() => this.changes(text, params));
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(closedError());
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.exclusive(() => this.commitPending()).catch((error: unknown) => {
            // Closed meanwhile: what close() did not commit fails.
            this.pending.splice(0).forEach((item) => item.reject(error));
          });
        });
      }
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // What is queued is committed first; then nothing more is taken.
    await this.exclusive(() => this.commitPending());
    this.closed = true;
    await this.turn;
    this.raw.close();
  }

  /** One connection: busy while any call runs, the others waiting for their turn. */
  poolStats(): PoolStats {
    const open = this.closed ? 0 : 1;
    return { max: 1, open, idle: this.inLine === 0 ? open : 0, waiting: Math.max(0, this.inLine - 1) };
  }

  /** Runs `task` once every earlier call is done; nothing else runs until it settles. */
  private exclusive<T>(task: () => T | Promise<T>): Promise<T> {
    this.inLine += 1;
    const result = this.turn.then(() => {
      if (this.closed) throw closedError();
      return task();
    });
    this.turn = result.then(
      () => void (this.inLine -= 1),
      () => void (this.inLine -= 1),
    );
    return result;
  }

  private async commitPending(): Promise<void> {
    this.scheduled = false;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    const exec = (sql: string) => driver(() => this.raw.exec(sql));
    try {
      exec('BEGIN IMMEDIATE');
      for (const item of batch) {
        let open = true;
        const tx = this.handle(() => open);
        exec('SAVEPOINT tx');
        try {
          const value = await item.work(tx);
          exec('RELEASE tx');
          outcomes.push({ ok: true, value });
        } catch (error) {
          // An I/O error or a full disk may have ended the whole transaction: then nothing of the
          // batch is committed, and every one of its callers is told.
          if (!this.raw.inTransaction) throw error;
          exec('ROLLBACK TO tx');
          exec('RELEASE tx');
          outcomes.push({ ok: false, error });
        } finally {
          open = false;
        }
      }
      exec('COMMIT');
    } catch (error) {
      try {
        if (this.raw.inTransaction) this.raw.exec('ROLLBACK');
      } catch {
        // Rolled back by SQLite itself, or the file is gone: nothing was committed either way.
      }
      batch.forEach((item) => item.reject(error));
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) item.resolve(outcome.value);
      else item.reject(outcome?.error);
    });
  }

  /** The statements of one transaction: run at once (its batch holds the turn), only while it is open. */
  private handle(isOpen: () => boolean): Queryable {
    const check = () => {
      if (!isOpen()) throw new Error('A statement was run after its transaction ended.');
    };
    return {
      dialect: this.dialect,
      query: async <T extends object>(text: string, params: readonly SqlValue[] = []) => {
        check();
        return this.rows<T>(text, params);
      },
      one: async <T extends object>(text: string, params: readonly SqlValue[] = []) => {
        check();
        return this.rows<T>(text, params)[0];
      },
      run: async (text: string, params: readonly SqlValue[] = []) => {
        check();
        return this.changes(text, params);
      },
      script: async (text: string) => {
        check();
        driver(() => this.raw.exec(text));
      },
    };
  }

  script(text: string): Promise<void> {
    return this.exclusive(() => {
      driver(() => this.raw.exec(text));
    });
  }

  private rows<T>(text: string, params: readonly SqlValue[]): T[] {
    const { statement, order } = this.compile(text);
    const values = order.map((index) => params[index] ?? null);
    return driver(() => {
      if (statement.reader) return statement.all(...values) as T[];
      statement.run(...values);
      return [];
    });
  }

  private changes(text: string, params: readonly SqlValue[]): number {
    const { statement, order } = this.compile(text);
    const values = order.map((index) => params[index] ?? null);
    return driver(() =>
      statement.reader ? statement.all(...values).length : statement.run(...values).changes,
    );
  }

  /** Prepares a statement once; PostgreSQL's `$n` become SQLite's positional `?`. */
  private compile(text: string): Compiled {
    let compiled = this.compiled.get(text);
    if (!compiled) {
      const order: number[] = [];
      const sqliteText = text.replace(/\$(\d+)/g, (_match, digits: string) => {
        order.push(Number(digits) - 1);
        return '?';
      });
      compiled = { statement: driver(() => this.raw.prepare(sqliteText)), order };
      this.compiled.set(text, compiled);
    }
    return compiled;
  }
}
