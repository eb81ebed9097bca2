import { READ_MAX } from '../staff/request-body';
import {
  peopleApi,
  peopleRefusalsIn,
  signUpFields,
  type PersonPasswordProblem,
  type Sent,
} from '@site/people';
import type { Language } from '@site/leads';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addressOf } from '../staff/guards';
import { validateLead } from '../leads/validate';
import { checkPassword } from '../auth/passwords';
import { hashToken, TOKEN_PATTERN } from '../auth/tokens';
import { personGuards } from './guards';
import { mailSource, newLink } from './new-links';
import type { PeopleRouteOptions } from './options';
import { answerLanguage, EMAIL_READ_MAX, textFields } from './request-body';
import { HOUR_MS, MAILS_PER_ADDRESS_PER_HOUR, type LimitDecision } from './request-limits';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A new password's problems in a person's words: the staff policy (12 to 128 characters, not a
 * common or leaked one), the part of the e-mail address before the @ standing for the username.
 */
export function passwordProblems(password: string, email: string, language: Language): string[] {
  const check = checkPassword(password, email.slice(0, Math.max(0, email.indexOf('@'))));
  if (check.ok) return [];
  const words = peopleRefusalsIn[language].password;
  return check.problems.map(({ problem }) => {
    const said: PersonPasswordProblem = problem === 'containsUsername' ? 'containsEmail' : problem;
    return words[said];
  });
}

/** Answers a limit's refusal (429, Retry-After), when it is one. */
export function refusedByLimit(reply: FastifyReply, decision: LimitDecision, language: Language) {
  if (decision.allowed) return undefined;
  return reply
    .code(429)
    .header('retry-after', String(decision.retryAfterSeconds))
    .send({ message: peopleRefusalsIn[language].tooMany(decision.retryAfterSeconds) });
}

/**
 * Create Account and the verification of its address. The answer to Create Account never says
 * whether the address had an account: a new one gets its verification link, an existing one's
 * owner an "already have an account" mail, after the same work (the password is hashed in both
 * cases). An account made so signs in once its address is verified.
 */
export async function signUpRoutes(app: FastifyInstance, options: PeopleRouteOptions) {
  const { people, now } = options;
  const { sameOrigin } = personGuards(options);
  const limit = { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } };

  app.post(peopleApi.signUp, { onRequest: sameOrigin }, async (request, reply) => {
    const language = answerLanguage(request);
    const refusals = peopleRefusalsIn[language];
    const body = textFields(request.body, { name: 1024, email: EMAIL_READ_MAX, password: READ_MAX.password });
    if (!body) return reply.code(400).send({ message: refusals.badBody });
    const checked = validateLead(signUpFields, body, new Date(now()), language);
    const errors = checked.kind === 'invalid' ? { ...checked.errors } : {};
    const email = checked.kind === 'valid' ? checked.value.email.toLowerCase() : '';
    const problems = passwordProblems(body.password, email || body.email, language);
    if (problems.length > 0) errors.password = problems;
    if (checked.kind === 'invalid' || Object.keys(errors).length > 0)
      return reply.code(422).send({ message: refusals.invalid, errors });
    const refused = refusedByLimit(
      reply,
      await options.limits([
        { key: `sign-up:${addressOf(request)}`, max: options.accountRequestsPerHour, windowMs: HOUR_MS },
        { key: `mail:${email}`, max: MAILS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS },
      ]),
      language,
    );
    if (refused) return refused;
    const at = now();
    // Hashed whether or not the address has an account: the same work, the same time.
    const passwordHash = await options.passwords.hash(body.password);
    const name = checked.value.name;
    const verify = newLink('verify', at, { kind: 'verify', to: email, language });
    const outcome = await people.signUp(
      { email, name, language, password_hash: passwordHash, created_at: iso(at) },
      verify.link,
      { kind: 'exists', created_at: iso(at) },
    );
    if (outcome === 'created') {
      const source = mailSource(verify.link, name);
      if (source) options.developmentMail(source);
    }
    request.log.info({ outcome }, 'account requested');
    const answer: Sent = { sent: true };
    return reply.code(202).send(answer);
  });

  app.post(peopleApi.verify, { onRequest: sameOrigin, config: limit }, async (request, reply) => {
    const refusals = peopleRefusalsIn[answerLanguage(request)];
    const body = textFields(request.body, { token: READ_MAX.token });
    if (!body) return reply.code(400).send({ message: refusals.badBody });
    const tokenHash = TOKEN_PATTERN.test(body.token) ? hashToken(body.token) : undefined;
    const opened = tokenHash ? await people.openLink(tokenHash, iso(now())) : undefined;
    const used =
      tokenHash && opened?.link.purpose === 'verify'
        ? await people.useLink(tokenHash, { at: iso(now()) })
        : undefined;
    if (!used) return reply.code(410).send({ message: refusals.linkGone });
    request.log.info({ personId: used.person.id, verified: used.verified }, 'address verified');
    return reply.code(204).send();
  });
}
