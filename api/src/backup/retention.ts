import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checksumName, parseBackupName, type BackupName } from './names';

/**
 * Which backups are kept (BACKUP_KEEP_LAST, BACKUP_KEEP_DAYS): the newest `keepLast`, whatever
 * their age, and the newest of each of the last `keepDays` days (UTC; today is the first). With
 * hourly backups and the defaults (24, 30): every backup of the last day, and one a day for a
 * month. Nothing else in the folder is touched: only complete backups (a name of ours with its
 * checksum) are counted and removed.
 */
export interface RetentionRule {
  keepLast: number;
  keepDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The names of the backups the rule keeps, of those given. */
export function backupsToKeep(backups: readonly BackupName[], rule: RetentionRule, now: Date): Set<string> {
  // A backup dated after now (the clock was set back since) is not the rule's to remove, nor
  // counted among the newest: the one just made is always kept.
  const future = backups.filter((backup) => backup.at.getTime() > now.getTime());
  const newestFirst = backups
    .filter((backup) => !future.includes(backup))
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.name < b.name ? 1 : -1));
  const kept = new Set([...future, ...newestFirst.slice(0, rule.keepLast)].map((backup) => backup.name));
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const daysSeen = new Set<string>();
  for (const backup of newestFirst) {
    const age = Math.round((today - Date.parse(`${backup.day}T00:00:00Z`)) / DAY_MS);
    if (age < rule.keepDays && !daysSeen.has(backup.day)) {
      daysSeen.add(backup.day);
      kept.add(backup.name);
    }
  }
  return kept;
}

/** The complete backups in `dir`: named as ours, with their checksum beside them. */
export function completeBackups(dir: string): BackupName[] {
  const names = new Set(readdirSync(dir));
  return [...names]
    .map(parseBackupName)
    .filter((backup): backup is BackupName => !!backup && names.has(checksumName(backup.name)));
}

/** Applies the rule to `dir`: removes the backups it does not keep (each with its checksum). */
export function pruneBackups(
  dir: string,
  rule: RetentionRule,
  now: Date,
): { kept: string[]; removed: string[] } {
  const backups = completeBackups(dir);
  const keep = backupsToKeep(backups, rule, now);
  const removed: string[] = [];
  for (const backup of backups) {
    if (keep.has(backup.name)) continue;
    // The checksum first: a backup without it no longer counts as complete, should this stop half-way.
    rmSync(path.join(dir, checksumName(backup.name)), { force: true });
    rmSync(path.join(dir, backup.name), { force: true });
    removed.push(backup.name);
  }
  return { kept: [...keep].sort(), removed: removed.sort() };
}
