// Why a new password was refused: said by the API (a 422 under the password field) and by the
// set-up page, which checks the rules it can before sending.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordProblem } from '../passwords';

/** Why a new password was refused, under the password field of the set-up page. */
export const passwordMessages: Readonly<Record<PasswordProblem, string>> = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  containsUsername: "Don't use your username in your password.",
  tooCommon: 'This password is too common: it appears in lists of leaked passwords. Choose another.',
};
