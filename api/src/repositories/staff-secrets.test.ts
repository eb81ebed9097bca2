import { randomBytes } from 'node:crypto';
import { secretBox, SecretUnreadable } from '../auth/secret-box';
import { generateTotpSecret } from '../auth/totp';
import { clearExpired } from '../db/housekeeping';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import type { Database } from '../db/sql';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { SqlStaffRepository } from './staff-repository';
import { sealStoredSecrets } from './staff-secrets';

const at = '2026-11-28T10:00:00.000Z';
const later = '2026-11-28T11:00:00.000Z';

/**
 * The authenticators' secrets at rest (issue 42): sealed with STAFF_SECRET_KEY in the accounts'
 * rows and the unused links', none kept in a used link, and the secrets stored in the clear before
 * sealed when the API starts.
 */
describe.each(storeKinds)('the authenticators’ secrets on the %s store', (kind) => {
  let store: TestStore;
  let db: Database;
  const box = secretBox(randomBytes(32));
  beforeEach(async () => {
    store = await createTestStore(kind);
    db = store.open();
  });
  afterEach(async () => {
    await db.close();
    await store.remove();
  });

  const stored = (table: string) =>
    db.query<{ totp_secret: string | null }>(`SELECT totp_secret FROM ${table} ORDER BY created_at`);

  it('are stored sealed, handed out opened, and a used or replaced link keeps none', async () => {
    await migrate(db);
    const staff = new SqlStaffRepository(db, box);
    const account = await staff.create('sana', 'staff', at);
    const first = generateTotpSecret();
    const second = generateTotpSecret();
    await staff.issueLink({
      token_hash: 'a'.repeat(64),
      staff_id: account.id,
      totp_secret: first,
      created_at: at,
      expires_at: later,
    });
    const [row] = await stored('staff_links');
    expect(row?.totp_secret).toMatch(/^v1\./);
    expect(row?.totp_secret).not.toContain(first);
    expect((await staff.openLink('a'.repeat(64), at))?.link.totp_secret).toBe(first);

    // A new link replaces the first: its secret goes with it.
    await staff.issueLink({
      token_hash: 'b'.repeat(64),
      staff_id: account.id,
      totp_secret: second,
      created_at: later,
      expires_at: later.replace('11:', '12:'),
    });
    expect((await stored('staff_links'))[0]?.totp_secret).toBeNull();

    const used = await staff.useLink('b'.repeat(64), {
      passwordHash: 'hash',
      totpSecret: second,
      totpStep: 1,
      at: later,
    });
    expect(used).toBe(true);
    expect((await stored('staff_links')).map((link) => link.totp_secret)).toEqual([null, null]);
    const [sealed] = await stored('staff');
    expect(sealed?.totp_secret).toMatch(/^v1\./);
    expect(sealed?.totp_secret).not.toContain(second);
    expect((await staff.byUsername('sana'))?.totp_secret).toBe(second);
  });

  it('leave a link that expired unused at the next housekeeping', async () => {
    await migrate(db);
    const staff = new SqlStaffRepository(db, box);
    const account = await staff.create('hira', 'staff', at);
    await staff.issueLink({
      token_hash: 'c'.repeat(64),
      staff_id: account.id,
      totp_secret: generateTotpSecret(),
      created_at: at,
      expires_at: later,
    });
    await clearExpired(db, Date.parse(at));
    expect((await stored('staff_links'))[0]?.totp_secret).toMatch(/^v1\./);
    await clearExpired(db, Date.parse(later) + 1);
    expect((await stored('staff_links'))[0]?.totp_secret).toBeNull();
  });

  it('stored in the clear before, are sealed at start once, however many instances start', async () => {
    await migrate(db);
    const clear = generateTotpSecret();
    await db.run(
      "INSERT INTO staff (username, role, totp_secret, created_at) VALUES ('ayesha', 'admin', $1, $2)",
      [clear, at],
    );
    const [staffSealed, again] = await Promise.all([sealStoredSecrets(db, box), sealStoredSecrets(db, box)]);
    expect((staffSealed ?? 0) + (again ?? 0)).toBe(1);
    expect(await sealStoredSecrets(db, box)).toBe(0);
    const [row] = await stored('staff');
    expect(row?.totp_secret).toMatch(/^v1\./);
    expect((await new SqlStaffRepository(db, box).byUsername('ayesha'))?.totp_secret).toBe(clear);
  });

  it('stop the start with a clear message when STAFF_SECRET_KEY is not the key they were sealed with', async () => {
    await migrate(db);
    await new SqlStaffRepository(db, box).create('imran', 'admin', at);
    await db.run("UPDATE staff SET totp_secret = $1 WHERE username = 'imran'", [
      box.seal('JBSWY3DPEHPK3PXP', 'staff:1:totp'),
    ]);
    const other = secretBox(randomBytes(32));
    await expect(sealStoredSecrets(db, other)).rejects.toThrow(SecretUnreadable);
    await expect(sealStoredSecrets(db, other)).rejects.toThrow(
      /a restore needs the key of the store it was backed up from/,
    );
  });

  it('migration 8: used links lose their secret, and sign-in failures are keyed as staff', async () => {
    await migrate(
      db,
      migrations.filter((migration) => migration.version <= 7),
    );
    await db.run("INSERT INTO staff (username, role, created_at) VALUES ('sana', 'staff', $1)", [at]);
    await db.run(
      `INSERT INTO staff_links (token_hash, staff_id, totp_secret, created_at, expires_at, used_at)
       VALUES ('used', 1, 'USEDSECRET', $1, $2, $2), ('open', 1, 'OPENSECRET', $2, $2, NULL)`,
      [at, later],
    );
    await db.run("INSERT INTO sign_in_failures (account, address, at) VALUES ('sana', '203.0.113.9', $1)", [
      at,
    ]);
    await migrate(db);
    expect(await db.query('SELECT token_hash, totp_secret FROM staff_links ORDER BY token_hash')).toEqual([
      { token_hash: 'open', totp_secret: 'OPENSECRET' },
      { token_hash: 'used', totp_secret: null },
    ]);
    expect(await db.query('SELECT account FROM sign_in_failures')).toEqual([{ account: 'staff:sana' }]);
    // The unused link's clear secret is sealed at the next start.
    expect(await sealStoredSecrets(db, box)).toBe(1);
    expect(
      (await db.one<{ totp_secret: string }>("SELECT totp_secret FROM staff_links WHERE token_hash = 'open'"))
        ?.totp_secret,
    ).toMatch(/^v1\./);
  });
});
