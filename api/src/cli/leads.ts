import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveDbPath } from '../config';
import { schemaVersion } from '../db/migrate';
import type { Database } from '../db/sql';
import { openStore } from '../db/store';
import { enrollmentKind, leadKinds, projectRequestKind, type LeadKind } from '../leads/kinds';
import { formatCsv, formatJsonLines, formatText } from './leads-format';
import { retryDeadMails } from '../mail/outbox';
import { listLeads } from './leads-query';
import { processIo, runMain } from './main';

/**
 * For the company's staff: every lead (project requests and enrollments), newest first, with
 * where its e-mail stands. Reads API_DB_PATH (default api/data/requests.db) read-only, so it is
 * safe while the API runs.
 */

export const USAGE = `Usage: npm run leads -w api -- [options]
  --json                 one JSON object per line
  --csv                  CSV for a spreadsheet (UTF-8, CRLF)
  --out <file>           write to a file instead of the screen (use it for --csv)
  --kind <kind>          project or enrollment only
  --since <when>         from a day (YYYY-MM-DD, from midnight Pakistan time) or an instant
                         (2026-11-22T09:30:00Z, 2026-11-22T14:30+05:00)
  --limit <n>            only the newest n
  --dead                 only the leads whose mail was given up
  --retry <kind>:<id>    send a given-up mail again (project:12, enrollment:3); --retry dead: all of them`;

export interface Options {
  format: 'text' | 'json' | 'csv';
  kinds: readonly LeadKind[];
  since?: string;
  limit?: number;
  out?: string;
  deadOnly?: boolean;
  /** Send given-up mails again instead of listing: one lead's, or every one. */
  retry?: { kind: string; leadId: number } | 'all';
}

/** `--retry project:12` → the outbox's names for it; `--retry dead` → all. */
function parseRetry(value: string): Options['retry'] {
  if (value === 'dead') return 'all';
  const match = /^(project|enrollment):([1-9]\d{0,15})$/.exec(value);
  if (!match) return undefined;
  return { kind: match[1] === 'project' ? 'project_request' : 'enrollment', leadId: Number(match[2]) };
}

const kindsByOption: Record<string, readonly LeadKind[]> = {
  project: [projectRequestKind],
  enrollment: [enrollmentKind],
};

/** `--since` as an ISO UTC instant; a bare day starts at midnight in Pakistan (UTC+5, no DST). */
export function parseSince(text: string): string | undefined {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(text);
  if (!day && !instant) return undefined;
  // Date would roll 2026-02-30 over into March: refuse a day that is not in the calendar.
  const [year = 0, month = 0, date = 0] = text.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, date));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== date) return undefined;
  const parsed = new Date(day ? `${text}T00:00:00+05:00` : text);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
}

/** The options, or the message to print (usage for --help). */
export function parseArgs(argv: readonly string[]): Options | string {
  const options: Options = { format: 'text', kinds: leadKinds };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const value = argv[index + 1];
    const needsValue = ['--kind', '--since', '--limit', '--out', '--retry'].includes(arg ?? '');
    if (needsValue && (value === undefined || value.startsWith('--')))
      return `${arg} needs a value.\n${USAGE}`;
    switch (arg) {
      case '--json':
      case '--csv':
        if (options.format !== 'text') return `Choose one of --json and --csv.\n${USAGE}`;
        options.format = arg === '--json' ? 'json' : 'csv';
        break;
      case '--kind': {
        const kinds = kindsByOption[value ?? ''];
        if (!kinds) return `--kind is project or enrollment.\n${USAGE}`;
        options.kinds = kinds;
        break;
      }
      case '--since':
        options.since = parseSince(value ?? '');
        if (!options.since)
          return `--since needs a date (YYYY-MM-DD) or an ISO date-time with a zone.\n${USAGE}`;
        break;
      case '--limit': {
        const limit = Number(value);
        if (!Number.isInteger(limit) || limit < 1) return `--limit needs a positive whole number.\n${USAGE}`;
        options.limit = limit;
        break;
      }
      case '--out':
        options.out = value;
        break;
      case '--dead':
        options.deadOnly = true;
        break;
      case '--retry':
        options.retry = parseRetry(value ?? '');
        if (!options.retry) return `--retry needs project:<id>, enrollment:<id> or dead.\n${USAGE}`;
        break;
      case '--help':
      case '-h':
        return USAGE;
      default:
        return `Unknown option ${arg}.\n${USAGE}`;
    }
    if (needsValue) index += 1;
  }
  return options;
}

/**
 * The store the API uses: PostgreSQL with DATABASE_URL, else the SQLite file (API_DB_PATH), which
 * must exist already (the API creates it). `writable` false: SQLite read-only.
 */
export function openExistingStore(
  env: NodeJS.ProcessEnv,
  writable: boolean,
  err: (text: string) => void,
): Database | undefined {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const dbPath = resolveDbPath(env);
  if (!databaseUrl && !existsSync(dbPath)) {
    err(`No database at ${dbPath} yet (the API creates it on first start; API_DB_PATH picks another).`);
    return undefined;
  }
  return openStore({ databaseUrl, dbPath, poolMax: 2 }, { readonly: !writable, create: false });
}

export async function run(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void,
  err: (text: string) => void,
): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    (options === USAGE ? out : err)(options);
    return options === USAGE ? 0 : 2;
  }
  const db = openExistingStore(env, Boolean(options.retry), err);
  if (!db) return 1;
  if (options.retry) return retry(db, options.retry, out, err);
  let text: string;
  try {
    const leads = await listLeads(db, options);
    text =
      options.format === 'json'
        ? formatJsonLines(leads)
        : options.format === 'csv'
          ? formatCsv(leads, options.kinds)
          : formatText(leads);
  } catch (error) {
    err(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await db.close();
  }
  if (options.out) {
    // Relative to where the command was typed, not api/ where npm runs it.
    const target = path.resolve(env.INIT_CWD ?? process.cwd(), options.out);
    writeFileSync(target, options.format === 'csv' ? text : `${text}\n`);
    err(`Wrote ${target}.`);
  } else {
    out(options.format === 'csv' ? text.replace(/\r\n$/, '') : text);
  }
  return 0;
}

/** Makes given-up mails due again; the API's mail worker sends them within MAIL_POLL_MS. */
async function retry(
  db: Database,
  which: NonNullable<Options['retry']>,
  out: (text: string) => void,
  err: (text: string) => void,
): Promise<number> {
  try {
    const version = await schemaVersion(db);
    if (version < 3) {
      err(`The database is at schema version ${version}: start the API once to upgrade it.`);
      return 1;
    }
    const count = await retryDeadMails(db, which, Date.now());
    if (count === 0) {
      err(which === 'all' ? 'No mail has been given up.' : 'That lead has no given-up mail.');
      return 1;
    }
    out(
      `${count === 1 ? 'One mail is' : `${count} mails are`} due again: the API sends ${
        count === 1 ? 'it' : 'them'
      } within seconds (with SMTP_URL set).`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module)
  runMain(() => run(process.argv.slice(2), process.env, processIo.out, processIo.err));
