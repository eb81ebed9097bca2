import { DEFAULT_LANGUAGE, preferredLanguage, type Language } from '@site/leads';
import type { FastifyRequest } from 'fastify';

/**
 * The language of an answer given before (or without) a readable body: a rate limit, a body that
 * is too large or not JSON, a wrong method. Only `Accept-Language` can say it there; the site's
 * forms send it with the page's language. Once the body is read, its `language` decides.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return preferredLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
