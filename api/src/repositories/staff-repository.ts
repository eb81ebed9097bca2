import type { StaffRole } from '@site/staff';
import type { SecretBox } from '../auth/secret-box';
import { isUniqueViolation, type Database } from '../db/sql';

/** A staff account as stored. Usernames are stored lowercased. */
export interface StaffAccount {
  id: number;
  username: string;
  role: StaffRole;
  /** argon2id; null until the account's one-time link is used. */
  password_hash: string | null;
  password_set_at: string | null;
  /**
   * The authenticator's secret, base32, as the repository hands it out (stored sealed with
   * STAFF_SECRET_KEY: auth/secret-box.ts); null when no authenticator is set up.
   */
  totp_secret: string | null;
  /** The last TOTP time step accepted (a code is never accepted twice). */
  totp_last_step: number | null;
  /** The last successful sign-in: failures before it no longer slow the name down. */
  last_sign_in_at: string | null;
  created_at: string;
  disabled_at: string | null;
}

/** A one-time link to set a password (and an authenticator). */
export interface StaffLink {
  token_hash: string;
  staff_id: number;
  /**
   * The authenticator offered with the link (sealed in the store), which becomes the account's
   * when the link is used; null once the link is used or replaced.
   */
  totp_secret: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A session: signed in (`active`), or password given and the authenticator's code awaited (`totp`). */
export interface StaffSession {
  id_hash: string;
  staff_id: number;
  stage: 'totp' | 'active';
  address: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export class UsernameTaken extends Error {
  constructor(username: string) {
    super(`There is already a staff account named ${username}.`);
  }
}

/** The additional data an account's sealed authenticator secret is bound to (its link's too). */
export const totpSecretContext = (staffId: number) => `staff:${staffId}:totp`;

/** Staff accounts, their one-time links and their sessions (the guesses: guess-repository.ts). */
export interface StaffRepository {
  create(username: string, role: StaffRole, at: string): Promise<StaffAccount>;
  byUsername(username: string): Promise<StaffAccount | undefined>;
  byId(id: number): Promise<StaffAccount | undefined>;
  list(): Promise<StaffAccount[]>;
  /** Disables (ending every session at once) or enables an account; false when there is none. */
  setDisabled(username: string, at: string | null): Promise<boolean>;
  /** A new one-time link for the account; older unused links stop working. */
  issueLink(link: Omit<StaffLink, 'used_at' | 'totp_secret'> & { totp_secret: string }): Promise<void>;
  /** A link that is unused and not expired at `now`, with its authenticator and its account. */
  openLink(
    tokenHash: string,
    now: string,
  ): Promise<{ link: StaffLink & { totp_secret: string }; account: StaffAccount } | undefined>;
  /**
   * Uses a link: sets the password (and the authenticator, with the step of the code given),
   * ends the account's sessions. False when the link was used or expired meanwhile.
   */
  useLink(
    tokenHash: string,
    change: { passwordHash: string; totpSecret: string | null; totpStep: number | null; at: string },
  ): Promise<boolean>;
  /** Records an accepted TOTP step; false when it is not newer than the last (a replayed code). */
  acceptTotpStep(staffId: number, step: number): Promise<boolean>;
  setPasswordHash(staffId: number, hash: string): Promise<void>;
  /**
   * Sets (a hash and an authenticator, from the staff tool's --password-stdin) or clears (null:
   * a reset) an account's credentials, ending its sessions.
   */
  setCredentials(
    staffId: number,
    credentials: { passwordHash: string; totpSecret: string | null } | null,
    at: string,
  ): Promise<void>;
  /** Records a successful sign-in. */
  signedIn(staffId: number, at: string): Promise<void>;

  createSession(session: StaffSession): Promise<void>;
  session(idHash: string): Promise<StaffSession | undefined>;
  touchSession(idHash: string, at: string): Promise<void>;
  endSession(idHash: string): Promise<void>;
}

export class SqlStaffRepository implements StaffRepository {
  constructor(
    private readonly db: Database,
    private readonly box: SecretBox,
  ) {}

  /** An account as stored, its authenticator's secret opened. */
  private opened(account: StaffAccount | undefined): StaffAccount | undefined {
    if (!account?.totp_secret) return account;
    return { ...account, totp_secret: this.box.open(account.totp_secret, totpSecretContext(account.id)) };
  }

  private seal(secret: string | null, staffId: number): string | null {
    return secret === null ? null : this.box.seal(secret, totpSecretContext(staffId));
  }

  async create(username: string, role: StaffRole, at: string): Promise<StaffAccount> {
    try {
      const account = await this.db.one<StaffAccount>(
        'INSERT INTO staff (username, role, created_at) VALUES ($1, $2, $3) RETURNING *',
        [username, role, at],
      );
      if (!account) throw new Error('The account was not created.');
      return account;
    } catch (error) {
      if (isUniqueViolation(error)) throw new UsernameTaken(username);
      throw error;
    }
  }

  async byUsername(username: string): Promise<StaffAccount | undefined> {
    return this.opened(
      await this.db.one<StaffAccount>('SELECT * FROM staff WHERE username = $1', [username]),
    );
  }

