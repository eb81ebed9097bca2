import { argon2id, hash, verify } from 'argon2';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import { normalizePassword, passwordMessages, passwordRuleProblems, type PasswordProblem } from '@site/staff';
import { randomToken } from './tokens';

/**
 * Staff passwords: the policy a new password must meet, and how passwords are stored. The rules
 * both sides know (lengths, the username inside, NFKC) are the staff contract's
 * (`passwordRuleProblems` of @site/staff, which the set-up page checks first); the API adds
 * the check against passwords known to be common or leaked, whose list stays on the server.
 */

/** The verdict on a new password: accepted, or every reason it is not. */
export type PasswordCheck =
  { ok: true } | { ok: false; problems: { problem: PasswordProblem; message: string }[] };

/** Letters (with their accents), as opposed to the digits and symbols people append. */
const LETTER = /[\p{L}\p{M}]/u;

let commonPasswordSet: ReadonlySet<string> | undefined;

/**
 * The common and leaked passwords of zxcvbn-ts (about 49,000, lower-case), loaded on first use:
 * the package decompresses its list when it is required, which costs time and some megabytes
 * that a server only needs when somebody sets a password.
 */
function commonPasswords(): ReadonlySet<string> {
  if (!commonPasswordSet) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof LanguageCommon;
    commonPasswordSet = new Set(dictionary['passwords-common']);
  }
  return commonPasswordSet;
}

/** Whether `chars` is a listed password, or one repeated (`qwertyqwerty`, `abc123abc123abc123`). */
function listedOrRepeated(chars: readonly string[], list: ReadonlySet<string>): boolean {
  const whole = chars.join('');
  if (list.has(whole)) return true;
  for (let unit = 1; unit <= chars.length / 2; unit++) {
    if (chars.length % unit !== 0) continue;
    const head = chars.slice(0, unit).join('');
    if (list.has(head) && head.repeat(chars.length / unit) === whole) return true;
  }
  return false;
}

/**
 * Whether a (normalised) password is too common. The rule, case-insensitive:
 * - a listed password (`1qaz2wsx3edc`);
 * - a listed password repeated (`qwertyqwerty`);
 * - either of those followed by nothing but digits and symbols (`password123456`, `P@ssw0rd!!!!`,
 *   `monkeymonkey2024`): the first things a cracker tries after the list itself;
 * - one character repeated (`aaaaaaaaaaaa`, twelve spaces).
 * Hence: cut off any part of the trailing run of digits and symbols, and look the rest up. The
 * list is sparse among digits (about 1 in 50 random 12-digit strings starts with a listed
 * number), so the rule does not amount to "no all-digit passwords".
 */
function isTooCommon(password: string): boolean {
  const list = commonPasswords();
  const chars = Array.from(password.toLowerCase());
  if (chars.every((char) => char === chars[0])) return true;
  let stemEnd = chars.length;
  while (stemEnd > 0 && !LETTER.test(chars[stemEnd - 1] ?? '')) stemEnd--;
  for (let end = chars.length; end >= Math.max(stemEnd, 1); end--) {
    if (listedOrRepeated(chars.slice(0, end), list)) return true;
  }
  return false;
}

/**
 * Checks a new password against the policy; `username` is the account's, if it has one yet.
 * Every problem found is reported (a too-long password only as such: it is not examined further).
 */
export function checkPassword(password: string, username?: string): PasswordCheck {
  const problems = passwordRuleProblems(password, username);
  const normalized = normalizePassword(password);
  if (!problems.includes('tooLong') && normalized.length > 0 && isTooCommon(normalized))
    problems.push('tooCommon');
  return problems.length === 0
    ? { ok: true }
    : { ok: false, problems: problems.map((problem) => ({ problem, message: passwordMessages[problem] })) };
}

/**
 * argon2id with the parameters of the OWASP Password Storage Cheat Sheet
 * (https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html, "Argon2id":
 * "a minimum configuration of 19 MiB of memory, an iteration count of 2, and 1 degree of
 * parallelism"), a 16-byte random salt (the library's) and a 32-byte hash. About 50 ms of one
 * core here: affordable at sign-in, costly for whoever tries a list against a stolen hash.
 */
