// What the set-up page checks before it sends a password: the staff contract's rules that need
// no list (its length, the username inside it), the confirmation, and the authenticator code's
// form. The API checks them again, and whether the password is a common or leaked one.
import { passwordRuleProblems, totpCodeDigits, type setupWords } from '@site/staff';

export type SetupField = 'password' | 'confirm' | 'totpCode';
export type SetupErrors = Partial<Record<SetupField, string>>;

export interface SetupValues {
  password: string;
  confirm: string;
  /** The authenticator code as typed. */
  code: string;
}

/**
 * The messages of the fields that are wrong (none: `errors` is empty), and the code's digits to
 * send. Every account sets up an authenticator (issue 42): the code is required. The confirmation
 * is looked at once the password itself is right.
 */
export function checkSetup(
  values: SetupValues,
  username: string,
  t: Pick<typeof setupWords, 'passwordProblems' | 'mismatch' | 'totp'>,
): { errors: SetupErrors; digits: string | null } {
  const errors: SetupErrors = {};
  const problems = passwordRuleProblems(values.password, username);
  if (problems.length) errors.password = problems.map((problem) => t.passwordProblems[problem]).join(' ');
  else if (values.password !== values.confirm) errors.confirm = t.mismatch;
  const digits = totpCodeDigits(values.code);
  if (!digits) errors.totpCode = t.totp.invalid;
  return { errors, digits };
}
