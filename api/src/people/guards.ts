// The hooks in front of a person's endpoints, and what a route reads of the request they passed:
// the staff's mechanisms (auth/origin.ts), with a person's session and refusals.
import { PERSON_SESSION_COOKIE, peopleRefusalsIn } from '@site/people';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PeopleRepository } from '../repositories/people-repository';
import { csrfTokenFor, hasValidCsrfHeader, isSameOrigin } from '../auth/origin';
import { clearPersonCookie, findPersonSession, type SignedInPerson } from './sessions';
import { answerLanguage } from './request-body';

declare module 'fastify' {
  interface FastifyRequest {
    person?: SignedInPerson;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Hooks of the people endpoints: a change must come from the site's own pages (Origin, else
 * Sec-Fetch-Site: 403); `signedIn` requires a live session (401 otherwise, the dead cookie
 * cleared) and, for a change, its CSRF token in X-CSRF-Token (403).
 */
export function personGuards(options: {
  people: PeopleRepository;
  origins: readonly string[];
  now: () => number;
}) {
  const sameOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (UNSAFE.has(request.method) && !isSameOrigin(request, options.origins))
      return reply.code(403).send({ message: peopleRefusalsIn[answerLanguage(request)].foreignOrigin });
  };
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const found = await findPersonSession(options.people, request.headers.cookie, options.now());
    const refusals = peopleRefusalsIn[answerLanguage(request)];
    if (!found) {
      if (request.headers.cookie?.includes(PERSON_SESSION_COOKIE))
        reply.header('set-cookie', clearPersonCookie());
      return reply.code(401).send({ message: refusals.signIn });
    }
    if (UNSAFE.has(request.method) && !hasValidCsrfHeader(request.headers, csrfTokenFor(found.token)))
      return reply.code(403).send({ message: refusals.csrf });
    request.person = found;
  };
  return { sameOrigin, signedIn };
}

/** The signed-in person of a request that passed `signedIn`. */
export function personOf(request: FastifyRequest): SignedInPerson {
  if (!request.person) throw new Error('This route needs the signedIn guard.');
  return request.person;
}