export const PASSWORD_HASH_PARAMETERS = {
  memoryCost: 19_456, // KiB = 19 MiB
  timeCost: 2,
  parallelism: 1,
  hashLength: 32,
} as const;

/** The argon2 version every hash is made with (1.3, 0x13). */
const ARGON2_VERSION = 19;

/**
 * Limits on the parameters of a stored hash that is verified: far above today's, they stop a
 * corrupt or planted hash (m=4294967295) from making one sign-in allocate terabytes.
 */
const MAX_STORED_PARAMETERS = { m: 1_048_576, t: 64, p: 16 } as const;

/** A PHC string of argon2id 1.3: `$argon2id$v=19$m=…,t=…,p=…$salt$hash` (parameters in any order). */
const PHC =
  /^\$argon2id\$v=(\d{1,3})\$([mtp]=\d{1,10},[mtp]=\d{1,10},[mtp]=\d{1,10})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

interface StoredHash {
  version: number;
  m: number;
  t: number;
  p: number;
  saltBytes: number;
  hashBytes: number;
}

/** The parts of a stored argon2id hash, or null if it is anything else (no throwing). */
function parseStoredHash(stored: string): StoredHash | null {
  const match = PHC.exec(stored);
  if (!match) return null;
  const [, version = '', params = '', salt = '', digest = ''] = match;
  const values = new Map(params.split(',').map((pair) => [pair[0], Number(pair.slice(2))] as const));
  const m = values.get('m');
  const t = values.get('t');
  const p = values.get('p');
  if (m === undefined || t === undefined || p === undefined) return null; // a parameter twice
  if (m > MAX_STORED_PARAMETERS.m || t > MAX_STORED_PARAMETERS.t || p > MAX_STORED_PARAMETERS.p) return null;
  const bytes = (text: string) => Math.floor((text.length * 3) / 4);
  return { version: Number(version), m, t, p, saltBytes: bytes(salt), hashBytes: bytes(digest) };
}

/** The stored form of a password: an argon2id PHC string (parameters and salt included). */
export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), { type: argon2id, ...PASSWORD_HASH_PARAMETERS });
}

/**
 * Whether `password` is the one `storedHash` was made from. False, never an exception, for a
 * wrong password and for a stored value that is not an argon2id hash within sane limits.
 */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const parsed = parseStoredHash(storedHash);
  if (!parsed || parsed.version !== ARGON2_VERSION || parsed.saltBytes < 8 || parsed.hashBytes < 16) {
    return false;
  }
  try {
    return await verify(storedHash, normalizePassword(password));
  } catch {
    return false;
  }
}

/**
 * Whether a stored hash should be replaced by a new one (made after the next successful sign-in,
 * while the password is at hand): it was made with other parameters than today's, or is not a
 * hash of ours at all.
 */
export function needsRehash(storedHash: string): boolean {
  const parsed = parseStoredHash(storedHash);
  return (
    !parsed ||
    parsed.version !== ARGON2_VERSION ||
    parsed.m !== PASSWORD_HASH_PARAMETERS.memoryCost ||
    parsed.t !== PASSWORD_HASH_PARAMETERS.timeCost ||
    parsed.p !== PASSWORD_HASH_PARAMETERS.parallelism ||
    parsed.hashBytes !== PASSWORD_HASH_PARAMETERS.hashLength
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows, made once per process with today's parameters.
 * Call it at start-up, so that the first sign-in with an unknown name does not pay for making it.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken()).catch((error: unknown) => {
    dummyHash = undefined; // try again next time rather than fail every sign-in
    throw error;
  });
  return dummyHash;
}

/**
 * For a sign-in with a name no staff member has: verify the password against the dummy hash and
 * answer false. It costs what a wrong password costs, so the time of the answer does not tell
 * an attacker which names exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, await dummyPasswordHash());
  return false;
}
