import type { Database, Queryable } from '../db/sql';

/** The guesses recorded besides one just taken: the instants of its key's and of its address's. */
export interface OtherGuesses {
  key: string[];
  address: string[];
}

/**
 * Sign-in guesses (a password or an authenticator's code about to be checked), of every kind of
 * account: the table `sign_in_failures`, whose `account` column holds the key (`staff:<name>`,
 * `person:<e-mail>`; auth/guesses.ts). A guess is recorded before it is checked and counts as a
 * failure until it is forgotten (turned away, or right), so that guesses sent at once see one
 * another: each is written (and committed) before it reads the others, so of any two, the later
 * writer reads the earlier one.
 */
export interface GuessRepository {
  /** Records a guess and returns its id with the others of its key and of its address since then. */
  take(
    guess: { key: string; address: string; at: string },
    since: { key: string; address: string },
  ): Promise<{ id: number; others: OtherGuesses }>;
  /** Forgets a guess: turned away before it was checked, or right (it was no failure). */
  forget(id: number): Promise<void>;
}

export class SqlGuessRepository implements GuessRepository {
  constructor(private readonly db: Database) {}

  async take(guess: { key: string; address: string; at: string }, since: { key: string; address: string }) {
    // The row is committed before the reads, or two guesses at once (PostgreSQL's READ COMMITTED)
    // would each miss the other: the write resolves once committed, and the reads are asked for
    // after it.
    const row = await this.committed((db) =>
      db.one<{ id: number | string }>(
        'INSERT INTO sign_in_failures (account, address, at) VALUES ($1, $2, $3) RETURNING id',
        [guess.key, guess.address, guess.at],
      ),
    );
    if (!row) throw new Error('The guess was not recorded.');
    const id = Number(row.id);
    const [byKey, byAddress] = await Promise.all([
      this.db.query<{ at: string }>(
        'SELECT at FROM sign_in_failures WHERE account = $1 AND at >= $2 AND id <> $3 ORDER BY at',
        [guess.key, since.key, id],
      ),
      this.db.query<{ at: string }>(
        'SELECT at FROM sign_in_failures WHERE address = $1 AND at >= $2 AND id <> $3 ORDER BY at',
        [guess.address, since.address, id],
      ),
    ]);
    return { id, others: { key: byKey.map((r) => r.at), address: byAddress.map((r) => r.at) } };
  }

  async forget(id: number): Promise<void> {
    // In the turn a right guess's session is written, both share one commit on SQLite
    // (people/session-routes.ts).
    await this.committed((db) => db.run('DELETE FROM sign_in_failures WHERE id = $1', [id]));
  }

  /**
   * One statement, resolved once it is committed. On SQLite, a transaction: those asked for in one
   * turn of the event loop share its group commit (db/sqlite.ts), where a lone statement would
   * sync the file on the event loop by itself, one fsync per guess. On PostgreSQL the lone
   * statement commits by itself, in one round trip rather than a transaction's three.
   */
  private committed<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    return this.db.dialect === 'sqlite' ? this.db.transaction(work) : work(this.db);
  }
}
