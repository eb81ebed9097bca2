// A person's account, session and link as stored, and the statements that write a session and a
// link inside a caller's transaction (people-repository.ts, student-repository.ts).
import type { Language } from '@site/leads';
import type { LinkPurpose } from '@site/people';
import type { SecretBox } from '../auth/secret-box';
import type { Queryable } from '../db/sql';
import { queueAccountMail, type AccountMailInput } from '../mail/account-outbox';

/** A person's account as stored (students and visitors; staff are apart). E-mails are lowercased. */
export interface Person {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  location: string | null;
  bio: string | null;
  language: Language;
  /** argon2id; null until a password is set (an account staff made, before its invitation is used). */
  password_hash: string | null;
  password_set_at: string | null;
  /** When a link mailed to the address was followed; null: the address is not proven. */
  email_verified_at: string | null;
  created_by: 'sign-up' | 'enrollment';
  created_at: string;
  last_sign_in_at: string | null;
}

/** A session: `kept` 30 days ("Keep me signed in"), or a `browser` session. */
export interface PersonSession {
  id_hash: string;
  person_id: number;
  kind: 'kept' | 'browser';
  address: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** A one-time link; `sent_to` null: shown to staff (WhatsApp), which proves no address. */
export interface PersonLink {
  token_hash: string;
  person_id: number;
  purpose: LinkPurpose;
  sent_to: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A new link and the mail that carries it (none for a link shown to staff). */
export interface NewLink {
  link: Omit<PersonLink, 'used_at' | 'person_id'>;
  mail?: Omit<AccountMailInput, 'person_id'>;
}

/** Stores a session, inside the caller's transaction. */
export async function insertSession(tx: Queryable, session: PersonSession): Promise<void> {
  await tx.run(
    `INSERT INTO person_sessions (id_hash, person_id, kind, address, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      session.id_hash,
      session.person_id,
      session.kind,
      session.address,
      session.created_at,
      session.last_seen_at,
      session.expires_at,
    ],
  );
}

/** Stores a link and queues its mail (its token sealed with `box`), inside the caller's transaction. */
export async function insertLink(
  tx: Queryable,
  box: SecretBox,
  personId: number,
  { link, mail }: NewLink,
): Promise<void> {
  await tx.run(
    `INSERT INTO person_links (token_hash, person_id, purpose, sent_to, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [link.token_hash, personId, link.purpose, link.sent_to, link.created_at, link.expires_at],
  );
  if (mail) await queueAccountMail(tx, box, { ...mail, person_id: personId });
}
