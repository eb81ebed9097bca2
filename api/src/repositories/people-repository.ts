import type { AccountMailKind } from '@site/people';
import type { SecretBox } from '../auth/secret-box';
import type { Database, SqlValue } from '../db/sql';
import { queueAccountMail, type AccountMailInput } from '../mail/account-outbox';
import {
  insertLink,
  insertSession,
  type NewLink,
  type Person,
  type PersonLink,
  type PersonSession,
} from './people-rows';

/** The profile's fields a person edits. */
export type ProfileChange = Pick<Person, 'name' | 'phone' | 'location' | 'bio' | 'language'>;

/** Using a link: a password to set (reset, invitation) or none (verification). */
export interface LinkUse {
  at: string;
  passwordHash?: string;
}

/** What using a link did: the account, and whether it proved the address. */
export interface UsedLink {
  person: Person;
  link: PersonLink;
  verified: boolean;
}

/** The links that set a password: using one ends the others (an invitation's twin, an older reset). */
const PASSWORD_LINKS = "('reset', 'invite')";

/** People's accounts, their sessions and their one-time links (courses: student-repository.ts). */
export interface PeopleRepository {
  byEmail(email: string): Promise<Person | undefined>;
  byId(id: number): Promise<Person | undefined>;
  /**
   * Create Account: a new account (its address unproven) with its verification link and mail;
   * when the address has an account already, only an "already have an account" mail to it.
   * One transaction; the answer says which, for the caller's log only.
   */
  signUp(
    person: Pick<Person, 'email' | 'name' | 'language' | 'password_hash' | 'created_at'>,
    verify: NewLink,
    exists: Omit<AccountMailInput, 'person_id' | 'to_email' | 'language'>,
  ): Promise<'created' | 'exists'>;
  /** A new link (and its mail) for an account; its older unused links of that purpose stop working. */
  issueLink(personId: number, link: NewLink): Promise<void>;
  /** A link unused and unexpired at `now`, with its account. */
  openLink(tokenHash: string, now: string): Promise<{ link: PersonLink; person: Person } | undefined>;
  /**
   * Uses a link once: marks it used (and, for one that sets a password, every other such link of
   * the account), sets the password (ending every session), and proves the address when the link
   * was mailed to it. Undefined when it was used or expired meanwhile.
   */
  useLink(tokenHash: string, use: LinkUse): Promise<UsedLink | undefined>;
  setPasswordHash(personId: number, hash: string): Promise<void>;
  updateProfile(personId: number, change: ProfileChange): Promise<Person | undefined>;
  /** Deletes the account: its sessions, links and mails go with it; its courses stay, unlinked. */
  delete(personId: number): Promise<boolean>;

  /** A new session at sign-in, and the account's last sign-in, in one transaction. */
  startSession(session: PersonSession): Promise<void>;
  createSession(session: PersonSession): Promise<void>;
  session(idHash: string): Promise<PersonSession | undefined>;
  sessions(personId: number): Promise<PersonSession[]>;
  touchSession(idHash: string, at: string): Promise<void>;
  endSession(idHash: string): Promise<void>;
  /** Every session of the account (sign out everywhere); resolves with how many ended. */
  endSessions(personId: number): Promise<number>;
  /** The mails queued for the account, oldest first (what the export lists; never their links). */
  mails(
    personId: number,
  ): Promise<Array<{ kind: AccountMailKind; to_email: string; created_at: string; sent_at: string | null }>>;
}

/**
 * On either store. Every write is a transaction, even of one statement: on SQLite, transactions
 * share the group commit (one fsync for every request of the moment), where a statement on its
 * own would wait for a sync of its own, on the event loop (a burst of sign-ins would hold up the
 * leads).
 */
export class SqlPeopleRepository implements PeopleRepository {
  constructor(
    private readonly db: Database,
    /** Seals the links' tokens in the mail outbox (the server's secret key). */
    private readonly box: SecretBox,
    /** Runs after a commit that queued a mail (wakes the mail worker). */
    private readonly onMail: () => void = () => undefined,
  ) {}

  /** One statement in a transaction of its own; resolves with the rows it changed. */
  private write(text: string, params: readonly SqlValue[]): Promise<number> {
    return this.db.transaction((tx) => tx.run(text, params));
  }

  byEmail(email: string): Promise<Person | undefined> {
    return this.db.one<Person>('SELECT * FROM people WHERE email = $1', [email]);
  }

  byId(id: number): Promise<Person | undefined> {
    return this.db.one<Person>('SELECT * FROM people WHERE id = $1', [id]);
  }

