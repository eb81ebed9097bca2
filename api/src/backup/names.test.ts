import { backupName, kindOfFile, parseBackupName } from './names';

describe('backup names', () => {
  it('say the kind and the UTC second, and sort by time', () => {
    const at = new Date('2026-11-28T21:30:05.678Z');
    expect(backupName('sqlite', at)).toBe('leads-2026-11-28T21-30-05Z.sqlite.gz');
    expect(backupName('postgres', at)).toBe('leads-2026-11-28T21-30-05Z.pgdump');
    expect(parseBackupName('leads-2026-11-28T21-30-05Z.pgdump')).toEqual({
      name: 'leads-2026-11-28T21-30-05Z.pgdump',
      kind: 'postgres',
      at: new Date('2026-11-28T21:30:05Z'),
      day: '2026-11-28',
    });
    for (const other of [
      'leads-2026-11-28T21-30-05Z.sqlite',
      'leads-2026-02-30T21-30-05Z.pgdump',
      '.leads-2026-11-28T21-30-05Z.pgdump.123.partial',
      'leads-2026-11-28T21-30-05Z.pgdump.sha256',
    ])
      expect(parseBackupName(other)).toBeUndefined();
  });

  it('say the kind of a backup renamed by hand', () => {
    expect(kindOfFile('before-the-move.sqlite.gz')).toBe('sqlite');
    expect(kindOfFile('before-the-move.pgdump')).toBe('postgres');
    expect(kindOfFile('requests.db')).toBeUndefined();
  });
});
