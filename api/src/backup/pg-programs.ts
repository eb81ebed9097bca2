import { spawn } from 'node:child_process';
import path from 'node:path';
import { postgresBin } from '../../../tools/run/postgres.js';
import { BackupRefused } from './files';

/** PostgreSQL's client programs the backups run. */
export type PgProgram = 'pg_dump' | 'pg_restore';

/**
 * A program of Debian's PostgreSQL (`/usr/lib/postgresql/<newest>/bin`, or PG_BIN). pg_dump must
 * be of the server's major version or newer: Debian 12's is 15, the fleet's and the tests'.
 */
export function pgProgram(name: PgProgram, env: NodeJS.ProcessEnv = process.env): string {
  const bin = postgresBin(env, undefined, name);
  if (!bin)
    throw new BackupRefused(
      `${name} is not installed: apt-get install -y postgresql-client (or set PG_BIN to the folder of PostgreSQL's programs).`,
    );
  return path.join(bin, name);
}

/**
 * DATABASE_URL as libpq takes it, the password apart: given in the environment (PGPASSWORD), never
 * on a command line, which every user of the machine can read (`ps`).
 */
export function connection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a program to its end; resolves with its standard output, rejects with its error output. */
export function runProgram(
  program: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else
        reject(
          new ProgramFailed(
            `${path.basename(program)} ${signal ? `was stopped (${signal})` : `exited with ${code}`}: ${Buffer.concat(err).toString('utf8').trim()}`,
          ),
        );
    });
  });
}

/** A program that ended in failure, with what it said. */
export class ProgramFailed extends Error {}
