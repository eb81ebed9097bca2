import { isLanguage, validationMessagesIn } from '@site/leads';
import { peopleApi, peopleRefusalsIn, profileFieldsIn, requestSlugs, type PersonProfile } from '@site/people';
import { LEAD_KINDS } from '@site/staff';
import type { FastifyInstance } from 'fastify';
import { guessKey, takeGuess } from '../auth/guesses';
import { validateLead } from '../leads/validate';
import { addressOf } from '../staff/guards';
import { isObject, READ_MAX } from '../staff/request-body';
import { personGuards, personOf } from './guards';
import { personExport, profileOf } from './me';
import type { PeopleRouteOptions } from './options';
import { answerLanguage, textFields } from './request-body';
import { refuseGuess } from './session-routes';
import { clearPersonCookie } from './sessions';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * What a signed-in person does with their own data: edit the profile, read one of the leads they
 * sent, download everything, delete the account. Every path is the person's own (`/me/…`): no
 * other person's id can be named, and a lead that is not theirs is 404 like one that does not
 * exist.
 */
export async function meRoutes(app: FastifyInstance, options: PeopleRouteOptions) {
  const { people, now } = options;
  const { sameOrigin, signedIn } = personGuards(options);
  const route = { onRequest: sameOrigin, preHandler: signedIn };

  app.post(peopleApi.profile, route, async (request, reply) => {
    const language = answerLanguage(request);
    const refusals = peopleRefusalsIn[language];
    const body = request.body;
    if (!isObject(body)) return reply.code(400).send({ message: refusals.badBody });
    const { person } = personOf(request);
    const checked = validateLead(profileFieldsIn(language), body, new Date(now()), language);
    const errors = checked.kind === 'invalid' ? { ...checked.errors } : {};
    const wanted = body.language;
    if (wanted !== undefined && wanted !== null && !isLanguage(wanted))
      errors.language = [validationMessagesIn[language].language];
    if (checked.kind === 'invalid' || Object.keys(errors).length > 0)
      return reply.code(422).send({ message: refusals.invalid, errors });
    const { value } = checked;
    const updated = await people.updateProfile(person.id, {
      name: value.name ?? person.name,
      phone: value.phone,
      location: value.location,
      bio: value.bio,
      language: isLanguage(wanted) ? wanted : person.language,
    });
    if (!updated) return reply.code(401).send({ message: refusals.signIn });
    const answer: PersonProfile = profileOf(updated);
    return answer;
  });

  app.get(peopleApi.requestPattern, { preHandler: signedIn }, async (request, reply) => {
    const { person } = personOf(request);
    const params = request.params as { kind?: string; id?: string };
    const kind = LEAD_KINDS.find((each) => requestSlugs[each] === params.kind);
    const id = /^\d{1,15}$/.test(params.id ?? '') ? Number(params.id) : undefined;
    // Only an address the person has proven is theirs: a lead's e-mail is what anyone typed.
    const detail =
      kind && id && person.email_verified_at ? await options.leads.detail(person.email, kind, id) : undefined;
    if (!detail) return reply.code(404).send({ message: peopleRefusalsIn[answerLanguage(request)].notFound });
    return detail;
  });

  app.get(peopleApi.export, { preHandler: signedIn }, async (request, reply) => {
    const { person } = personOf(request);
    const data = await personExport(person, options, now());
    return reply
      .type('application/json; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="codenest-account-${iso(now()).slice(0, 10)}.json"`,
      )
      .send(JSON.stringify(data, null, 2));
  });

  app.delete(peopleApi.me, route, async (request, reply) => {
    const language = answerLanguage(request);
    const refusals = peopleRefusalsIn[language];
    const body = textFields(request.body, { password: READ_MAX.password });
    if (!body) return reply.code(400).send({ message: refusals.badBody });
    const { person } = personOf(request);
    // The password typed again is a guess like a sign-in's: counted first, throttled alike.
    const guess = await takeGuess(options.guesses, {
      key: guessKey('person', person.email),
      address: addressOf(request),
      ...(person.last_sign_in_at ? { resetAt: Date.parse(person.last_sign_in_at) } : {}),
      now: now(),
    });
    if (!guess.allowed) {
      options.signIns.throttled(guess.reason);
      return refuseGuess(reply, guess, language);
    }
    if (!(await options.passwords.verify(body.password, person.password_hash))) {
      options.signIns.failed();
      return reply.code(403).send({ message: refusals.wrongPassword });
    }
    await guess.right();
    await people.delete(person.id);
    request.log.info({ personId: person.id }, 'person deleted their account');
    return reply.code(204).header('set-cookie', clearPersonCookie()).send();
  });
}
