import { peopleApi, peopleRefusalsIn, type NotVerified, type PersonMe } from '@site/people';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { guessKey, takeGuess } from '../auth/guesses';
import { needsRehash } from '../auth/passwords';
import type { ThrottleReason } from '../auth/throttle';
import { addressOf } from '../staff/guards';
import { READ_MAX } from '../staff/request-body';
import { personGuards, personOf } from './guards';
import { personMe } from './me';
import { mailSource, newLink } from './new-links';
import type { PeopleRouteOptions } from './options';
import { answerLanguage, EMAIL_READ_MAX, keepSignedIn, textFields } from './request-body';
import { HOUR_MS, MAILS_PER_ADDRESS_PER_HOUR } from './request-limits';
import { clearPersonCookie, startPersonSession } from './sessions';

/** An e-mail address as accounts are named: trimmed, NFC, lower-case. */
export const accountName = (email: string) => email.trim().normalize('NFC').toLowerCase();

/** A guess the counter turned away: 429, Retry-After, in the request's language. */
export function refuseGuess(
  reply: FastifyReply,
  decision: { retryAfterSeconds: number; reason: ThrottleReason },
  language: 'en' | 'ur',
) {
  return reply
    .code(429)
    .header('retry-after', String(decision.retryAfterSeconds))
    .send({ message: peopleRefusalsIn[language].throttled(decision.retryAfterSeconds) });
}

/**
 * Signing in (`/login` and `/student/login` alike), out, out of every device, and who is signed
 * in. What an attacker learns is nothing: an unknown address, an account without a password yet
 * and a wrong password get the same answer after the same work (the guess counted, an argon2id
 * verification); every guess is counted before its password is checked (auth/guesses.ts); every
 * session is a new random id, kept only as its hash.
 */
export async function sessionRoutes(app: FastifyInstance, options: PeopleRouteOptions) {
  const { people, now } = options;
  const { sameOrigin, signedIn } = personGuards(options);
  const limit = { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } };

  app.post(peopleApi.session, { onRequest: sameOrigin, config: limit }, async (request, reply) => {
    const language = answerLanguage(request);
    const refusals = peopleRefusalsIn[language];
    const body = textFields(request.body, { email: EMAIL_READ_MAX, password: READ_MAX.password });
    if (!body) return reply.code(400).send({ message: refusals.badBody });
    const email = accountName(body.email);
    const person = await people.byEmail(email);
    const address = addressOf(request);
    const guess = await takeGuess(options.guesses, {
      key: guessKey('person', email),
      address,
      ...(person?.last_sign_in_at ? { resetAt: Date.parse(person.last_sign_in_at) } : {}),
      now: now(),
    });
    if (!guess.allowed) {
      request.log.info({ reason: guess.reason }, 'person sign-in throttled');
      options.signIns.throttled(guess.reason);
      return refuseGuess(reply, guess, language);
    }
    const right = await options.passwords.verify(body.password, person?.password_hash);
    if (!person || !right) {
      options.signIns.failed();
      return reply.code(401).send({ message: refusals.wrongCredentials });
    }
    if (person.password_hash && needsRehash(person.password_hash))
      await people.setPasswordHash(person.id, await options.passwords.hash(body.password));
    if (person.created_by === 'sign-up' && !person.email_verified_at) {
      // The password is right (only its owner learns this): the address is still to be proven.
      const decision = await options.limits([
        { key: `mail:${email}`, max: MAILS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS },
      ]);
      if (decision.allowed) {
        const verify = newLink('verify', now(), { kind: 'verify', to: email, language: person.language });
        await people.issueLink(person.id, verify.link);
        const source = mailSource(verify.link, person.name);
        if (source) options.developmentMail(source);
      }
      await guess.right();
      const answer: NotVerified = { message: refusals.notVerified, code: 'not-verified' };
      return reply.code(403).send(answer);
    }
    // Asked for in the same turn, the guess forgotten and the session written share one commit
    // on SQLite (its group commit): one fsync fewer per sign-in on the event loop.
    const [, { signedIn: session, cookie }] = await Promise.all([
      guess.right(),
      startPersonSession(people, person, { keepSignedIn: keepSignedIn(request.body), address, now: now() }),
    ]);
    request.log.info({ personId: person.id, kept: session.session.kind === 'kept' }, 'person signed in');
    const answer: PersonMe = await personMe(session, options);
    return reply.header('set-cookie', cookie).send(answer);
  });

  app.delete(peopleApi.session, { onRequest: sameOrigin, preHandler: signedIn }, async (request, reply) => {
    await people.endSession(personOf(request).session.id_hash);
    return reply.code(204).header('set-cookie', clearPersonCookie()).send();
  });

  app.delete(peopleApi.sessions, { onRequest: sameOrigin, preHandler: signedIn }, async (request, reply) => {
    const { person } = personOf(request);
    const ended = await people.endSessions(person.id);
    request.log.info({ personId: person.id, ended }, 'person signed out everywhere');
    return reply.code(204).header('set-cookie', clearPersonCookie()).send();
  });

  app.get(peopleApi.me, { preHandler: signedIn }, async (request) => personMe(personOf(request), options));
}
