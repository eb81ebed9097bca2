import type { Me } from '@site/staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rateLimitKey } from '../http/client-address';
import {
  clearSessionCookie,
  readTokenCookie,
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  STAFF_SESSION_COOKIE,
} from './auth/cookies';
import { csrfTokenFor, hasValidCsrfHeader, isSameOrigin } from './auth/origin';
import { hashToken } from './auth/tokens';
import type { StaffAccount, StaffRepository, StaffSession } from './staff-repository';

/** A session ends after this long without a request … */
export const SESSION_IDLE_SECONDS = 30 * 60;
/** … and after SESSION_ABSOLUTE_LIFETIME_SECONDS (12 h) in any case. */
export const SESSION_LIFETIME_SECONDS = SESSION_ABSOLUTE_LIFETIME_SECONDS;
/** A session's last request is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60_000;

/** What staff read when a request is refused (English: the staff pages are in English). */
export const staffMessages = {
  signIn: 'Please sign in.',
  foreignOrigin: 'This request must come from the site’s own pages.',
  csrf: 'This request is missing the page’s security token. Reload the page and try again.',
  adminsOnly: 'Only admins can read the audit log.',
  wrongCredentials: 'The username or password is not right.',
  wrongCode: 'That code is not right. Enter the current code from your authenticator app.',
  codeExpired: 'The sign-in took too long. Enter your username and password again.',
  throttled: (seconds: number) =>
    seconds >= 90
      ? `Too many failed sign-ins. Try again in ${Math.ceil(seconds / 60)} minutes.`
      : `Too many failed sign-ins. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  adminNeedsTotp: 'An admin signs in with an authenticator app. Ask another admin for a new set-up link.',
  linkGone: 'This link has expired or was already used. Ask an admin for a new one.',
  notFound: 'There is no such lead.',
  badBody: 'The request body must be a JSON object with the fields this request takes.',
} as const;

/** A signed-in staff member, for the request. */
export interface Staff {
  account: StaffAccount;
  session: StaffSession;
  /** The session cookie's value (the CSRF token is derived from it). */
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: Staff;
  }
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

/** The client's address as the throttles and the audit log count it (an IPv6 /64 is one). */
export const addressOf = (request: FastifyRequest) => rateLimitKey(request.ip);

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

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Hooks of the staff endpoints: a change must come from the site's own pages (Origin, else
 * Sec-Fetch-Site); `signedIn` requires a live session (401 otherwise, the dead cookie cleared)
 * and, for a change, its CSRF token in X-CSRF-Token (403).
 */
export function guards(options: { staff: StaffRepository; origins: readonly string[]; now: () => number }) {
  const sameOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (UNSAFE.has(request.method) && !isSameOrigin(request, options.origins))
      return reply.code(403).send({ message: staffMessages.foreignOrigin });
  };
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const staff = await findSession(options.staff, request.headers.cookie, options.now());
    if (!staff) {
      if (request.headers.cookie?.includes(STAFF_SESSION_COOKIE))
        reply.header('set-cookie', clearSessionCookie());
      return reply.code(401).send({ message: staffMessages.signIn });
    }
    if (UNSAFE.has(request.method) && !hasValidCsrfHeader(request.headers, csrfTokenFor(staff.token)))
      return reply.code(403).send({ message: staffMessages.csrf });
    request.staff = staff;
  };
  const admin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.staff?.account.role !== 'admin')
      return reply.code(403).send({ message: staffMessages.adminsOnly });
  };
  return { sameOrigin, signedIn, admin };
}

/** The signed-in staff member of a request that passed `signedIn`. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new Error('This route needs the signedIn guard.');
  return request.staff;
}
