/**
 * The rules of a staff password that both sides know: the set-up page checks them before it
 * sends a password, the API checks them again and, on top, looks the password up in its list of
 * common and leaked passwords (a list of ~49,000, which stays on the server).
 *
 * The policy follows NIST SP 800-63B (§3.1.1.2 in revision 4, §5.1.1.2 in revision 3): a minimum
 * length, a generous maximum, every character allowed, no composition rules ("one digit, one
 * capital"), no periodic changes, but no common or leaked password and not the username.
 */

/** Fewest characters (Unicode code points, after NFKC normalisation). */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * Most characters. A pass phrase fits easily; the cap keeps the work of normalising, checking
 * and hashing one request bounded (argon2 hashes a long password once into its first block, so
 * the length barely changes its cost).
 */
export const PASSWORD_MAX_LENGTH = 128;

/** A username shorter than this is not looked for inside the password (it would match too much). */
export const USERNAME_IN_PASSWORD_MIN_LENGTH = 3;

/** Why a password was refused; `tooCommon` only the API can tell. */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'containsUsername' | 'tooCommon';

/**
 * The form in which a password is checked and hashed. NFKC makes the same password typed on
 * different systems the same (an "é" composed or as "e" + accent; full-width letters of an East
 * Asian keyboard), as SP 800-63B recommends for Unicode passwords.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** A password's length as the rules count it: code points of its normalised form. */
export function passwordLength(password: string): number {
  return Array.from(normalizePassword(password)).length;
}

/**
 * What the rules can say of a password without the list of leaked ones: too long (and then
 * nothing else, it is not examined further), or too short and containing the username (of the
 * account, when it has one yet), in that order. Empty: nothing against it here.
 */
export function passwordRuleProblems(password: string, username?: string): PasswordProblem[] {
  const length = passwordLength(password);
  if (length > PASSWORD_MAX_LENGTH) return ['tooLong'];
  const problems: PasswordProblem[] = [];
  if (length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  const name = (username ?? '').normalize('NFKC').toLowerCase();
  if (
    Array.from(name).length >= USERNAME_IN_PASSWORD_MIN_LENGTH &&
    normalizePassword(password).toLowerCase().includes(name)
  )
    problems.push('containsUsername');
  return problems;
}
