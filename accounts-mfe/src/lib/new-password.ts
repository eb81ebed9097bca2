// What a page checks of a new password before sending it (Create Account, a reset or invitation
// link): the staff contract's rules that need no list, its length and the account's name inside
// it, the e-mail address's part before the @ standing for the username, as the API reads it. The
// API checks them again, and whether the password is a common or leaked one.
import type { PersonPasswordProblem } from '@site/people';
import { passwordRuleProblems } from '@site/staff';

/** The message of what is wrong with `password` for the account `email`, if anything. */
export function newPasswordProblem(
  password: string,
  email: string,
  words: Readonly<Record<PersonPasswordProblem, string>>,
): string | undefined {
  const address = email.trim();
  const problems = passwordRuleProblems(password, address.slice(0, Math.max(0, address.indexOf('@'))));
  if (problems.length === 0) return undefined;
  return problems
    .map((problem) => words[problem === 'containsUsername' ? 'containsEmail' : problem])
    .join(' ');
}
