// The hooks in front of every staff endpoint, and what a route reads of the request they passed.
import { refusals } from '@site/staff';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rateLimitKey } from '../http/client-address';
import type { StaffRepository } from '../repositories/staff-repository';
import { clearSessionCookie, STAFF_SESSION_COOKIE } from '../auth/cookies';
import { csrfTokenFor, hasValidCsrfHeader, isSameOrigin } from '../auth/origin';
import { findSession, type Staff } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    staff?: Staff;
  }
}

/** The client's address as the throttles and the audit log count it (an IPv6 /64 is one). */
export const addressOf = (request: FastifyRequest) => rateLimitKey(request.ip);

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Hooks of the staff endpoints: a change must come from the site's own pages (Origin, else
 * Sec-Fetch-Site); `signedIn` requires a live session (401 otherwise, the dead cookie cleared)
 * and, for a change, its CSRF token in X-CSRF-Token (403); `admin`, after it, an admin (403).
 */
export function guards(options: { staff: StaffRepository; origins: readonly string[]; now: () => number }) {
  const sameOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (UNSAFE.has(request.method) && !isSameOrigin(request, options.origins))
      return reply.code(403).send({ message: refusals.foreignOrigin });
  };
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const staff = await findSession(options.staff, request.headers.cookie, options.now());
    if (!staff) {
      if (request.headers.cookie?.includes(STAFF_SESSION_COOKIE))
        reply.header('set-cookie', clearSessionCookie());
      return reply.code(401).send({ message: refusals.signIn });
    }
    if (UNSAFE.has(request.method) && !hasValidCsrfHeader(request.headers, csrfTokenFor(staff.token)))
      return reply.code(403).send({ message: refusals.csrf });
    request.staff = staff;
  };
  const admin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.staff?.account.role !== 'admin')
      return reply.code(403).send({ message: refusals.adminsOnly });
  };
  return { sameOrigin, signedIn, admin };
}

/** The signed-in staff member of a request that passed `signedIn`. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new Error('This route needs the signedIn guard.');
  return request.staff;
}
