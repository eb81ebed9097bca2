// Signing in, and the one-time links that set a password (and an authenticator): what the pages
// send and what the API answers.

export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * Whether a role signs in with an authenticator's code too: every role. (Until issue 42 staff
 * could choose a password alone, which read every lead's personal data.)
 */
export const totpRequired = (role: StaffRole) => isStaffRole(role);

export interface SignInRequest {
  username: string;
  password: string;
}

export interface TotpRequest {
  /** The digits from the authenticator app (spaces allowed; `totpCodeDigits`). */
  code: string;
}

/** Who is signed in. `csrfToken` goes in `X-CSRF-Token` on every change. */
export interface Me {
  username: string;
  role: StaffRole;
  csrfToken: string;
  /** A session ends after this many seconds without a request … */
  idleTimeoutSeconds: number;
  /** … and at this instant in any case (ISO 8601). */
  expiresAt: string;
}

/**
 * The password was right: the authenticator's code is needed next (a short-lived cookie holds the
 * first step for 5 minutes). `signed-in` at once is what an API answered while staff could sign in
 * without an authenticator; the pages still take it.
 */
export type SignInAnswer = { step: 'signed-in'; me: Me } | { step: 'totp' };

export interface SetupCheckRequest {
  token: string;
}

export interface SetupInfo {
  username: string;
  role: StaffRole;
  /**
   * The authenticator to set up with the password: `required` for every account (issue 42; the
   * field stays for pages deployed before, which offered it to staff as a choice).
   */
  totp: { required: boolean; secret: string; uri: string; qrSvg: string };
}

export interface SetupRequest {
  token: string;
  password: string;
  /** A current code of the authenticator set up from `SetupInfo.totp`: required. */
  totpCode?: string;
}
