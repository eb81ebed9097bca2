/**
 * A backup's name says what it is and when it was made: `leads-2026-11-28T21-30-00Z.sqlite.gz`
 * (SQLite: the database file, gzipped) or `leads-2026-11-28T21-30-00Z.pgdump` (PostgreSQL:
 * pg_dump's custom format), the instant in UTC to the second, with `-` for `:` so that the name
 * is a valid file name everywhere and sorts by time. Its checksum is `<name>.sha256`.
 */

export type BackupKind = 'sqlite' | 'postgres';

const extensions: Record<BackupKind, string> = { sqlite: 'sqlite.gz', postgres: 'pgdump' };

const NAME = /^leads-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.(sqlite\.gz|pgdump)$/;

export interface BackupName {
  name: string;
  kind: BackupKind;
  /** When it was made (to the second). */
  at: Date;
  /** Its UTC day, `YYYY-MM-DD`. */
  day: string;
}

/** The name of a backup of `kind` made at `at`. */
export function backupName(kind: BackupKind, at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/:/g, '-');
  return `leads-${stamp}Z.${extensions[kind]}`;
}

/** What a file name says of the backup, or undefined for any other file. */
export function parseBackupName(name: string): BackupName | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [, day = '', hours, minutes, seconds, extension] = match;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day) return undefined;
  return { name, kind: extension === 'pgdump' ? 'postgres' : 'sqlite', at, day };
}

/** The kind a file's name ends with, whatever the rest of it (a backup renamed by hand). */
export function kindOfFile(name: string): BackupKind | undefined {
  if (name.endsWith(`.${extensions.sqlite}`)) return 'sqlite';
  if (name.endsWith(`.${extensions.postgres}`)) return 'postgres';
  return undefined;
}

/** The checksum file beside a backup. */
export function checksumName(name: string): string {
  return `${name}.sha256`;
}

/** What a store of each kind is called in messages. */
export const storeTitles: Record<BackupKind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
