// The rule for commit messages (docs/decisions/0035-a-codebase-a-newcomer-can-carry-on.md): a subject of at most 72 characters, then,
// when there is more to say, a blank line and the detail in the body.
'use strict';

const SUBJECT_MAX = 72;

/** The problems of a commit message, in words; none when it follows the rule. */
function commitMessageProblems(message) {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  const [subject = '', second] = lines;
  const problems = [];
  if (subject === '') problems.push('the message has no subject line');
  if (subject.length > SUBJECT_MAX)
    problems.push(
      `the subject has ${subject.length} characters (at most ${SUBJECT_MAX}): put the detail in the body`,
    );
  if (second !== undefined && second !== '')
    problems.push('a blank line must separate the subject from the body');
  return problems;
}

module.exports = { commitMessageProblems, SUBJECT_MAX };
