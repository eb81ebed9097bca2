import { refusals } from './words/refusals';

/** A username's fewest and most characters. */
export const USERNAME_LENGTH = { min: 3, max: 64 } as const;

/**
 * Staff usernames: compared without case (stored lowercased, NFKC), USERNAME_LENGTH of letters,
 * digits, `.`, `_` and `-`, starting and ending with a letter or digit, so that a name reads the
 * same in a log, a URL and the audit log.
 */
export const USERNAME_PATTERN = new RegExp(
  `^[a-z0-9](?:[a-z0-9._-]{${USERNAME_LENGTH.min - 2},${USERNAME_LENGTH.max - 2}})[a-z0-9]$`,
);

/** A name as typed at sign-in, as it is looked up and counted by the throttle. */
export function normalizeUsername(typed: string): string {
  return typed.normalize('NFKC').trim().toLowerCase();
}

/** A new account's name, normalised, or the reason it cannot be one. */
export function checkUsername(
  typed: string,
): { ok: true; username: string } | { ok: false; message: string } {
  const username = normalizeUsername(typed);
  return USERNAME_PATTERN.test(username)
    ? { ok: true, username }
    : { ok: false, message: refusals.username(USERNAME_LENGTH.min, USERNAME_LENGTH.max) };
}
