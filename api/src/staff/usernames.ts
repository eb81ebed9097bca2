/**
 * Staff usernames: compared without case (stored lowercased, NFKC), 3 to 64 of letters, digits,
 * `.`, `_` and `-`, so that a name reads the same in a log, a URL and the audit log.
 */
export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9._-]{1,62})[a-z0-9]$/;

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
    : {
        ok: false,
        message:
          'A username is 3 to 64 letters, digits, ".", "_" or "-", starting and ending with a letter or digit.',
      };
}
