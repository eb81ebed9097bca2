import { randomBytes } from 'node:crypto';
import { PASSWORD } from '../testing/staff';
import { createTestStore, storeKinds, type TestStore } from '../testing/stores';
import { parseStaffArgs, runStaffTool, STAFF_USAGE } from './staff';

describe('parseStaffArgs', () => {
  it('reads each command', () => {
    expect(parseStaffArgs(['add', 'Sana', '--admin'])).toEqual({
      command: 'add',
      username: 'sana',
      role: 'admin',
      passwordStdin: false,
    });
    expect(parseStaffArgs(['add', 'bilal', '--password-stdin'])).toMatchObject({
      role: 'staff',
      passwordStdin: true,
    });
    expect(parseStaffArgs(['reset', 'sana'])).toEqual({
      command: 'reset',
      username: 'sana',
      passwordStdin: false,
    });
    expect(parseStaffArgs(['disable', 'sana'])).toEqual({ command: 'disable', username: 'sana' });
    expect(parseStaffArgs(['list'])).toEqual({ command: 'list' });
    expect(parseStaffArgs(['--help'])).toBe(STAFF_USAGE);
  });

  it('refuses what it cannot do, with the reason', () => {
    expect(parseStaffArgs(['add'])).toMatch(/^add needs one username\./);
    expect(parseStaffArgs(['add', 'a b', 'c'])).toMatch(/^add needs one username\./);
    expect(parseStaffArgs(['add', 'x'])).toMatch(/^A username is 3 to 64/);
    expect(parseStaffArgs(['add', '<script>'])).toMatch(/^A username is 3 to 64/);
    expect(parseStaffArgs(['disable', 'sana', '--admin'])).toMatch(/^disable does not take --admin\./);
    // A password never on the command line: there is no option for one.
    expect(parseStaffArgs(['add', 'sana', '--password', 'hunter2'])).toMatch(
      /^add does not take --password\./,
    );
    expect(parseStaffArgs(['drop', 'sana'])).toMatch(/^Unknown command drop\./);
  });
});

/** The staff tool on a store of its own, as an operator runs it (`npm run staff -w api -- …`). */
describe.each(storeKinds)('the staff tool on the %s store', (kind) => {
  let store: TestStore;
  const key = randomBytes(32).toString('base64');
  beforeEach(async () => {
    store = await createTestStore(kind);
  });
  afterEach(() => store.remove());

  async function tool(argv: string[], stdin = PASSWORD) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffTool(
      argv,
      { ...store.env, STAFF_SECRET_KEY: key, PUBLIC_ORIGIN: 'http://localhost:3000' },
      { out: (text) => out.push(text), err: (text) => err.push(text), readStdin: async () => `${stdin}\n` },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('creates no account when the password from standard input is refused', async () => {
    const refused = await tool(['add', 'bilal', '--password-stdin'], 'bilal password 2026');
    expect(refused).toEqual({ code: 1, out: '', err: "Don't use your username in your password." });
    expect((await tool(['list'])).out).toBe(
      'No staff accounts yet: npm run staff -w api -- add <username> --admin',
    );
    // And then, with a good one, the name is free.
    expect((await tool(['add', 'bilal', '--password-stdin'])).code).toBe(0);
  });

  it('leaves an account as it was when a reset’s new password is refused', async () => {
    expect((await tool(['add', 'sana', '--password-stdin'])).code).toBe(0);
    expect((await tool(['reset', 'sana', '--password-stdin'], 'password1234')).code).toBe(1);
    expect((await tool(['list'])).out).toMatch(/^sana\s+staff\s+active, authenticator,/);
  });

  it('gives every account an authenticator, printed once as its secret and otpauth:// URI', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const name = `${role}-member`;
      const added = await tool(['add', name, ...(role === 'admin' ? ['--admin'] : []), '--password-stdin']);
      expect(added.code).toBe(0);
      const secret = /secret: ([A-Z2-7]{32})/.exec(added.out)?.[1];
      expect(secret).toBeDefined();
      expect(added.out).toMatch(new RegExp(`^  otpauth://totp/[^:]+:${name}\\?secret=${secret}&`, 'm'));
      expect((await tool(['list'])).out).toMatch(
        new RegExp(`^${name}\\s+${role}\\s+active, authenticator,`, 'm'),
      );
    }
    const link = await tool(['add', 'imran']);
    expect(link.out).toContain('to set a password and an authenticator app (valid 24 hours, once)');
  });
});
