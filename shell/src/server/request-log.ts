// What the site server's request log says of a request. A staff page's URL and the API's carry
// what staff searched for (`/admin-jeansrecycle/leads?q=<a name, a phone, an e-mail>`, and the
// same on the staff API): their query string is never logged (issue 42), only their path.
// nginx's access log drops the same (deploy/nginx/nginx.conf.template, `$loggable_uri`).
import { paths } from '@site/site';
import type { FastifyRequest } from 'fastify';

/** The staff's paths (the admin sign-in and the pages under it, in any language) and the API's. */
const QUERY_NOT_LOGGED = new RegExp(`^(?:/ur)?(?:${paths.admin}(?:[/?#]|$)|/api/)`);

/** A request's URL as the log keeps it: without its query string under a staff or API path. */
export function loggedUrl(url: string): string {
  if (!QUERY_NOT_LOGGED.test(url)) return url;
  const query = url.search(/[?#]/);
  return query < 0 ? url : url.slice(0, query);
}

/** Fastify's `req` serializer, but for its URL. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
