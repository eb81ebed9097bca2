import type { Db } from './database';

interface Pending {
  write: () => number;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: the writes that arrive within one turn of the event loop share one IMMEDIATE
 * transaction, so one fsync covers all of them (better-sqlite3 is synchronous, and one fsync per
 * request would cap the service at a few hundred requests per second). Each caller's promise
 * settles only once that transaction is committed (durably, see openDatabase).
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private scheduled = false;
  private closed = false;
  private readonly runAll;

  /** `onCommit` runs after every commit that wrote something (the mail worker's wake-up). */
  constructor(
    db: Db,
    private readonly onCommit: () => void = () => undefined,
  ) {
    this.runAll = db.transaction((writes: Array<() => number>) => writes.map((write) => write()));
  }

  /** Queues `write` (statements that return an id) for the next commit. */
  run(write: () => number): Promise<number> {
    if (this.closed) return Promise.reject(new Error('The database is closed.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ write, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Commits everything queued; called by the scheduler and before closing. */
  flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    let committed = false;
    try {
      const ids = this.runAll.immediate(batch.map((item) => item.write));
      committed = true;
      batch.forEach((item, index) => item.resolve(ids[index] as number));
    } catch {
      // One bad write must not fail its neighbours: retry each alone, each in its own commit.
      for (const item of batch) {
        try {
          item.resolve(this.runAll.immediate([item.write])[0] as number);
          committed = true;
        } catch (error) {
          item.reject(error);
        }
      }
    }
    if (committed) this.onCommit();
  }

  /** Flushes what is queued and refuses further writes. */
  close(): void {
    this.flush();
    this.closed = true;
  }
}
