import {
  IDEMPOTENCY_HEADER,
  LANGUAGE_FIELD,
  SOURCE_FIELD,
  isIdempotencyKey,
  sanitizeSource,
  validationFailedIn,
  validationMessagesIn,
} from '@site/leads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { IdempotencyConflict, type Inserted, type LeadsRepository } from '../repositories/leads-repository';
import { StoreUnavailable } from '../db/unavailable';
import { errorMessagesIn, sendStoreUnavailable } from '../http/errors';
import { requestLanguage } from '../http/language';
import { USER_AGENT_MAX_LENGTH, leadKinds, type LeadKind } from './kinds';
import { isHoneypotFilled, languageOf, validateLead } from './validate';

interface Options {
  repository: LeadsRepository;
  config: Config;
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function userAgentOf(request: FastifyRequest): string | null {
  const agent = request.headers['user-agent']?.trim();
  if (!agent) return null;
  return Array.from(agent).slice(0, USER_AGENT_MAX_LENGTH).join('');
}

function isObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/**
 * One lead endpoint: POST only, rate limited, JSON only (no compression), the honeypot checked
 * before the fields, 422 with every failing field, 201 `{ id }` once the lead and its mail are
 * committed. Every kind of lead gets exactly the same handling (docs/api.md). Answers are in the
 * lead's language (its body's `language`), or in the `Accept-Language` one before the body is read.
 */
function leadRoute(app: FastifyInstance, kind: LeadKind, { repository, config }: Options) {
  app.post(
    kind.path,
    {
      config: { rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs } },
      // Checked before the body is read: a compressed body would otherwise reach the JSON parser.
      onRequest: async (request, reply) => {
        const encoding = request.headers['content-encoding']?.trim().toLowerCase();
        if (encoding && encoding !== 'identity') {
          return reply
            .code(415)
            .send({ message: errorMessagesIn[requestLanguage(request)].unsupportedEncoding });
        }
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      // A body-less POST skips the parser; it still has to say it is JSON.
      const headerLanguage = requestLanguage(request);
      if (mediaType(request.headers['content-type']) !== 'application/json') {
        return reply.code(415).send({ message: errorMessagesIn[headerLanguage].unsupportedMediaType });
      }
      const keyHeader = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      const idempotencyKey = typeof keyHeader === 'string' ? keyHeader.trim() : undefined;
      if (keyHeader !== undefined && !isIdempotencyKey(idempotencyKey))
        return reply.code(400).send({ message: errorMessagesIn[headerLanguage].badIdempotencyKey });
      const body = request.body;
      if (!isObject(body))
        return reply.code(400).send({ message: errorMessagesIn[headerLanguage].notAnObject });
      // The lead's own language; a value that is none of them is a field error like any other,
      // answered in the language the request asked for.
      const bodyLanguage = languageOf(body);
      const language = bodyLanguage === 'invalid' ? headerLanguage : bodyLanguage;
      // Before the fields, so that a bot learns nothing about them.
      if (isHoneypotFilled(body)) {
        request.log.info('honeypot filled: request rejected');
        return reply.code(400).send({ message: errorMessagesIn[language].honeypot });
      }
      const submittedAt = new Date();
      const result = validateLead(kind.fields, body, submittedAt, language);
      if (result.kind === 'invalid' || bodyLanguage === 'invalid') {
        const errors = {
          ...(result.kind === 'invalid' ? result.errors : {}),
          ...(bodyLanguage === 'invalid'
            ? { [LANGUAGE_FIELD]: [validationMessagesIn[language].language] }
            : {}),
        };
        request.log.info({ fields: Object.keys(errors) }, 'validation failed');
        return reply.code(422).send({ message: validationFailedIn[language], errors });
      }
      let inserted: Inserted;
      try {
        inserted = await repository.insert(
          kind,
          {
            values: result.value,
            language,
            user_agent: userAgentOf(request),
            submitted_at: submittedAt.toISOString(),
            // Where it came from: what cannot be kept is dropped, never a reason to refuse.
            source: sanitizeSource(body[SOURCE_FIELD], submittedAt),
          },
          idempotencyKey ? { idempotencyKey } : {},
        );
      } catch (error) {
        if (error instanceof IdempotencyConflict) {
          request.log.info({ kind: kind.name }, 'idempotency key reused with other values');
          return reply.code(409).send({ message: errorMessagesIn[language].idempotencyConflict });
        }
        // Not stored (or, a connection lost while it committed, stored without our knowing: the
        // retry's idempotency key then finds it): the visitor may send it again.
        if (error instanceof StoreUnavailable) {
          request.log.warn(
            { err: error, kind: kind.name },
            `${kind.title} not stored: the store is unavailable`,
          );
          return sendStoreUnavailable(reply, language);
        }
        request.log.error({ err: error, kind: kind.name }, `${kind.title} not stored`);
        return reply.code(500).send({ message: errorMessagesIn[language].storeFailed });
      }
      const { id, replayed } = inserted;
      // A retry of a stored submission gets the first answer again; nothing is stored twice.
      if (replayed) {
        request.log.info({ kind: kind.name, id }, `${kind.title} already stored: answered again`);
        reply.header('idempotent-replayed', 'true');
      } else request.log.info({ kind: kind.name, id, language }, `${kind.title} stored`);
      return reply.code(201).send({ id });
    },
  );

  // Any other method on the resource: 405 with Allow, not a misleading 404.
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: kind.path,
    handler: async (request, reply) =>
      reply
        .code(405)
        .header('allow', 'POST, OPTIONS')
        .send({ message: errorMessagesIn[requestLanguage(request)].methodNotAllowed }),
  });
}

export async function leadRoutes(app: FastifyInstance, options: Options) {
  for (const kind of leadKinds) leadRoute(app, kind, options);
}
