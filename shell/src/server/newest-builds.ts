// When the newest build of each remote that this server ran was signed, by remote and host
// (remote-versions.ts refuses an older one: whoever can write to a remote's host could otherwise
// bring back an older, perhaps vulnerable, signed build). Kept in a file of the server's state
// folder (SITE_STATE_DIR), the one place the permission model lets it write
// (deploy/site-server-command.cjs), so that a restart keeps refusing what it refused (issue 42).
// Without a folder, in memory only, as before: a restarted server accepts its first build of each
// remote. Every instance of a set may share the folder: each write keeps the newest of what the
// file and this server hold, and the instances all see the same builds.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file in the state folder. */
export const NEWEST_BUILDS_FILE = 'remote-versions.json';

type Log = (level: 'info' | 'warn' | 'error', message: string, details?: Record<string, unknown>) => void;

export class NewestBuilds {
  private readonly newest = new Map<string, number>();
  private readonly file: string | undefined;

  constructor(
    stateDir: string | undefined,
    private readonly log: Log,
  ) {
    this.file = stateDir ? path.join(stateDir, NEWEST_BUILDS_FILE) : undefined;
    for (const [host, signedAt] of this.read()) this.newest.set(host, signedAt);
    if (!this.file)
      log('info', 'no SITE_STATE_DIR: the newest build of each remote is remembered until a restart only');
  }

  /** When the newest build run from `host` (`<remote> <manifest URL>`) was signed, if one was. */
  get(host: string): number | undefined {
    return this.newest.get(host);
  }

  /** A build run from `host`, signed at `signedAt`: remembered (and written) when it is newer. */
  ran(host: string, signedAt: number) {
    if (signedAt <= (this.newest.get(host) ?? -1)) return;
    this.newest.set(host, signedAt);
    this.write();
  }

  /** What the file says, or nothing (none yet, or unreadable: said once). */
  private read(): Map<string, number> {
    const read = new Map<string, number>();
    if (!this.file) return read;
    try {
      const stored = JSON.parse(readFileSync(this.file, 'utf8')) as unknown;
      if (typeof stored === 'object' && stored !== null)
        for (const [host, signedAt] of Object.entries(stored))
          if (typeof signedAt === 'number' && Number.isFinite(signedAt)) read.set(host, signedAt);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        this.log('warn', `${this.file} could not be read: the remotes' newest builds start afresh`, {
          error: String(error),
        });
    }
    return read;
  }

  private write() {
    if (!this.file) return;
    const merged = this.read();
    for (const [host, signedAt] of this.newest) merged.set(host, Math.max(signedAt, merged.get(host) ?? -1));
    const draft = `${this.file}.${process.pid}.tmp`;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(draft, `${JSON.stringify(Object.fromEntries(merged), null, 2)}\n`);
      renameSync(draft, this.file);
    } catch (error) {
      this.log(
        'error',
        `${this.file} could not be written: a restart would forget the remotes' newest builds`,
        {
          error: String(error),
        },
      );
    }
  }
}
