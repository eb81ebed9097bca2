import { randomBytes } from 'node:crypto';
import { secretBox } from '../auth/secret-box';
import { clearExpired } from '../db/housekeeping';
import { openLinkToken } from '../mail/account-outbox';
import { MissingMail } from '../mail/outbox-worker';
import { newLink } from '../people/new-links';
import { hashToken } from '../auth/tokens';
import { storeForTests, storeKinds } from '../testing/stores';
import { SqlPeopleRepository } from './people-repository';
import type { Person } from './people-rows';

const AT = Date.parse('2026-11-28T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 60 * 60 * 1000;

describe.each(storeKinds)('the people repository on the %s store', (kind) => {
  const store = storeForTests(kind);
  let mails = 0;
  const box = secretBox(randomBytes(32));
  const people = () => new SqlPeopleRepository(store.current(), box, () => (mails += 1));
  const outbox = async () =>
    (
      await store.current().query<{
        kind: string;
        to_email: string;
        link_token: string | null;
        language: string;
        message_id: string;
      }>('SELECT kind, to_email, link_token, language, message_id FROM person_mail_outbox ORDER BY id')
    ).map(({ message_id, ...row }) => ({ ...row, link_token: openLinkToken(box, { ...row, message_id }) }));

  async function signUp(email: string, language: 'en' | 'ur' = 'en') {
    const verify = newLink('verify', AT, { kind: 'verify', to: email, language });
    const outcome = await people().signUp(
      { email, name: 'Zainab Hussain', language, password_hash: '$argon2id$x', created_at: iso(AT) },
      verify.link,
      { kind: 'exists', created_at: iso(AT) },
    );
    return { outcome, token: verify.token };
  }

  it('keeps a mail’s link token sealed, bound to its row: the stored value is no link', async () => {
    const { token } = await signUp('sealed@example.com');
    const [row] = await store
      .current()
      .query<{ link_token: string; message_id: string }>(
        "SELECT link_token, message_id FROM person_mail_outbox WHERE to_email = 'sealed@example.com'",
      );
    if (!row) throw new Error('No mail was queued.');
    expect(row.link_token).toMatch(/^v1\./);
    expect(row.link_token).not.toContain(token);
    expect(openLinkToken(box, row)).toBe(token);
    // Another key, or the value moved to another row, opens nothing: that mail can never be sent.
    expect(() => openLinkToken(secretBox(randomBytes(32)), row)).toThrow(MissingMail);
    expect(() => openLinkToken(box, { ...row, message_id: '<another@codenest.pk>' })).toThrow(MissingMail);
    await store.current().run("DELETE FROM people WHERE email = 'sealed@example.com'");
  });

  it('makes an account with its verification link and mail, unverified', async () => {
    const before = mails;
    const { outcome, token } = await signUp('zainab@example.com', 'ur');
    expect(outcome).toBe('created');
    expect(mails).toBe(before + 1);
    const person = (await people().byEmail('zainab@example.com')) as Person;
    expect(person).toMatchObject({
      name: 'Zainab Hussain',
      language: 'ur',
      created_by: 'sign-up',
      email_verified_at: null,
      password_hash: '$argon2id$x',
      password_set_at: iso(AT),
    });
    expect(await outbox()).toEqual([
      { kind: 'verify', to_email: 'zainab@example.com', link_token: token, language: 'ur' },
    ]);
    // The link is kept as its hash only.
    const links = await store.current().query<{ token_hash: string }>('SELECT token_hash FROM person_links');
    expect(links).toEqual([{ token_hash: hashToken(token) }]);
  });

  it('mails the owner of an address that has an account, in their language, and changes nothing else', async () => {
    const { outcome } = await signUp('zainab@example.com', 'en');
    expect(outcome).toBe('exists');
    expect((await outbox()).at(-1)).toEqual({
      kind: 'exists',
      to_email: 'zainab@example.com',
      link_token: null,
      language: 'ur',
    });
    expect(await store.current().query('SELECT id FROM people')).toHaveLength(1);
  });

  it('uses a link once and before it expires; a mailed one proves the address', async () => {
    const { token } = await signUp('ali@example.com');
    expect(await people().openLink(hashToken(token), iso(AT + 25 * HOUR))).toBeUndefined();
    expect(await people().openLink(hashToken(token), iso(AT + HOUR))).toMatchObject({
      link: { purpose: 'verify', sent_to: 'ali@example.com' },
    });
    const used = await people().useLink(hashToken(token), { at: iso(AT + HOUR) });
    expect(used).toMatchObject({ verified: true, person: { email_verified_at: iso(AT + HOUR) } });
    expect(await people().useLink(hashToken(token), { at: iso(AT + HOUR) })).toBeUndefined();
    expect(await people().openLink(hashToken(token), iso(AT + HOUR))).toBeUndefined();
  });

  it('sets a password from a link, ending every session and every other password link; a shared link proves nothing', async () => {
    const person = (await people().byEmail('ali@example.com')) as Person;
    for (const id of ['a', 'b'])
      await people().createSession({
        id_hash: id.repeat(64),
        person_id: person.id,
        kind: 'kept',
        address: '127.0.0.1',
        created_at: iso(AT),
        last_seen_at: iso(AT),
        expires_at: iso(AT + 24 * HOUR),
      });
    const shared = newLink('invite', AT);
    const reset = newLink('reset', AT, { kind: 'reset', to: person.email, language: 'en' });
    await people().issueLink(person.id, shared.link);
    await people().issueLink(person.id, reset.link);
    const used = await people().useLink(hashToken(shared.token), { at: iso(AT + HOUR), passwordHash: 'new' });
    expect(used).toMatchObject({ verified: false, person: { password_hash: 'new' } });
    expect(await people().sessions(person.id)).toEqual([]);
    expect(await people().openLink(hashToken(reset.token), iso(AT + HOUR))).toBeUndefined();
  });

  it('issues a new link of a purpose, ending the older ones of that purpose', async () => {
    const person = (await people().byEmail('ali@example.com')) as Person;
    const first = newLink('reset', AT, { kind: 'reset', to: person.email, language: 'en' });
    const second = newLink('reset', AT + 1000, { kind: 'reset', to: person.email, language: 'en' });
    await people().issueLink(person.id, first.link);
    await people().issueLink(person.id, second.link);
    expect(await people().openLink(hashToken(first.token), iso(AT + HOUR))).toBeUndefined();
    expect(await people().openLink(hashToken(second.token), iso(AT + HOUR))).toBeDefined();
  });

  it('keeps sessions by their hash, touches, ends one, or all of a person’s', async () => {
    const person = (await people().byEmail('zainab@example.com')) as Person;
    for (const id of ['c', 'd'])
      await people().createSession({
        id_hash: id.repeat(64),
        person_id: person.id,
        kind: 'browser',
        address: null,
        created_at: iso(AT),
        last_seen_at: iso(AT),
        expires_at: iso(AT + 12 * HOUR),
      });
    await people().touchSession('c'.repeat(64), iso(AT + HOUR));
    expect(await people().session('c'.repeat(64))).toMatchObject({
      kind: 'browser',
      last_seen_at: iso(AT + HOUR),
    });
    await people().endSession('c'.repeat(64));
    expect(await people().session('c'.repeat(64))).toBeUndefined();
    expect(await people().endSessions(person.id)).toBe(1);
    expect(await people().sessions(person.id)).toEqual([]);
  });

  it('updates the profile and lists the mails, never their links', async () => {
    const person = (await people().byEmail('zainab@example.com')) as Person;
    const updated = await people().updateProfile(person.id, {
      name: 'Zainab H.',
      phone: '0300 1234567',
      location: 'Sargodha',
      bio: null,
      language: 'en',
    });
    expect(updated).toMatchObject({ name: 'Zainab H.', phone: '0300 1234567', bio: null, language: 'en' });
    expect((await people().mails(person.id)).map((mail) => mail.kind)).toEqual(['verify', 'exists']);
  });

  it('deletes an account with its sessions, links and mails, and keeps its courses without it', async () => {
    const db = store.current();
    const person = (await people().byEmail('zainab@example.com')) as Person;
    await db.run(
      `INSERT INTO person_courses (person_id, course, batch_start, enrolled_at, updated_by, updated_at)
       VALUES ($1, 'React JS', '2026-12-07', $2, 'sana', $2)`,
      [person.id, iso(AT)],
    );
    await people().createSession({
      id_hash: 'e'.repeat(64),
      person_id: person.id,
      kind: 'kept',
      address: null,
      created_at: iso(AT),
      last_seen_at: iso(AT),
      expires_at: iso(AT + HOUR),
    });
    expect(await people().delete(person.id)).toBe(true);
    expect(await people().byId(person.id)).toBeUndefined();
    for (const table of ['person_sessions', 'person_links', 'person_mail_outbox'])
      expect(await db.query(`SELECT 1 FROM ${table} WHERE person_id = $1`, [person.id])).toEqual([]);
    expect(await db.query('SELECT person_id, course FROM person_courses')).toEqual([
      { person_id: null, course: 'React JS' },
    ]);
  });

  it('clears expired sessions and links, spent links’ tokens, and accounts never confirmed', async () => {
    const db = store.current();
    const { token } = await signUp('stale@example.com');
    const stale = (await people().byEmail('stale@example.com')) as Person;
    const now = AT + 8 * 24 * HOUR;
    await clearExpired(db, now);
    expect(await people().byId(stale.id)).toBeUndefined();
    expect(await people().openLink(hashToken(token), iso(AT))).toBeUndefined();
    const left = await outbox();
    expect(left.every((row) => row.link_token === null)).toBe(true);
    // A verified account stays, however old.
    expect(await people().byEmail('ali@example.com')).toBeDefined();
  });
});
