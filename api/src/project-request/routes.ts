import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { RequestsRepository } from '../db/requests-repository';
import { errorMessages } from '../http/errors';
import { USER_AGENT_MAX_LENGTH } from './fields';
import { validateProjectRequest } from './validate';

export const PROJECT_REQUEST_PATH = '/api/v1/project-request';

interface Options {
  repository: RequestsRepository;
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

export async function projectRequestRoutes(app: FastifyInstance, { repository, config }: Options) {
  app.post(
    PROJECT_REQUEST_PATH,
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
      const result = validateProjectRequest(request.body);
      switch (result.kind) {
        case 'not-an-object':
          return reply.code(400).send({ message: errorMessages.notAnObject });
        case 'honeypot':
          request.log.info('honeypot filled: request rejected');
          return reply.code(400).send({ message: errorMessages.honeypot });
        case 'invalid':
          request.log.info({ fields: Object.keys(result.errors) }, 'validation failed');
          return reply.code(422).send({ message: errorMessages.validation, errors: result.errors });
        case 'valid':
          break;
      }
      let id: number;
      try {
        id = await repository.insert({
          ...result.value,
          user_agent: userAgentOf(request),
          submitted_at: new Date().toISOString(),
        });
      } catch (error) {
        request.log.error({ err: error }, 'project request not stored');
        return reply.code(500).send({ message: errorMessages.storeFailed });
      }
      request.log.info({ projectRequestId: id }, 'project request stored');
      return reply.code(201).send({ id });
    },
  );

  // Any other method on the resource: 405 with Allow, not a misleading 404.
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: PROJECT_REQUEST_PATH,
    handler: async (_request, reply) =>
      reply.code(405).header('allow', 'POST, OPTIONS').send({ message: errorMessages.methodNotAllowed }),
  });
}
