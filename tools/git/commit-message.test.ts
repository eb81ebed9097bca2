import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commitMessageProblems, SUBJECT_MAX } from './commit-message';

describe('commit messages', () => {
  it('takes a short subject alone or with a body after a blank line', () => {
    expect(commitMessageProblems('Dialog: close at once\n')).toEqual([]);
    expect(commitMessageProblems('Dialog: close at once\n\nThe detail, as long as it needs.\n')).toEqual([]);
    // git's comment lines (the editor's template) are not part of the message.
    expect(commitMessageProblems('\nFix the footer\n# Please enter the commit message\n')).toEqual([]);
  });

  it('refuses a subject over 72 characters, a missing blank line and an empty message', () => {
    const long = 'x'.repeat(SUBJECT_MAX + 1);
    expect(commitMessageProblems(long)).toEqual([
      `the subject has ${SUBJECT_MAX + 1} characters (at most ${SUBJECT_MAX}): put the detail in the body`,
    ]);
    expect(commitMessageProblems('x'.repeat(SUBJECT_MAX))).toEqual([]);
    expect(commitMessageProblems('Subject\nbody at once')).toEqual([
      'a blank line must separate the subject from the body',
    ]);
    expect(commitMessageProblems('# only a comment\n')).toEqual(['the message has no subject line']);
  });

  it('is what the commit-msg hook runs', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'commit-msg-')), 'COMMIT_EDITMSG');
    const hook = path.join(__dirname, 'commit-msg');
    writeFileSync(file, 'A fine subject\n');
    expect(() => execFileSync(hook, [file], { stdio: 'pipe' })).not.toThrow();
    writeFileSync(file, `${'y'.repeat(80)}\n`);
    expect(() => execFileSync(hook, [file], { stdio: 'pipe' })).toThrow(/Commit refused: the subject has 80/);
  });
});