  async byId(id: number): Promise<StaffAccount | undefined> {
    return this.opened(await this.db.one<StaffAccount>('SELECT * FROM staff WHERE id = $1', [id]));
  }

  /** Every account; the secrets are not opened (a listing only says whether there is one). */
  list(): Promise<StaffAccount[]> {
    return this.db.query<StaffAccount>('SELECT * FROM staff ORDER BY username');
  }

  setDisabled(username: string, at: string | null): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const account = await tx.one<{ id: number }>(
        'UPDATE staff SET disabled_at = $1 WHERE username = $2 RETURNING id',
        [at, username],
      );
      if (!account) return false;
      if (at) await tx.run('DELETE FROM staff_sessions WHERE staff_id = $1', [account.id]);
      return true;
    });
  }

  issueLink(link: Omit<StaffLink, 'used_at' | 'totp_secret'> & { totp_secret: string }): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.run(
        'UPDATE staff_links SET used_at = $1, totp_secret = NULL WHERE staff_id = $2 AND used_at IS NULL',
        [link.created_at, link.staff_id],
      );
      await tx.run(
        `INSERT INTO staff_links (token_hash, staff_id, totp_secret, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          link.token_hash,
          link.staff_id,
          this.seal(link.totp_secret, link.staff_id),
          link.created_at,
          link.expires_at,
        ],
      );
    });
  }

  async openLink(tokenHash: string, now: string) {
    const link = await this.db.one<StaffLink>(
      'SELECT * FROM staff_links WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
      [tokenHash, now],
    );
    if (!link?.totp_secret) return undefined;
    const account = await this.byId(link.staff_id);
    if (!account || account.disabled_at) return undefined;
    return {
      link: { ...link, totp_secret: this.box.open(link.totp_secret, totpSecretContext(link.staff_id)) },
      account,
    };
  }

  useLink(
    tokenHash: string,
    change: { passwordHash: string; totpSecret: string | null; totpStep: number | null; at: string },
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // A used link keeps no secret: the account's is its own copy from now on.
      const link = await tx.one<{ staff_id: number }>(
        `UPDATE staff_links SET used_at = $1, totp_secret = NULL
         WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING staff_id`,
        [change.at, tokenHash],
      );
      if (!link) return false;
      await tx.run(
        `UPDATE staff SET password_hash = $1, password_set_at = $2, totp_secret = $3, totp_last_step = $4
         WHERE id = $5`,
        [
          change.passwordHash,
          change.at,
          this.seal(change.totpSecret, link.staff_id),
          change.totpStep,
          link.staff_id,
        ],
      );
      // A new password ends every session of the account.
      await tx.run('DELETE FROM staff_sessions WHERE staff_id = $1', [link.staff_id]);
      return true;
    });
  }

  async acceptTotpStep(staffId: number, step: number): Promise<boolean> {
    const changed = await this.db.run(
      'UPDATE staff SET totp_last_step = $1 WHERE id = $2 AND (totp_last_step IS NULL OR totp_last_step < $1)',
      [step, staffId],
    );
    return changed === 1;
  }

  async setPasswordHash(staffId: number, hash: string): Promise<void> {
    await this.db.run('UPDATE staff SET password_hash = $1 WHERE id = $2', [hash, staffId]);
  }

  setCredentials(
    staffId: number,
    credentials: { passwordHash: string; totpSecret: string | null } | null,
    at: string,
  ): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.run(
        `UPDATE staff SET password_hash = $1, password_set_at = $2, totp_secret = $3, totp_last_step = NULL
         WHERE id = $4`,
        [
          credentials?.passwordHash ?? null,
          credentials ? at : null,
          this.seal(credentials?.totpSecret ?? null, staffId),
          staffId,
        ],
      );
      await tx.run('DELETE FROM staff_sessions WHERE staff_id = $1', [staffId]);
      if (!credentials)
        await tx.run(
          'UPDATE staff_links SET used_at = $1, totp_secret = NULL WHERE staff_id = $2 AND used_at IS NULL',
          [at, staffId],
        );
    });
  }

  async signedIn(staffId: number, at: string): Promise<void> {
    await this.db.run('UPDATE staff SET last_sign_in_at = $1 WHERE id = $2', [at, staffId]);
  }

  async createSession(session: StaffSession): Promise<void> {
    await this.db.run(
      `INSERT INTO staff_sessions (id_hash, staff_id, stage, address, created_at, last_seen_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        session.id_hash,
        session.staff_id,
        session.stage,
        session.address,
        session.created_at,
        session.last_seen_at,
        session.expires_at,
      ],
    );
  }

  session(idHash: string): Promise<StaffSession | undefined> {
    return this.db.one<StaffSession>('SELECT * FROM staff_sessions WHERE id_hash = $1', [idHash]);
  }

  async touchSession(idHash: string, at: string): Promise<void> {
    await this.db.run('UPDATE staff_sessions SET last_seen_at = $1 WHERE id_hash = $2', [at, idHash]);
  }

  async endSession(idHash: string): Promise<void> {
    await this.db.run('DELETE FROM staff_sessions WHERE id_hash = $1', [idHash]);
  }
}
