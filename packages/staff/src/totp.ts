/**
 * The authenticator codes of the second sign-in step (RFC 6238, as every authenticator app
 * knows them): the API makes and checks them, the pages ask for them and check their form first.
 */

/** Digits of a code. */
export const TOTP_DIGITS = 6;

/** Seconds of one time step: a new code appears this often. */
export const TOTP_PERIOD_SECONDS = 30;

/** The longest code field: the digits and the space apps show in the middle ("123 456"). */
export const TOTP_FIELD_MAX_LENGTH = TOTP_DIGITS + 1;

/** Arabic-Indic and Extended Arabic-Indic (Urdu) digits, which a phone's keyboard may type. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

const CODE = new RegExp(`^[0-9]{${TOTP_DIGITS}}$`);

/**
 * What the person typed, as TOTP_DIGITS ASCII digits, or null: spaces (apps show "123 456") go,
 * NFKC turns full-width digits into ASCII, and Arabic-Indic digits are read as theirs.
 */
export function totpCodeDigits(typed: string): string | null {
  const digits = typed
    .normalize('NFKC')
    .replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0x0f))
    .replace(/\s/g, '');
  return CODE.test(digits) ? digits : null;
}
