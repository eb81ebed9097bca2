// A staff session: whether a request's cookie names a live one, and who it is, as the pages learn
// it. Its ends: 30 minutes without a request, 12 hours in all (cookies.ts, the cookie's life),
// sign-out, a reset or a disabled account.
import type { Me } from '@site/staff';
import type { StaffAccount, StaffRepository, StaffSession } from '../repositories/staff-repository';
import { readTokenCookie, STAFF_SESSION_COOKIE } from '../auth/cookies';
import { csrfTokenFor } from '../auth/origin';
import { hashToken } from '../auth/tokens';

/** A session ends after this long without a request (and after SESSION_ABSOLUTE_LIFETIME_SECONDS in any case). */
export const SESSION_IDLE_SECONDS = 30 * 60;
/** A session's last request is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60_000;

/** A signed-in staff member, for the request. */
export interface Staff {
  account: StaffAccount;
  session: StaffSession;
  /** The session cookie's value (the CSRF token is derived from it). */
  token: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Who is signed in, as the pages learn it. */
export function meOf(staff: Staff): Me {
  return {
    username: staff.account.username,
    role: staff.account.role,
    csrfToken: csrfTokenFor(staff.token),
    idleTimeoutSeconds: SESSION_IDLE_SECONDS,
    expiresAt: staff.session.expires_at,
  };
}

/**
 * The session a request carries, if it is a live one: signed in (not half-way), not past its
 * 12 hours, not idle for 30 minutes, its account not disabled. A dead one is deleted on the way.
 */
export async function findSession(
  staff: StaffRepository,
  cookieHeader: string | undefined,
  now: number,
): Promise<Staff | undefined> {
  const token = readTokenCookie(cookieHeader, STAFF_SESSION_COOKIE);
  if (!token) return undefined;
  const idHash = hashToken(token);
  const session = await staff.session(idHash);
  if (!session || session.stage !== 'active') return undefined;
  const idleSince = Date.parse(session.last_seen_at);
  const account = await staff.byId(session.staff_id);
  if (
    Date.parse(session.expires_at) <= now ||
    idleSince + SESSION_IDLE_SECONDS * 1000 <= now ||
    !account ||
    account.disabled_at
  ) {
    await staff.endSession(idHash);
    return undefined;
  }
  if (now - idleSince >= TOUCH_EVERY_MS) await staff.touchSession(idHash, iso(now));
  return { account, session, token };
}