  async signUp(
    person: Pick<Person, 'email' | 'name' | 'language' | 'password_hash' | 'created_at'>,
    verify: NewLink,
    exists: Omit<AccountMailInput, 'person_id' | 'to_email' | 'language'>,
  ): Promise<'created' | 'exists'> {
    const outcome = await this.db.transaction(async (tx) => {
      const created = await tx.one<{ id: number }>(
        `INSERT INTO people (email, name, language, password_hash, password_set_at, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, 'sign-up', $5)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [person.email, person.name, person.language, person.password_hash, person.created_at],
      );
      if (created) {
        await insertLink(tx, this.box, created.id, verify);
        return 'created' as const;
      }
      const owner = await tx.one<Pick<Person, 'id' | 'language'>>(
        'SELECT id, language FROM people WHERE email = $1',
        [person.email],
      );
      if (!owner) throw new Error('The account that refused the address is gone.');
      await queueAccountMail(tx, this.box, {
        ...exists,
        person_id: owner.id,
        to_email: person.email,
        language: owner.language,
      });
      return 'exists' as const;
    });
    this.onMail();
    return outcome;
  }

  async issueLink(personId: number, link: NewLink): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.run(
        'UPDATE person_links SET used_at = $1 WHERE person_id = $2 AND purpose = $3 AND used_at IS NULL',
        [link.link.created_at, personId, link.link.purpose],
      );
      await insertLink(tx, this.box, personId, link);
    });
    if (link.mail) this.onMail();
  }

  async openLink(tokenHash: string, now: string) {
    const link = await this.db.one<PersonLink>(
      'SELECT * FROM person_links WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
      [tokenHash, now],
    );
    if (!link) return undefined;
    const person = await this.byId(link.person_id);
    return person ? { link, person } : undefined;
  }

  useLink(tokenHash: string, use: LinkUse): Promise<UsedLink | undefined> {
    return this.db.transaction(async (tx) => {
      const link = await tx.one<PersonLink>(
        `UPDATE person_links SET used_at = $1
         WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING *`,
        [use.at, tokenHash],
      );
      if (!link) return undefined;
      const before = await tx.one<Person>('SELECT * FROM people WHERE id = $1', [link.person_id]);
      if (!before) return undefined;
      // A link proves the address it was mailed to, if that is still the account's.
      const verified = link.sent_to !== null && link.sent_to === before.email;
      if (use.passwordHash !== undefined) {
        await tx.run(
          `UPDATE person_links SET used_at = $1
           WHERE person_id = $2 AND purpose IN ${PASSWORD_LINKS} AND used_at IS NULL`,
          [use.at, link.person_id],
        );
        await tx.run('UPDATE people SET password_hash = $1, password_set_at = $2 WHERE id = $3', [
          use.passwordHash,
          use.at,
          link.person_id,
        ]);
        // A new password ends every session of the account.
        await tx.run('DELETE FROM person_sessions WHERE person_id = $1', [link.person_id]);
      }
      if (verified && !before.email_verified_at)
        await tx.run('UPDATE people SET email_verified_at = $1 WHERE id = $2', [use.at, link.person_id]);
      const person = await tx.one<Person>('SELECT * FROM people WHERE id = $1', [link.person_id]);
      return person ? { person, link, verified } : undefined;
    });
  }

  async setPasswordHash(personId: number, hash: string): Promise<void> {
    await this.write('UPDATE people SET password_hash = $1 WHERE id = $2', [hash, personId]);
  }

  updateProfile(personId: number, change: ProfileChange): Promise<Person | undefined> {
    return this.db.transaction((tx) =>
      tx.one<Person>(
        `UPDATE people SET name = $1, phone = $2, location = $3, bio = $4, language = $5
         WHERE id = $6 RETURNING *`,
        [change.name, change.phone, change.location, change.bio, change.language, personId],
      ),
    );
  }

  async delete(personId: number): Promise<boolean> {
    return (await this.write('DELETE FROM people WHERE id = $1', [personId])) === 1;
  }

  startSession(session: PersonSession): Promise<void> {
    return this.db.transaction(async (tx) => {
      await insertSession(tx, session);
      await tx.run('UPDATE people SET last_sign_in_at = $1 WHERE id = $2', [
        session.created_at,
        session.person_id,
      ]);
    });
  }

  createSession(session: PersonSession): Promise<void> {
    return this.db.transaction((tx) => insertSession(tx, session));
  }

  session(idHash: string): Promise<PersonSession | undefined> {
    return this.db.one<PersonSession>('SELECT * FROM person_sessions WHERE id_hash = $1', [idHash]);
  }

  sessions(personId: number): Promise<PersonSession[]> {
    return this.db.query<PersonSession>(
      'SELECT * FROM person_sessions WHERE person_id = $1 ORDER BY created_at',
      [personId],
    );
  }

  async touchSession(idHash: string, at: string): Promise<void> {
    await this.write('UPDATE person_sessions SET last_seen_at = $1 WHERE id_hash = $2', [at, idHash]);
  }

  async endSession(idHash: string): Promise<void> {
    await this.write('DELETE FROM person_sessions WHERE id_hash = $1', [idHash]);
  }

  endSessions(personId: number): Promise<number> {
    return this.write('DELETE FROM person_sessions WHERE person_id = $1', [personId]);
  }

  mails(personId: number) {
    return this.db.query<{
      kind: AccountMailKind;
      to_email: string;
      created_at: string;
      sent_at: string | null;
    }>(
      'SELECT kind, to_email, created_at, sent_at FROM person_mail_outbox WHERE person_id = $1 ORDER BY id',
      [personId],
    );
  }
}
