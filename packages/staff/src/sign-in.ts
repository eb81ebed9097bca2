// Signing in, and the one-time links that set a password (and an authenticator): what the pages
// send and what the API answers.

export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a role signs in with an authenticator's code too: always for admins, by choice for staff. */
export const totpRequired = (role: StaffRole) => role === 'admin';

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
 * The password was right: signed in, or the authenticator's code is needed next (admins, and
 * staff who set one up; a short-lived cookie holds the first step for 5 minutes).
 */
export type SignInAnswer = { step: 'signed-in'; me: Me } | { step: 'totp' };

export interface SetupCheckRequest {
  token: string;
}

export interface SetupInfo {
  username: string;
  role: StaffRole;
  /** The authenticator to set up with the password: required for admins, offered to staff. */
  totp: { required: boolean; secret: string; uri: string; qrSvg: string };
}

export interface SetupRequest {
  token: string;
  password: string;
  /** A current code of the authenticator set up from `SetupInfo.totp`; required for admins. */
  totpCode?: string;
}
