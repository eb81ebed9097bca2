import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DECISIONS, explainedNumbers, headProblems, missingNumbers, readRecords } from './decision-records';

const records = readRecords();
const numbers = new Set(records.map(({ number }) => number));
const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');

describe('decision records', () => {
  it('each opens with its title, date and status', () => {
    const problems = records.flatMap(({ file, number, text }) =>
      headProblems(number, text, (n) => numbers.has(n)).map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('a head without a date, with an impossible one or a dangling status is refused', () => {
    const exists = (n: string) => n === '0002';
    expect(headProblems('0001', '# 0001 A\n\nDate: 2026-11-24\nStatus: accepted\n', exists)).toEqual([]);
    expect(headProblems('0001', '# 0001 A\n\nStatus: accepted\n', exists)).toHaveLength(2);
    expect(headProblems('0001', '# 0001 A\n\nDate: 2026-02-30\nStatus: accepted\n', exists)).toHaveLength(1);
    expect(
      headProblems('0001', '# 0001 A\n\nDate: 2026-11-24\nStatus: superseded by 0003\n', exists),
    ).toEqual(['it is superseded by 0003, no later record']);
  });

  it('the index lists every record, and says why each missing number is missing', () => {
    for (const { file, number } of records) expect(index).toContain(`| [${number}](${file}) |`);
    expect(missingNumbers(records)).toEqual(explainedNumbers(index));
  });

  it('a number left out without a word is found', () => {
    const of = (...numbers: string[]) =>
      numbers.map((number) => ({ file: `${number}-a.md`, number, text: '' }));
    expect(missingNumbers(of('0001', '0004'))).toEqual(['0002', '0003']);
    expect(explainedNumbers('| 0002–0003 | never used: … |\n')).toEqual(['0002', '0003']);
  });
});
