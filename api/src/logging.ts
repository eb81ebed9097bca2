import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify';

/** The path without its query string: a query could carry anything a client typed. */
export function pathOnly(url: unknown): string {
  return typeof url === 'string' ? (url.split('?')[0] ?? '') : '';
}

/**
 * Structured JSON logs (pino) that never hold personal data: no body, no query string, no
 * address, no user agent, no header, and for errors only their class and code (a JSON parse
 * error's message quotes the body).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: pathOnly(req.url) }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: (err: FastifyError) => {
        const clientError = typeof err.statusCode === 'number' && err.statusCode < 500;
        // Server-side faults keep message and stack (SQLite and Node name no request data in
        // them) for diagnosis; a client error's message may quote what the client sent.
        return {
          type: err.name,
          code: err.code,
          statusCode: err.statusCode,
          message: clientError ? '(omitted)' : err.message,
          stack: clientError ? '' : (err.stack ?? ''),
        };
      },
    },
  };
}
