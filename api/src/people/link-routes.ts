import { enrollmentFields } from '@site/leads';
import { peopleApi, peopleRefusalsIn, type LinkInfo, type Sent } from '@site/people';
import type { FastifyInstance } from 'fastify';
import { validateLead } from '../leads/validate';
import { hashToken, TOKEN_PATTERN } from '../auth/tokens';
import { addressOf } from '../staff/guards';
import { READ_MAX } from '../staff/request-body';
import { personGuards } from './guards';
import { mailSource, newLink } from './new-links';
import type { PeopleRouteOptions } from './options';
import { answerLanguage, EMAIL_READ_MAX, textFields } from './request-body';
import { HOUR_MS, MAILS_PER_ADDRESS_PER_HOUR } from './request-limits';
import { passwordProblems, refusedByLimit } from './sign-up-routes';

const iso = (ms: number) => new Date(ms).toISOString();
const emailOnly = { email: enrollmentFields.email };

/**
 * A forgotten password: asking for a reset link (the answer is the same whether or not the
 * address has an account, and comes before the link is made, so that its time tells nothing
 * either), and the page of a reset or invitation link: what it is for, and setting the password.
 */
export async function linkRoutes(app: FastifyInstance, options: PeopleRouteOptions) {
  const { people, now } = options;
  const { sameOrigin } = personGuards(options);
  const limit = { rateLimit: { max: options.attemptsPerMinute, timeWindow: 60_000 } };

  /** A reset or invitation link the body's token names, unused and unexpired, with its account. */
  async function passwordLink(token: string) {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    const opened = await people.openLink(hashToken(token), iso(now()));
    return opened && opened.link.purpose !== 'verify' ? opened : undefined;
  }

  app.post(peopleApi.passwordReset, { onRequest: sameOrigin }, async (request, reply) => {
    const language = answerLanguage(request);
    const refusals = peopleRefusalsIn[language];
    const body = textFields(request.body, { email: EMAIL_READ_MAX });
    if (!body) return reply.code(400).send({ message: refusals.badBody });
    const checked = validateLead(emailOnly, body, new Date(now()), language);
    if (checked.kind === 'invalid')
      return reply.code(422).send({ message: refusals.invalid, errors: checked.errors });
    const email = checked.value.email.toLowerCase();
    const refused = refusedByLimit(
      reply,
      await options.limits([
        { key: `reset:${addressOf(request)}`, max: options.accountRequestsPerHour, windowMs: HOUR_MS },
        { key: `mail:${email}`, max: MAILS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS },
      ]),
      language,
    );
    if (refused) return refused;
    // After the answer: whether there is an account (and a link to store) does not change its time.
    const log = request.log;
    setImmediate(() => {
      void (async () => {
        const person = await people.byEmail(email);
        if (!person) return;
        const reset = newLink('reset', now(), { kind: 'reset', to: person.email, language: person.language });
        await people.issueLink(person.id, reset.link);
        const source = mailSource(reset.link, person.name);
        if (source) options.developmentMail(source);
      })().catch((error: unknown) => log.error({ err: error }, 'the reset link was not made'));
    });
    const answer: Sent = { sent: true };
    return reply.code(202).send(answer);
  });

  app.post(peopleApi.link, { onRequest: sameOrigin, config: limit }, async (request, reply) => {
    const refusals = peopleRefusalsIn[answerLanguage(request)];
    const body = textFields(request.body, { token: READ_MAX.token });
    if (!body) return reply.code(400).send({ message: refusals.badBody });
    const opened = await passwordLink(body.token);
    if (!opened) return reply.code(410).send({ message: refusals.linkGone });
    const info: LinkInfo = {
      purpose: opened.link.purpose === 'invite' ? 'invite' : 'reset',
      email: opened.person.email,
      name: opened.person.name,
    };
    return info;
  });

  app.post(peopleApi.password, { onRequest: sameOrigin, config: limit }, async (request, reply) => {
    const language = answerLanguage(request);
    const refusals = peopleRefusalsIn[language];
    const body = textFields(request.body, { token: READ_MAX.token, password: READ_MAX.password });
    if (!body) return reply.code(400).send({ message: refusals.badBody });
    const opened = await passwordLink(body.token);
    if (!opened) return reply.code(410).send({ message: refusals.linkGone });
    const problems = passwordProblems(body.password, opened.person.email, language);
    if (problems.length > 0)
      return reply.code(422).send({ message: refusals.invalid, errors: { password: problems } });
    const passwordHash = await options.passwords.hash(body.password);
    const used = await people.useLink(hashToken(body.token), { at: iso(now()), passwordHash });
    if (!used) return reply.code(410).send({ message: refusals.linkGone });
    // An invitation shared over WhatsApp proves no address: the address gets a link of its own.
    if (!used.person.email_verified_at) {
      const verify = newLink('verify', now(), {
        kind: 'verify',
        to: used.person.email,
        language: used.person.language,
      });
      await people.issueLink(used.person.id, verify.link);
      const source = mailSource(verify.link, used.person.name);
      if (source) options.developmentMail(source);
    }
    request.log.info(
      { personId: used.person.id, purpose: used.link.purpose, verified: used.verified },
      'password set from a link',
    );
    return reply.code(204).send();
  });
}
