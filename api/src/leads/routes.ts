import { VALIDATION_FAILED } from '@site/leads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { LeadsRepository } from '../db/leads-repository';
import { errorMessages } from '../http/errors';
import { USER_AGENT_MAX_LENGTH, leadKinds, type LeadKind } from './kinds';
import { isHoneypotFilled, validateLead } from './validate';

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
 * committed. Every kind of lead gets exactly the same handling (docs/api.md).
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
          return reply.code(415).send({ message: errorMessages.unsupportedEncoding });
        }
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      // A body-less POST skips the parser; it still has to say it is JSON.
      if (mediaType(request.headers['content-type']) !== 'application/json') {
        return reply.code(415).send({ message: errorMessages.unsupportedMediaType });
      }
      const body = request.body;
      if (!isObject(body)) return reply.code(400).send({ message: errorMessages.notAnObject });
      // Before the fields, so that a bot learns nothing about them.
      if (isHoneypotFilled(body)) {
        request.log.info('honeypot filled: request rejected');
        return reply.code(400).send({ message: errorMessages.honeypot });
      }
      const submittedAt = new Date();
      const result = validateLead(kind.fields, body, submittedAt);
      if (result.kind === 'invalid') {
        request.log.info({ fields: Object.keys(result.errors) }, 'validation failed');
        return reply.code(422).send({ message: VALIDATION_FAILED, errors: result.errors });
      }
      let id: number;
      try {
        id = await repository.insert(kind, {
          values: result.value,
          user_agent: userAgentOf(request),
          submitted_at: submittedAt.toISOString(),
        });
      } catch (error) {
        request.log.error({ err: error, kind: kind.name }, `${kind.title} not stored`);
        return reply.code(500).send({ message: errorMessages.storeFailed });
      }
      request.log.info({ kind: kind.name, id }, `${kind.title} stored`);
      return reply.code(201).send({ id });
    },
  );

  // Any other method on the resource: 405 with Allow, not a misleading 404.
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: kind.path,
    handler: async (_request, reply) =>
      reply.code(405).header('allow', 'POST, OPTIONS').send({ message: errorMessages.methodNotAllowed }),
  });
}

export async function leadRoutes(app: FastifyInstance, options: Options) {
  for (const kind of leadKinds) leadRoute(app, kind, options);
}
