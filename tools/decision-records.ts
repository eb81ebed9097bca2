// Decision records (docs/decisions/README.md): each opens with its date and status, and the index
// lists every record, and every number not used, once. Checked by decision-records.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DECISIONS = path.join(__dirname, '..', 'docs', 'decisions');
const RECORD = /^(\d{4})-[a-z0-9-]+\.md$/;

export interface DecisionRecord {
  file: string;
  number: string;
  text: string;
}

/** The records of a folder, by number. */
export function readRecords(folder = DECISIONS): DecisionRecord[] {
  return readdirSync(folder)
    .filter((file) => RECORD.test(file))
    .sort()
    .map((file) => ({ file, number: file.slice(0, 4), text: readFileSync(path.join(folder, file), 'utf8') }));
}

/** The problems of a record's head: `# NNNN Title`, a blank line, `Date:` and `Status:`. */
export function headProblems(number: string, text: string, exists: (n: string) => boolean): string[] {
  const [title = '', blank, date = '', status = ''] = text.split('\n');
  const problems: string[] = [];
  if (!title.startsWith(`# ${number} `)) problems.push(`the title line is not "# ${number} …"`);
  if (blank !== '') problems.push('no blank line after the title');
  const day = /^Date: (\d{4}-\d{2}-\d{2}) *$/.exec(date)?.[1];
  if (
    !day ||
    Number.isNaN(Date.parse(day)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  )
    problems.push('no "Date: YYYY-MM-DD" line after it');
  const state = /^Status: (.+)$/.exec(status)?.[1];
  if (!state || !/^(accepted|superseded by \d{4})\b/.test(state))
    problems.push('no "Status: accepted" or "Status: superseded by NNNN" line after the date');
  for (const [, later = ''] of (state ?? '').matchAll(/superseded by (\d{4})/g))
    if (!exists(later) || later <= number) problems.push(`it is superseded by ${later}, no later record`);
  return problems;
}

/** The numbers below the last record that no record has. */
export function missingNumbers(records: readonly DecisionRecord[]): string[] {
  const numbers = new Set(records.map(({ number }) => number));
  const last = Number(records.at(-1)?.number ?? 0);
  return Array.from({ length: last }, (_, i) => String(i + 1).padStart(4, '0')).filter(
    (n) => !numbers.has(n),
  );
}

/** The numbers the index says were never used: its rows `| NNNN–NNNN | never used…`. */
export function explainedNumbers(index: string): string[] {
  return [...index.matchAll(/^\| (\d{4})–(\d{4}) \| never used/gm)].flatMap(([, from = '0', to = '0']) =>
    Array.from({ length: Number(to) - Number(from) + 1 }, (_, i) =>
      String(Number(from) + i).padStart(4, '0'),
    ),
  );
}
