import { parseStaffArgs, STAFF_USAGE } from './staff';

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
