import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { checksumName } from './names';

/**
 * The files of a backup, written so that a half-written one never looks complete: each is written
 * under a temporary name (`.<name>.<pid>.partial`), fsynced, then given its name; the backup
 * counts as complete once its checksum file is there, which is written last the same way. Both
 * are readable by their owner only: a backup holds every lead and the staff's password hashes.
 */

/** Files and folders of backups: the owner's only. */
export const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** Refused: what a person must fix, said in one message (the tools print it and exit 1). */
export class BackupRefused extends Error {}

/** An error's message (errors of Node's streams may come from another realm than `Error`'s). */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

export function ensureDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
}

/** The temporary name of `name` while this process writes it. */
export function partialPath(dir: string, name: string): string {
  return path.join(dir, `.${name}.${process.pid}.partial`);
}

const PARTIAL = /^\..+\.(\d+)\.partial(?:-journal|-wal|-shm)?$/;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes what backups whose process has ended left behind (killed, or the machine stopped). */
export function removeStalePartials(dir: string): void {
  for (const name of readdirSync(dir)) {
    const pid = Number(PARTIAL.exec(name)?.[1]);
    if (pid && pid !== process.pid && !alive(pid)) rmSync(path.join(dir, name), { force: true });
  }
}

export function fsyncPath(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Gives a written temporary file its name: fsynced first, then linked (which, unlike a rename,
 * never replaces a file already there), then the temporary name removed and the folder fsynced.
 */
export function publish(partial: string, final: string): void {
  fsyncPath(partial);
  try {
    linkSync(partial, final);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new BackupRefused(`${final} exists already: not replaced.`);
    throw error;
  }
  unlinkSync(partial);
  fsyncPath(path.dirname(final));
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Writes `<file>.sha256` in `sha256sum`'s format (`sha256sum -c` checks it), atomically. */
export function writeChecksum(file: string, sha256: string): void {
  const target = checksumName(file);
  const partial = partialPath(path.dirname(file), path.basename(target));
  writeFileSync(partial, `${sha256}  ${path.basename(file)}\n`, { mode: FILE_MODE });
  fsyncPath(partial);
  renameSync(partial, target);
  fsyncPath(path.dirname(file));
}

/**
 * Checks `file` against its checksum file before anything reads it: a damaged or truncated
 * backup, or one without its checksum, is refused with what is wrong.
 */
export async function verifyChecksum(file: string): Promise<string> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupRefused(`${file}: no such file.`);
  const sidecar = checksumName(file);
  if (!existsSync(sidecar))
    throw new BackupRefused(
      `${file} has no checksum file (${path.basename(sidecar)}): the backup is incomplete, or its checksum was not copied with it. Refused.`,
    );
  const line = readFileSync(sidecar, 'utf8');
  const match = /^([0-9a-f]{64}) [ *](.+)\n?$/.exec(line);
  if (!match)
    throw new BackupRefused(`${sidecar} is not a SHA-256 checksum line (sha256sum's format). Refused.`);
  const [, expected, named] = match;
  if (named !== path.basename(file))
    throw new BackupRefused(
      `${sidecar} is the checksum of ${named}, not of ${path.basename(file)} (renamed by hand?). Refused.`,
    );
  const actual = await sha256OfFile(file);
  if (actual !== expected)
    throw new BackupRefused(
      `${file} is damaged: its SHA-256 is ${actual}, its checksum file says ${expected} (${statSync(file).size} bytes: truncated or changed since it was made). Refused.`,
    );
  return actual;
}
