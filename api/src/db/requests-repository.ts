import type { ProjectRequestInput, StoredProjectRequest } from '../project-request/fields';
import type { Db } from './database';

export interface NewProjectRequest extends ProjectRequestInput {
  user_agent: string | null;
  submitted_at: string;
}

interface Pending {
  row: NewProjectRequest;
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes project requests with group commit: the inserts that arrive within one turn of the
 * event loop share one transaction, so one fsync covers all of them. Each caller's promise
 * resolves with its row id only once that transaction is committed (durably, see openDatabase).
 */
export class RequestsRepository {
  private queue: Pending[] = [];
  private scheduled = false;
  private closed = false;
  private readonly insertStatement;
  private readonly insertMany;

  constructor(db: Db) {
    this.insertStatement = db.prepare(
      `INSERT INTO project_requests
         (full_name, email, company_name, project_type, budget_range, project_details, user_agent, submitted_at)
       VALUES
         (@full_name, @email, @company_name, @project_type, @budget_range, @project_details, @user_agent, @submitted_at)`,
    );
    this.insertMany = db.transaction((rows: NewProjectRequest[]) =>
      rows.map((row) => Number(this.insertStatement.run(row).lastInsertRowid)),
    );
  }

  insert(row: NewProjectRequest): Promise<number> {
    if (this.closed) return Promise.reject(new Error('The database is closed.'));
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
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
    try {
      const ids = this.insertMany.immediate(batch.map((item) => item.row));
      batch.forEach((item, index) => item.resolve(ids[index] as number));
    } catch {
      // One bad row must not fail its neighbours: retry each alone, each in its own commit.
      for (const item of batch) {
        try {
          item.resolve(this.insertMany.immediate([item.row])[0] as number);
        } catch (error) {
          item.reject(error);
        }
      }
    }
  }

  /** Flushes what is queued and refuses further inserts. */
  close(): void {
    this.flush();
    this.closed = true;
  }
}

export function countRequests(db: Db): number {
  return (db.prepare('SELECT count(*) AS n FROM project_requests').get() as { n: number }).n;
}

/** Newest first (ties, within one millisecond, by id). */
export function listRequests(db: Db, limit = Number.MAX_SAFE_INTEGER): StoredProjectRequest[] {
  return db
    .prepare('SELECT * FROM project_requests ORDER BY submitted_at DESC, id DESC LIMIT ?')
    .all(limit) as StoredProjectRequest[];
}
