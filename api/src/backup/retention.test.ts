import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backupName, parseBackupName, type BackupName } from './names';
import { backupsToKeep, pruneBackups } from './retention';

const now = new Date('2026-11-28T21:30:00Z');

/** A backup made `hoursAgo` hours before `now`. */
function made(hoursAgo: number, kind: 'sqlite' | 'postgres' = 'sqlite'): BackupName {
  const backup = parseBackupName(backupName(kind, new Date(now.getTime() - hoursAgo * 3_600_000)));
  if (!backup) throw new Error('unreadable name');
  return backup;
}

describe('backupsToKeep', () => {
  it('keeps the newest keepLast, whatever their age', () => {
    const backups = [0, 1, 2, 3, 400, 900].map((hours) => made(hours));
    const kept = backupsToKeep(backups, { keepLast: 3, keepDays: 0 }, now);
    expect([...kept].sort()).toEqual(
      backups
        .slice(0, 3)
        .map((backup) => backup.name)
        .sort(),
    );
  });

  it('and the newest of each of the last keepDays days (UTC, today the first)', () => {
    // Hourly for three days: today 21:30, 20:30 … 00:30, then yesterday, the day before.
    const hourly = Array.from({ length: 72 }, (_, hours) => made(hours));
    const kept = backupsToKeep(hourly, { keepLast: 2, keepDays: 2 }, now);
    expect([...kept].sort()).toEqual(
      [
        'leads-2026-11-27T23-30-00Z.sqlite.gz', // yesterday's newest
        'leads-2026-11-28T20-30-00Z.sqlite.gz', // the newest two
        'leads-2026-11-28T21-30-00Z.sqlite.gz', // (also today's newest)
      ].sort(),
    );
  });

  it('keeps a backup dated after today (a clock set back since), and one made this moment', () => {
    const future = made(-48);
    expect(backupsToKeep([future, made(0)], { keepLast: 1, keepDays: 0 }, now)).toEqual(
      new Set([future.name, made(0).name]),
    );
  });

  it('counts both kinds of backup together, by time', () => {
    const kept = backupsToKeep([made(0, 'postgres'), made(1, 'sqlite')], { keepLast: 1, keepDays: 0 }, now);
    expect(kept).toEqual(new Set([made(0, 'postgres').name]));
  });
});

describe('pruneBackups', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'api-retention-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string) => writeFileSync(path.join(dir, name), 'x');

  it('removes the backups the rule does not keep, with their checksums, and touches nothing else', () => {
    const backups = [0, 1, 2, 30, 60].map((hours) => made(hours).name);
    for (const name of backups) {
      write(name);
      write(`${name}.sha256`);
    }
    // Not complete (no checksum): maybe being written, or copied without it. Not ours to remove.
    const incomplete = made(100).name;
    write(incomplete);
    write('notes.txt');
    write('leads-old.sqlite.gz');

    const { kept, removed } = pruneBackups(dir, { keepLast: 2, keepDays: 2 }, now);

    // The newest two, and yesterday's newest (30 hours ago is 2026-11-27T15:30).
    expect(kept).toEqual([backups[0], backups[1], backups[3]].sort());
    expect(removed).toEqual([backups[2], backups[4]].sort());
    expect(readdirSync(dir).sort()).toEqual(
      [
        ...kept.flatMap((name) => [name, `${name}.sha256`]),
        incomplete,
        'notes.txt',
        'leads-old.sqlite.gz',
      ].sort(),
    );
  });
});
