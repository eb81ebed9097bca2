import { existsSync } from 'node:fs';
import { resolveDbPath } from '../config';
import { openDatabase } from '../db/database';
import { listRequests } from '../db/requests-repository';
import type { StoredProjectRequest } from '../project-request/fields';

/**
 * For the company's staff: lists the stored project requests, newest first.
 *   npm run requests -w api                   readable list
 *   npm run requests -w api -- --json         one JSON object per line
 *   npm run requests -w api -- --limit 20     only the newest 20
 * Reads API_DB_PATH (default api/data/requests.db), read-only: safe while the API runs.
 */

const USAGE = 'Usage: list-requests [--json] [--limit N]';

interface Options {
  json: boolean;
  limit: number;
}

export function parseArgs(argv: readonly string[]): Options | string {
  const options: Options = { json: false, limit: Number.MAX_SAFE_INTEGER };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--json') options.json = true;
    else if (arg === '--limit') {
      const value = Number(argv[index + 1]);
      if (!Number.isInteger(value) || value < 1) return `--limit needs a positive whole number.\n${USAGE}`;
      options.limit = value;
      index += 1;
    } else if (arg === '--help' || arg === '-h') return USAGE;
    else return `Unknown option ${arg}.\n${USAGE}`;
  }
  return options;
}

function indent(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/** One readable block per request. */
export function formatRequests(rows: readonly StoredProjectRequest[]): string {
  if (rows.length === 0) return 'No project requests yet.';
  const blocks = rows.map((row) => {
    const when = row.submitted_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
    const company = row.company_name ? ` (${row.company_name})` : '';
    return [
      `#${row.id}  ${when}  ${row.project_type}  |  Budget: ${row.budget_range ?? 'not given'}`,
      `    From: ${row.full_name}${company} <${row.email}>`,
      indent(row.project_details),
    ].join('\n');
  });
  const count = `${rows.length} project request${rows.length === 1 ? '' : 's'}, newest first.`;
  return `${count}\n\n${blocks.join('\n\n')}`;
}

export function run(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void,
  err: (text: string) => void,
): number {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    (options === USAGE ? out : err)(options);
    return options === USAGE ? 0 : 2;
  }
  const file = resolveDbPath(env);
  if (!existsSync(file)) {
    err(`No database at ${file} yet (the API creates it on first start; API_DB_PATH picks another).`);
    return 1;
  }
  const db = openDatabase(file, { readonly: true });
  try {
    const rows = listRequests(db, options.limit);
    if (options.json) rows.forEach((row) => out(JSON.stringify(row)));
    else out(formatRequests(rows));
    return 0;
  } finally {
    db.close();
  }
}

if (require.main === module) {
  process.exitCode = run(
    process.argv.slice(2),
    process.env,
    (text) => process.stdout.write(`${text}\n`),
    (text) => process.stderr.write(`${text}\n`),
  );
}
